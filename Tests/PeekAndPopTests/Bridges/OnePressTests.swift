import PeekAndPop
import PeekAndPopTesting
import Testing

/// One press is one gesture for the whole engine, whichever bridges the
/// system asks during it (U1, P1, S10).
@MainActor
struct OnePressTests {
    @Test func twoContextMenuBridgesAskedInOnePressPeekOnce() throws {
        let harness = BridgeHarness()
        let rowBridge = ContextMenuBridge(engine: harness.engine)
        let tableBridge = ContextMenuBridge(engine: harness.engine)
        rowBridge.onDismissSystemPreview = harness.hostDismiss
        tableBridge.onDismissSystemPreview = harness.hostDismiss

        let id = try #require(rowBridge.configuration(for: harness.rowContext, at: .zero)).identifier
        #expect(tableBridge.configuration(for: harness.tableContext, at: .zero) == nil)
        rowBridge.willDisplay(id)
        rowBridge.willEnd(id, animated: false)
        // The next press is a new one: the other bridge may peek.
        let next = try #require(tableBridge.configuration(for: harness.tableContext, at: .zero))
        tableBridge.willDisplay(next.identifier)
        tableBridge.willEnd(next.identifier, animated: false)

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)",
                "onPeek table", "raw session#2 inPeek", "raw session#2 interrupted(released)",
            ])
    }

    @Test func aPressOnAnotherBridgeWhileTheFirstMenuAnimatesOutIsANewPress() throws {
        // U1, U7: the press ended with its menu (willEnd); the end animation
        // completes only after the next press asked another bridge.
        let harness = BridgeHarness()
        let rowBridge = ContextMenuBridge(engine: harness.engine)
        let tableBridge = ContextMenuBridge(engine: harness.engine)
        rowBridge.onDismissSystemPreview = harness.hostDismiss
        tableBridge.onDismissSystemPreview = harness.hostDismiss

        let id = try #require(rowBridge.configuration(for: harness.rowContext, at: .zero)).identifier
        rowBridge.willDisplay(id)
        rowBridge.willEnd(id, animated: true)
        let next = try #require(tableBridge.configuration(for: harness.tableContext, at: .zero))
        tableBridge.willDisplay(next.identifier)
        rowBridge.endAnimationCompleted(id)

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(superseded)",
                "onPeek table", "raw session#2 inPeek",
            ])
        #expect(harness.engine.activePeek?.sessionID == next.sessionID)
    }

    @Test(arguments: [false, true])
    func aPressOnAnotherBridgeWhileACommitIsUnderWayPopsItAndPeeksNothing(previewing: Bool) throws {
        // U1, P2, U4: the preview tapped on the row (its commit animator running), then a press
        // asks another bridge: the commit that began completes, whichever bridge is asked, and
        // that press gets no peek; the row's commit animator completing later changes nothing.
        let harness = BridgeHarness()
        let rowBridge = ContextMenuBridge(engine: harness.engine)
        let tableMenu = ContextMenuBridge(engine: harness.engine)
        let tablePreviewing = PreviewingBridge(engine: harness.engine)
        for bridge in [rowBridge, tableMenu] { bridge.onDismissSystemPreview = harness.hostDismiss }
        tablePreviewing.onDismissSystemPreview = harness.hostDismiss

        let id = try #require(rowBridge.configuration(for: harness.rowContext, at: .zero)).identifier
        rowBridge.willDisplay(id)
        rowBridge.willPerformPreviewAction(id)
        rowBridge.willEnd(id, animated: true)
        let answered: (any Screen)? =
            previewing
            ? tablePreviewing.preview(for: harness.tableContext, at: .zero)
            : tableMenu.configuration(for: harness.tableContext, at: .zero)?.previewScreen
        rowBridge.commitAnimationCompleted(id)
        rowBridge.endAnimationCompleted(id)

        #expect(answered == nil)
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
        #expect(harness.stack.map(\.name) == ["detail"])
        #expect(rowBridge.machine.phase == .idle)
    }

    @Test func aContextMenuBridgeAndAPreviewingBridgeAskedInOnePressPeekOnce() throws {
        let harness = BridgeHarness()
        let menuBridge = ContextMenuBridge(engine: harness.engine)
        let previewingBridge = PreviewingBridge(engine: harness.engine)
        menuBridge.onDismissSystemPreview = harness.hostDismiss
        previewingBridge.onDismissSystemPreview = harness.hostDismiss

        #expect(previewingBridge.preview(for: harness.rowContext, at: .zero) === harness.detail)
        #expect(menuBridge.configuration(for: harness.tableContext, at: .zero) == nil)
        previewingBridge.commit()

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
    }

    @Test func aPressThatPeekedNowhereStaysOpenForTheNextSourceOfAnyBridge() throws {
        // The row's bridge found nothing to preview (its press is still open);
        // another bridge asked in the same press may peek, once.
        let harness = BridgeHarness()
        let emptyContext = harness.engine.register(host: harness.host, sourceView: ViewNode(name: "empty")) {
            _, _ in
        }
        let first = ContextMenuBridge(engine: harness.engine)
        let second = ContextMenuBridge(engine: harness.engine)
        let third = ContextMenuBridge(engine: harness.engine)

        #expect(first.configuration(for: emptyContext, at: .zero) == nil)
        let id = try #require(second.configuration(for: harness.rowContext, at: .zero)).identifier
        #expect(third.configuration(for: harness.tableContext, at: .zero) == nil)
        second.willDisplay(id)

        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
    }
}
