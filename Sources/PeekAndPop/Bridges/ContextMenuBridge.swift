/// Drives a ``PeekEngine`` from a context menu's callbacks
/// (`UIContextMenuInteractionDelegate`, and the context menu methods of
/// `UITableViewDelegate` and `UICollectionViewDelegate`) through a
/// ``ContextMenuStateMachine`` (P1–P4, S24).
///
/// The glue forwards each callback, with the configuration's identifier, and
/// does what the bridge answers; it decides nothing:
///
/// ```swift
/// func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
///                             willEndFor configuration: UIContextMenuConfiguration,
///                             animator: UIContextMenuInteractionAnimating?) {
///     guard let id = configuration.identifier as? String else { return }  // Foreign: ignored (U7).
///     bridge.willEnd(id, animated: animator != nil)
///     animator?.addCompletion { self.bridge.endAnimationCompleted(id) }
/// }
/// ```
///
/// When the engine ends the peek for its own reasons while the menu is up,
/// ``onDismissSystemPreview`` is called so that the host dismisses the menu
/// (P3).
@MainActor
package final class ContextMenuBridge {
    private let driver: BridgeDriver<ContextMenuStateMachine>
    /// The row each configuration was asked for; only the last two.
    private var items: [SessionID: AnyHashable] = [:]
    /// The identifier of the last configuration made, and its session: the
    /// system hands it back with every callback of the press, which then
    /// reads it with one comparison.
    private var lastIdentifier: (identifier: String, session: SessionID)?
    /// The last row or item asked about, and its number for the machine: a
    /// request for another row is another preview.
    private var lastItem: (item: AnyHashable, number: Int)?

    /// Creates a bridge over `engine`.
    package init(engine: PeekEngine) {
        driver = BridgeDriver(engine: engine, machine: ContextMenuStateMachine())
    }

    /// Called when the engine ended the peek for its own reasons while the
    /// menu is up; the host dismisses the menu (P3).
    package var onDismissSystemPreview: (@MainActor (SessionID) -> Void)? {
        get { driver.onDismissSystemPreview }
        set { driver.onDismissSystemPreview = newValue }
    }

    /// The state machine, for inspection.
    package var machine: ContextMenuStateMachine { driver.machine }

    /// `configurationForMenuAtLocation` (or a table or collection view's
    /// `contextMenuConfigurationForRowAt`): the configuration to show, or
    /// `nil` for no menu.
    ///
    /// - Parameters:
    ///   - context: The registration the system asks about.
    ///   - location: The press, in the source view's coordinates.
    ///   - item: The row or item under the press, for table and collection
    ///     views; handed back by ``item(for:)``.
    ///   - canShow: Whether the system can be handed the preview, asked
    ///     when `onPeek` has returned; the glue answers `false` for a view
    ///     controller that has a parent, is presented or presents another
    ///     (U4). A preview it cannot
    ///     show is no preview and no menu: nothing is published and nothing
    ///     stays frozen (U2).
    /// - Returns: The preview and its menu, if this press peeks here.
    package func configuration(
        for context: PreviewingContext,
        at location: Point,
        item: AnyHashable? = nil,
        canShow: (@MainActor (any Screen) -> Bool)? = nil
    ) -> ContextMenuConfiguration? {
        let answer = driver.request(
            .configurationRequested(context.id, at: location, item: item.map(number(of:))), context: context,
            canShow: canShow)
        // The request has just called into the engine, which checked (S6).
        guard let (screen, session) = answer, let peek = driver.engine.bridgeSessionAsLastChecked(session) else {
            return nil
        }
        if let item, items[session] == nil {
            // Keep the previous menu's row too: its dismissal preview may
            // still be asked for while it animates out.
            items = items.filter { $0.key.rawValue >= session.rawValue - 1 }
            items[session] = item
        }
        let identifier = ContextMenuConfiguration.identifier(for: session)
        lastIdentifier = (identifier, session)
        return ContextMenuConfiguration(
            identifier: identifier,
            sessionID: session,
            previewScreen: screen,
            menu: PreviewMenuElement.elements(for: peek.actions),
            item: items.isEmpty ? nil : items[session]  // Not hashed for a view that passes no rows.
        )
    }

    /// The row or item that the configuration `identifier` was asked for, for
    /// a table or collection view's highlight and dismissal previews.
    package func item(for identifier: String) -> AnyHashable? {
        sessionID(from: identifier).flatMap { items[$0] }
    }

    /// `willDisplayMenu(for:animator:)`: the peek is published (`inPeek`)
    /// now, when the system is about to show its preview, unless the menu is
    /// compact and shows none (U2).
    ///
    /// - Parameters:
    ///   - identifier: The configuration's identifier.
    ///   - showsPreview: `false` for a compact menu
    ///     (`interaction.menuAppearance == .compact`).
    package func willDisplay(_ identifier: String, showsPreview: Bool = true) {
        send(identifier) { .willDisplay($0, showsPreview: showsPreview) }
    }

    /// The preview of the configuration `identifier` can no longer be handed
    /// to the system (it joined a hierarchy after the configuration was made,
    /// U4): its peek ends, and the menu is taken down (P3). Published or
    /// not, nothing of it is performed.
    package func previewCannotBeShown(_ identifier: String) {
        guard let session = sessionID(from: identifier), machine.session == session,
            driver.engine.bridgeSession(session) != nil
        else {
            return
        }
        driver.engine.interrupt(.previewScreenGone)  // Tells the bridges: P3 takes the menu down.
    }

    /// `willPerformPreviewActionForMenuWith`: the commit begins (P2). Forward
    /// the commit animator's completion to ``commitAnimationCompleted(_:)``.
    package func willPerformPreviewAction(_ identifier: String) {
        send(identifier, ContextMenuStateMachine.Event.willPerformPreviewAction)
    }

    /// The commit animator's completion: the peek pops (S7, P2).
    package func commitAnimationCompleted(_ identifier: String) {
        send(identifier, ContextMenuStateMachine.Event.commitAnimationCompleted)
    }

    /// The commit animator's completion, with the screen the system commits
    /// (the animator's `previewViewController`): the peek pops if it is the
    /// very screen previewed (S7); a different one interrupts the peek
    /// ``InterruptionReason/commitOfDifferentScreen`` and performs nothing
    /// (S9, U4).
    ///
    /// - Parameters:
    ///   - identifier: The configuration's identifier.
    ///   - screen: What the system commits; `nil` when it does not say, which
    ///     commits the preview.
    package func commitAnimationCompleted(_ identifier: String, committing screen: (any Screen)?) {
        guard let session = sessionID(from: identifier) else { return }
        if let screen, case .menu(_, session, _, .committing) = machine.phase,
            let peek = driver.engine.bridgeSession(session), peek.previewScreen !== screen
        {
            driver.engine.publishPreparedPeek(session)  // A tapped preview was seen (U2).
            // Publishing called observers (user code): refuse only the peek that is still this one (S22).
            guard driver.engine.bridgeSession(session) != nil else { return }
            try? driver.engine.commit(screen)  // Refused: interrupts commitOfDifferentScreen (S9).
            return
        }
        driver.send(.commitAnimationCompleted(session))
    }

    /// `willEndFor(_:animator:)`; `animated` when the system passed an
    /// animator, whose completion goes to ``endAnimationCompleted(_:)``.
    package func willEnd(_ identifier: String, animated: Bool) {
        guard let session = sessionID(from: identifier) else { return }
        if machine.session == session {
            // The press is over, whatever its menu still animates (U1, U7).
            driver.engine.closeBridgePress(of: session)
        }
        driver.send(.willEnd(session, animated: animated))
    }

    /// The completion of the animator passed to ``willEnd(_:animated:)``.
    package func endAnimationCompleted(_ identifier: String) {
        send(identifier, ContextMenuStateMachine.Event.endAnimationCompleted)
    }

    /// A menu item's handler: selects the action `id` (S24).
    package func itemChosen(_ id: PreviewAction.ID, in identifier: String) {
        send(identifier) { .itemChosen($0, id) }
    }

    /// The number that names `item` for the machine: the last row's number if it is the same
    /// row, a new one otherwise.
    private func number(of item: AnyHashable) -> Int {
        if let lastItem, lastItem.item == item { return lastItem.number }
        let number = (lastItem?.number ?? 0) &+ 1
        lastItem = (item, number)
        return number
    }

    private func send(_ identifier: String, _ event: (SessionID) -> ContextMenuStateMachine.Event) {
        guard let session = sessionID(from: identifier) else { return }
        driver.send(event(session))
    }

    /// The session `identifier` names (U7): the last configuration's at the
    /// cost of one comparison, any other read strictly.
    private func sessionID(from identifier: String) -> SessionID? {
        if let last = lastIdentifier, last.identifier == identifier {
            return last.session
        }
        return ContextMenuConfiguration.sessionID(from: identifier)
    }
}
