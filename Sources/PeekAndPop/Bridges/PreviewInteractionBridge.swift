/// Drives a ``PeekEngine`` from `UIPreviewInteraction`'s callbacks
/// (`UIPreviewInteractionDelegate`) through a
/// ``PreviewInteractionStateMachine`` (P1–P3).
///
/// ```swift
/// func previewInteractionShouldBegin(_ interaction: UIPreviewInteraction) -> Bool {
///     bridge.shouldBegin(for: context, at: Point(interaction.location(in: sourceView)))
/// }
/// ```
///
/// When the engine ends the peek for its own reasons, ``onDismissSystemPreview``
/// is called so that the host cancels the interaction (P3).
@MainActor
package final class PreviewInteractionBridge {
    private let driver: BridgeDriver<PreviewInteractionStateMachine>

    /// Creates a bridge over `engine`.
    package init(engine: PeekEngine) {
        driver = BridgeDriver(engine: engine, machine: PreviewInteractionStateMachine())
    }

    /// Called when the engine ended the peek for its own reasons; the host
    /// calls the interaction's `cancel()` (P3).
    package var onDismissSystemPreview: (@MainActor (SessionID) -> Void)? {
        get { driver.onDismissSystemPreview }
        set { driver.onDismissSystemPreview = newValue }
    }

    /// The state machine, for inspection (its progress values included).
    package var machine: PreviewInteractionStateMachine { driver.machine }

    /// The preview screen of the interaction under way, if any.
    package var previewScreen: (any Screen)? {
        guard let session = machine.session, let peek = driver.engine.activePeek, peek.sessionID == session else {
            return nil
        }
        return peek.previewScreen
    }

    /// `previewInteractionShouldBegin(_:)`: whether there is a preview.
    ///
    /// - Parameters:
    ///   - context: The registration of the interaction's view.
    ///   - location: The press, in the source view's coordinates.
    ///   - canShow: Whether the preview can be shown, asked when `onPeek`
    ///     has returned and before `inPeek` is published (U4); a preview
    ///     that cannot is no preview: nothing is published and nothing stays
    ///     frozen (U2).
    /// - Returns: Whether this request began a peek; its screen is
    ///   ``previewScreen``.
    package func shouldBegin(
        for context: PreviewingContext, at location: Point, canShow: (@MainActor (any Screen) -> Bool)? = nil
    ) -> Bool {
        driver.request(.shouldBegin(context.id, at: location), context: context, canShow: canShow) != nil
    }

    /// `previewInteraction(_:didUpdatePreviewTransition:ended:)`.
    package func didUpdatePreviewTransition(_ progress: Double, ended: Bool) {
        driver.send(.previewProgress(progress, ended: ended))
    }

    /// `previewInteraction(_:didUpdateCommitTransition:ended:)`; pops when
    /// `ended` (S7).
    package func didUpdateCommitTransition(_ progress: Double, ended: Bool) {
        driver.send(.commitProgress(progress, ended: ended))
    }

    /// `previewInteractionDidCancel(_:)`: a peek that did not pop ends
    /// ``InterruptionReason/released``.
    package func didCancel() {
        driver.send(.cancelled)
    }
}
