import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct CaptureTests {
    // S1
    @Test func routingWithNoPeekIsPerformedAtOnceExactlyOnceWithNoStateEvent() {
        let harness = EngineHarness()
        let detail = TestScreen("detail")
        let outcome = harness.engine.route(harness.push(detail))
        #expect(outcome == .performed(TransitionID(rawValue: 1)))
        #expect(harness.log == ["perform push detail"])
        #expect(harness.stack.map(\.name) == ["detail"])
    }

    // S2, S3
    @Test func previewFreezesRoutingInsideOnPeekAndPublishesInPeekOnce() throws {
        let harness = EngineHarness()
        let detail = TestScreen("detail")
        let context = harness.registerPushing(detail, from: harness.makeSource("row"))
        let preview = harness.engine.preview(for: context, at: Point(x: 10, y: 10))
        #expect(preview === detail)
        #expect(harness.log == ["onPeek row", "state session#1 inPeek"])
        #expect(harness.stack.isEmpty)
        let frozen = try #require(harness.engine.activePeek?.frozenTransition)
        #expect(frozen.entries.map(\.kind) == [.push])
        #expect(frozen.previewScreen === detail)
    }

    // S2: the outcome says frozen, into which session.
    @Test func routeInsideTheCaptureWindowReportsFrozen() {
        let harness = EngineHarness()
        var outcome: RoutingOutcome?
        let context = harness.register(harness.makeSource("row")) { _, _ in
            outcome = harness.engine.route(harness.push(TestScreen("detail")))
        }
        _ = harness.engine.preview(for: context, at: .zero)
        #expect(outcome == .frozen(TransitionID(rawValue: 1), into: SessionID(rawValue: 1)))
    }

    // S3
    @Test func onPeekThatFreezesNoScreenGivesNoPreviewAndDiscardsWhatItFroze() {
        let harness = EngineHarness()
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.dismiss())
        }
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(harness.engine.activePeek == nil)
        // The frozen dismiss never runs, not even later.
        harness.engine.route(harness.push(TestScreen("tap")))
        #expect(harness.log == ["onPeek row", "perform push tap"])
    }

    // S4
    @Test func twoTransitionsInOneCaptureWindowCommitTogetherInOrder() throws {
        let harness = EngineHarness()
        let first = TestScreen("first")
        let second = TestScreen("second")
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(first))
            harness.engine.route(harness.push(second))
        }
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(preview === first)
        try harness.engine.commit(preview)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push first", "perform push second",
                "state session#1 popped",
            ]
        )
        #expect(harness.stack.map(\.name) == ["first", "second"])
    }

    // S4
    @Test func twoTransitionsInOneCaptureWindowAreAllDiscardedOnInterrupt() throws {
        let harness = EngineHarness()
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("first")))
            harness.engine.route(harness.push(TestScreen("second")))
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.interrupt(.released))
        #expect(harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(released)"])
        #expect(harness.stack.isEmpty)
    }

    // S4: a dismiss in the window is frozen like any other; nothing runs mid-press.
    @Test func dismissInTheCaptureWindowIsFrozenNotRunMidPress() throws {
        let harness = EngineHarness()
        harness.stack = [TestScreen("root"), TestScreen("top")]
        let detail = TestScreen("detail")
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.dismiss())
            harness.engine.route(harness.push(detail))
        }
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.stack.map(\.name) == ["root", "top"])
        try harness.engine.commit(preview)
        #expect(harness.stack.map(\.name) == ["root", "detail"])
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform dismiss", "perform push detail",
                "state session#1 popped",
            ]
        )
    }

    // S5
    @Test func unavailableHostNeverGetsOnPeek() {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        harness.host.isAvailable = false
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(harness.log.isEmpty)
        #expect(harness.diagnostics.codes == [.previewRefused])
    }

    // S5
    @Test func unregisteredContextNeverGetsOnPeek() {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        #expect(harness.engine.unregister(context))
        #expect(!context.isRegistered)
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(harness.log.isEmpty)
    }

    // S5
    @Test func contextWhoseHostIsGoneNeverGetsOnPeek() {
        let harness = EngineHarness()
        var host: TestScreen? = TestScreen("other host")
        var called = false
        let context = harness.engine.register(host: host!, sourceView: harness.makeSource("row")) { _, _ in
            called = true
        }
        host = nil
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(!called)
        #expect(harness.engine.registeredContexts.isEmpty)
    }

    // S2: a preview asked for from inside onPeek is refused.
    @Test func previewRequestedInsideTheCaptureWindowIsRefused() throws {
        let harness = EngineHarness()
        let source = harness.makeSource("row")
        var nested: (any Screen)? = TestScreen("sentinel")
        let context = harness.register(source) { context, _ in
            nested = harness.engine.preview(for: context, at: .zero)
            harness.engine.route(harness.push(TestScreen("detail")))
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(nested == nil)
        #expect(harness.diagnostics.codes == [.previewRefused])
    }
}
