/// The stage of a touch that a ``TouchSample`` reports.
///
/// One touch is a `began` sample, any number of `moved` and `stationary` samples, and one
/// `ended` or `cancelled` sample, in that order (S20). A ``PeekRecognizer`` rejects samples that
/// break this order with ``ErrorCode/noTouchDown`` or ``ErrorCode/touchAlreadyDown``
/// (S21).
///
/// `TouchPhase` is `Sendable`.
public enum TouchPhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// The finger touched the surface: the first sample of a touch.
    case began

    /// The finger moved or its force changed.
    case moved

    /// The finger is still down and did not move; the sample reports the time, and possibly a
    /// new force.
    case stationary

    /// The finger left the surface: the last sample of a touch.
    case ended

    /// The system took the touch away (an incoming call, a gesture of the system): the last
    /// sample of a touch. It is not user input: a recognizer does not evaluate its location,
    /// force or time, it only cancels.
    case cancelled
}
