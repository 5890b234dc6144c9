import PeekAndPop

/// Builders for the gesture tests: samples on a millisecond timeline with a maximum force of 4,
/// so that force fractions are exact binary fractions.
enum GestureFixtures {
    /// Where test touches go down.
    static let origin = Point(x: 100, y: 200)

    /// The maximum possible force of test samples.
    static let maximumForce = 4.0

    /// Thresholds with exact binary fractions: peek at a force of 1, pop at 3 (of 4).
    static let thresholds = try! PressureThresholds(peek: 0.25, pop: 0.75, hysteresis: 0.125)

    /// A sample at `milliseconds` on the injected clock, `dx`/`dy` points from ``origin``.
    static func sample(
        _ phase: TouchPhase,
        at milliseconds: Int64 = 0,
        dx: Double = 0,
        dy: Double = 0,
        force: Double = 0,
        maximum: Double = maximumForce
    ) -> TouchSample {
        TouchSample(
            location: origin.offsetBy(dx: dx, dy: dy),
            force: force,
            maximumPossibleForce: maximum,
            timestamp: .milliseconds(milliseconds),
            phase: phase
        )
    }

    /// A point `dx`/`dy` points from ``origin``.
    static func point(dx: Double = 0, dy: Double = 0) -> Point {
        origin.offsetBy(dx: dx, dy: dy)
    }

    /// A force-mode recognizer with ``thresholds``.
    static func forceRecognizer(allowableMovement: Double = 10) -> PeekRecognizer {
        PeekRecognizer(mode: .force(thresholds, allowableMovement: allowableMovement))
    }

    /// A long-press recognizer with the default configuration (500 ms, 10 points).
    static func longPressRecognizer() -> PeekRecognizer {
        PeekRecognizer(mode: .longPress(.default))
    }
}
