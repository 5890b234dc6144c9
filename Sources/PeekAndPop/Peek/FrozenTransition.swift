/// The ordered transitions captured for one peek, plus the preview screen (S2–S4).
///
/// A read-only view for display and diagnostics: the engine commits or
/// discards the transitions themselves.
@MainActor
public struct FrozenTransition {
    /// One captured transition.
    public struct Entry: Hashable, Sendable {
        /// The transition's identifier.
        public let id: TransitionID
        /// What it does.
        public let kind: TransitionKind
        /// Its description.
        public let label: String
    }

    /// The session the transitions were captured for.
    public let sessionID: SessionID
    /// The captured transitions, in the order they reached the seam.
    public let entries: [Entry]
    /// The screen shown as the preview: the destination of the first captured
    /// transition that shows one.
    public let previewScreen: any Screen
}

/// What a peek looks like while it is active.
@MainActor
public struct ActivePeek {
    /// The session.
    public let sessionID: SessionID
    /// The registration whose `onPeek` produced the preview.
    public let context: PreviewingContext
    /// Where the press is, in the source view's coordinates.
    public let location: Point
    /// The press, if the request named one.
    public let gestureID: GestureID?
    /// The source rect for this session (S15).
    public let sourceRect: Rect
    /// The frozen transition, including the preview screen.
    public let frozenTransition: FrozenTransition
    /// When the peek began, as an offset from the engine's clock origin.
    public let startedAt: Duration
    /// The preview actions the peek offers, in order (S24).
    public let actions: [PreviewAction]

    /// The preview screen.
    public var previewScreen: any Screen { frozenTransition.previewScreen }
}
