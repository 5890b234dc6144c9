import PeekAndPop

/// Simulated force touches for ordinary unit tests: synchronous steps that
/// feed a ``/PeekAndPop/PeekInteraction`` with touch samples on a fixed time step of a
/// ``ManualClock``.
///
/// Each step returns the ``/PeekAndPop/PeekInteractionEvent``s it caused, progress events
/// included (filter with ``/PeekAndPop/PeekInteractionEvent/isProgress`` when they are not
/// the point). ``finish()`` reports anything left unresolved — an active peek,
/// a finger still down — so that every test ends clean (exhaustive by default).
///
/// ```swift
/// let touch = ForceTouchSimulator(interaction: interaction, clock: clock)
/// try touch.peek(at: Point(x: 160, y: 154))   // …peeked(session#1, row 3)
/// try touch.pop()                             // …popped(session#1)
/// try touch.finish()
/// ```
///
/// Not `Sendable`: a simulator belongs to one test, on the main actor.
@MainActor
public final class ForceTouchSimulator {
    /// Whether ``finish()`` fails on unresolved state.
    public enum Exhaustivity: Sendable, Hashable {
        /// `finish()` throws if a peek is active or a finger is down (the default).
        case on
        /// `finish()` never throws.
        case off
    }

    /// The interaction being driven.
    public let interaction: PeekInteraction
    /// The clock samples are stamped with; every sample advances it by ``step``.
    public let clock: ManualClock
    /// The time between two samples.
    public var step: Duration
    /// The maximum possible force reported with every sample (6.67 on the first
    /// 3D Touch phones).
    public var maximumForce: Double
    /// Whether ``finish()`` is exhaustive.
    public var exhaustivity = Exhaustivity.on

    /// Where the finger is, if it is down.
    public private(set) var location: Point?
    /// The current force, as a fraction of ``maximumForce``.
    public private(set) var fraction: Double = 0

    /// Creates a simulator.
    ///
    /// - Parameters:
    ///   - interaction: The interaction to feed.
    ///   - clock: The clock the engine was made with.
    ///   - step: The time between samples; 10 ms by default.
    ///   - maximumForce: The maximum possible force; 20/3 by default.
    public init(
        interaction: PeekInteraction,
        clock: ManualClock,
        step: Duration = .milliseconds(10),
        maximumForce: Double = 20.0 / 3.0
    ) {
        self.interaction = interaction
        self.clock = clock
        self.step = step
        self.maximumForce = maximumForce
    }

    // MARK: Raw steps

    /// Puts a finger down at `point` with a light touch.
    @discardableResult
    public func touchDown(at point: Point, fraction: Double = 0.05) throws -> [PeekInteractionEvent] {
        guard location == nil else {
            throw SimulatorError(code: .touchAlreadyDown, details: ["a finger is already down at \(location!)"])
        }
        let events = try send(.began, at: point, fraction: fraction)
        location = point
        self.fraction = fraction
        return events
    }

    /// Ramps the force linearly to `fraction` of the maximum over `duration`,
    /// one sample per step.
    @discardableResult
    public func press(to fraction: Double, over duration: Duration = .milliseconds(50)) throws -> [PeekInteractionEvent]
    {
        try play(.ramp(to: fraction, over: duration))
    }

    /// Plays a scripted force curve from the current force, one sample per step.
    @discardableResult
    public func play(_ curve: ForceCurve) throws -> [PeekInteractionEvent] {
        guard let location else { throw SimulatorError(code: .noTouchDown, details: ["play needs a finger down"]) }
        var events: [PeekInteractionEvent] = []
        var start = (time: Duration.zero, fraction: fraction)
        for keyframe in curve.keyframes {
            let span = keyframe.time - start.time
            let steps = max(1, Int((span / step).rounded(.up)))
            for index in 1...steps {
                let value = start.fraction + (keyframe.fraction - start.fraction) * Double(index) / Double(steps)
                clock.advance(by: step)
                events += try send(.moved, at: location, fraction: value)
                fraction = value
            }
            start = (keyframe.time, keyframe.fraction)
        }
        return events
    }

    /// Moves the finger to `point` in one sample, at the current force.
    @discardableResult
    public func move(to point: Point) throws -> [PeekInteractionEvent] {
        guard location != nil else { throw SimulatorError(code: .noTouchDown, details: ["move needs a finger down"]) }
        clock.advance(by: step)
        let events = try send(.moved, at: point, fraction: fraction)
        location = point
        return events
    }

    /// Holds the finger still for `duration`, one stationary sample per step.
    @discardableResult
    public func hold(for duration: Duration) throws -> [PeekInteractionEvent] {
        guard let location else { throw SimulatorError(code: .noTouchDown, details: ["hold needs a finger down"]) }
        var events: [PeekInteractionEvent] = []
        var elapsed = Duration.zero
        while elapsed < duration {
            let advance = min(step, duration - elapsed)
            clock.advance(by: advance)
            elapsed += advance
            events += try send(.stationary, at: location, fraction: fraction)
        }
        return events
    }

    /// Lifts the finger.
    @discardableResult
    public func release() throws -> [PeekInteractionEvent] {
        guard let location else { throw SimulatorError(code: .noTouchDown, details: ["release needs a finger down"]) }
        clock.advance(by: step)
        let events = try send(.ended, at: location, fraction: 0)
        self.location = nil
        fraction = 0
        return events
    }

    /// The system cancels the touch.
    @discardableResult
    public func cancel() throws -> [PeekInteractionEvent] {
        guard let location else { throw SimulatorError(code: .noTouchDown, details: ["cancel needs a finger down"]) }
        clock.advance(by: step)
        let events = try send(.cancelled, at: location, fraction: 0)
        self.location = nil
        fraction = 0
        return events
    }

    // MARK: Gestures

    /// Touches down at `point` and presses just past the peek threshold (force
    /// mode), or holds for the minimum duration (long-press mode).
    @discardableResult
    public func peek(at point: Point) throws -> [PeekInteractionEvent] {
        switch interaction.recognizer.mode {
        case .force(let thresholds, _):
            var events = try touchDown(at: point)
            events += try press(to: min(1, thresholds.peek + 0.05), over: .milliseconds(80))
            return events
        case .longPress:
            return try longPress(at: point)
        }
    }

    /// Presses through the pop threshold (force mode), or taps the preview
    /// (long-press mode).
    @discardableResult
    public func pop() throws -> [PeekInteractionEvent] {
        switch interaction.recognizer.mode {
        case .force(let thresholds, _):
            return try press(to: min(1, thresholds.pop + 0.05), over: .milliseconds(80))
        case .longPress:
            return try tapPreview()
        }
    }

    /// Long-press mode: touches down at `point` and holds still for the
    /// minimum duration, then lifts the finger; the preview stays up.
    @discardableResult
    public func longPress(at point: Point) throws -> [PeekInteractionEvent] {
        guard case .longPress(let configuration) = interaction.recognizer.mode else {
            throw SimulatorError(code: .wrongMode, details: ["longPress needs long-press mode"])
        }
        var events = try touchDown(at: point, fraction: 0)
        events += try hold(for: configuration.minimumDuration)
        events += try release()
        return events
    }

    /// Long-press mode: taps the shown preview, which commits it.
    @discardableResult
    public func tapPreview(at point: Point = Point(x: 0, y: 0)) throws -> [PeekInteractionEvent] {
        guard case .longPress = interaction.recognizer.mode else {
            throw SimulatorError(code: .wrongMode, details: ["tapPreview needs long-press mode"])
        }
        var events = try touchDown(at: point, fraction: 0)
        events += try release()
        return events
    }

    /// Chooses the preview action `id` of the peek (S24).
    ///
    /// Force mode, with the finger down on a peek: swipes up to reveal the
    /// actions, chooses `id`, and lifts the finger. Long-press mode, with the
    /// preview and its menu up: chooses `id` from the menu.
    ///
    /// ```swift
    /// try touch.peek(at: row)
    /// try touch.selectAction("share")   // …actionSelected(session#1, share)
    /// try touch.finish()
    /// ```
    ///
    /// - Returns: The events, with `.actionSelected(session, id)`, or
    ///   `.actionFailed(code)` if the engine refused it.
    /// - Throws: ``SimulatorError`` when the finger is not where the mode
    ///   needs it: `.noTouchDown` in force mode,
    ///   `.touchAlreadyDown` in long-press mode.
    @discardableResult
    public func selectAction(_ id: PreviewAction.ID) throws -> [PeekInteractionEvent] {
        switch interaction.recognizer.mode {
        case .force:
            guard let location else {
                throw SimulatorError(code: .noTouchDown, details: ["selectAction in force mode needs a finger down"])
            }
            var events = try move(to: Point(x: location.x, y: location.y - Self.revealDistance))
            clock.advance(by: step)
            events += interaction.selectAction(id)
            events += try release()
            return events
        case .longPress:
            guard location == nil else {
                throw SimulatorError(
                    code: .touchAlreadyDown, details: ["selectAction in long-press mode chooses from the menu"])
            }
            clock.advance(by: step)
            return interaction.selectAction(id)
        }
    }

    /// How far up the finger swipes to reveal a preview's actions (force mode).
    static let revealDistance = 60.0

    // MARK: Finishing

    /// Reports anything left unresolved: an active peek started by this
    /// interaction, or a finger still down.
    ///
    /// - Throws: ``SimulatorError`` with code `.unresolved`
    ///   listing each item, unless ``exhaustivity`` is `.off`.
    public func finish() throws {
        var unresolved: [String] = []
        if let session = interaction.session {
            unresolved.append("\(session) is still in peek")
        }
        if let location {
            unresolved.append("a finger is still down at (\(location.x), \(location.y))")
        }
        guard exhaustivity == .on, !unresolved.isEmpty else { return }
        throw SimulatorError(code: .unresolved, details: unresolved)
    }

    private func send(
        _ phase: TouchPhase, at point: Point, fraction: Double
    ) throws(GestureError)
        -> [PeekInteractionEvent]
    {
        try interaction.handle(
            TouchSample(
                location: point,
                force: fraction * maximumForce,
                maximumPossibleForce: maximumForce,
                timestamp: clock.now.offset,
                phase: phase
            )
        )
    }
}
