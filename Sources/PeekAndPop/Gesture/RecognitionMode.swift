/// How a ``PeekRecognizer`` decides to peek and pop (S20).
///
/// ```swift
/// var pressure = PeekRecognizer(mode: .force(.default))
/// var wider = PeekRecognizer(mode: .force(.default, allowableMovement: 20))
/// var hold = PeekRecognizer(mode: .longPress(.default))
/// ```
///
/// `RecognitionMode` is `Sendable`.
public enum RecognitionMode: Sendable, Hashable {
    /// Pressure: peek when the force reaches `thresholds.peek` of the maximum, pop when it
    /// reaches `thresholds.pop`.
    ///
    /// `allowableMovement` is how far, in points, the finger may move from where it went down
    /// before the peek without failing the gesture; exactly that far is allowed, `.infinity`
    /// disables the check. It must be `≥ 0` and not NaN: ``PeekRecognizer/init(mode:)`` traps
    /// otherwise, because a mode is a constant of the host's code, not runtime input.
    case force(PressureThresholds, allowableMovement: Double = 10)

    /// Holding still: peek once the finger has stayed down within the allowance for the minimum
    /// duration; a later tap on the preview pops.
    case longPress(LongPressConfiguration)

    /// How far, in points, the finger may move before the peek without failing the gesture.
    public var allowableMovement: Double {
        switch self {
        case .force(_, let allowableMovement):
            allowableMovement
        case .longPress(let configuration):
            configuration.allowableMovement
        }
    }
}
