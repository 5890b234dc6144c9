/// What a ``PeekInteraction`` did with the touches it was fed, published on its
/// ``PeekInteraction/events`` bus and returned from each call.
public enum PeekInteractionEvent: Sendable, Hashable, CustomStringConvertible {
    /// A finger went down.
    case touchBegan(Point)
    /// The preview progress changed (0…1; 1 at the peek threshold), for hosts
    /// that blur the surroundings as pressure rises.
    case previewProgress(Double)
    /// The press reached peek and the engine showed a preview.
    case peeked(SessionID, preview: String)
    /// The press reached peek but no registered source under it produced a preview.
    case noPreview(Point)
    /// The commit progress changed (0…1; 1 at the pop threshold).
    case commitProgress(Double)
    /// The press reached pop and the frozen transitions were committed (S7).
    case popped(SessionID)
    /// The press reached pop but the commit failed; nothing was performed (S9).
    case commitFailed(PeekError.Code)
    /// The user chose a preview action: the session ended `actionSelected`
    /// and the action's handler ran (S24).
    case actionSelected(SessionID, PreviewAction.ID)
    /// The user chose a preview action but the engine refused it; nothing
    /// changed (S24).
    case actionFailed(PeekError.Code)
    /// The finger lifted before pop; the peek, if any, was interrupted
    /// (``InterruptionReason/released``).
    case released(SessionID?)
    /// The system cancelled the touch; the peek, if any, was interrupted
    /// (``InterruptionReason/released``).
    case touchCancelled(SessionID?)
    /// The gesture failed before peek: the finger moved too far (scrolling wins, S20).
    case failed(RecognizerEvent.FailReason)
    /// The touch ended; the interaction is ready for the next press.
    case ended

    public var description: String {
        switch self {
        case .touchBegan(let point): "touchBegan(\(point.x), \(point.y))"
        case .previewProgress(let progress): "previewProgress(\(Self.percent(progress)))"
        case .peeked(let session, let preview): "peeked(\(session), \(preview))"
        case .noPreview: "noPreview"
        case .commitProgress(let progress): "commitProgress(\(Self.percent(progress)))"
        case .popped(let session): "popped(\(session))"
        case .commitFailed(let code): "commitFailed(\(code))"
        case .actionSelected(let session, let id): "actionSelected(\(session), \(id))"
        case .actionFailed(let code): "actionFailed(\(code))"
        case .released(let session): "released(\(session.map(\.description) ?? "no peek"))"
        case .touchCancelled(let session): "touchCancelled(\(session.map(\.description) ?? "no peek"))"
        case .failed(let reason): "failed(\(reason.rawValue))"
        case .ended: "ended"
        }
    }

    private static func percent(_ value: Double) -> String {
        "\(Int((value * 100).rounded()))%"
    }

    /// Whether this is a progress event (which a test often filters out).
    public var isProgress: Bool {
        switch self {
        case .previewProgress, .commitProgress: true
        default: false
        }
    }
}
