import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Routes the tree cannot show, and a restoration's data, get what
/// `BadInput.md` and `setRoute`'s documentation say (H8, S8).
@MainActor
struct RouteInputTests {
    @Test(arguments: ["/tab:0/Settings", "/tab:0/Settings/A", "/tab:1/Home"] as [Route])
    func aRouteThatNamesAnotherBottomScreenForATabIsInvalidAndChangesNothing(_ route: Route) throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.setRoute("/tab:0/Home/B")
        fixture.clearRecords()
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.setRoute(route)
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.host.snapshot() == before, "Home is never replaced silently")
        #expect(fixture.changes == [])
        #expect(fixture.builtNames == [])
    }

    @Test func aRouteThatNamesAnotherBottomScreenForATabHoldingASplitIsInvalid() throws {
        let fixture = RouteFixture()
        TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: 1)
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.setRoute("/tab:1/Home/column:1/Mail")
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.host.snapshot() == before)
    }

    @Test func theRootStacksBottomScreenIsStillChangedInPlace() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")

        try fixture.host.setRoute("/X")

        #expect(fixture.tree == "stack#1[X]", "only a tab's bottom screen names its tab")
    }

    @Test(arguments: ["/", ""] as [Route])
    func anEmptyRouteIsAnEmptyRouteErrorAndChangesNothing(_ route: Route) throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.setRoute(route)
        } throws: { error in
            (error as? NavigationError)?.code == .emptyRoute
        }
        #expect {
            try fixture.host.restore(RouteRestoration(route: "/A", hiddenRoutes: [route], data: ["/A": ["k": "v"]]))
        } throws: { error in
            (error as? NavigationError)?.code == .emptyRoute
        }
        #expect(fixture.host.snapshot() == before, "not popped to the root")
        #expect(fixture.changes == [])
        #expect(fixture.host.routeData(for: "/A") == nil)
    }

    @Test func aRestorationReleasedInOnPeekStoresNoData() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let restoration = RouteRestoration(
            route: "/tab:0/Home/A", hiddenRoutes: ["/tab:1/Settings/B"],
            data: ["/tab:0/Home/A": ["scroll": "3"], "/tab:1/Settings/B": ["draft": "Hi"]])

        let preview = try #require(try fixture.peek { try fixture.host.restore(restoration) })
        #expect((preview as? RouteScreen)?.data == ["scroll": "3"], "the preview is built with its data")
        fixture.engine.interrupt(.released)

        #expect(fixture.host.routeData(for: "/tab:0/Home/A") == nil, "released: nothing stored (S8)")
        #expect(fixture.host.routeData(for: "/tab:1/Settings/B") == nil)
        #expect(fixture.host.restoration == RouteRestoration(route: "/tab:0/Home", hiddenRoutes: ["/tab:1/Settings"]))
    }

    @Test func aRestorationPoppedInOnPeekStoresItsDataAsATapDoes() throws {
        let tapped = RouteFixture()
        tapped.setUpTabs()
        let popped = RouteFixture()
        popped.setUpTabs()
        let restoration = RouteRestoration(
            route: "/tab:0/Home/A", hiddenRoutes: ["/tab:1/Settings/B"],
            data: ["/tab:0/Home/A": ["scroll": "3"], "/tab:1/Settings/B": ["draft": "Hi"]])

        try tapped.host.restore(restoration)
        let preview = try #require(try popped.peek { try popped.host.restore(restoration) })
        #expect(popped.host.routeData(for: "/tab:0/Home/A") == nil, "not stored while the peek shows")
        try popped.engine.commit(preview)

        #expect(tapped.host.restoration == restoration)
        #expect(popped.host.restoration == restoration)
        #expect(popped.tree == tapped.tree)
    }
}
