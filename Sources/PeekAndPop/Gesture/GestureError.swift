/// The error a gesture recognizer or its configuration throws (S21).
///
/// Inspect ``code`` to react to a kind of error; ``message`` is for people and may change.
///
/// ```swift
/// do {
///     events = try recognizer.handle(sample)
/// } catch where error.code == .timestampWentBackwards {
///     // A stale sample: drop it. The recognizer is unchanged.
/// }
/// ```
///
/// Whenever a ``PeekRecognizer`` throws, it has changed nothing: its state, progress, touch and
/// latest time are exactly as before the call.
///
/// `GestureError` is `Sendable`.
public struct GestureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable, comparable error code: ``ErrorCode`` for ``GestureError``, whose
    /// codes it lists.
    public typealias Code = ErrorCode<GestureError>

    /// What went wrong.
    public let code: Code

    /// A human-readable explanation, naming the offending values.
    public let message: String

    init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// A description of the error: its code and message.
    public var description: String {
        "GestureError(\(code)): \(message)"
    }
}

extension ErrorCode where Failure == GestureError {
    /// A sample's location or force is NaN or infinite (S21).
    public static var nonFiniteValue: Self { Self(#function) }

    /// A sample's force is below zero (S21).
    public static var negativeForce: Self { Self(#function) }

    /// A sample's force is greater than its maximum possible force (S21).
    public static var forceAboveMaximum: Self { Self(#function) }

    /// A sample's maximum possible force is zero, negative, NaN or infinite (S21).
    public static var invalidMaximumForce: Self { Self(#function) }

    /// A sample's timestamp, or the time given to ``PeekRecognizer/advance(to:)``, is earlier
    /// than the latest time the recognizer has seen (S21).
    public static var timestampWentBackwards: Self { Self(#function) }

    /// A `moved`, `stationary`, `ended` or `cancelled` sample arrived while no touch was down
    /// (S21).
    public static var noTouchDown: Self { Self(#function) }

    /// A `began` sample arrived while a touch was already down (S21).
    public static var touchAlreadyDown: Self { Self(#function) }

    /// A sample's timestamp, or the time given to ``PeekRecognizer/advance(to:)``, is so far from
    /// the touch-down time that the time between them, or a long press's deadline, is not a
    /// representable `Duration` (about ±1.7 × 10²⁰ seconds) (S21).
    public static var timestampOutOfRange: Self { Self(#function) }

    /// Pressure thresholds break `0 < peek < pop ≤ 1` or `0 ≤ hysteresis < peek`.
    public static var invalidThresholds: Self { Self(#function) }

    /// A long-press configuration has a minimum duration that is not positive, or an
    /// allowable movement that is negative or NaN.
    public static var invalidConfiguration: Self { Self(#function) }
}
