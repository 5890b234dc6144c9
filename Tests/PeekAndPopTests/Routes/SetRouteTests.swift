import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct SetRouteTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let old: Route
        let new: Route
        let tree: String
        let change: String
        let built: [String]

        var testDescription: String { "\(old) → \(new)" }
    }

    nonisolated static let diffCases: [Case] = [
        Case(
            old: "/A/B/C", new: "/A/D", tree: "stack#1[A, D]", change: "transition#2 setRoute: stack#1[A, D]",
            built: ["D"]),
        Case(
            old: "/A", new: "/A/B/C", tree: "stack#1[A, B, C]", change: "transition#1 setRoute: stack#1[A, B, C]",
            built: ["B", "C"]),
        Case(old: "/A/B", new: "/X", tree: "stack#1[X]", change: "transition#2 setRoute: stack#1[X]", built: ["X"]),
    ]

    @Test(arguments: diffCases)
    func aRouteChangesTheTreeByTheSmallestDifferenceAsOneTransition(_ diff: Case) throws {
        let fixture = RouteFixture()
        try fixture.setUpStack(diff.old)
        let before = fixture.host.history.count

        let outcome = try fixture.host.setRoute(diff.new)

        #expect(outcome == .performed(try #require(fixture.host.history.last?.id)))
        #expect(fixture.tree == diff.tree)
        #expect(fixture.host.currentRoute == diff.new)
        #expect(fixture.changes == [diff.change])
        #expect(fixture.host.history.count == before + 1)
        #expect(fixture.host.history.last?.kind == .setRoute)
        #expect(fixture.builtNames == diff.built, "only the changed and pushed elements are built")
    }

    @Test(arguments: diffCases)
    func aRouteIsTheSameByTapByPeekAndPopAndByPeekAndRelease(_ diff: Case) throws {
        let worlds = try threeWorlds(setUp: { try $0.setUpStack(diff.old) }, action: { try $0.host.setRoute(diff.new) })

        #expect(worlds.tap == WorldRecord(tree: diff.tree, changes: [diff.change], states: []))
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: diff.tree, changes: [diff.change], states: ["session#1 inPeek", "session#1 popped"])
        )
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aPopOnlyRouteKeepsThePrefixAndPopsTheRest() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")
        let b = try #require(fixture.screen("B"))
        let a = try #require(fixture.screen("A"))

        try fixture.host.setRoute("/A")

        #expect(fixture.tree == "stack#1[A]")
        #expect(fixture.changes == ["transition#2 setRoute: stack#1[A]"])
        #expect(fixture.screen("A") === a, "the common prefix is kept, not rebuilt")
        #expect(!fixture.host.contains(b))
        #expect(fixture.builtNames == [])
    }

    @Test func aPopOnlyRouteShowsNoScreenSoItGivesNoPreview() throws {
        let worlds = try threeWorlds(setUp: { try $0.setUpStack("/A/B") }, action: { try $0.host.setRoute("/A") })

        #expect(
            worlds.tap == WorldRecord(tree: "stack#1[A]", changes: ["transition#2 setRoute: stack#1[A]"], states: []))
        #expect(worlds.pop == nil, "nothing frozen shows a screen (S3)")
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aPopOnlyRouteFrozenWithAPushCommitsAsTheTapDoes() throws {
        let worlds = try threeWorlds(
            setUp: { try $0.setUpStack("/A/B") },
            action: { fixture in
                try fixture.host.setRoute("/A")
                try fixture.host.navigate(to: fixture.product(7))
            }
        )
        let changes = ["transition#2 setRoute: stack#1[A]", "transition#3 push: stack#1[A, Product7]"]

        #expect(worlds.tap == WorldRecord(tree: "stack#1[A, Product7]", changes: changes, states: []))
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: "stack#1[A, Product7]", changes: changes, states: ["session#1 inPeek", "session#1 popped"])
        )
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func theSameRouteDoesNothingAtAll() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")
        let routes = EventRecorder(fixture.host.routeChanges)
        let before = fixture.host.snapshot()
        let history = fixture.host.history

        let outcome = try fixture.host.setRoute("/A/B")
        let previewed = try fixture.peek { try fixture.host.setRoute("/A/B") }

        #expect(outcome == nil)
        #expect(previewed == nil)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.host.history.map(\.id) == history.map(\.id), "no transition")
        #expect(fixture.changes == [])
        #expect(routes.events == [])
        #expect(fixture.states == [])
        #expect(
            try fixture.host.setRoute("/A") == .performed(TransitionID(rawValue: 3)),
            "one identifier: the route frozen in onPeek (what the user does before a pop may change the tree), discarded"
        )
    }

    @Test func theCurrentRouteNamesTabsScreensAndPresentations() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        #expect(fixture.host.currentRoute == "/tab:0/Home")

        try fixture.host.setRoute("/tab:0/Home/product:1/sheet:s/Detail/alert")

        #expect(fixture.host.currentRoute == "/tab:0/Home/product:1/sheet:s/Detail/alert")
        #expect(
            fixture.tree == "tabs#1{*stack#2[Home, product:1], stack#3[Settings]} > stack#4[sheet:s, Detail] > alert")
        #expect(
            fixture.changes == [
                "transition#1 setRoute: stack#2[Home, product:1]; presentations[stack#4[sheet:s, Detail] > alert]"
            ])
        let styles = fixture.host.presentations.map(\.style)
        #expect(styles == [.fullScreen, .popover(anchor: .rect(Rect(x: 1, y: 2, width: 3, height: 4)))])
    }

    @Test func theCurrentRouteIsPublishedWithEveryChangeThatChangesIt() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let routes = EventRecorder(fixture.host.routeChanges)

        try fixture.host.setRoute("/tab:0/Home/product:1")
        try fixture.host.setRoute("/tab:1/Settings")
        try #require(fixture.screen("Settings")).router.selectTab(0)
        fixture.host.handleInteractivePop(in: try #require(fixture.host.topmostStack))
        try fixture.host.setRoute("/tab:0/Home/sheet:s")
        try fixture.host.setRoute("/tab:0/Home/sheet:s")
        fixture.host.handleInteractiveDismissal()

        #expect(
            routes.events.map(\.path) == [
                "/tab:0/Home/product:1", "/tab:1/Settings", "/tab:0/Home/product:1", "/tab:0/Home",
                "/tab:0/Home/sheet:s", "/tab:0/Home",
            ]
        )
    }

    @Test(arguments: [
        ("/tab:0/Home/A/B", "/tab:0/Home/A/sheet:s", "tabs#1{*stack#2[Home, A], stack#3[Settings]} > stack#4[sheet:s]"),
        ("/tab:0/Home/A/sheet:s", "/tab:0/Home/A/B", "tabs#1{*stack#2[Home, A, B], stack#3[Settings]}"),
        (
            "/tab:0/Home/A/alert", "/tab:0/Home/A/sheet:s",
            "tabs#1{*stack#2[Home, A], stack#3[Settings]} > stack#4[sheet:s]"
        ),
        ("/tab:0/Home/A/alert", "/tab:0/Home/A/B", "tabs#1{*stack#2[Home, A, B], stack#3[Settings]}"),
        ("/tab:0/Home/sheet:s", "/tab:0/Home/sheet:t", "tabs#1{*stack#2[Home], stack#3[Settings]} > stack#4[sheet:t]"),
    ])
    func aChangedElementIsShownAsItsRegistrationSaysAsARouteBuiltFromScratchWouldBe(
        old: String, new: String, tree: String
    ) throws {
        let changed = RouteFixture()
        changed.setUpTabs()
        try changed.host.setRoute(Route(path: old))
        try changed.host.setRoute(Route(path: new))
        let fresh = RouteFixture()
        fresh.setUpTabs()
        try fresh.host.setRoute(Route(path: new))

        #expect(changed.host.currentRoute == Route(path: new))
        #expect(fresh.tree == tree)
        #expect(changed.tree.replacing(/#\d+/, with: "#") == tree.replacing(/#\d+/, with: "#"))
    }

    @Test func changingTheTabElementSelectsTheTabAndKeepsEachTabsStack() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.setRoute("/tab:1/Settings/Detail/X")
        try fixture.host.setRoute("/tab:0/Home/List/sheet:s")
        #expect(fixture.tree == "tabs#1{*stack#2[Home, List], stack#3[Settings, Detail, X]} > stack#4[sheet:s]")
        let detail = try #require(fixture.screen("Detail"))
        fixture.clearRecords()

        try fixture.host.setRoute("/tab:1/Settings/Detail/Y")

        #expect(fixture.tree == "tabs#1{stack#2[Home, List], *stack#3[Settings, Detail, Y]}")
        #expect(
            fixture.changes == [
                "transition#3 setRoute: tabs#1 selected 1; stack#3[Settings, Detail, Y]; presentations[]"
            ]
        )
        #expect(fixture.screen("Detail") === detail, "what matches the route in the new tab is kept")
        #expect(fixture.builtNames == ["Y"])
    }

    @Test func selectingATabByRouteShowsExactlyTheRoute() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.setRoute("/tab:1/Settings/Detail/X")
        try fixture.host.setRoute("/tab:0/Home")
        fixture.clearRecords()

        try fixture.host.setRoute("/tab:1/Settings")

        #expect(fixture.host.currentRoute == "/tab:1/Settings")
        #expect(fixture.changes == ["transition#3 setRoute: tabs#1 selected 1; stack#3[Settings]"])
    }

    @Test func aRouteThatCannotApplyThrowsAndRoutesNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let before = fixture.host.snapshot()

        let unknown = #expect(throws: NavigationError.self) { try fixture.host.setRoute("/tab:0/Home/nowhere") }
        let thrown = #expect(throws: NavigationError.self) { try fixture.host.setRoute("/tab:0/Home/A/broken") }
        let badTab = #expect(throws: NavigationError.self) { try fixture.host.setRoute("/tab:7/Home") }
        let wrongBottom = #expect(throws: NavigationError.self) { try fixture.host.setRoute("/tab:1/Home") }
        let noStack = #expect(throws: NavigationError.self) { try fixture.host.setRoute("/tab:0/Home/alert/A") }

        #expect(unknown?.code == .unknownRouteElement)
        #expect(thrown?.code == .invalidRoute)
        #expect(thrown?.message == "broken on purpose")
        #expect(badTab?.code == .invalidRoute)
        #expect(wrongBottom?.code == .invalidRoute)
        #expect(noStack?.code == .notInStack)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
        #expect(
            try fixture.host.setRoute("/tab:0/Home/A") == .performed(TransitionID(rawValue: 1)),
            "nothing reached the seam")
    }

    @Test func aFrozenRouteWhoseTreeChangedMeanwhileIsPlannedAgainAtCommit() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")
        // The peek's source screen, kept alive after the user pops it (the
        // frozen route holds nothing of the tree it was planned against).
        let source = try #require(fixture.screen("B"))
        let preview = try #require(try fixture.peek { try fixture.host.setRoute("/A/B/C") })

        fixture.host.handleInteractivePop(in: try #require(fixture.host.topmostStack))
        try withExtendedLifetime(source) { try fixture.engine.commit(preview) }

        #expect(fixture.tree == "stack#1[A, B, C]", "B is built again; C is the previewed screen (H2)")
        #expect(fixture.screen("C") === preview)
        #expect(fixture.host.currentRoute == "/A/B/C")
        #expect(fixture.states == ["session#1 inPeek", "session#1 popped"])
    }

    @Test func aRouteAfterADependentCallInOneWindowPopsAsATap() throws {
        let tap = RouteFixture()
        try tap.setUpStack("/A")
        try #require(tap.screen("A")).router.push { RouteScreen("P", seed: $0) }
        try tap.host.setRoute("/A/B/C")

        let pop = RouteFixture()
        try pop.setUpStack("/A")
        let a = try #require(pop.screen("A"))
        let preview = try #require(
            try pop.peek {
                try a.router.push { RouteScreen("P", seed: $0) }
                try pop.host.setRoute("/A/B/C")
            })
        try pop.engine.commit(preview)

        #expect(tap.tree == "stack#1[A, B, C]")
        #expect(pop.tree == tap.tree)
        #expect(pop.host.currentRoute == tap.host.currentRoute)
        #expect(preview.screenName == "P", "the first screen-showing call gives the preview (S3)")
    }
}
