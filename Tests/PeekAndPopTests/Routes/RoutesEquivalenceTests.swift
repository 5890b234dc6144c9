import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Every routing call of routes, destinations and interceptors through the
/// package's tap/pop equivalence check: pop does what a tap does, and a
/// release leaves the world as it was.
@MainActor
struct RoutesEquivalenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setUp: @MainActor @Sendable (RouteFixture) throws -> Void
        let action: @MainActor @Sendable (RouteFixture, TapPopEquivalence.World) throws -> Void
        var testDescription: String { name }
    }

    nonisolated static let cases: [Case] = [
        Case(name: "[A, B, C] → [A, D]", setUp: { try $0.setUpStack("/A/B/C") }) { f, _ in try f.host.setRoute("/A/D")
        },
        Case(name: "[A] → [A, B, C]", setUp: { try $0.setUpStack("/A") }) { f, _ in try f.host.setRoute("/A/B/C") },
        Case(name: "[A, B] → [X]", setUp: { try $0.setUpStack("/A/B") }) { f, _ in try f.host.setRoute("/X") },
        Case(name: "[A, B] → [A], then a push", setUp: { try $0.setUpStack("/A/B") }) { f, _ in
            try f.host.setRoute("/A")
            try f.host.navigate(to: f.product(1))
        },
        Case(name: "route across tabs with a sheet", setUp: { $0.setUpTabs() }) { f, _ in
            try f.host.setRoute("/tab:1/Settings/Detail/sheet:s/alert")
        },
        Case(name: "destination built, pushed", setUp: { $0.setUpTabs() }) { f, _ in
            try f.host.navigate(to: f.product(42))
        },
        Case(name: "destination built, presented in a stack", setUp: { $0.setUpTabs() }) { f, _ in
            try f.host.navigate(to: f.product(42, shownBy: .presentInNavigationStack(.fullScreen)))
        },
        Case(name: "destination found under a modal in another tab, then a push", setUp: foundUnderModal) { f, _ in
            try f.host.navigate(to: f.product(42))
            try f.host.navigate(to: f.product(7))
        },
        Case(name: "a presentation, then a route that depends on it", setUp: { $0.setUpTabs() }) { f, world in
            try f.host.navigate(to: f.product(5, shownBy: .presentInNavigationStack(.sheet)))
            try f.host.navigate(to: f.product(6))
        },
        Case(name: "setStack keeping the first module", setUp: { try $0.setUpStack("/A/B/C") }) { _, world in
            try world.router.setStack(keepingFirst: 1, [{ seed in RouteScreen("X", seed: seed) }])
        },
        Case(name: "replace the top module", setUp: { try $0.setUpStack("/A/B") }) { _, world in
            try world.router.replaceTopModule { seed in RouteScreen("Z", seed: seed) }
        },
        Case(name: "restore a route with data", setUp: { $0.setUpTabs() }) { f, _ in
            try f.host.restore(RouteRestoration(route: "/tab:0/Home/A/sheet:s", data: ["/tab:0/Home/A": ["k": "v"]]))
        },
        Case(name: "one destination twice in one window is built once", setUp: { $0.setUpTabs() }) { f, _ in
            try f.host.navigate(to: f.product(1, shownBy: .presentInNavigationStack(.sheet)))
            try f.host.navigate(to: f.product(1))
        },
        Case(name: "a push, then a route that replaces it", setUp: { try $0.setUpStack("/A/B") }) { f, _ in
            try f.host.navigate(to: f.product(2))
            try f.host.setRoute("/A/B/C")
        },
        Case(name: "a found destination that an earlier call removes is built again", setUp: foundUnderModal) {
            f, _ in
            try f.host.setRoute("/tab:0/Home/D")
            try f.host.navigate(to: f.product(42))
        },
        Case(name: "route into the split of another tab", setUp: { Self.tabsWithASplit($0) }) { f, _ in
            try f.host.setRoute("/tab:1/Inbox/List/column:1/Detail/B")
        },
        Case(name: "restore every tab, a split and a sheet", setUp: { Self.tabsWithASplit($0) }) { f, _ in
            try f.host.restore(
                RouteRestoration(
                    route: "/tab:1/Inbox/List/column:1/Detail/sheet:s",
                    hiddenRoutes: ["/tab:0/Home/A/B"],
                    data: ["/tab:0/Home/A": ["k": "v"], "/tab:1/Inbox/List/column:1/Detail": ["d": "1"]]
                ))
        },
        Case(name: "add a tab that holds a split", setUp: { $0.setUpTabs() }) { _, world in
            try #require(world.router.tabsRouter).addTab(
                select: true,
                .split(
                    primary: [{ seed in RouteScreen("Inbox", seed: seed) }],
                    secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
        },
        Case(name: "destination in the detail column of another tab's split", setUp: { Self.tabsWithASplit($0) }) {
            f, _ in
            try f.host.navigate(to: f.product(3, shownBy: .showInSecondaryColumn))
        },
    ]

    private static func tabsWithASplit(_ fixture: RouteFixture) {
        TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: 0)
    }

    private static func foundUnderModal(_ fixture: RouteFixture) throws {
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(42))
        try fixture.host.setRoute("/tab:1/Settings/alert")
    }

    @Test(arguments: cases)
    func popDoesWhatATapDoesAndAReleaseLeavesTheWorldAsItWas(_ scenario: Case) throws {
        var fixtures: [RouteFixture] = []
        let report = try TapPopEquivalence.check(
            makeWorld: {
                let fixture = RouteFixture()
                fixtures.append(fixture)
                try scenario.setUp(fixture)
                let source = try #require(fixture.host.topmostScreen as? RouteScreen)
                return TapPopEquivalence.World(host: fixture.host, source: source, router: source.router)
            },
            action: { world in
                guard let fixture = fixtures.first(where: { $0.host === world.host }) else { return }
                try scenario.action(fixture, world)
            }
        )

        #expect(report.isEquivalent, "\(report)")
        #expect(report.previewName != nil, "each case shows a new screen, so it peeks")
        #expect(report.tap.description != report.start.description, "each case changes the tree")
        #expect(fixtures.count == 3)
    }
}
