import PeekAndPop
import Testing

/// Context menus (`UIContextMenuInteractionDelegate`), replayed in the order
/// Apple documents and in the reorderings seen in practice.
///
/// Documented order (developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate):
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)`, the highlight
/// preview, `willDisplayMenuFor:animator:`; then either
/// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`
/// ("informs the delegate when a preview action begins"; its
/// `UIContextMenuInteractionCommitAnimating` animator takes `addCompletion`),
/// or a menu item's handler; and `contextMenuInteraction(_:willEndFor:animator:)`,
/// whose animator is optional (`(any UIContextMenuInteractionAnimating)?`).
@MainActor
struct ContextMenuBridgeTests {
    private func makeBridge(_ harness: BridgeHarness) -> ContextMenuBridge {
        let bridge = ContextMenuBridge(engine: harness.engine)
        bridge.onDismissSystemPreview = harness.hostDismiss
        return bridge
    }

    @Test func tappingThePreviewCommitsInTheCommitAnimatorsCompletionNotAtWillEnd() throws {
        // willEnd before the commit animation's completion: P2.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let configuration = try #require(bridge.configuration(for: harness.rowContext, at: .zero))
        let id = configuration.identifier
        #expect(configuration.previewScreen === harness.detail)
        bridge.willDisplay(id)
        bridge.willPerformPreviewAction(id)
        bridge.willEnd(id, animated: true)
        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
        bridge.commitAnimationCompleted(id)
        bridge.endAnimationCompleted(id)

        #expect(harness.takeLog() == ["perform push detail", "raw session#1 popped"])
        #expect(bridge.machine.phase == .idle)
    }

    @Test func willEndAfterTheCommitAnimationsCompletionChangesNothing() throws {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id)
        bridge.willPerformPreviewAction(id)
        bridge.commitAnimationCompleted(id)
        bridge.willEnd(id, animated: false)

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
    }

    @Test(arguments: [true, false])
    func aMenuThatEndsWithoutACommitEndsThePeekReleased(animated: Bool) throws {
        // The menu dismissed by the user (a tap outside) or by the system.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id)
        bridge.willEnd(id, animated: animated)
        let atWillEnd = harness.takeLog()
        bridge.endAnimationCompleted(id)

        let released = "raw session#1 interrupted(released)"
        #expect(atWillEnd == ["onPeek row", "raw session#1 inPeek"] + (animated ? [] : [released]))
        #expect(harness.takeLog() == (animated ? [released] : []))
        #expect(harness.stack.isEmpty)
    }

    @Test(arguments: [true, false])
    func aPressLiftedBeforeTheMenuAppearsPublishesNothingAndLeavesNothingFrozen(animated: Bool) throws {
        // U2: the configuration was asked for, the menu never came up.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willEnd(id, animated: animated)
        bridge.endAnimationCompleted(id)
        harness.lateRoutingCall()  // Ordinary work at once (S1): no peek to interrupt.

        #expect(harness.takeLog() == ["onPeek row", "perform dismiss"])
        #expect(harness.engine.activePeek == nil)
        #expect(harness.stack.isEmpty)
        #expect(bridge.machine.phase == .idle)
    }

    @Test func aCompactMenuPublishesNothingAndItsItemRunsAsOrdinaryWork() throws {
        // U2: a compact (pointer) menu shows no preview.
        let harness = BridgeHarness { harness in [harness.action("cart")] }
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id, showsPreview: false)
        bridge.itemChosen("cart", in: id)
        bridge.willEnd(id, animated: true)
        bridge.endAnimationCompleted(id)

        #expect(harness.takeLog() == ["onPeek row", "handler cart"])
        #expect(harness.stack.isEmpty)  // The frozen push was discarded.
        #expect(harness.engine.activePeek == nil)
    }

    @Test func aCompactMenuThatEndsPublishesNothing() throws {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id, showsPreview: false)
        bridge.willEnd(id, animated: false)
        let next = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(next)

        #expect(harness.takeLog() == ["onPeek row", "onPeek row", "raw session#2 inPeek"])
    }

    @Test func theEngineEndingAMenuNotYetShownDismissesItAndPublishesNothing() throws {
        // P3 for a prepared peek: the menu coming up goes; its willDisplay is late.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        harness.lateRoutingCall()
        bridge.willDisplay(id)
        bridge.willEnd(id, animated: false)

        #expect(harness.takeLog() == ["onPeek row", "host dismiss session#1", "perform dismiss"])
    }

    @Test(arguments: [false, true])
    func aChosenItemSelectsItsActionWhetherItComesBeforeOrAfterWillEnd(afterWillEnd: Bool) throws {
        let harness = BridgeHarness { harness in [harness.action("cart"), harness.action("share")] }
        let bridge = makeBridge(harness)

        let configuration = try #require(bridge.configuration(for: harness.rowContext, at: .zero))
        let id = configuration.identifier
        #expect(configuration.menu.map(\.title) == ["cart", "share"])
        bridge.willDisplay(id)
        if afterWillEnd {
            bridge.willEnd(id, animated: true)
            bridge.itemChosen("share", in: id)
            bridge.endAnimationCompleted(id)
        } else {
            bridge.itemChosen("share", in: id)
            bridge.willEnd(id, animated: true)
            bridge.endAnimationCompleted(id)
        }

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 actionSelected(share)", "handler share",
            ])
    }

    @Test(arguments: ["archive", "gone"])
    func anItemRefusedWhileTheMenuAnimatesOutStillEndsThePeekWithTheMenu(item: PreviewAction.ID) throws {
        // U5: a disabled item, or one the peek does not offer, chosen after willEnd; the end
        // animation's completion still ends the peek, and the machine never goes back to displayed.
        let harness = BridgeHarness { _ in [PreviewAction("Archive", id: "archive", isDisabled: true) {}] }
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id)
        bridge.willEnd(id, animated: true)
        bridge.itemChosen(item, in: id)
        #expect(
            bridge.machine.phase
                == .menu(GestureID(rawValue: 1), SessionID(rawValue: 1), context: harness.rowContext.id, .ending))
        bridge.endAnimationCompleted(id)

        #expect(
            harness.takeLog() == ["onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)"])
        #expect(harness.engine.activePeek == nil)
        #expect(bridge.machine.phase == .idle)
    }

    @Test func theMachineReturnsWhereTheMenuIsAfterARefusal() {
        // U5, as a table: (phase, input) → (actions, phase′).
        let session = SessionID(rawValue: 1)
        let gesture = GestureID(rawValue: 1)
        let context = ContextID(rawValue: 1)
        var machine = ContextMenuStateMachine()
        _ = machine.receive(.configurationRequested(context, at: .zero))
        _ = machine.receive(.previewAnswered(gesture: gesture, session: session))
        _ = machine.receive(.willDisplay(session, showsPreview: true))
        func phase(_ menu: ContextMenuStateMachine.MenuPhase) -> ContextMenuStateMachine.Phase {
            .menu(gesture, session, context: context, menu)
        }

        #expect(machine.receive(.itemChosen(session, "archive")) == [.selectAction(session, "archive")])
        #expect(machine.phase == phase(.resolving(from: .displayed)))
        #expect(machine.receive(.willEnd(session, animated: true)).isEmpty)  // Meanwhile, as user code may do.
        #expect(machine.phase == phase(.resolving(from: .ending)))
        #expect(machine.receive(.endAnimationCompleted(session)).isEmpty)
        #expect(machine.phase == phase(.resolving(from: .ended)))
        #expect(machine.receive(.requestRefused(session)) == [.interrupt(session, .released)])
        #expect(machine.phase == phase(.ended))
        #expect(machine.receive(.requestRefused(session)).isEmpty)  // The engine resolves it itself (S22).
        #expect(machine.receive(.sessionEnded(session)).isEmpty)  // The menu is gone: nothing to dismiss.
        #expect(machine.phase == .idle)
    }

    @Test func theConfigurationAskedForTwiceIsTheSamePeek() throws {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let first = try #require(bridge.configuration(for: harness.rowContext, at: .zero))
        let second = try #require(bridge.configuration(for: harness.rowContext, at: .zero))
        let table = bridge.configuration(for: harness.tableContext, at: .zero)

        #expect(first.identifier == second.identifier)
        #expect(second.previewScreen === harness.detail)
        #expect(table == nil)  // Same press, another source: no second peek (P1).
        bridge.willDisplay(first.identifier)
        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
    }

    @Test func aSecondPressWhileAReleasedMenuAnimatesOutEndsTheFirstThenPeeks() throws {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let first = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(first)
        bridge.willEnd(first, animated: true)
        let second = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.endAnimationCompleted(first)  // Late: about the first menu only.
        bridge.willDisplay(second)
        bridge.willPerformPreviewAction(second)
        bridge.commitAnimationCompleted(second)

        #expect(first != second)
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)",
                "onPeek row", "raw session#2 inPeek", "perform push detail", "raw session#2 popped",
            ])
    }

    @Test func aSecondPressWhileACommittedMenuAnimatesOutPopsTheFirstAndPeeksNothing() throws {
        // P2: a commit that began is never interrupted, not even by a new press; that press began
        // on the screen the pop replaces, and gets no peek (U1).
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let first = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(first)
        bridge.willPerformPreviewAction(first)
        bridge.willEnd(first, animated: true)
        let second = bridge.configuration(for: harness.tableContext, at: .zero)
        bridge.commitAnimationCompleted(first)  // Late: already popped.
        bridge.endAnimationCompleted(first)

        #expect(second == nil)
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "perform push detail", "raw session#1 popped",
            ])
        #expect(harness.stack.map(\.name) == ["detail"])
        #expect(bridge.machine.phase == .searching(GestureID(rawValue: 2)))
    }

    @Test(arguments: [true, false])
    func theEngineEndingThePeekDismissesTheMenuWithNoSubscriberOnTheStateBus(shown: Bool) throws {
        // P3 without the bus: the engine tells its bridges of every end itself, shown (U2) or not.
        let harness = BridgeHarness(recordsRawStream: false)
        let bridge = makeBridge(harness)
        let bus = harness.engine.stateChanges
        #expect(bus.subscriberCount == 0)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        if shown {
            bridge.willDisplay(id)
        }
        harness.lateRoutingCall()

        #expect(harness.takeLog() == ["onPeek row", "host dismiss session#1", "perform dismiss"])
        #expect(bridge.machine.phase == .idle)
        #expect(bus.subscriberCount == 0)
    }

    @Test func aDifferentScreenCommittedRefusesOnlyThePeekThatIsStillThisOne() throws {
        // S9, U4 and S22: the commit publishes the compact menu's peek first (U2); an observer of
        // that inPeek replaces the session, and the different screen then refuses nothing of the new one.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)
        let token = harness.engine.observe { change in
            guard change.sessionID == SessionID(rawValue: 1), change.state == .inPeek else { return }
            harness.engine.interrupt()
            _ = harness.engine.preview(for: harness.tableContext, at: .zero)
        }

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id, showsPreview: false)
        bridge.willPerformPreviewAction(id)
        bridge.commitAnimationCompleted(id, committing: harness.other)

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "onPeek table", "raw session#1 interrupted(cancelledByHost)",
                "raw session#2 inPeek", "host dismiss session#1",
            ])
        #expect(harness.engine.activePeek?.sessionID == SessionID(rawValue: 2))
        withExtendedLifetime(token) {}
    }

    @Test func theEngineEndingThePeekDismissesTheMenu() throws {
        // P3, then the system's own willEnd for that menu changes nothing.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id)
        harness.lateRoutingCall()
        bridge.willEnd(id, animated: true)
        bridge.endAnimationCompleted(id)

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(interruptedByRouting)",
                "host dismiss session#1", "perform dismiss",
            ])
    }

    @Test func theEngineEndingAPeekWhoseMenuAlreadyEndedDismissesNothing() throws {
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willPerformPreviewAction(id)
        bridge.willEnd(id, animated: true)
        harness.lateRoutingCall()  // Before the commit animation completed.
        bridge.commitAnimationCompleted(id)

        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(interruptedByRouting)",
                "perform dismiss",
            ])
    }

    @Test func perRowConfigurationsNameTheirRow() throws {
        // Table and collection view delegates find the cell for the highlight
        // and dismissal previews from the configuration's identifier.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let first = try #require(bridge.configuration(for: harness.rowContext, at: .zero, item: "row 3"))
        bridge.willEnd(first.identifier, animated: true)
        let second = try #require(bridge.configuration(for: harness.rowContext, at: .zero, item: "row 5"))

        #expect(first.item == AnyHashable("row 3"))
        #expect(bridge.item(for: first.identifier) == AnyHashable("row 3"))  // Still animating out.
        #expect(bridge.item(for: second.identifier) == AnyHashable("row 5"))
        #expect(bridge.item(for: "something else") == nil)
        #expect(ContextMenuConfiguration.sessionID(from: second.identifier) == SessionID(rawValue: 2))
    }

    @Test func aRequestForAnotherRowOfTheViewIsAnotherPeek() throws {
        // A table asks once per press: another row is another press whose end was not reported.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let first = try #require(bridge.configuration(for: harness.rowContext, at: .zero, item: "row 2"))
        bridge.willDisplay(first.identifier)
        let again = try #require(bridge.configuration(for: harness.rowContext, at: .zero, item: "row 2"))
        let second = try #require(bridge.configuration(for: harness.rowContext, at: .zero, item: "row 5"))
        bridge.willDisplay(second.identifier)

        #expect(again.identifier == first.identifier)  // The same press asking again (P1).
        #expect(second.identifier != first.identifier)
        #expect(second.item == AnyHashable("row 5"))
        #expect(
            harness.takeLog() == [
                "onPeek row", "raw session#1 inPeek", "raw session#1 interrupted(released)", "onPeek row",
                "raw session#2 inPeek",
            ])
    }

    @Test(arguments: [
        "peek@1", "peek#+1", "peek#01", "peek#", "peek#1 ", "peek#-1", "peek#１", "PEEK#1", " peek#1",
        "peek-and-pop/session#1",
    ])
    func aMalformedIdentifierNamesNoSessionAndCannotCommit(identifier: String) throws {
        // U7: only an identifier the bridge made names a session.
        let harness = BridgeHarness()
        let bridge = makeBridge(harness)

        let id = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).identifier
        bridge.willDisplay(id)
        #expect(ContextMenuConfiguration.sessionID(from: identifier) == nil)
        bridge.willDisplay(identifier)
        bridge.willPerformPreviewAction(identifier)
        bridge.commitAnimationCompleted(identifier)
        bridge.willEnd(identifier, animated: false)

        #expect(harness.takeLog() == ["onPeek row", "raw session#1 inPeek"])
        #expect(ContextMenuConfiguration.sessionID(from: id) == SessionID(rawValue: 1))
        #expect(
            bridge.machine.phase
                == .menu(GestureID(rawValue: 1), SessionID(rawValue: 1), context: harness.rowContext.id, .displayed))
    }

    @Test(arguments: [1, 9, 10, 123, 4_096, Int.max])
    func anIdentifierNamesItsSessionAtEveryMagnitude(rawValue: Int) {
        // U7: the identifier is read byte by byte; every number it makes reads back.
        let identifier = ContextMenuConfiguration.identifier(for: SessionID(rawValue: rawValue))

        #expect(identifier == "peek#\(rawValue)")
        #expect(ContextMenuConfiguration.sessionID(from: identifier) == SessionID(rawValue: rawValue))
    }

    @Test func anIdentifierFitsAnInlineStringBelowTenBillionSessions() {
        // Made once per press: at most 15 UTF-8 bytes is a `String` stored inline, with no allocation.
        for rawValue in [1, 42, 9_999_999_999] {
            #expect(ContextMenuConfiguration.identifier(for: SessionID(rawValue: rawValue)).utf8.count <= 15)
        }
    }

    @Test(arguments: [
        "peek#9223372036854775808", "peek#99999999999999999999", "peek#\u{301}1", "peek#1\u{301}", "peek",
        "peeK#1", "", "peek#1/2",
    ])
    func anIdentifierPastTheLargestSessionOrWithAnyOtherCharacterNamesNone(identifier: String) {
        // U7: a number that does not fit, or anything but ASCII digits after the head, names no session.
        #expect(ContextMenuConfiguration.sessionID(from: identifier) == nil)
    }

    @Test func theMenuMapsGroupsToSubmenusAndKeepsStyles() throws {
        // P4.
        let harness = BridgeHarness { harness in
            [
                harness.action("cart"),
                .group("Share", id: "share", children: [harness.action("message"), harness.action("mail")]),
                PreviewAction("Delete", id: "delete", style: .destructive) {},
                PreviewAction("Archive", id: "archive", isDisabled: true) {},
            ]
        }
        let bridge = makeBridge(harness)

        let menu = try #require(bridge.configuration(for: harness.rowContext, at: .zero)).menu

        #expect(
            menu == [
                PreviewMenuElement(id: "cart", title: "cart"),
                PreviewMenuElement(
                    id: "share", title: "Share", isGroup: true,
                    children: [
                        PreviewMenuElement(id: "message", title: "message"),
                        PreviewMenuElement(id: "mail", title: "mail"),
                    ]),
                PreviewMenuElement(id: "delete", title: "Delete", style: .destructive),
                PreviewMenuElement(id: "archive", title: "Archive", isDisabled: true),
            ])
    }

    @Test func theMachineIgnoresCallbacksAboutAMenuThatIsGone() {
        var machine = ContextMenuStateMachine()
        let context = ContextID(rawValue: 1)
        let old = SessionID(rawValue: 1)
        let new = SessionID(rawValue: 2)
        var actions: [BridgeAction] = []

        actions += machine.receive(.configurationRequested(context, at: .zero))
        actions += machine.receive(.previewAnswered(gesture: GestureID(rawValue: 1), session: new))
        actions += machine.receive(.willEnd(old, animated: false))
        actions += machine.receive(.commitAnimationCompleted(old))
        actions += machine.receive(.itemChosen(old, "cart"))
        actions += machine.receive(.willEnd(new, animated: false))

        #expect(
            actions == [
                .requestPreview(context, at: .zero, gesture: nil),
                .interrupt(new, .released),
            ])
    }
}
