/// What a ``PeekRecognizer`` reports for one input, in order (S20).
///
/// Every call of ``PeekRecognizer/handle(_:)``, ``PeekRecognizer/advance(to:)`` and
/// ``PeekRecognizer/dismissPreview()`` returns the events it caused, in the order they happened.
/// A typical force press:
///
/// ```text
/// .began(location:)                       touch down
/// .previewProgress(0.4), .previewProgress(0.8)
/// .previewProgress(1), .peek(location:)   show the preview
/// .commitProgress(0.5)
/// .commitProgress(1), .pop(location:)     commit
/// .ended                                  finger lifted
/// ```
///
/// Each gesture starts with ``began(location:)``, which implies that both progress values are
/// back to 0. Progress events are published only when the value changes, and always before the
/// crossing they lead to (`.previewProgress(1)` before `.peek`, `.commitProgress(1)` before
/// `.pop`). A gesture has at most one of ``pop(location:)``, ``cancelled(_:)`` and
/// ``failed(_:)``.
///
/// `RecognizerEvent` is `Sendable`.
public enum RecognizerEvent: Sendable, Hashable {
    /// A touch went down and a new gesture started at `location`; both progress values are 0.
    case began(location: Point)

    /// The preview progress changed to the given value, in `0...1`.
    case previewProgress(Double)

    /// The gesture peeked at `location`: the host asks for a preview and shows it.
    case peek(location: Point)

    /// The commit progress changed to the given value, in `0...1`.
    case commitProgress(Double)

    /// The gesture popped at `location`: the host commits the previewed screen.
    case pop(location: Point)

    /// The gesture ended without a pop, for the given reason; the host discards the preview, if
    /// any.
    case cancelled(CancelReason)

    /// The gesture failed before the peek, for the given reason.
    case failed(FailReason)

    /// The touch ended after the gesture had already reached its outcome while it was down: after
    /// a pop, a failure, or ``PeekRecognizer/dismissPreview()``. In long-press mode it also
    /// follows the pop, because the tap that pops ends its touch at once.
    ///
    /// The recognizer is ready for the next touch, which starts with ``began(location:)``.
    case ended
}

extension RecognizerEvent {
    /// Why a gesture ended without a pop.
    ///
    /// `CancelReason` is `Sendable`.
    public enum CancelReason: String, Sendable, Hashable, Codable, CaseIterable {
        /// The user let go before the pop (force mode, or long-press mode before the peek), or the
        /// host dismissed the preview with ``PeekRecognizer/dismissPreview()``.
        case released

        /// The system cancelled the touch (a sample with phase ``TouchPhase/cancelled``).
        case touchCancelled
    }

    /// Why a gesture failed.
    ///
    /// `FailReason` is `Sendable`.
    public enum FailReason: String, Sendable, Hashable, Codable, CaseIterable {
        /// The finger moved farther than the allowable movement from where it went down, before
        /// the peek: the user is scrolling, and scrolling wins.
        case movedBeyondAllowance
    }
}
