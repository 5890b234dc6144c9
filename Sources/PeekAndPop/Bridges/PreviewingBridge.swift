/// Drives a ``PeekEngine`` from 3D Touch's previewing callbacks
/// (`UIViewControllerPreviewingDelegate`) through a
/// ``PreviewingStateMachine`` (P1–P4).
///
/// The host's glue forwards each callback and does what the bridge answers;
/// it decides nothing:
///
/// ```swift
/// func previewingContext(_ previewing: UIViewControllerPreviewing,
///                        viewControllerForLocation location: CGPoint) -> UIViewController? {
///     bridge.preview(for: context, at: Point(location)) as? UIViewController
/// }
/// func previewingContext(_ previewing: UIViewControllerPreviewing, commit vc: UIViewController) {
///     bridge.commit()
/// }
/// ```
///
/// When the engine ends the peek for its own reasons, ``onDismissSystemPreview``
/// is called so that the host takes down the system's preview (P3).
@MainActor
package final class PreviewingBridge {
    private let driver: BridgeDriver<PreviewingStateMachine>

    /// Creates a bridge over `engine`.
    package init(engine: PeekEngine) {
        driver = BridgeDriver(engine: engine, machine: PreviewingStateMachine())
    }

    /// Called when the engine ended the peek for its own reasons; the host
    /// cancels the system's preview (P3).
    package var onDismissSystemPreview: (@MainActor (SessionID) -> Void)? {
        get { driver.onDismissSystemPreview }
        set { driver.onDismissSystemPreview = newValue }
    }

    /// The state machine, for inspection.
    package var machine: PreviewingStateMachine { driver.machine }

    /// `previewingContext(_:viewControllerForLocation:)`: the preview to show,
    /// or `nil`. Every request of one press shares its gesture (P1, S10).
    ///
    /// - Parameters:
    ///   - context: The registration the system asks about.
    ///   - location: The press, in the source view's coordinates.
    ///   - canShow: Whether the system can be handed the preview, asked
    ///     when `onPeek` has returned and before `inPeek` is published; the
    ///     glue answers `false` for a view controller that already has a
    ///     parent (U4). A preview it cannot show is no preview: nothing is
    ///     published and nothing stays frozen (U2).
    /// - Returns: The preview screen, if this request began a peek.
    package func preview(
        for context: PreviewingContext, at location: Point, canShow: (@MainActor (any Screen) -> Bool)? = nil
    ) -> (any Screen)? {
        driver.request(.previewRequested(context.id, at: location), context: context, canShow: canShow)?.screen
    }

    /// The session of the peek this bridge is showing, if any.
    package var session: SessionID? { machine.session }

    /// `previewingContext(_:commit:)`: pops the peek (S7).
    package func commit() {
        driver.send(.commitRequested)
    }

    /// A preview action item was chosen: selects the action (S24, P4).
    package func selectAction(_ id: PreviewAction.ID) {
        driver.send(.actionChosen(id))
    }

    /// The system's preview went away without a commit: the peek ends
    /// ``InterruptionReason/released``.
    package func previewDidDisappear() {
        driver.send(.previewDisappeared)
    }

    /// The preview of `session` went away without a commit: the peek ends
    /// ``InterruptionReason/released`` if it is still the one this bridge
    /// shows; a late call about an earlier session changes nothing (U7).
    package func previewDidDisappear(of session: SessionID) {
        guard machine.session == session else { return }
        driver.send(.previewDisappeared)
    }

    /// The preview action items of the peek that is showing, for the preview
    /// screen's `previewActionItems` (P4).
    package var previewActionItems: [PreviewMenuElement] {
        guard let session = machine.session, let peek = driver.engine.activePeek, peek.sessionID == session else {
            return []
        }
        return PreviewMenuElement.elements(for: peek.actions)
    }
}
