/// Where a ``PeekRecognizer`` is in its gesture (S20).
///
/// ```text
/// possible ─began─▶ tracking ─peek─▶ peeking ─pop─▶ popped
///                      │               │
///                      ├─▶ failed      └─▶ cancelled
///                      └─▶ cancelled
/// ```
///
/// The outcomes `popped`, `cancelled` and `failed` stay until the next `began` sample starts a
/// new gesture (or ``PeekRecognizer/reset()``). Whether a finger is down is reported separately,
/// by ``PeekRecognizer/isTouchDown``.
///
/// `RecognizerState` is `Sendable`.
public enum RecognizerState: String, Sendable, Hashable, Codable, CaseIterable {
    /// No touch has begun since the recognizer was created or reset.
    case possible

    /// A touch is down and the gesture has not peeked yet.
    case tracking

    /// The preview is shown: the gesture peeked and has neither popped nor been cancelled.
    ///
    /// In long-press mode the finger may have lifted: the preview stays until a tap pops it or
    /// it is dismissed.
    case peeking

    /// The gesture popped: the host commits the previewed screen.
    case popped

    /// The gesture ended without a pop: released before the pop, cancelled by the system, or
    /// dismissed by the host.
    case cancelled

    /// The finger moved beyond the allowance before the peek (scrolling wins).
    case failed
}
