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

extension GestureError {
    /// The kind of a ``GestureError``.
    ///
    /// A struct with static members rather than an enum, so that new codes can be added without
    /// breaking `switch` statements in client code. Compare with `==` or match in `catch where`.
    ///
    /// `Code` is `Sendable`.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Storage: String, Sendable, Hashable {
            case nonFiniteValue
            case negativeForce
            case forceAboveMaximum
            case invalidMaximumForce
            case timestampWentBackwards
            case noTouchDown
            case touchAlreadyDown
            case timestampOutOfRange
            case invalidThresholds
            case invalidConfiguration
        }

        let storage: Storage

        private init(_ storage: Storage) {
            self.storage = storage
        }

        /// The name of the code, for example `"negativeForce"`.
        public var description: String {
            storage.rawValue
        }

        /// A sample's location or force is NaN or infinite (S21).
        public static let nonFiniteValue = Code(.nonFiniteValue)

        /// A sample's force is below zero (S21).
        public static let negativeForce = Code(.negativeForce)

        /// A sample's force is greater than its maximum possible force (S21).
        public static let forceAboveMaximum = Code(.forceAboveMaximum)

        /// A sample's maximum possible force is zero, negative, NaN or infinite (S21).
        public static let invalidMaximumForce = Code(.invalidMaximumForce)

        /// A sample's timestamp, or the time given to ``PeekRecognizer/advance(to:)``, is earlier
        /// than the latest time the recognizer has seen (S21).
        public static let timestampWentBackwards = Code(.timestampWentBackwards)

        /// A `moved`, `stationary`, `ended` or `cancelled` sample arrived while no touch was down
        /// (S21).
        public static let noTouchDown = Code(.noTouchDown)

        /// A `began` sample arrived while a touch was already down (S21).
        public static let touchAlreadyDown = Code(.touchAlreadyDown)

        /// A sample's timestamp, or the time given to ``PeekRecognizer/advance(to:)``, is so far from
        /// the touch-down time that the time between them, or a long press's deadline, is not a
        /// representable `Duration` (about ±1.7 × 10²⁰ seconds) (S21).
        public static let timestampOutOfRange = Code(.timestampOutOfRange)

        /// Pressure thresholds break `0 < peek < pop ≤ 1` or `0 ≤ hysteresis < peek`.
        public static let invalidThresholds = Code(.invalidThresholds)

        /// A long-press configuration has a minimum duration that is not positive, or an
        /// allowable movement that is negative or NaN.
        public static let invalidConfiguration = Code(.invalidConfiguration)
    }
}
