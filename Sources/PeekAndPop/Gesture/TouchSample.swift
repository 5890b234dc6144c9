/// One observation of a touch: where it is, how hard it presses, when, and in which phase (S20).
///
/// Hosts turn their platform's touch events into samples (on iOS, one per `UITouch` in
/// `touchesBegan`/`Moved`/`Ended`/`Cancelled`) and feed them to a ``PeekRecognizer``.
///
/// ```swift
/// let sample = TouchSample(
///     location: Point(x: 120, y: 48),
///     force: 1.4,
///     maximumPossibleForce: 6.67,
///     timestamp: clock.now.offset,
///     phase: .moved
/// )
/// ```
///
/// A sample is a plain value and accepts any numbers; the recognizer validates it (S21).
/// A sample is well formed when its location and force are finite, its maximum force is finite
/// and positive, `0 ≤ force ≤ maximumPossibleForce`, and its timestamp is not earlier than the
/// recognizer's latest time.
///
/// Hosts without pressure sensing (and `UITouch` on devices without 3D Touch, which reports a
/// `maximumPossibleForce` of 0) should use a ``RecognitionMode/longPress(_:)`` recognizer and
/// report `force: 0, maximumPossibleForce: 1`: a maximum of 0 is rejected in every mode.
///
/// `TouchSample` is `Sendable`.
public struct TouchSample: Sendable, Hashable, Codable {
    /// Where the touch is, in the coordinates of the view the recognizer watches.
    public var location: Point

    /// The force of the touch, in the platform's units (on UIKit, 1.0 is an average touch).
    ///
    /// Must be finite and within `0...maximumPossibleForce`. Ignored in long-press mode, but
    /// still validated.
    public var force: Double

    /// The highest force the hardware can report, in the same units as ``force``.
    ///
    /// Must be finite and greater than 0. Thresholds are fractions of it (``PressureThresholds``).
    public var maximumPossibleForce: Double

    /// When the sample was taken: an instant of the injected clock, expressed as the offset from
    /// that clock's origin (S20).
    ///
    /// For `ManualClock` this is `Instant.offset`; for a real clock, the host picks an origin
    /// once and reports `origin.duration(to: instant)`. Time never comes from frames. Samples
    /// fed to one recognizer must not go backwards; equal timestamps are allowed. A `Duration`
    /// is always finite, so a timestamp can be malformed only by going backwards.
    public var timestamp: Duration

    /// The stage of the touch this sample reports.
    public var phase: TouchPhase

    /// Creates a sample from its components.
    ///
    /// - Parameters:
    ///   - location: Where the touch is.
    ///   - force: The force of the touch.
    ///   - maximumPossibleForce: The highest force the hardware can report.
    ///   - timestamp: The offset of the sample's instant from the injected clock's origin.
    ///   - phase: The stage of the touch.
    public init(location: Point, force: Double, maximumPossibleForce: Double, timestamp: Duration, phase: TouchPhase) {
        self.location = location
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.timestamp = timestamp
        self.phase = phase
    }
}
