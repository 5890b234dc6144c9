import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Every routing call can be awaited until its visual change has finished,
/// or learns what the seam did with it (H6).
@MainActor
struct AwaitingTests {
    /// Lets the tasks started so far run until they wait again.
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func aTapReturnsWhenItsAnimationHasFinishedBehindTheOnesBeforeIt() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        let log = NavBox<[String]>([])

        let first = try fixture.router("Home").push(fixture.built.make("A"))
        let second = try fixture.router("Home").push(fixture.built.make("B"))
        #expect(fixture.host.snapshot().description == "stack#1[Home, A, B]", "the model changed at once (H3)")
        let waiting = Task {
            log.value.append("B \(await fixture.host.completion(of: second))")
        }
        let waitingFirst = Task {
            log.value.append("A \(await fixture.host.completion(of: first))")
        }
        await settle()
        #expect(log.value.isEmpty)

        animator.complete(0)
        await settle()
        #expect(log.value == ["A completed(transition#1)"])
        animator.complete(1)
        await waiting.value
        await waitingFirst.value
        #expect(log.value == ["A completed(transition#1)", "B completed(transition#2)"])
    }

    @Test func aCallAwaitedAfterItFinishedAnswersAtOnce() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let outcome = try fixture.router("Home").push(fixture.built.make("A"))

        #expect(await fixture.host.completion(of: outcome) == .completed(outcome.transitionID))
        #expect(await fixture.host.completion(of: outcome) == .completed(outcome.transitionID))
    }

    @Test func aCallThatIsNotAnimatedFinishesAtOnce() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        _ = try fixture.router("Home").push(fixture.built.make("A"))  // Holds the animator.

        let outcome = try fixture.host.routing(animated: false) {
            try fixture.router("Home").presentModally(fixture.built.make("Sheet"))
        }

        #expect(await fixture.host.completion(of: outcome) == .completed(outcome.transitionID))
        #expect(animator.labels == ["push A"])
    }

    @Test func theWatchdogAbandonsAnAnimationThatNeverCompletes() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        let outcome = try fixture.router("Home").push(fixture.built.make("A"))
        let result = Task { await fixture.host.completion(of: outcome) }
        await settle()

        fixture.clock.advance(by: .seconds(3))
        fixture.host.runDueChecks()

        #expect(await result.value == .animationAbandoned(outcome.transitionID))
        animator.complete(0)  // Late: ignored.
        #expect(await fixture.host.completion(of: outcome) == .animationAbandoned(outcome.transitionID))
    }

    @Test func aFrozenCallResumesWhenItsPeekIsPoppedAndAnimated() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        let home = try #require(fixture.screen("Home"))
        let outcome = NavBox<RoutingOutcome?>(nil)
        let preview = try #require(
            fixture.peek(from: home) { outcome.value = try home.router.push(fixture.built.make("A")) })
        let frozen = try #require(outcome.value)
        #expect(frozen == .frozen(frozen.transitionID, into: SessionID(rawValue: 1)))
        let log = NavBox<[String]>([])
        let waiting = Task { log.value.append("\(await fixture.host.completion(of: frozen))") }
        await settle()
        #expect(log.value.isEmpty, "still frozen")

        try fixture.engine.commit(preview)
        await settle()
        #expect(log.value.isEmpty, "performed; its animation runs")
        animator.complete(0)
        await waiting.value

        #expect(log.value == ["completed(\(frozen.transitionID))"])
    }

    @Test func aFrozenCallResumesDiscardedWhenItsPeekIsReleased() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try #require(fixture.screen("Home"))
        let outcome = NavBox<RoutingOutcome?>(nil)
        _ = fixture.peek(from: home) { outcome.value = try home.router.push(fixture.built.make("A")) }
        let frozen = try #require(outcome.value)
        let waiting = Task { await fixture.host.completion(of: frozen) }
        await settle()

        fixture.engine.interrupt(.released)

        #expect(await waiting.value == .discarded(frozen.transitionID))
    }

    @Test func aFrozenCallVetoedAtCommitIsDiscarded() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try #require(fixture.screen("Home"))
        let outcome = NavBox<RoutingOutcome?>(nil)
        let preview = try #require(
            fixture.peek(from: home) { outcome.value = try home.router.push(fixture.built.make("A")) })
        fixture.host.addInterceptor(named: "login") { _ in .veto("signed out") }

        #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        let frozen = try #require(outcome.value)
        #expect(await fixture.host.completion(of: frozen) == .discarded(frozen.transitionID))
    }

    @Test func aCallDiscardedByTheSeamAnswersAtOnce() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.addInterceptor(named: "login") { _ in .veto("signed out") }

        let outcome = try fixture.router("Home").push(fixture.built.make("A"))

        #expect(await fixture.host.completion(of: outcome) == .discarded(outcome.transitionID))
    }

    @Test func aCallDeferredBehindAPeekFinishesAfterIt() async throws {
        let fixture = NavFixture(policy: .deferUntilResolved)
        fixture.setUpStack("Home")
        let home = try #require(fixture.screen("Home"))
        _ = fixture.peek(from: home) { try home.router.push(fixture.built.make("A")) }
        let late = try home.router.presentModally(fixture.built.make("Sheet"))
        #expect(late == .deferred(late.transitionID, until: SessionID(rawValue: 1)))
        let waiting = Task { await fixture.host.completion(of: late) }
        await settle()

        fixture.engine.interrupt(.released)

        #expect(await waiting.value == .completed(late.transitionID))
        #expect(fixture.host.snapshot().description == "stack#1[Home] > Sheet")
    }

    @Test func aTransitionTheHostDidNotRouteIsUntracked() async {
        let fixture = NavFixture()
        let outcome = fixture.engine.route(.effect("note") {})

        #expect(await fixture.host.completion(of: outcome) == .untracked(outcome.transitionID))
    }

    @Test func theHostRemembersOnlyTheLastFinishedCalls() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.completionMemory = 2
        let first = try fixture.router("Home").push(fixture.built.make("A"))
        _ = try fixture.router("Home").push(fixture.built.make("B"))
        let third = try fixture.router("Home").push(fixture.built.make("C"))

        #expect(await fixture.host.completion(of: first) == .untracked(first.transitionID))
        #expect(await fixture.host.completion(of: third) == .completed(third.transitionID))
    }

    @Test func animationsFinishedWaitsForTheWholeQueue() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        try fixture.router("Home").push(fixture.built.make("A"))
        try fixture.router("Home").push(fixture.built.make("B"))
        let log = NavBox<[String]>([])
        let waiting = Task {
            await fixture.host.animationsFinished()
            log.value.append("idle")
        }
        await settle()

        animator.complete(0)
        await settle()
        #expect(log.value.isEmpty)
        animator.complete(1)
        await waiting.value
        #expect(log.value == ["idle"])
        await fixture.host.animationsFinished()  // Nothing in flight: returns at once.
    }
}
