/// Binds a ``PeekRecognizer`` to the engine for one host, or for a whole window:
/// touches in, peek and pop out.
///
/// The host feeds every touch sample with ``handle(_:)``. At peek the
/// interaction hit-tests the press location against the host's registered
/// sources, frontmost first, and asks the engine for a preview (S10); at pop
/// it commits (S7); when the touch ends or is cancelled before pop it
/// interrupts with ``InterruptionReason/released`` (S8). Gesture and progress
/// events are returned from each call and published on ``events``.
///
/// ```swift
/// let interaction = PeekInteraction(engine: engine, host: list, rootView: window)
/// try interaction.handle(TouchSample(location: p, force: 1, maximumPossibleForce: 6.67,
///                                    timestamp: .zero, phase: .began))
/// ```
///
/// Malformed samples are rejected with a ``GestureError`` and change nothing (S21).
@MainActor
public final class PeekInteraction {
    /// The engine the interaction drives.
    public let engine: PeekEngine
    /// The host whose registered sources the interaction hit-tests; `nil` for a window-wide
    /// interaction, which hit-tests every host's.
    public private(set) weak var host: (any Screen)?
    /// The root of the view tree that press locations are given in.
    public private(set) weak var rootView: ViewNode?
    /// The recognizer's current state (read-only; the interaction drives it).
    public private(set) var recognizer: PeekRecognizer
    /// Every interaction event, in order, for hosts and analytics.
    ///
    /// Only the interaction publishes: this is a subscribe-only view of its
    /// bus (B9), safe to subscribe to from any thread (B4).
    public var events: EventSource<PeekInteractionEvent> { eventBus.source }

    /// The bus behind ``events``; only the interaction publishes on it (B9).
    let eventBus = EventBus<PeekInteractionEvent>()

    /// The session this press started, while it is the engine's active peek.
    public var session: SessionID? {
        guard let current = currentSession, engine.activePeek?.sessionID == current else { return nil }
        return current
    }

    /// Whether the interaction serves every host in its view tree (``init(engine:rootView:mode:)``).
    public let isWindowWide: Bool

    private var gesture: GestureID?
    private var currentSession: SessionID?

    /// Creates an interaction.
    ///
    /// - Parameters:
    ///   - engine: The engine to drive.
    ///   - host: The host screen; only its registered sources are considered.
    ///   - rootView: The root of the tree that touch locations are given in
    ///     (usually the window). Held weakly.
    ///   - mode: Force or long-press recognition; by default force with
    ///     ``PressureThresholds/default``.
    public init(
        engine: PeekEngine,
        host: any Screen,
        rootView: ViewNode,
        mode: RecognitionMode = .force(.default)
    ) {
        self.engine = engine
        self.host = host
        self.rootView = rootView
        self.recognizer = PeekRecognizer(mode: mode)
        self.isWindowWide = false
    }

    /// Creates one interaction for a whole window, whatever hosts have sources in it.
    ///
    /// Where several screens are on screen at once (a split, a container of child screens),
    /// one interaction serves them all: at peek it hit-tests the registered sources of every
    /// host in `rootView`'s tree, frontmost first, and asks the engine for a preview from the
    /// frontmost source that gives one (S10), as ``PeekEngine/preview(at:in:gesture:host:)``
    /// does with no host. Hosts that are not available for previewing are skipped (S5).
    ///
    /// ```swift
    /// let interaction = PeekInteraction(engine: engine, rootView: window)
    /// ```
    ///
    /// - Parameters:
    ///   - engine: The engine to drive.
    ///   - rootView: The root of the tree that touch locations are given in (usually the
    ///     window). Held weakly.
    ///   - mode: Force or long-press recognition; by default force with
    ///     ``PressureThresholds/default``.
    public init(engine: PeekEngine, rootView: ViewNode, mode: RecognitionMode = .force(.default)) {
        self.engine = engine
        self.host = nil
        self.rootView = rootView
        self.recognizer = PeekRecognizer(mode: mode)
        self.isWindowWide = true
    }

    /// Feeds one touch sample.
    ///
    /// - Returns: What happened, in order.
    /// - Throws: ``GestureError`` for a malformed sample; nothing changes (S21).
    @discardableResult
    public func handle(_ sample: TouchSample) throws(GestureError) -> [PeekInteractionEvent] {
        var next = recognizer
        let recognized = try next.handle(sample)
        recognizer = next
        return apply(recognized)
    }

    /// Lets time pass with the finger still (long-press mode), up to `time`.
    ///
    /// - Throws: ``GestureError`` if `time` is earlier than the last sample.
    @discardableResult
    public func advance(to time: Duration) throws(GestureError) -> [PeekInteractionEvent] {
        var next = recognizer
        let recognized = try next.advance(to: time)
        recognizer = next
        return apply(recognized)
    }

    /// Dismisses a long-press preview without committing it.
    @discardableResult
    public func dismissPreview() -> [PeekInteractionEvent] {
        apply(recognizer.dismissPreview())
    }

    /// Chooses the preview action `id` of this press's peek (S24): the
    /// session ends `actionSelected(id)`, the action's handler runs, and the
    /// preview is gone, so lifting the finger afterwards only ends the touch.
    ///
    /// - Returns: `[.actionSelected(session, id)]`, or `[.actionFailed(code)]`
    ///   when there is no peek of this press or the engine refuses the
    ///   action (``ErrorCode/actionNotOffered`` …); then nothing changes.
    @discardableResult
    public func selectAction(_ id: PreviewAction.ID) -> [PeekInteractionEvent] {
        let produced: PeekInteractionEvent
        if let session {
            do throws(PeekError) {
                try engine.selectAction(id)
                // The peek ended: the recognizer drops its preview without
                // another outcome.
                _ = recognizer.dismissPreview()
                currentSession = nil
                produced = .actionSelected(session, id)
            } catch {
                produced = .actionFailed(error.code)
            }
        } else {
            produced = .actionFailed(.noActivePeek)
        }
        eventBus.publish(produced)
        return [produced]
    }

    private func apply(_ recognized: [RecognizerEvent]) -> [PeekInteractionEvent] {
        var produced: [PeekInteractionEvent] = []
        for event in recognized {
            produced.append(contentsOf: translate(event))
        }
        for event in produced {
            eventBus.publish(event)
        }
        return produced
    }

    private func translate(_ event: RecognizerEvent) -> [PeekInteractionEvent] {
        switch event {
        case .began(let location):
            // Every `began` is a new touch, so a new press (S10): even when the previous one ended
            // without `.ended` (released or cancelled) and this one peeks in its first sample.
            gesture = engine.makeGestureID()
            currentSession = nil
            return [.touchBegan(location)]
        case .previewProgress(let progress):
            return [.previewProgress(progress)]
        case .peek(let location):
            guard let rootView, isWindowWide || host != nil,
                let peek = engine.preview(at: location, in: rootView, gesture: gesture, host: host)
            else {
                return [.noPreview(location)]
            }
            currentSession = peek.sessionID
            return [.peeked(peek.sessionID, preview: peek.previewScreen.screenName)]
        case .commitProgress(let progress):
            return [.commitProgress(progress)]
        case .pop:
            return [commit()]
        case .cancelled(let reason):
            let session = self.session
            if session != nil {
                engine.interrupt(.released)
            }
            currentSession = nil
            return [reason == .released ? .released(session) : .touchCancelled(session)]
        case .failed(let reason):
            return [.failed(reason)]
        case .ended:
            gesture = nil
            currentSession = nil
            return [.ended]
        }
    }

    private func commit() -> PeekInteractionEvent {
        guard let current = currentSession else {
            return .commitFailed(.noActivePeek)
        }
        guard let peek = engine.activePeek, peek.sessionID == current else {
            return .commitFailed(.sessionInterrupted)
        }
        do throws(PeekError) {
            try engine.commit(peek.previewScreen)
            return .popped(current)
        } catch {
            return .commitFailed(error.code)
        }
    }
}
