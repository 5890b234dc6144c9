/// What a bridge's state machine asks its driver to do, in order (P1–P4).
///
/// The state machines of `Bridges/` are pure: they take a system's callbacks
/// as plain values and return these actions. A driver (``PreviewingBridge``,
/// ``ContextMenuBridge``, ``PreviewInteractionBridge``) performs them on a
/// ``PeekEngine`` and on the host, and feeds back what came of them.
package enum BridgeAction: Hashable, Sendable, CustomStringConvertible {
    /// Ask the engine for a preview of `context` at `location`, for the press
    /// `gesture`; `nil` starts a new press (P1, S10).
    ///
    /// The drivers ask with the engine's press, which every bridge of one
    /// engine shares, so that one press peeks once whichever bridges the
    /// system asks (U1): a press stays open until its peek ends.
    case requestPreview(ContextID, at: Point, gesture: GestureID?)
    /// Answer the system again with the configuration of `session`, which this
    /// press already produced (a context menu's configuration asked for twice).
    case reuseConfiguration(SessionID)
    /// Publish `inPeek` for the prepared `session`: the system is about to
    /// show its preview (U2).
    case publish(SessionID)
    /// Pop `session` (S7), where the system commits (P2); a prepared session
    /// is published first (U2).
    case commit(SessionID)
    /// End `session` without navigation (S8).
    case interrupt(SessionID, InterruptionReason)
    /// Choose the preview action `id` of `session` (S24, P4).
    case selectAction(SessionID, PreviewAction.ID)
    /// The engine ended `session` for its own reasons: the host takes down the
    /// system's preview or menu (P3).
    case dismissSystemPreview(SessionID)

    package var description: String {
        switch self {
        case .requestPreview(let context, let location, let gesture?):
            "requestPreview(\(context), at: \(location), \(gesture))"
        case .requestPreview(let context, let location, nil):
            "requestPreview(\(context), at: \(location), new press)"
        case .reuseConfiguration(let session): "reuseConfiguration(\(session))"
        case .publish(let session): "publish(\(session))"
        case .commit(let session): "commit(\(session))"
        case .interrupt(let session, let reason): "interrupt(\(session), \(reason))"
        case .selectAction(let session, let id): "selectAction(\(session), \(id))"
        case .dismissSystemPreview(let session): "dismissSystemPreview(\(session))"
        }
    }
}
