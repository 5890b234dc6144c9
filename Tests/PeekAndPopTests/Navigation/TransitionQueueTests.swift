import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct TransitionQueueTests {
    // H3: the model changes at once; the animations follow it one at a time.
    @Test func transitionsRequestedDuringAnAnimationChangeTheTreeAtOnceAndAnimateInOrder() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        let make = fixture.built.make

        let first = try fixture.router("List").push(make("A"))
        let second = try fixture.router("Home").presentInNavigationStack(make("B"))
        let third = try fixture.router("Settings").push(make("C"))

        #expect([first, second, third] == [1, 2, 3].map { .performed(TransitionID(rawValue: $0)) })
        #expect(
            fixture.host.snapshot().description == "tabs#1{*stack#2[Home, List, A], stack#3[Settings]} > stack#4[B, C]")
        #expect(
            fixture.changeSummaries == [
                "transition#1 push: stack#2[Home, List, A]",
                "transition#2 presentInNavigationStack: presentations[stack#4[B]]",
                "transition#3 push: stack#4[B, C]",
            ]
        )
        #expect(fixture.host.isTransitionInFlight)
        #expect(fixture.host.queuedTransitionCount == 2)
        #expect(animator.labels == ["push A"])
        #expect(
            fixture.host.outstandingWork()
                == .init(inFlight: "push A", queuedAnimations: ["presentInNavigationStack B", "push C"]))
        #expect(fixture.host.outstandingWork().description.hasPrefix("in flight: push A\nqueued animations: "))

        animator.complete(0)
        #expect(animator.labels == ["push A", "presentInNavigationStack B"])
        #expect(fixture.host.queuedTransitionCount == 1)

        animator.complete(0)  // A second completion is ignored.
        #expect(animator.labels == ["push A", "presentInNavigationStack B"])

        animator.complete(1)
        animator.complete(2)

        #expect(!fixture.host.isTransitionInFlight)
        #expect(fixture.host.queuedTransitionCount == 0)
        #expect(fixture.host.outstandingWork().isEmpty)
        #expect(fixture.host.outstandingWork().description == "nothing outstanding")
        #expect(
            animator.started.map(\.after.description) == [
                "tabs#1{*stack#2[Home, List, A], stack#3[Settings]}",
                "tabs#1{*stack#2[Home, List, A], stack#3[Settings]} > stack#4[B]",
                "tabs#1{*stack#2[Home, List, A], stack#3[Settings]} > stack#4[B, C]",
            ]
        )
        #expect(fixture.diagnostics.codes == [])
    }

    // H3: after `popped` the tree shows what the frozen transitions made.
    @Test func aFrozenTransitionCommittedDuringAnAnimationChangesTheTreeAtOnce() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        try fixture.router("Home").presentInNavigationStack(fixture.built.make("Banner"))
        let banner = try #require(fixture.screen("Banner"))
        let preview = try #require(
            fixture.peek(from: banner) { try fixture.router("Banner").push(fixture.built.make("Detail")) }
        )

        try fixture.engine.commit(preview)

        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        #expect(fixture.host.contains(preview))
        #expect(fixture.host.topmostScreen === preview)
        #expect(fixture.host.queuedTransitionCount == 1, "its animation waits for the one in flight")
        #expect(animator.labels == ["presentInNavigationStack Banner"])

        animator.complete(0)

        #expect(animator.labels == ["presentInNavigationStack Banner", "push Detail"])
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentInNavigationStack: presentations[stack#4[Banner]]",
                "transition#2 push: stack#4[Banner, Detail]",
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

    // H3: nothing performed is skipped while its animation waits.
    @Test func aTransitionWhoseAnimationWaitsIsNeverSkipped() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpTabs()
        try fixture.router("List").presentInNavigationStack(fixture.built.make("Sheet"))
        animator.complete(0)
        try fixture.router("Sheet").push(fixture.built.make("A"))
        try fixture.router("Sheet").push(fixture.built.make("B"))

        fixture.host.handleInteractiveDismissal()
        animator.complete(1)
        animator.complete(2)

        #expect(fixture.diagnostics.codes == [])
        #expect(animator.labels == ["presentInNavigationStack Sheet", "push A", "push B"])
        #expect(!fixture.host.isTransitionInFlight)
        #expect(fixture.host.snapshot().description == "tabs#1{*stack#2[Home, List], stack#3[Settings]}")
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentInNavigationStack: presentations[stack#4[Sheet]]",
                "transition#2 push: stack#4[Sheet, A]",
                "transition#3 push: stack#4[Sheet, A, B]",
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

@MainActor
struct CallAnimationTests {
    // H6: a call may say whether it animates and with which animator.
    @Test func eachCallMayChooseItsAnimationAndKeepsItWhenCommitted() throws {
        let hostAnimator = ManualAnimator()
        let ownAnimator = ManualAnimator()
        let fixture = NavFixture(animator: hostAnimator)
        fixture.setUpStack("A")
        let a = try #require(fixture.screen("A"))

        try fixture.host.routing(animated: false) { _ = try a.router.push(fixture.built.make("Quiet")) }
        let quiet = try #require(fixture.built["Quiet"])
        let preview = try #require(
            fixture.peek(from: quiet) {
                try fixture.host.routing(animator: ownAnimator) {
                    _ = try quiet.router.push(fixture.built.make("Own"))
                }
            }
        )
        try fixture.engine.commit(preview)
        try quiet.router.presentModally(fixture.built.make("Loud"))

        #expect(fixture.host.snapshot().description == "stack#1[A, Quiet, Own] > Loud")
        #expect(ownAnimator.labels == ["push Own"])
        #expect(hostAnimator.labels == [], "waits for Own's animation")
        ownAnimator.complete(0)
        #expect(hostAnimator.labels == ["presentModally Loud"])
        #expect(
            fixture.changeSummaries == [
                "transition#1 push: stack#1[A, Quiet]",
                "transition#2 push: stack#1[A, Quiet, Own]",
                "transition#3 presentModally: presentations[Loud]",
            ]
        )
    }
}
