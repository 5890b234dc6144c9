import PeekAndPop
import Testing

/// 3D Touch previewing (`UIViewControllerPreviewingDelegate`), replayed in the
/// order Apple documents: `previewingContext(_:viewControllerForLocation:)`
/// is "called when the user has pressed a source view … to indicate that a
/// preview (peek) is available", and `previewingContext(_:commit:)` is
/// "called to let you prepare the presentation of a commit (pop) view"
/// (developer.apple.com/documentation/uikit/uiviewcontrollerpreviewingdelegate).
/// The system asks once per registered source view under the finger.
@MainActor
struct PreviewingBridgeTests {
    @Test func aPressThatPeeksAndCommitsPushesThePreviewedScreenOnce() throws {
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)

        let preview = try #require(bridge.preview(for: harness.rowContext, at: Point(x: 10, y: 10)))
        #expect(preview === harness.detail)
        bridge.commit()

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
        #expect(harness.stack.map(\.name) == ["detail"])
        #expect(bridge.machine.phase == .idle)
    }

    @Test func onePressOverTwoSourceViewsPeeksOnceWhateverTheOrderOfRequests() {
        // P1: the system asks the row and then the table for one press.
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)

        let first = bridge.preview(for: harness.rowContext, at: Point(x: 10, y: 10))
        let second = bridge.preview(for: harness.tableContext, at: Point(x: 10, y: 10))

        #expect(first === harness.detail)
        #expect(second == nil)
        // The table never gets `onPeek`: nothing supersedes the row's peek (S10).
        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
        bridge.previewDidDisappear()
        #expect(harness.takeLog() == ["raw session#1 interrupted(released)"])
    }

    @Test func aSourceThatFreezesNothingLetsTheNextSourceOfThePressPeek() throws {
        let harness = BridgeHarness()
        let empty = harness.engine.register(host: harness.host, sourceView: harness.row) { _, _ in
            harness.log.append("onPeek empty row")
        }
        let bridge = PreviewingBridge(engine: harness.engine)

        #expect(bridge.preview(for: empty, at: .zero) == nil)
        #expect(bridge.preview(for: harness.tableContext, at: .zero) === harness.other)
        #expect(bridge.preview(for: empty, at: .zero) == nil)

        // A request that froze nothing still used a session number (S3).
        #expect(harness.takeLog() == ["onPeek empty row", "onPeek table", "raw session#2 inPeek"])
        let gesture = try #require(harness.engine.activePeek?.gestureID)
        #expect(bridge.machine.phase == .showing(gesture, SessionID(rawValue: 2)))
    }

    @Test func thePreviewDisappearingWithoutACommitEndsThePeekReleased() {
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)
        bridge.onDismissSystemPreview = harness.hostDismiss

        _ = bridge.preview(for: harness.rowContext, at: .zero)
        bridge.previewDidDisappear()
        bridge.commit()  // Late: nothing left to commit.

        #expect(
            harness.takeLog() == ["onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)"])
        #expect(harness.stack.isEmpty)
    }

    @Test func aPreviewTheHostCannotShowIsNoPreviewAndPublishesNothing() {
        // U4, U2: asked when onPeek has returned, while its routing calls are still frozen (S23).
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)
        var asked: [String] = []

        let preview = bridge.preview(for: harness.rowContext, at: .zero) { screen in
            asked.append(screen.screenName)
            return false
        }
        harness.lateRoutingCall()  // Ordinary work at once: nothing frozen, no peek (S1).

        #expect(preview == nil)
        #expect(asked == ["detail"])
        #expect(harness.takeLog() == ["onPeek row", "perform dismiss"])
        #expect(harness.diagnostics.codes == [.previewRefused])
        #expect(bridge.session == nil)
    }

    @Test func aLatePreviewDidDisappearOfAnEarlierSessionChangesNothing() {
        // U7: the call names its session; a stale one leaves the showing peek alone.
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)

        _ = bridge.preview(for: harness.rowContext, at: .zero)
        bridge.previewDidDisappear(of: SessionID(rawValue: 1))
        _ = bridge.preview(for: harness.rowContext, at: .zero)
        bridge.previewDidDisappear(of: SessionID(rawValue: 1))  // Late.
        let showing = bridge.session
        bridge.previewDidDisappear(of: SessionID(rawValue: 2))

        #expect(showing == SessionID(rawValue: 2))
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)", "onPeek row",
                "raw session#2 inPeek", "raw session#2 interrupted(released)",
            ])
    }

    @Test func theEngineEndingThePeekTellsTheHostToCancelThePreview() {
        // P3: a routing call interrupts the peek (S11); the bridge did not ask.
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)
        bridge.onDismissSystemPreview = harness.hostDismiss

        _ = bridge.preview(for: harness.rowContext, at: .zero)
        harness.lateRoutingCall()
        bridge.previewDidDisappear()  // The host cancelled the preview.
        bridge.commit()

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(interruptedByRouting)",
                "host dismiss session#1", "perform dismiss",
            ])
        #expect(bridge.machine.phase == .idle)
    }

    @Test func previewActionItemsMapTheActionsAndChoosingOneSelectsIt() {
        // P4: groups become preview action groups.
        let harness = BridgeHarness { harness in
            [
                harness.action("cart"),
                .group("Share", id: "share", children: [harness.action("share.message")]),
            ]
        }
        let bridge = PreviewingBridge(engine: harness.engine)
        #expect(bridge.previewActionItems.isEmpty)

        _ = bridge.preview(for: harness.rowContext, at: .zero)
        #expect(bridge.previewActionItems.map(\.description) == ["cart", "Share▸[share.message]"])
        bridge.selectAction("share.message")
        bridge.previewDidDisappear()  // The system takes the preview down.

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 actionSelected(share.message)",
                "handler share.message",
            ])
        #expect(harness.stack.isEmpty)
    }

    @Test func anActionThePeekDoesNotOfferLeavesThePreviewShowing() {
        let harness = BridgeHarness { harness in [harness.action("cart")] }
        let bridge = PreviewingBridge(engine: harness.engine)

        _ = bridge.preview(for: harness.rowContext, at: .zero)
        bridge.selectAction("nope")
        bridge.commit()

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
    }

    @Test func noBridgeKeepsAPreviewAliveAfterItsSessionEnded() throws {
        // S19: the drivers hand the preview back and forget it.
        let harness = BridgeHarness()
        let row = harness.engine.register(host: harness.host, sourceView: harness.row) { _, _ in
            harness.engine.route(harness.push(TestScreen("fresh")))
        }
        let previewing = PreviewingBridge(engine: harness.engine)
        let menu = ContextMenuBridge(engine: harness.engine)
        let interaction = PreviewInteractionBridge(engine: harness.engine)

        weak let first = previewing.preview(for: row, at: .zero)
        previewing.previewDidDisappear()
        weak let second = try #require(menu.configuration(for: row, at: .zero)).previewScreen
        menu.willDisplay(ContextMenuConfiguration.identifier(for: SessionID(rawValue: 2)))
        menu.willEnd(ContextMenuConfiguration.identifier(for: SessionID(rawValue: 2)), animated: false)
        #expect(interaction.shouldBegin(for: row, at: .zero))
        weak let third = interaction.previewScreen
        interaction.didCancel()

        #expect(first == nil && second == nil && third == nil)
        #expect(
            harness.takeLog().filter { $0.hasPrefix("raw") } == [
                "raw session#1 inPeek", "raw session#1 interrupted(released)",
                "raw session#2 inPeek", "raw session#2 interrupted(released)",
                "raw session#3 inPeek", "raw session#3 interrupted(released)",
            ])
    }

    @Test func eachPressAfterAPeekEndedIsANewPress() {
        let harness = BridgeHarness()
        let bridge = PreviewingBridge(engine: harness.engine)

        _ = bridge.preview(for: harness.rowContext, at: .zero)
        bridge.previewDidDisappear()
        let again = bridge.preview(for: harness.rowContext, at: .zero)
        bridge.commit()

        #expect(again === harness.detail)
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)",
                "onPeek row", "raw session#2 inPeek", "perform push detail", "raw session#2 popped",
            ])
    }

    @Test(arguments: [
        // (events, actions) for a machine on its own.
        (
            [PreviewingStateMachine.Event.previewRequested(ContextID(rawValue: 1), at: .zero)],
            [BridgeAction.requestPreview(ContextID(rawValue: 1), at: .zero, gesture: nil)]
        ),
        (
            [
                .previewRequested(ContextID(rawValue: 1), at: .zero),
                .previewAnswered(gesture: GestureID(rawValue: 7), session: nil),
                .previewRequested(ContextID(rawValue: 2), at: .zero),
            ],
            [
                .requestPreview(ContextID(rawValue: 1), at: .zero, gesture: nil),
                .requestPreview(ContextID(rawValue: 2), at: .zero, gesture: GestureID(rawValue: 7)),
            ]
        ),
        (
            [
                .previewAnswered(gesture: GestureID(rawValue: 7), session: SessionID(rawValue: 3)),
                .commitRequested, .previewDisappeared, .sessionEnded(SessionID(rawValue: 3)),
            ],
            [.commit(SessionID(rawValue: 3))]
        ),
        (
            [
                .previewAnswered(gesture: GestureID(rawValue: 7), session: SessionID(rawValue: 3)),
                .sessionEnded(SessionID(rawValue: 2)), .sessionEnded(SessionID(rawValue: 3)), .previewDisappeared,
            ],
            [.dismissSystemPreview(SessionID(rawValue: 3))]
        ),
    ])
    func theMachineAnswersCallbackSequences(
        events: [PreviewingStateMachine.Event],
        expected: [BridgeAction]
    ) {
        var machine = PreviewingStateMachine()
        let actions = events.flatMap { machine.receive($0) }
        #expect(actions == expected)
    }
}
