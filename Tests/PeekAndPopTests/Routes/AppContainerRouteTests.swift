import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// An app-defined container's shown child is in the route, as a tab
/// container's selection is, so that a route restores on it (H5, H8).
@MainActor
struct AppContainerRouteTests {
    /// `pages{*stack[Feed], stack[Trends]}` on a fresh fixture.
    static func makePages(_ fixture: RouteFixture) -> CustomContainerTests.Pages {
        let first = fixture.host.makeStack([{ seed in RouteScreen("Feed", seed: seed) }])
        let second = fixture.host.makeStack([{ seed in RouteScreen("Trends", seed: seed) }])
        let pages = CustomContainerTests.Pages(id: fixture.host.makeContainerID(), pages: [first, second])
        fixture.host.setRootContainer(pages)
        fixture.clearRecords()
        return pages
    }

    @Test func theShownChildIsInTheRouteAndRestoresOnAFreshHost() throws {
        let original = RouteFixture()
        let pages = Self.makePages(original)
        try #require(original.host.containerRouter(for: pages)).show(pages.children[1])
        try original.host.setRoute("/pages:1/Trends/A")
        #expect(original.host.currentRoute == "/pages:1/Trends/A")

        let restored = RouteFixture()
        let restoredPages = Self.makePages(restored)
        #expect(restored.host.currentRoute == "/pages:0/Feed")
        try restored.host.restore(original.host.restoration)

        #expect(restoredPages.current == 1, "restored on the child that was shown, not the first")
        #expect(restored.host.currentRoute == "/pages:1/Trends/A")
        #expect(restored.host.snapshot().isStructurallyEqual(to: original.host.snapshot()))
    }

    @Test func aRouteSwitchesTheShownChildAndKeepsTheOthersStack() throws {
        let fixture = RouteFixture()
        let pages = Self.makePages(fixture)
        try fixture.host.setRoute("/pages:0/Feed/A")
        fixture.clearRecords()

        try fixture.host.setRoute("/pages:1/Trends/B")

        #expect(pages.current == 1)
        #expect(fixture.tree == "pages#3{stack#1[Feed, A], *stack#2[Trends, B]}")
        #expect(fixture.changes.count == 1, "one transition")
    }

    @Test(arguments: ["/pages:2/Feed", "/pages:1/Feed", "/tab:1/Trends"] as [Route])
    func aRouteThatNamesNoChildOrAnotherBottomScreenIsInvalid(_ route: Route) throws {
        let fixture = RouteFixture()
        _ = Self.makePages(fixture)
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.setRoute(route)
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.host.snapshot() == before)
    }
}
