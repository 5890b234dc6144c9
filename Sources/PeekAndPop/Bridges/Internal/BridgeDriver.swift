/// The part every bridge driver shares: it feeds events to its state machine,
/// performs the actions that come back on the engine, feeds back what came of
/// them, and watches the raw state stream for sessions that end (P3).
///
/// It decides nothing itself: every decision is the machine's.
@MainActor
final class BridgeDriver<Machine: BridgeStateMachine> {
    let engine: PeekEngine
    private(set) var machine: Machine
    /// Called for ``BridgeAction/dismissSystemPreview(_:)`` (P3).
    var onDismissSystemPreview: (@MainActor (SessionID) -> Void)?
    /// The preview screen produced by the request being answered, and its
    /// session; `nil` outside ``request(_:context:)``.
    private var answer: (screen: any Screen, session: SessionID)?
    private var subscription: Subscription?
    private var unpublishedSubscription: Subscription?

    init(engine: PeekEngine, machine: Machine) {
        self.engine = engine
        self.machine = machine
        // Only the engine publishes on these buses, always on the main actor,
        // so deliveries already run there: debug builds check it, and release
        // builds do not pay `MainActor.assumeIsolated`'s allocation for every
        // press's end (see `MainActorDelivery`).
        nonisolated(unsafe) let ended = MainActorDelivery.unchecked { [weak self] (session: SessionID) in
            MainActorDelivery.checkIsolation()
            self?.send(Machine.sessionEnded(session))
        }
        // The raw stream (S16): every terminal state, including those the
        // engine reaches for its own reasons.
        subscription = engine.stateChanges.subscribe { change in
            guard change.state.isTerminal else { return }
            ended(change.sessionID)
        }
        // Prepared sessions that ended unpublished (U2): the raw stream says
        // nothing of them, but a menu coming up for one must go (P3).
        unpublishedSubscription = engine.unpublishedEnds.subscribe { session in
            ended(session)
        }
    }

    /// Feeds `event` to the machine and performs the actions it returns.
    ///
    /// - Parameters:
    ///   - event: The callback or feedback.
    ///   - context: The previewing context the callback is about, if any.
    func send(_ event: Machine.Event, context: PreviewingContext? = nil) {
        let actions = machine.actions(for: event)
        for action in actions {
            perform(action, context: context)
        }
    }

    /// Feeds a request's `event` and returns the preview it produced, if any;
    /// the driver keeps no reference to it afterwards (S19).
    func request(_ event: Machine.Event, context: PreviewingContext) -> (screen: any Screen, session: SessionID)? {
        answer = nil
        send(event, context: context)
        defer { answer = nil }
        return answer
    }

    private func perform(_ action: BridgeAction, context: PreviewingContext?) {
        switch action {
        case .requestPreview(let contextID, let location, _):
            guard let context, context.id == contextID else { return }
            // The press is the engine's, not this bridge's: another bridge of
            // the engine may have peeked for it already (U1, P1). The
            // machine's gesture only says which press it believes this is.
            let gesture = engine.bridgePressGesture()
            let screen = engine.preview(
                for: context, at: location, gesture: gesture, publishing: Machine.publishesAtRequest
            )
            let session = screen.flatMap { _ in engine.active?.id }
            if let screen, let session {
                answer = (screen, session)
            }
            send(Machine.previewAnswered(gesture: gesture, session: session))
        case .reuseConfiguration(let session):
            if let screen = engine.bridgeSession(session)?.previewScreen {
                answer = (screen, session)
            }
        case .publish(let session):
            engine.publishPreparedPeek(session)
        case .commit(let session):
            // A tapped preview was seen, whatever callbacks came before (U2).
            engine.publishPreparedPeek(session)
            guard isActive(session) else { return }
            do {
                try engine.commitActivePeek()
            } catch {
                refusedIfStillActive(session)
            }
        case .interrupt(let session, let reason):
            guard isActive(session) else { return }
            if !engine.interrupt(reason) {
                refusedIfStillActive(session)
            }
        case .selectAction(let session, let id):
            guard isActive(session) else { return }
            do {
                try engine.selectAction(id)
            } catch {
                refusedIfStillActive(session)
            }
        case .dismissSystemPreview(let session):
            onDismissSystemPreview?(session)
        }
    }

    private func isActive(_ session: SessionID) -> Bool {
        engine.bridgeSession(session) != nil
    }

    private func refusedIfStillActive(_ session: SessionID) {
        if isActive(session) {
            send(Machine.requestRefused(session))
        }
    }
}
