import PeekAndPop
import Testing

/// `UIPreviewInteraction`, replayed in the order Apple documents
/// (developer.apple.com/documentation/uikit/uipreviewinteractiondelegate):
/// `previewInteractionShouldBegin(_:)`, then
/// `previewInteraction(_:didUpdatePreviewTransition:ended:)` "called
/// repeatedly during the preview phase", then
/// `previewInteraction(_:didUpdateCommitTransition:ended:)` "called
/// repeatedly during the commit phase"; `previewInteractionDidCancel(_:)` "is
/// called when the preview interaction is canceled, either programmatically
/// through the `cancel()` method … or by interrupting the preview interaction
/// before the commit phase is complete".
@MainActor
struct PreviewInteractionBridgeTests {
    private func makeBridge(_ harness: BridgeHarness) -> PreviewInteractionBridge {
        let bridge = PreviewInteractionBridge(engine: harness.engine)
        bridge.onDismissSystemPreview = harness.hostDismiss
        return bridge
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aProgressThatIsNotFiniteIsRefusedNeverStored(progress: Double) {
        // U7: input from the platform is untrusted.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        #expect(bridge.shouldBegin(for: harness.rowContext, at: .zero))
        bridge.didUpdatePreviewTransition(0.5, ended: false)
        bridge.didUpdatePreviewTransition(progress, ended: false)
        bridge.didUpdateCommitTransition(progress, ended: false)

        #expect(bridge.machine.previewProgress == 0.5)
        #expect(bridge.machine.commitProgress == 0)
        #expect(bridge.machine.phase == .previewing(GestureID(rawValue: 1), SessionID(rawValue: 1)))
        bridge.didUpdateCommitTransition(progress, ended: true)  // The system's word: the commit ended.
        #expect(bridge.machine.commitProgress == 1)
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
    }

    @Test func theDocumentedOrderPopsWhenTheCommitTransitionEnds() {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        #expect(bridge.shouldBegin(for: harness.rowContext, at: .zero))
        #expect(bridge.previewScreen === harness.detail)
        bridge.didUpdatePreviewTransition(0.5, ended: false)
        #expect(bridge.machine.previewProgress == 0.5)
        bridge.didUpdatePreviewTransition(1, ended: true)
        bridge.didUpdateCommitTransition(0.4, ended: false)
        #expect(bridge.machine.commitProgress == 0.4)
        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
        bridge.didUpdateCommitTransition(1, ended: true)

        #expect(harness.takeLog() == ["perform push detail", "raw session#1 popped"])
        #expect(bridge.machine.phase == .idle)
        #expect(bridge.previewScreen == nil)
    }

    @Test(arguments: [false, true])
    func cancellingBeforeTheCommitEndsThePeekReleased(duringCommit: Bool) {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        _ = bridge.shouldBegin(for: harness.rowContext, at: .zero)
        bridge.didUpdatePreviewTransition(1, ended: true)
        if duringCommit {
            bridge.didUpdateCommitTransition(0.9, ended: false)
        }
        bridge.didCancel()
        bridge.didUpdateCommitTransition(1, ended: true)  // Too late: nothing to pop.

        #expect(
            harness.takeLog() == ["onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)"])
    }

    @Test func nestedInteractionsOfOnePressPeekOnce() {
        // P1: the row's and the table's interactions both asked.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        #expect(bridge.shouldBegin(for: harness.rowContext, at: .zero))
        #expect(!bridge.shouldBegin(for: harness.tableContext, at: .zero))

        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
    }

    @Test func theEngineEndingThePeekCancelsTheInteraction() {
        // P3; the `didCancel` that `cancel()` causes then changes nothing.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        _ = bridge.shouldBegin(for: harness.rowContext, at: .zero)
        harness.lateRoutingCall()
        bridge.didCancel()

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(interruptedByRouting)",
                "host dismiss session#1", "perform dismiss",
            ])
    }

    @Test func aPressWithNoPreviewDoesNotBegin() {
        let harness = BridgeHarness()
        let empty = harness.engine.register(host: harness.host, sourceView: harness.row) { _, _ in }
        let bridge = makeBridge(harness)

        #expect(!bridge.shouldBegin(for: empty, at: .zero))
        bridge.didCancel()
        #expect(bridge.shouldBegin(for: harness.tableContext, at: .zero))

        #expect(harness.takeLog() == ["onPeek table", "raw session#2 inPeek"])
    }
}
