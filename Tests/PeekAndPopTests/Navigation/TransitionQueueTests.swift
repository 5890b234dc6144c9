import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct TransitionQueueTests {
    @Test func transitionsRequestedDuringAnAnimationAreQueuedInOrder() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        let make = fixture.built.make

        let first = try fixture.router("List").push(make("A"))
        let second = try fixture.router("Home").presentModally(make("B"))
        let third = try fixture.router("Settings").push(make("C"))

        #expect([first, second, third] == [1, 2, 3].map { .performed(TransitionID(rawValue: $0)) })
        #expect(fixture.host.isTransitionInFlight)
        #expect(fixture.host.queuedTransitionCount == 2)
        #expect(animator.labels == ["push A"])
        #expect(fixture.changeSummaries == ["transition#1 push: stack#2[Home, List, A]"])
        #expect(fixture.built["B"] != nil, "a queued transition keeps its screen")

        animator.complete(0)
        #expect(animator.labels == ["push A", "presentModally B"])
        #expect(fixture.host.queuedTransitionCount == 1)

        animator.complete(0)  // A second completion is ignored.
        #expect(animator.labels == ["push A", "presentModally B"])

        animator.complete(1)
        animator.complete(2)

        #expect(!fixture.host.isTransitionInFlight)
        #expect(fixture.host.queuedTransitionCount == 0)
        #expect(
            fixture.changeSummaries == [
                "transition#1 push: stack#2[Home, List, A]",
                "transition#2 presentModally: presentations[B]",
                "transition#3 push: stack#3[Settings, C]",
            ]
        )
        #expect(
            animator.started.map(\.after.description) == [
                "tabs#1{*stack#2[Home, List, A], stack#3[Settings]}",
                "tabs#1{*stack#2[Home, List, A], stack#3[Settings]} > B",
                "tabs#1{*stack#2[Home, List, A], stack#3[Settings, C]} > B",
            ]
        )
        #expect(fixture.diagnostics.codes == [])
    }

    @Test func aFrozenTransitionCommittedDuringAnAnimationJoinsTheQueue() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        try fixture.router("Home").presentModally(fixture.built.make("Banner"))
        let list = try #require(fixture.screen("List"))
        let preview = try #require(
            fixture.peek(from: list) { try fixture.router("List").push(fixture.built.make("Detail")) }
        )

        try fixture.engine.commit(preview)

        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        #expect(!fixture.host.contains(preview), "queued behind the animation in flight")
        #expect(fixture.host.queuedTransitionCount == 1)

        animator.complete(0)

        #expect(fixture.host.contains(preview))
        #expect(fixture.host.snapshot().root?.screens.map(\.name) == ["Home", "List", "Detail", "Settings"])
        #expect(animator.labels == ["presentModally Banner", "push Detail"])
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentModally: presentations[Banner]",
                "transition#2 push: stack#2[Home, List, Detail]",
            ]
        )
    }

    @Test func theWatchdogReportsAnAnimationThatNeverCompletesAndMovesOn() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        try fixture.router("List").push(fixture.built.make("Stuck"))
        try fixture.router("Home").presentModally(fixture.built.make("Next"))

        fixture.clock.advance(by: .milliseconds(1999))
        fixture.host.runDueChecks()
        #expect(fixture.diagnostics.codes == [])
        #expect(animator.labels == ["push Stuck"])

        fixture.clock.advance(by: .milliseconds(1))
        fixture.host.runDueChecks()

        #expect(fixture.diagnostics.codes == [.transitionWatchdog])
        #expect(
            fixture.diagnostics.diagnostics.first?.message
                == "push Stuck (transition#1) did not complete its animation within 2.0 seconds; moving on"
        )
        #expect(animator.labels == ["push Stuck", "presentModally Next"])
        #expect(fixture.host.isTransitionInFlight, "Next is in flight")

        animator.complete(0)  // Stuck's late completion must not complete Next.
        #expect(fixture.host.isTransitionInFlight)

        animator.complete(1)
        #expect(!fixture.host.isTransitionInFlight)
        fixture.host.runDueChecks()
        #expect(fixture.diagnostics.codes == [.transitionWatchdog])
    }

    @Test func theWatchdogFiresOnItsOwnWhenTheClockReachesItsDeadline() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        try fixture.router("List").push(fixture.built.make("Stuck"))

        // The host's wake-up task sleeps on the manual clock until the deadline.
        for _ in 0..<1000 where fixture.clock.sleeperCount == 0 {
            await Task.yield()
        }
        #expect(fixture.clock.sleeperCount == 1)
        fixture.clock.advance(by: .seconds(2))
        for _ in 0..<1000 where fixture.diagnostics.codes.isEmpty {
            await Task.yield()
        }

        #expect(fixture.diagnostics.codes == [.transitionWatchdog])
        #expect(!fixture.host.isTransitionInFlight)
    }

    @Test func aQueuedTransitionThatNoLongerAppliesWhenItsTurnComesIsSkipped() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        try fixture.router("List").presentInNavigationStack(fixture.built.make("Sheet"))
        animator.complete(0)
        try fixture.router("Home").push(fixture.built.make("A"))
        try fixture.router("Sheet").push(fixture.built.make("Gone"))

        fixture.host.handleInteractiveDismissal()
        animator.complete(1)

        #expect(fixture.diagnostics.codes == [.transitionRefused])
        #expect(fixture.built["Gone"] == nil)
        #expect(!fixture.host.isTransitionInFlight)
        #expect(fixture.host.snapshot().description == "tabs#1{*stack#2[Home, List, A], stack#3[Settings]}")
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentInNavigationStack: presentations[stack#4[Sheet]]",
                "transition#2 push: stack#2[Home, List, A]",
                "interaction: presentations[]",
            ]
        )
    }

    @Test func theImmediateAnimatorCompletesEveryTransitionAtOnce() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        try fixture.router("List").push(fixture.built.make("A"))
        #expect(!fixture.host.isTransitionInFlight)
        #expect(fixture.host.queuedTransitionCount == 0)
        #expect(fixture.host.contains(try #require(fixture.built["A"])))
    }
}
