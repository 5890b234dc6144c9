/// The part every bridge driver shares: it feeds events to its state machine,
/// performs the actions that come back on the engine, feeds back what came of
/// them, and hears from the engine of sessions that end (P3).
///
/// It decides nothing itself: every decision is the machine's.
@MainActor
final class BridgeDriver<Machine: BridgeStateMachine>: SessionEndListener {
    let engine: PeekEngine
    /// Main-actor state that only ``request(_:context:)`` changes, in one
    /// pure call: no access to it can overlap another, so it is not checked
    /// at run time (once per callback of every press).
    @exclusivity(unchecked) private(set) var machine: Machine
    /// Called for ``BridgeAction/dismissSystemPreview(_:)`` (P3).
    var onDismissSystemPreview: (@MainActor (SessionID) -> Void)?

    init(engine: PeekEngine, machine: Machine) {
        self.engine = engine
        self.machine = machine
        // Every end, the engine's own reasons and prepared sessions that
        // ended unpublished (U2) included, comes straight from the engine,
        // after its observers: the raw stream stays the observers' alone.
        engine.addSessionEndListener(self)
    }

    /// The engine ended `session` (P3).
    func sessionEnded(_ session: SessionID) {
        send(Machine.sessionEnded(session))
    }

    /// Feeds `event` to the machine and performs the actions it returns.
    ///
    /// - Parameters:
    ///   - event: The callback or feedback.
    ///   - context: The previewing context the callback is about, if any.
    func send(_ event: Machine.Event, context: PreviewingContext? = nil) {
        _ = request(event, context: context)
    }

    /// Feeds a request's `event` and returns the preview it produced, if any;
    /// the driver keeps no reference to it (S19).
    ///
    /// - Parameter canShow: Whether the system can be handed a preview (U4);
    ///   one it cannot is no preview, and nothing is published.
    func request(
        _ event: Machine.Event, context: PreviewingContext?, canShow: (@MainActor (any Screen) -> Bool)? = nil
    ) -> (screen: any Screen, session: SessionID)? {
        // Most events answer one action or none: performed without iterating a collection.
        switch machine.actions(for: event) {
        case .empty:
            return nil
        case .one(let action):
            return perform(action, context: context, canShow: canShow)
        case .two(let first, let second):
            let answer = perform(first, context: context, canShow: canShow)
            return perform(second, context: context, canShow: canShow) ?? answer
        case .many(let actions):
            var answer: (screen: any Screen, session: SessionID)?
            for action in actions {
                answer = perform(action, context: context, canShow: canShow) ?? answer
            }
            return answer
        }
    }

    /// Performs `action`; returns the preview it produced, for a request.
    private func perform(
        _ action: BridgeAction, context: PreviewingContext?, canShow: (@MainActor (any Screen) -> Bool)?
    ) -> (screen: any Screen, session: SessionID)? {
        switch action {
        case .requestPreview(let contextID, let location, _):
            guard let context, context.id == contextID else { return nil }
            if completeCommitUnderWay() {
                // No peek for a press that began while a commit was under way: the pop is
                // replacing the screen it was on (P2, U1).
                send(Machine.previewAnswered(gesture: engine.bridgePressGesture(), session: nil))
                return nil
            }
            // The press is the engine's, not this bridge's: another bridge of
            // the engine may have peeked for it already (U1, P1). The
            // machine's gesture only says which press it believes this is.
            let gesture = engine.bridgePressGesture()
            let screen = engine.preview(
                for: context, at: location, gesture: gesture, publishing: Machine.publishesAtRequest,
                canShow: canShow
            )
            let session = screen == nil ? nil : engine.active?.id
            send(Machine.previewAnswered(gesture: gesture, session: session))
            if let screen, let session {
                return (screen, session)
            }
        case .reuseConfiguration(let session):
            if let screen = engine.bridgeSession(session)?.previewScreen {
                return (screen, session)
            }
        case .publish(let session):
            engine.publishPreparedPeek(session)
        case .commit(let session):
            // A tapped preview was seen, whatever callbacks came before (U2).
            engine.publishPreparedPeek(session)
            guard isActive(session) else { return nil }
            do {
                try engine.commitActivePeek()
            } catch {
                refusedIfStillActive(session)
            }
        case .interrupt(let session, let reason):
            guard isActive(session) else { return nil }
            if !engine.interrupt(reason) {
                refusedIfStillActive(session)
            }
        case .selectAction(let session, let id):
            guard isActive(session) else { return nil }
            do {
                try engine.selectAction(id)
            } catch {
                refusedIfStillActive(session)
            }
        case .dismissSystemPreview(let session):
            onDismissSystemPreview?(session)
        }
        return nil
    }

    /// A request of a new press found a commit under way, begun by this
    /// bridge or another of the engine (the preview tapped, its commit
    /// animator still running): that bridge pops it now, so that a commit that
    /// began is never lost (P2, U4) and one press is one gesture for the whole
    /// engine (U1).
    ///
    /// - Returns: Whether there was one.
    private func completeCommitUnderWay() -> Bool {
        guard let session = engine.active?.id else { return false }
        // The engine's bridges are its session end listeners; read before any call-out.
        var committing: (any CommitUnderWay)?
        for entry in engine.endListeners {
            if let bridge = entry.listener as? any CommitUnderWay, bridge.sessionCommitting == session {
                committing = bridge
                break
            }
        }
        guard let committing else { return false }
        committing.anotherPressBegan(session)
        return true
    }

    /// Whether `session` is the engine's active one, as the engine last
    /// checked: every use is right after a call into the engine or right
    /// before one, which ends a peek whose host or source went away (S6).
    private func isActive(_ session: SessionID) -> Bool {
        engine.bridgeSessionAsLastChecked(session) != nil
    }

    private func refusedIfStillActive(_ session: SessionID) {
        if isActive(session) {
            send(Machine.requestRefused(session))
        }
    }
}

extension BridgeDriver: CommitUnderWay {
    var sessionCommitting: SessionID? { machine.sessionCommitting }

    func anotherPressBegan(_ session: SessionID) {
        if let event = Machine.anotherPressBegan(session) {
            send(event)
        }
    }
}
