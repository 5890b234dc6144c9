extension PeekEngine {
    /// Keys of the keyed state-stream subscriptions: a preview screen's or a
    /// host's identity (allocation-free).
    enum StateKey {
        static func preview(_ identifier: ObjectIdentifier) -> EventKey {
            EventKey(identity: identifier, namespace: 1)
        }

        static func host(_ identifier: ObjectIdentifier) -> EventKey {
            EventKey(identity: identifier, namespace: 2)
        }
    }

    /// Publishes `session`'s change to `state` on the raw stream (S16).
    ///
    /// When an observer calls back into the engine, the change it causes is
    /// queued behind the one being delivered (B2); the outermost publish
    /// returns once every queued change reached every observer, and only then
    /// are the sessions ended meanwhile released, so that every observer sees
    /// their preview screen (S16, S19).
    func publish(
        _ state: PeekState,
        reason: InterruptionReason? = nil,
        action: PreviewAction.ID? = nil,
        for session: PeekSession
    ) {
        guard let change = change(state, reason: reason, action: action, at: now(), for: session) else { return }
        callOut.deliveries += 1
        Provenance.withoutProvenance {
            stateBus.publish(change, keys: session.eventKeys)
        }
        callOut.deliveries -= 1
        guard callOut.deliveries == 0 else { return }
        // Ends that observers caused reach the bridges now (P3); the
        // sessions that ended meanwhile are released.
        decideAfterDelivery()
    }

    /// The change `session` makes by entering `state`, or `nil` if it never
    /// had a preview.
    private func change(
        _ state: PeekState,
        reason: InterruptionReason?,
        action: PreviewAction.ID? = nil,
        at timestamp: Duration,
        for session: PeekSession
    ) -> PeekAndPopStateChange? {
        guard let previewID = session.previewID, session.isPublished else { return nil }
        return PeekAndPopStateChange(
            sessionID: session.id,
            state: state,
            interruptionReason: reason,
            actionID: action,
            timestamp: timestamp,
            contextID: session.context.id,
            hostScreenID: session.context.hostID,
            hostScreenName: session.context.hostName,
            previewScreenID: previewID,
            previewScreenName: session.previewName,
            destinationKind: session.destinationKind,
            previewScreen: session.previewScreen
        )
    }

    /// The `inPeek` change of the active peek, for replay to a new observer (S17).
    private var activeInPeekChange: PeekAndPopStateChange? {
        guard let session = inPeek else { return nil }
        return change(.inPeek, reason: nil, at: session.startedAt, for: session)
    }

    /// Observes every state change (S16, S17).
    ///
    /// If a peek is active, `handler` receives its `inPeek` at once (and only
    /// that one). Each observer sees a well-formed sequence: `inPeek`, then
    /// one terminal state, per session, in order, even when observers route or
    /// commit from inside a notification (S18).
    ///
    /// - Returns: A token; the observation ends when it is cancelled or released.
    public func observe(_ handler: @escaping @MainActor (PeekAndPopStateChange) -> Void) -> Subscription {
        let filter = ObservationFilter(handler)
        let token = stateBus.subscribe { change in filter.receive(change) }
        replayActivePeek(to: filter) { _ in true }
        return token
    }

    /// Observes every state change for as long as `owner` is alive, without
    /// retaining it (S17, S19).
    @discardableResult
    public func observe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @MainActor (Owner, PeekAndPopStateChange) -> Void
    ) -> Subscription {
        let filter = OwnedObservationFilter(owner: owner, handler)
        let token = stateBus.subscribe(owner: owner) { _, change in filter.receive(change) }
        replayActivePeek(to: filter) { _ in true }
        return token
    }

    /// Observes the state changes of the peeks that preview `screen`: the
    /// screen's own appearance in peek versus popped mode (S17).
    ///
    /// The observation ends when `screen` goes away and never retains it.
    @discardableResult
    public func observe<S: Screen>(
        previewScreen screen: S,
        _ handler: @escaping @MainActor (S, PeekAndPopStateChange) -> Void
    ) -> Subscription {
        observe(StateKey.preview(ObjectIdentifier(screen)), owner: screen, handler) {
            $0.previewScreenID == ObjectIdentifier(screen)
        }
    }

    /// Observes the state changes of the peeks started from `host`'s source
    /// views (S17).
    ///
    /// The observation ends when `host` goes away and never retains it.
    @discardableResult
    public func observe<S: Screen>(
        host: S,
        _ handler: @escaping @MainActor (S, PeekAndPopStateChange) -> Void
    ) -> Subscription {
        observe(StateKey.host(ObjectIdentifier(host)), owner: host, handler) {
            $0.hostScreenID == ObjectIdentifier(host)
        }
    }

    /// Observes the state changes published under `key` for as long as
    /// `owner` is alive, without retaining it, replaying the active peek's
    /// `inPeek` if it `matches` (S17).
    private func observe<S: Screen>(
        _ key: EventKey, owner: S, _ handler: @escaping @MainActor (S, PeekAndPopStateChange) -> Void,
        replayingIf matches: (PeekAndPopStateChange) -> Bool
    ) -> Subscription {
        let filter = OwnedObservationFilter(owner: owner, handler)
        let token = stateBus.subscribe(to: key, owner: owner) { _, change in filter.receive(change) }
        replayActivePeek(to: filter, where: matches)
        return token
    }

    private func replayActivePeek(
        to filter: some ObservationReceiver,
        where matches: (PeekAndPopStateChange) -> Bool
    ) {
        checkActivePeekIsAlive()
        if let change = activeInPeekChange, matches(change) {
            Provenance.withoutProvenance {
                filter.receive(change)
            }
        }
    }
}
