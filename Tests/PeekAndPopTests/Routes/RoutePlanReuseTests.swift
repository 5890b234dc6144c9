import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A route planned at its call is applied with that plan only while the tree
/// it was planned against is unchanged; any change the user or the app makes
/// in between (a tab selected, a screen popped, an element registered again)
/// makes the commit plan it again, so that a pop ends where a tap made after
/// the same change ends (H2, S7).
@MainActor
struct RoutePlanReuseTests {
    // H2: the user selects another tab between the peek and the pop.
    @Test func aRouteFrozenBeforeTheUserSelectsAnotherTabIsPlannedAgainAtCommit() throws {
        let tapped = RouteFixture()
        tapped.setUpTabs()
        guard case .tabs(let tappedTabs)? = tapped.host.root else { Issue.record("no tabs"); return }
        #expect(tapped.host.handleTabSelection(1, in: tappedTabs))
        try tapped.host.setRoute("/tab:0/Home/X")

        let popped = RouteFixture()
        popped.setUpTabs()
        guard case .tabs(let tabs)? = popped.host.root else { Issue.record("no tabs"); return }
        let preview = try #require(try popped.peek { try popped.host.setRoute("/tab:0/Home/X") })
        #expect(popped.host.handleTabSelection(1, in: tabs))
        try popped.engine.commit(preview)

        #expect(tapped.host.currentRoute == "/tab:0/Home/X")
        #expect(popped.host.currentRoute == tapped.host.currentRoute)
        #expect(popped.host.hiddenRoutes == tapped.host.hiddenRoutes)
        #expect(popped.screen("X") === preview)
        #expect(popped.states == ["session#1 inPeek", "session#1 popped"])
    }

    // H2, H8: the element is registered again, shown another way, between
    // the peek and the pop: the commit shows it as its registration says then.
    @Test func aRouteFrozenBeforeItsElementIsRegisteredAgainIsPlannedAgainAtCommit() throws {
        let tapped = RouteFixture()
        try tapped.setUpStack("/A")
        tapped.host.registerRouteElement("X", shownBy: .presentModally(.sheet)) { context in
            RouteScreen("X", seed: context.seed)
        }
        try tapped.host.setRoute("/A/X")

        let popped = RouteFixture()
        try popped.setUpStack("/A")
        let preview = try #require(try popped.peek { try popped.host.setRoute("/A/X") })
        popped.host.registerRouteElement("X", shownBy: .presentModally(.sheet)) { context in
            RouteScreen("X", seed: context.seed)
        }
        try popped.engine.commit(preview)

        #expect(tapped.host.presentations.count == 1)
        #expect(popped.tree == tapped.tree)
        #expect(popped.host.currentRoute == "/A/X")
        #expect(popped.screen("X") === preview)
        #expect(popped.states == ["session#1 inPeek", "session#1 popped"])
    }

    // H2: with nothing changed in between, the pop shows the tree the
    // route's plan made at the call, with the previewed screens.
    @Test func aRouteFrozenOverAnUnchangedTreeCommitsAsPlanned() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        let preview = try #require(try fixture.peek { try fixture.host.setRoute("/A/B/C") })
        let built = fixture.builtNames

        try fixture.engine.commit(preview)

        #expect(built == ["B", "C"])
        #expect(fixture.builtNames == built, "nothing is built again")
        #expect(fixture.tree == "stack#1[A, B, C]")
        #expect(fixture.screen("C") === preview)
        #expect(fixture.states == ["session#1 inPeek", "session#1 popped"])
    }
}

extension RoutePlanReuseTests {
    // H2: a builder changes the tree at a tap (the user's back swipe lands
    // while it runs): the route still applies to the tree it left, and is
    // applied as planned against that tree, not the one before the builder.
    @Test func aRouteWhoseBuilderChangedTheTreeIsPlannedAgainWhenApplied() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/Y")
        fixture.host.registerRouteElement("B") { [unowned fixture] context in
            if let stack = fixture.host.topmostStack { _ = fixture.host.handleInteractivePop(in: stack) }
            return RouteScreen("B", seed: context.seed)
        }

        try fixture.host.setRoute("/A/B")

        #expect(fixture.tree == "stack#1[A, B]")
        #expect(fixture.host.currentRoute == "/A/B")
    }
}

extension RoutePlanReuseTests {
    // H2, S8, S23: the route passed its check at capture; before the pop its
    // element is registered again in a way it can no longer be shown: the
    // commit checks it again and ends the peek stale, performing nothing.
    @Test func aRouteThatNoLongerAppliesAtCommitIsCheckedAgainAndEndsThePeekStale() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        let preview = try #require(try fixture.peek { try fixture.host.setRoute("/A/X") })
        let nowhere = Rect(x: .nan, y: 0, width: 1, height: 1)
        fixture.host.registerRouteElement("X", shownBy: .presentModally(.popover(anchor: .rect(nowhere)))) {
            context in RouteScreen("X", seed: context.seed)
        }

        let error = #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(error?.code == .staleTransition)
        #expect(
            error?.message.hasSuffix(
                "(its edits: set the route /A/X, planned against the tree when applied)") == true,
            "the refusal says what the transition would have done (H1)")
        #expect(fixture.tree == "stack#1[A]")
        #expect(fixture.states == ["session#1 inPeek", "session#1 interrupted(stale)"])
    }
}
