import PeekAndPop

/// A scripted force curve: keyframes of force over time, played by
/// ``ForceTouchSimulator/play(_:)`` one sample per time step, with linear
/// interpolation between keyframes.
///
/// ```swift
/// // Press quickly to 90% of maximum, ease off to 40%, then lift.
/// let curve = ForceCurve([
///     .init(at: .milliseconds(60), fraction: 0.9),
///     .init(at: .milliseconds(200), fraction: 0.4),
/// ])
/// ```
public struct ForceCurve: Sendable, Hashable {
    /// One point of the curve.
    public struct Keyframe: Sendable, Hashable {
        /// When, from the start of the curve.
        public var time: Duration
        /// The force as a fraction of the maximum possible force (0…1).
        public var fraction: Double

        /// Creates a keyframe.
        public init(at time: Duration, fraction: Double) {
            self.time = time
            self.fraction = fraction
        }
    }

    /// The keyframes, in time order.
    public var keyframes: [Keyframe]

    /// Creates a curve; keyframes are sorted by time.
    public init(_ keyframes: [Keyframe]) {
        self.keyframes = keyframes.sorted { $0.time < $1.time }
    }

    /// A straight ramp to `fraction` over `duration`.
    public static func ramp(to fraction: Double, over duration: Duration) -> ForceCurve {
        ForceCurve([Keyframe(at: duration, fraction: fraction)])
    }
}
