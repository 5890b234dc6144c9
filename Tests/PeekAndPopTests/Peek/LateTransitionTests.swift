import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct LateTransitionTests {
    // S11, default policy
    @Test func lateTransitionInterruptsThePeekThenIsPerformed() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        let outcome = harness.engine.route(harness.push(TestScreen("elsewhere")))
        #expect(outcome == .performed(TransitionID(rawValue: 2)))
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "state session#1 interrupted(interruptedByRouting)",
                "perform push elsewhere",
            ]
        )
    }

    // S11, deferring policy, pop
    @Test func deferredLateTransitionRunsAfterThePop() throws {
        let harness = EngineHarness(policy: .deferUntilResolved)
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        let outcome = harness.engine.route(harness.push(TestScreen("later")))
        #expect(outcome == .deferred(TransitionID(rawValue: 2), until: SessionID(rawValue: 1)))
        #expect(harness.stack.isEmpty)
        try harness.engine.commit(preview)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped",
                "perform push later",
            ]
        )
    }

    // S11, deferring policy, interrupt
    @Test func deferredLateTransitionRunsAfterTheInterruptAndNeverTwice() throws {
        let harness = EngineHarness(policy: .deferUntilResolved)
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        harness.engine.route(harness.push(TestScreen("later")))
        harness.engine.interrupt(.released)
        harness.engine.interrupt(.released)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "state session#1 interrupted(released)", "perform push later",
            ]
        )
        #expect(harness.stack.map(\.name) == ["later"])
    }

    // S12: still in peek → appended to the frozen transition.
    @Test func asyncRoutingFromOnPeekJoinsItsSessionWhileInPeek() async throws {
        let harness = EngineHarness()
        var started: Task<RoutingOutcome, Never>?
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            started = Task { @MainActor in harness.engine.route(harness.push(TestScreen("extra"))) }
        }
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        let outcome = try await #require(started).value
        #expect(outcome == .frozen(TransitionID(rawValue: 2), into: SessionID(rawValue: 1)))
        #expect(harness.engine.activePeek?.frozenTransition.entries.map(\.label) == ["push detail", "push extra"])
        try harness.engine.commit(preview)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "perform push extra",
                "state session#1 popped",
            ]
        )
    }

    // S12: after pop → performed.
    @Test func asyncRoutingFromOnPeekIsPerformedAfterItsSessionPopped() async throws {
        let harness = EngineHarness()
        var started: Task<RoutingOutcome, Never>?
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            started = Task { @MainActor in harness.engine.route(harness.push(TestScreen("extra"))) }
        }
        try harness.engine.commit(try #require(harness.engine.preview(for: context, at: .zero)))
        let outcome = try await #require(started).value
        #expect(outcome == .performed(TransitionID(rawValue: 2)))
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped",
                "perform push extra",
            ]
        )
    }

    // S12: after interrupt → discarded with a diagnostic.
    @Test func asyncRoutingFromOnPeekIsDiscardedAfterItsSessionWasInterrupted() async throws {
        let harness = EngineHarness()
        var started: Task<RoutingOutcome, Never>?
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            started = Task { @MainActor in harness.engine.route(harness.push(TestScreen("extra"))) }
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        harness.engine.interrupt(.released)
        let outcome = try await #require(started).value
        #expect(outcome == .discarded(TransitionID(rawValue: 2)))
        #expect(harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(released)"])
        #expect(harness.diagnostics.codes == [.provenanceDiscarded])
        #expect(harness.stack.isEmpty)
    }

    // S12: never peeked → discarded with a diagnostic.
    @Test func asyncRoutingFromOnPeekIsDiscardedWhenItsSessionNeverPeeked() async throws {
        let harness = EngineHarness()
        var started: Task<RoutingOutcome, Never>?
        let context = harness.register(harness.makeSource("row")) { _, _ in
            started = Task { @MainActor in harness.engine.route(harness.push(TestScreen("extra"))) }
        }
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        let outcome = try await #require(started).value
        #expect(outcome == .discarded(TransitionID(rawValue: 1)))
        #expect(harness.log == ["onPeek row"])
        #expect(harness.diagnostics.diagnostics.map(\.sessionID) == [SessionID(rawValue: 1)])
    }

    // S12: it does not interrupt its own session, even under the interrupting policy.
    @Test func asyncRoutingFromOnPeekDoesNotInterruptItsOwnSession() async throws {
        let harness = EngineHarness(policy: .interruptPeek)
        var started: Task<RoutingOutcome, Never>?
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            started = Task { @MainActor in harness.engine.route(harness.dismiss()) }
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        _ = try await #require(started).value
        #expect(harness.engine.activePeek != nil)
        #expect(harness.log == ["onPeek row", "state session#1 inPeek"])
    }

    // S12 + S10: work of a superseded session does not join the new one.
    @Test func asyncRoutingOfASupersededSessionIsDiscardedNotAddedToTheNewPeek() async throws {
        let harness = EngineHarness()
        var started: Task<RoutingOutcome, Never>?
        let first = harness.register(harness.makeSource("row1")) { _, _ in
            harness.engine.route(harness.push(TestScreen("first")))
            started = Task { @MainActor in harness.engine.route(harness.push(TestScreen("stray"))) }
        }
        let second = harness.registerPushing(
            TestScreen("second"),
            from: harness.makeSource("row2", frame: Rect(x: 0, y: 50, width: 10, height: 10))
        )
        _ = try #require(harness.engine.preview(for: first, at: .zero))
        let preview = try #require(harness.engine.preview(for: second, at: .zero))
        let outcome = try await #require(started).value
        // transition 1: push first; 2: push second; 3: the stray push.
        #expect(outcome == .discarded(TransitionID(rawValue: 3)))
        try harness.engine.commit(preview)
        #expect(harness.stack.map(\.name) == ["second"])
    }
}

@MainActor
struct LateTransitionRegressionTests {
    // S11 + S12: found by the model-based fuzzer. A task of the session ends it
    // (its routing call notices the host is gone); the transitions deferred
    // behind the session are ordinary routing calls, not work of that task, so
    // they are performed, not discarded.
    @Test func transitionsDeferredBehindASessionRunEvenWhenOneOfItsTasksEndsIt() async throws {
        let harness = EngineHarness(policy: .deferUntilResolved)
        var host: TestScreen? = TestScreen("transient host")
        var started: Task<RoutingOutcome, Never>?
        let context = harness.engine.register(host: host!, sourceView: harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            started = Task { @MainActor in harness.engine.route(harness.push(TestScreen("from task"))) }
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        let deferred = harness.engine.route(harness.push(TestScreen("deferred")))
        #expect(deferred == .deferred(TransitionID(rawValue: 2), until: SessionID(rawValue: 1)))
        host = nil
        let outcome = try await #require(started).value
        #expect(outcome == .discarded(TransitionID(rawValue: 3)))
        #expect(
            harness.log == [
                "state session#1 inPeek", "state session#1 interrupted(hostScreenGone)", "perform push deferred",
            ]
        )
    }
}
