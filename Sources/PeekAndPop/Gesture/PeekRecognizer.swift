/// A pure state machine that turns touch samples into peek and pop (S20, S21).
///
/// A recognizer reads no clock, holds no closures and touches no globals: every input is a
/// method call and every output is the array of ``RecognizerEvent``s that call returns. Time
/// comes only from sample timestamps and ``advance(to:)``, both instants of the host's injected
/// clock, never from frames.
///
/// ```swift
/// var recognizer = PeekRecognizer(mode: .force(.default))
/// for sample in samples {
///     for event in try recognizer.handle(sample) {
///         switch event {
///         case .peek(let location): showPreview(at: location)
///         case .pop: commitPreview()
///         case .cancelled: discardPreview()
///         default: break
///         }
///     }
/// }
/// ```
///
/// **Force mode** (``RecognitionMode/force(_:allowableMovement:)``). A `began` sample starts a
/// gesture (``RecognizerState/tracking``). Preview progress is `(force/max) / thresholds.peek`;
/// when `force/max ≥ thresholds.peek` the gesture peeks (``RecognizerState/peeking``) and preview
/// progress stays 1. Commit progress runs from 0 at the peek threshold to 1 at the pop threshold,
/// smoothed by the hysteresis described in ``PressureThresholds``; when `force/max ≥
/// thresholds.pop` the gesture pops (``RecognizerState/popped``). One sample can cross both:
/// a very fast press publishes `.peek` then `.pop` for the same sample. A force falling after the
/// peek never cancels. After the pop nothing more happens until the touch ends (`.ended`).
/// Lifting the finger before the pop publishes `.cancelled(.released)`.
///
/// **Long-press mode** (``RecognitionMode/longPress(_:)``). Preview progress is the time held
/// divided by the minimum duration. Once the finger has stayed down within the allowance for the
/// minimum duration since its `began` sample, the gesture peeks, whether that time arrives with
/// a sample or with ``advance(to:)``; a sample at or after that instant is processed as if the
/// instant had passed just before it, so the peek location is the last location reported before
/// it. Lifting the finger after the peek does **not** cancel: the preview stays, like a context
/// menu. The next touch is a tap on the preview: its `began` publishes nothing, and its `ended`
/// publishes `.commitProgress(1)`, `.pop(location:)` and `.ended`. A system cancellation
/// publishes `.cancelled(.touchCancelled)`, and ``dismissPreview()`` (the user tapped elsewhere)
/// publishes `.cancelled(.released)`. Lifting the finger before the peek publishes
/// `.cancelled(.released)`. Commit progress is 0 until the tap.
///
/// **Both modes.** Before the peek, moving the finger farther than the mode's allowable
/// movement from where it went down fails the gesture (`.failed(.movedBeyondAllowance)`:
/// scrolling wins); after the peek movement is allowed. The rest of a failed or popped touch is
/// ignored until it ends, which publishes `.ended`. Within one sample the recognizer applies, in
/// order: the passage of time (long-press), the movement check, the force (force mode), then the
/// phase. A `cancelled` sample is not user input: only its phase is applied, publishing
/// `.cancelled(.touchCancelled)` before the pop, or `.ended` after an outcome.
///
/// **Malformed input** (S21). ``handle(_:)`` and ``advance(to:)`` validate first and throw a
/// ``GestureError`` for a non-finite location or force, a maximum force that is not finite and
/// positive, a negative or over-maximum force, a time earlier than ``latestTime``, a sample
/// other than `began` with no touch down, or a `began` while a touch is down. A call that throws
/// changes nothing.
///
/// `PeekRecognizer` is `Sendable`: it is a value. It is `Hashable`, comparing every part of its
/// state, including the parts that are not public.
public struct PeekRecognizer: Sendable, Hashable {
    /// The role of the touch that is down, if any.
    enum Touch: Sendable, Hashable {
        /// No touch is down.
        case up

        /// The touch that drives the current gesture, before its outcome.
        case gesture

        /// Long-press mode: a touch that began while the preview was shown; its end pops.
        case previewTap

        /// A touch whose gesture already has its outcome (pop, failure, dismissal); its samples
        /// are ignored and its end publishes `.ended`.
        case spent
    }

    /// How this recognizer decides to peek and pop.
    public let mode: RecognitionMode

    /// Where the recognizer is in its gesture.
    public private(set) var state: RecognizerState = .possible

    /// How close the gesture is to peeking, from 0 (at rest or just touched down) to 1 (at the
    /// peek).
    ///
    /// Force mode: `(force/max) / thresholds.peek`, following the force exactly until the peek.
    /// Long-press mode: the time held divided by the minimum duration. It is 1 from the peek on,
    /// keeps its last value after an outcome, and is back to 0 at the next `began`.
    public private(set) var previewProgress: Double = 0

    /// How close the gesture is to popping, from 0 (at the peek threshold) to 1 (at the pop).
    ///
    /// Force mode: `(level - peek) / (pop - peek)`, clamped to `0...1`, where `level` is
    /// `force/max` smoothed by the hysteresis described in ``PressureThresholds``; 0 before the
    /// peek. Long-press mode: 0 until the tap on the preview, then 1. It keeps its last value after
    /// an outcome and is back to 0 at the next `began`.
    public private(set) var commitProgress: Double = 0

    /// The latest time the recognizer has seen: the newest sample timestamp or ``advance(to:)``
    /// time, as an offset from the injected clock's origin; `nil` before the first.
    ///
    /// Samples and ``advance(to:)`` times earlier than this are rejected with
    /// ``ErrorCode/timestampWentBackwards``.
    public private(set) var latestTime: Duration?

    /// The role of the touch that is down, if any.
    var touch: Touch = .up

    /// Where the gesture's touch went down.
    var touchDownLocation: Point = .zero

    /// When the gesture's touch went down.
    var touchDownTime: Duration = .zero

    /// The last location reported for the touch that is down, or that was last down.
    var location: Point = .zero

    /// Force mode, after the peek: `force/max` smoothed by the hysteresis.
    var commitLevel: Double = 0

    /// Creates a recognizer in ``RecognizerState/possible``, with no touch down and no time seen.
    ///
    /// - Parameter mode: How the recognizer decides to peek and pop.
    /// - Precondition: `mode.allowableMovement` is `≥ 0` and not NaN (only a force mode can
    ///   carry an unvalidated allowance).
    public init(mode: RecognitionMode) {
        precondition(mode.allowableMovement >= 0, "allowableMovement must be ≥ 0 and not NaN")
        self.mode = mode
    }

    /// Whether a finger is down on the surface.
    ///
    /// In long-press mode the preview can be shown (``RecognizerState/peeking``) with no finger
    /// down.
    public var isTouchDown: Bool {
        touch != .up
    }

    /// Long-press mode, before the peek: the instant at which the gesture peeks if the finger
    /// stays still, as an offset from the injected clock's origin; `nil` otherwise.
    ///
    /// Hosts sleep on their clock until this instant and then call ``advance(to:)``, so the peek
    /// happens on time even when the platform sends no samples for a still finger.
    public var peekDeadline: Duration? {
        guard touch == .gesture, state == .tracking, case .longPress(let configuration) = mode else {
            return nil
        }
        return touchDownTime + configuration.minimumDuration
    }

    /// Feeds one touch sample to the recognizer.
    ///
    /// - Parameter sample: The sample, taken no earlier than ``latestTime``.
    /// - Returns: The events the sample caused, in order; often empty.
    /// - Throws: ``GestureError`` when the sample is malformed (S21). The recognizer is then
    ///   unchanged.
    public mutating func handle(_ sample: TouchSample) throws(GestureError) -> [RecognizerEvent] {
        try validate(sample)
        var events: [RecognizerEvent] = []
        switch sample.phase {
        case .began:
            begin(with: sample, into: &events)
        case .moved, .stationary:
            follow(sample, into: &events)
        case .ended:
            follow(sample, into: &events)
            endTouch(at: sample.location, into: &events)
        case .cancelled:
            cancelTouch(into: &events)
        }
        latestTime = sample.timestamp
        return events
    }

    /// Lets time pass with no new sample, as when a finger stays perfectly still.
    ///
    /// In long-press mode, before the peek, this updates the preview progress and peeks once
    /// `time` reaches ``peekDeadline``, at the last reported location. Otherwise it only records
    /// the time.
    ///
    /// - Parameter time: The current instant of the injected clock, as an offset from its origin;
    ///   no earlier than ``latestTime``.
    /// - Returns: The events the passage of time caused, in order; often empty.
    /// - Throws: ``GestureError`` with code ``ErrorCode/timestampWentBackwards`` when
    ///   `time` is earlier than ``latestTime``. The recognizer is then unchanged.
    public mutating func advance(to time: Duration) throws(GestureError) -> [RecognizerEvent] {
        try validate(time: time)
        var events: [RecognizerEvent] = []
        if touch == .gesture, state == .tracking, case .longPress(let configuration) = mode {
            elapse(to: time, configuration, into: &events)
        }
        latestTime = time
        return events
    }

    /// Dismisses the shown preview without popping, as when the user taps outside it.
    ///
    /// While ``RecognizerState/peeking`` this publishes `.cancelled(.released)`; if a finger is
    /// down, the rest of its touch is ignored and its end publishes `.ended`. In any other state
    /// it does nothing and returns no event.
    ///
    /// - Returns: `[.cancelled(.released)]`, or nothing when no preview is shown.
    public mutating func dismissPreview() -> [RecognizerEvent] {
        guard state == .peeking else {
            return []
        }
        state = .cancelled
        if touch != .up {
            touch = .spent
        }
        return [.cancelled(.released)]
    }

    /// Forgets everything: the recognizer becomes equal to a new one with the same mode.
    ///
    /// Publishes nothing. A touch that was down is forgotten too, so its further samples are
    /// rejected with ``ErrorCode/noTouchDown``; hosts drop them until the next `began`.
    public mutating func reset() {
        self = PeekRecognizer(mode: mode)
    }
}

extension PeekRecognizer {
    /// Starts a gesture, or, in long-press mode with the preview shown, a tap on the preview.
    private mutating func begin(with sample: TouchSample, into events: inout [RecognizerEvent]) {
        if case .longPress = mode, state == .peeking {
            touch = .previewTap
            location = sample.location
            return
        }
        state = .tracking
        touch = .gesture
        touchDownLocation = sample.location
        touchDownTime = sample.timestamp
        location = sample.location
        previewProgress = 0
        commitProgress = 0
        commitLevel = 0
        events.append(.began(location: sample.location))
        if case .force(let thresholds, _) = mode {
            applyForce(sample.force / sample.maximumPossibleForce, thresholds, into: &events)
        }
    }

    /// Applies the time, location and force of a `moved`, `stationary` or `ended` sample.
    private mutating func follow(_ sample: TouchSample, into events: inout [RecognizerEvent]) {
        guard touch == .gesture else {
            location = sample.location
            return
        }
        if state == .tracking, case .longPress(let configuration) = mode {
            elapse(to: sample.timestamp, configuration, into: &events)
        }
        if state == .tracking, touchDownLocation.distance(to: sample.location) > mode.allowableMovement {
            state = .failed
            touch = .spent
            location = sample.location
            events.append(.failed(.movedBeyondAllowance))
            return
        }
        location = sample.location
        if case .force(let thresholds, _) = mode {
            applyForce(sample.force / sample.maximumPossibleForce, thresholds, into: &events)
        }
    }

    /// Force mode: updates the progress and crosses the thresholds for a force fraction.
    private mutating func applyForce(
        _ fraction: Double,
        _ thresholds: PressureThresholds,
        into events: inout [RecognizerEvent]
    ) {
        if state == .tracking {
            setPreviewProgress(Swift.min(fraction / thresholds.peek, 1), into: &events)
            guard fraction >= thresholds.peek else {
                return
            }
            state = .peeking
            commitLevel = fraction
            events.append(.peek(location: location))
        } else if fraction > commitLevel {
            commitLevel = fraction
        } else if fraction < commitLevel - thresholds.hysteresis {
            commitLevel = fraction + thresholds.hysteresis
        }
        let progress = (commitLevel - thresholds.peek) / (thresholds.pop - thresholds.peek)
        setCommitProgress(Swift.min(Swift.max(progress, 0), 1), into: &events)
        if fraction >= thresholds.pop {
            state = .popped
            touch = .spent
            events.append(.pop(location: location))
        }
    }

    /// Long-press mode, before the peek: lets time pass until `time`, peeking at the deadline.
    private mutating func elapse(
        to time: Duration,
        _ configuration: LongPressConfiguration,
        into events: inout [RecognizerEvent]
    ) {
        let elapsed = time - touchDownTime
        guard elapsed >= configuration.minimumDuration else {
            setPreviewProgress(elapsed / configuration.minimumDuration, into: &events)
            return
        }
        setPreviewProgress(1, into: &events)
        state = .peeking
        events.append(.peek(location: location))
    }

    /// Applies the end of the touch that is down.
    private mutating func endTouch(at location: Point, into events: inout [RecognizerEvent]) {
        switch touch {
        case .up:
            preconditionFailure("validate(_:) lets no ended sample through without a touch down")
        case .spent:
            events.append(.ended)
        case .previewTap:
            setCommitProgress(1, into: &events)
            state = .popped
            events.append(.pop(location: location))
            events.append(.ended)
        case .gesture:
            if state == .tracking || !isLongPress {
                state = .cancelled
                events.append(.cancelled(.released))
            }
        }
        touch = .up
    }

    /// Applies a system cancellation of the touch that is down.
    private mutating func cancelTouch(into events: inout [RecognizerEvent]) {
        switch touch {
        case .up:
            preconditionFailure("validate(_:) lets no cancelled sample through without a touch down")
        case .spent:
            events.append(.ended)
        case .gesture, .previewTap:
            state = .cancelled
            events.append(.cancelled(.touchCancelled))
        }
        touch = .up
    }

    private var isLongPress: Bool {
        if case .longPress = mode {
            return true
        }
        return false
    }

    private mutating func setPreviewProgress(_ value: Double, into events: inout [RecognizerEvent]) {
        guard value != previewProgress else {
            return
        }
        previewProgress = value
        events.append(.previewProgress(value))
    }

    private mutating func setCommitProgress(_ value: Double, into events: inout [RecognizerEvent]) {
        guard value != commitProgress else {
            return
        }
        commitProgress = value
        events.append(.commitProgress(value))
    }
}
