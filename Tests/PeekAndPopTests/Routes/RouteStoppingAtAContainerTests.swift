import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A route that stops at an element naming a container (a registered route
/// container, a tab or an app-defined container's child holding a
/// container) names what that container shows (H5, H8): setting it again
/// changes nothing, at a tap and at a pop, and the route read back is the
/// container's route as it shows it.
@MainActor
struct RouteStoppingAtAContainerTests {
    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        PresentedContainerTests.screen(name)
    }

    @Test(
        arguments: [
            ("/Home/inbox", "/Home/inbox/tab:1/Settings/Profile"),
            ("/Home/mailbox", "/Home/mailbox/List/column:1/Mail"),
            ("/Home/pages", "/Home/pages/pages:1/B"),
            ("/Home/A/inbox", "/Home/A/inbox/tab:1/Settings/Profile"),
        ] as [(Route, Route)])
    func aRouteStoppingAtAPresentedContainerIsIdempotent(route: Route, shown: Route) throws {
        let fixture = RouteFixture()
        try PresentedContainerTests.rootStackWithContainerRoutes(fixture)
        try fixture.host.setRoute(route)
        #expect(fixture.host.currentRoute == shown, "what the container shows as built")
        fixture.clearRecords()
        let routes = EventRecorder(fixture.host.routeChanges)
        let before = fixture.host.snapshot()
        let history = fixture.host.history.map(\.id)

        let outcome = try fixture.host.setRoute(route)
        let previewed = try fixture.peek { try fixture.host.setRoute(route) }

        #expect(outcome == nil)
        #expect(previewed == nil, "nothing to preview")
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.host.history.map(\.id) == history, "no transition")
        #expect(fixture.changes == [])
        #expect(fixture.states == [])
        #expect(routes.events == [])
        #expect(fixture.host.currentRoute == shown)
    }

    @Test func aRouteStoppingAtAPresentedContainerKeepsWhatItShowsAndTakesDownWhatIsAboveIt() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            try PresentedContainerTests.rootStackWithContainerRoutes(fixture)
            try fixture.host.setRoute("/Home/inbox/tab:0/Inbox/A/sheet:x/B")
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try fixture.host.setRoute("/Home/inbox")
            // Forwarded to the stack the route left on top (H2, H4).
            try #require(fixture.screen("Home")).router.push(Self.screen("C"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > tabs#2{*stack#3[Inbox, A, C], stack#4[Settings, Profile]}")
        #expect(
            worlds.tap.changes == [
                "transition#2 setRoute: presentations[tabs#2{*stack#3[Inbox, A], stack#4[Settings, Profile]}]",
                "transition#3 push: stack#3[Inbox, A, C]",
            ])
        #expect(worlds.tap.states == [])
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: worlds.tap.tree, changes: worlds.tap.changes,
                    states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aRouteStoppingAtATabHoldingTabsIsIdempotentAndSelectsIt() throws {
        let worlds = try threeWorlds(setUp: NestedContainerTests.tabsInTabs(outer: 0)) { fixture in
            try fixture.host.setRoute("/tab:1")
            try #require(fixture.screen("Home")).router.push(Self.screen("C"))
        }
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home], *tabs#3{*stack#4[News, C], stack#5[Sport]}}")
        #expect(
            worlds.tap.changes == [
                "transition#1 setRoute: tabs#1 selected 1", "transition#2 push: stack#4[News, C]",
            ])
        #expect(worlds.tap.states == [])
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: worlds.tap.tree, changes: worlds.tap.changes,
                    states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)

        let fixture = RouteFixture()
        try NestedContainerTests.tabsInTabs(outer: 0)(fixture)
        try fixture.host.setRoute("/tab:1/tab:1/Sport/A")
        try fixture.host.setRoute("/tab:0")
        fixture.clearRecords()
        try fixture.host.setRoute("/tab:1")
        #expect(fixture.host.currentRoute == "/tab:1/tab:1/Sport/A", "the inner tabs as they are")
        #expect(try fixture.host.setRoute("/tab:1") == nil)
        #expect(fixture.changes == ["transition#3 setRoute: tabs#1 selected 1"], "one change")
    }
}
