import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Find-or-create and routes bind when they are performed (H2, H9): the
/// later calls of a capture window see what the earlier ones build, and at
/// commit every decision is taken again against the tree as it is then,
/// exactly as after a tap.
@MainActor
struct LateBoundDestinationTests {
    @Test func aDestinationCalledTwiceInOneWindowIsBuiltOnceAndIsThePreview() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        var outcomes: [DestinationOutcome] = []

        let preview = try #require(
            try fixture.peek {
                outcomes.append(
                    try fixture.host.navigate(to: fixture.product(1, shownBy: .presentInNavigationStack(.sheet))))
                outcomes.append(try fixture.host.navigate(to: fixture.product(1)))
            })

        #expect(fixture.builtNames == ["Product1"], "the second call finds what the first one builds")
        #expect(outcomes.map { $0.description.hasPrefix("found") } == [false, true])
        try fixture.engine.commit(preview)
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > stack#4[Product1]")
        #expect(fixture.host.topmostScreen === preview, "the very screen that was previewed (S7)")
        #expect(fixture.states == ["session#1 inPeek", "session#1 popped"])
    }

    @Test func aRouteThatChangesNothingAtTheCallStillUndoesWhatTheWindowDidBeforeIt() throws {
        let worlds = try threeWorlds(setUp: { try $0.setUpStack("/A/B") }) { fixture in
            try fixture.host.navigate(to: fixture.product(2, shownBy: .presentInNavigationStack(.sheet)))
            try fixture.host.navigate(to: fixture.product(3))
            try fixture.host.setRoute("/A/B")
        }

        #expect(worlds.tap.tree == "stack#1[A, B]")
        #expect(worlds.tap.changes.count == 3)
        let pop = try #require(worlds.pop)
        #expect(pop.tree == worlds.tap.tree)
        #expect(pop.changes.count == 3, "present, push, then the route: as at the tap")
        #expect(pop.states == ["session#1 inPeek", "session#1 popped"])
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aRouteShownAlreadyWhenTheCommitComesToItPublishesNothing() throws {
        let worlds = try threeWorlds(setUp: { try $0.setUpStack("/A/B") }) { fixture in
            try fixture.host.setRoute("/A/B/C")
            try fixture.host.setRoute("/A/B/C")
        }

        #expect(worlds.tap.tree == "stack#1[A, B, C]")
        #expect(worlds.tap.changes == ["transition#2 setRoute: stack#1[A, B, C]"], "the second call is a no-op")
        let pop = try #require(worlds.pop)
        #expect(pop.tree == worlds.tap.tree)
        #expect(pop.changes == worlds.tap.changes, "no empty change at commit")
        #expect(worlds.releaseLeftWorldAsItWas)

        let tapped = RouteFixture()
        try tapped.setUpStack("/A/B")
        try tapped.host.setRoute("/A/B/C")
        try tapped.host.setRoute("/A/B/C")
        let popped = RouteFixture()
        try popped.setUpStack("/A/B")
        let preview = try #require(
            try popped.peek {
                try popped.host.setRoute("/A/B/C")
                try popped.host.setRoute("/A/B/C")
            })
        try popped.engine.commit(preview)
        #expect(popped.host.history.map(\.kind) == tapped.host.history.map(\.kind), "nothing recorded for it either")
    }

    @Test func aFoundDestinationThatAnEarlierCallRemovesIsBuiltAgainAtCommit() throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                fixture.setUpTabs()
                try fixture.host.navigate(to: fixture.product(42))
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.setRoute("/tab:0/Home/D")
                try fixture.host.navigate(to: fixture.product(42))
            }
        )

        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, D, Product42], stack#3[Settings]}")
        let pop = try #require(worlds.pop)
        #expect(pop.tree == worlds.tap.tree)
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    /// A destination identified by its kind, found in a hidden tab at the
    /// call, after an earlier call of the window pushes a screen of the same
    /// kind over everything: at commit the search is made again and takes
    /// that screen, the topmost, as a tap does; the hidden tab is not
    /// selected, nothing is dismissed (H2, H9).
    @Test func aFoundDestinationIsSearchedAgainAtCommitAndTakesWhatAnEarlierCallPutsFirst() throws {
        let worlds = try threeWorlds(setUp: ContextTaskRefusalTests.productInAHiddenTab) { fixture in
            try fixture.host.navigate(to: fixture.product(1))
            try fixture.host.navigate(to: fixture.product(12).identifiedByKind())
        }
        #expect(
            worlds.tap.tree
                == "tabs#1{stack#2[Home, Product13, A], *stack#3[Settings]} > stack#4[sheet:1, Product1]")
        #expect(worlds.tap.changes == ["transition#4 push: stack#4[sheet:1, Product1]"])
        expectPopIsTap(worlds)
    }

    @Test func aDeferredDestinationFindsWhatThePopBroughtIntoTheTree() throws {
        let fixture = RouteFixture(policy: .deferUntilResolved)
        fixture.setUpTabs()
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(5)) })

        // A tap while the preview is shown is deferred behind the peek (S11).
        let outcome = try fixture.host.navigate(to: fixture.product(5))
        #expect(outcome.description.hasPrefix("built"), "not in the tree when the call was made")
        try fixture.engine.commit(preview)

        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product5], stack#3[Settings]}", "not pushed twice")
        #expect(fixture.host.topmostScreen === preview)
    }

    /// Decide, call out, re-read: a found destination's context task is user
    /// code; a routing call it makes is a transition of its own, recorded and
    /// published after the focus, never inside the focus's change — at a tap
    /// and at a commit alike.
    @Test func aContextTaskThatRoutesComesAfterTheFocusItRunsIn() throws {
        func setUp(_ fixture: RouteFixture) throws {
            fixture.setUpTabs()
            try fixture.host.navigate(to: fixture.product(42))
            try fixture.host.setRoute("/tab:1/Settings/A")
            fixture.clearRecords()
        }
        func destination(_ fixture: RouteFixture) -> Destination<Int> {
            fixture.product(42).withContextTask { screen, _ in
                guard let screen = screen as? RouteScreen, screen.updates.count < 3 else { return }
                _ = try? screen.router.push { seed in RouteScreen("Pushed", seed: seed) }
            }
        }

        let tapped = RouteFixture()
        try setUp(tapped)
        try tapped.host.navigate(to: destination(tapped))

        #expect(
            tapped.changes == [
                "transition#3 focus: tabs#1 selected 0",
                "transition#4 push: stack#2[Home, Product42, Pushed]",
            ])

        let popped = RouteFixture()
        try setUp(popped)
        let preview = try #require(
            try popped.peek {
                try popped.host.navigate(to: popped.product(9))
                try popped.host.navigate(to: destination(popped))
            })
        try popped.engine.commit(preview)

        #expect(
            popped.changes == [
                "transition#3 push: stack#3[Settings, A, Product9]",
                "transition#4 focus: tabs#1 selected 0",
                "transition#5 push: stack#2[Home, Product42, Pushed]",
            ])
        #expect(popped.states == ["session#1 inPeek", "session#1 popped"])
    }

    /// A found destination's context task runs once the focus is recorded and
    /// published: a subscriber of the host's changes has seen the focus when the
    /// task runs, at a tap and at a commit (decide, call out, re-read).
    @Test func aFoundDestinationsContextTaskRunsAfterItsFocusIsPublished() throws {
        for commits in [false, true] {
            let fixture = RouteFixture()
            fixture.setUpTabs()
            try fixture.host.navigate(to: fixture.product(42))
            try fixture.host.setRoute("/tab:1/Settings/A")
            fixture.clearRecords()
            let seenByTask = SeenChanges()
            let destination = fixture.product(42).withContextTask { [unowned fixture] _, _ in
                seenByTask.summaries.append(contentsOf: fixture.changes)
            }
            if commits {
                let preview = try #require(
                    try fixture.peek {
                        try fixture.host.navigate(to: fixture.product(9))
                        try fixture.host.navigate(to: destination)
                    })
                try fixture.engine.commit(preview)
                #expect(
                    seenByTask.summaries == [
                        "transition#3 push: stack#3[Settings, A, Product9]", "transition#4 focus: tabs#1 selected 0",
                    ])
            } else {
                try fixture.host.navigate(to: destination)
                #expect(seenByTask.summaries == ["transition#3 focus: tabs#1 selected 0"])
            }
        }
    }
}

/// What a context task saw, kept outside the task's closure.
private final class SeenChanges {
    var summaries: [String] = []
}
