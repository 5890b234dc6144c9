extension PeekEngine {
    /// Pops: performs the frozen transitions of the active peek, exactly once,
    /// with the very screen that was previewed, then publishes `popped` (S7).
    ///
    /// Each frozen transition's check runs first (``TransitionCheck/Phase/commit``),
    /// against the world as it is now: if any no longer applies or is vetoed,
    /// nothing is performed and the peek ends `interrupted`
    /// (``InterruptionReason/stale`` or ``InterruptionReason/vetoed``). While
    /// the checks run the session is already resolving (S22): `commit`,
    /// `interrupt`, `preview` and ``selectAction(_:)`` from a check are
    /// refused, and routing calls from a check run after the session's
    /// terminal state, in order, as ordinary calls — so an interceptor that
    /// presents a login screen and vetoes ends the peek `interrupted(vetoed)`,
    /// and then the login screen is presented. After the checks the engine
    /// looks again at the host and the registration, which a check may have
    /// let go of.
    ///
    /// The session is resolved before the transitions run, so routing that the
    /// committed screen does while appearing is an ordinary routing call (S1).
    ///
    /// - Parameter screen: The screen being committed; it must be the preview.
    /// - Throws: ``PeekError`` (S9), and nothing is performed:
    ///   ``ErrorCode/noActivePeek`` when no peek is active,
    ///   ``ErrorCode/alreadyCommitted`` for a second commit,
    ///   ``ErrorCode/sessionInterrupted`` for a commit after interrupt,
    ///   ``ErrorCode/actionAlreadySelected`` for a commit after a preview
    ///   action ended the session,
    ///   ``ErrorCode/screenMismatch`` for a screen that is not the preview
    ///   (which also interrupts the peek with
    ///   ``InterruptionReason/commitOfDifferentScreen``),
    ///   ``ErrorCode/hostScreenGone``, ``ErrorCode/staleTransition``,
    ///   ``ErrorCode/transitionVetoed``, and
    ///   ``ErrorCode/reentrantRequest`` from inside a capture window or a
    ///   commit's checks.
    public func commit(_ screen: any Screen) throws(PeekError) {
        try commit(try decideCommit(screen).get(), then: nil)
    }

    /// Pops the active peek, whatever its preview screen (S7).
    ///
    /// - Throws: ``PeekError`` as ``commit(_:)`` does, except for a screen mismatch.
    public func commitActivePeek() throws(PeekError) {
        try commit(try decideCommit(nil).get(), then: nil)
    }

    /// Commits `session`, which the machine made resolving: checks,
    /// re-reads, performs, publishes `popped`, then runs `handler` and the
    /// calls that waited (S7, S22).
    func commit(_ session: PeekSession, then handler: (@MainActor () -> Void)?) throws(PeekError) {
        let refusal = Provenance.withoutProvenance { firstRefusal(of: session) }
        // The checks are user code: decide against what they left (S22).
        let context = session.context
        switch machine.checkedAtCommit(
            refusal?.verdict ?? .ready,
            hostAlive: context.hostScreen != nil,
            sourceAlive: context.sourceView != nil && registrations[context.id] === context
        ) {
        case .pop:
            break
        case .end(_, let reason):
            end(session, reason: reason)
            throw commitError(reason, refusal: refusal, session: session.id)
        case .notResolving:
            throw PeekError(.noActivePeek, "\(session.id) is no longer being committed", session: session.id)
        }
        // Resolved first (S7): routing done while the transitions run is ordinary.
        let transitions = session.frozen
        resolve(session, as: .popped)  // Committing: routing is ordinary, previews wait.
        Provenance.withoutProvenance {
            for transition in transitions {
                transition.perform()
            }
        }
        machine.performed(session.id)
        forget(session)
        finish(session, publishing: .popped, then: handler)
    }

    /// Asks every frozen transition of `session` whether it still applies:
    /// the first one that does not, with its check's answer.
    private func firstRefusal(of session: PeekSession) -> (label: String, verdict: TransitionCheck)? {
        for transition in session.frozen {
            let verdict = transition.check(.commit)
            if verdict != .ready {
                return (transition.label, verdict)
            }
        }
        return nil
    }

    /// The error a commit that ended its session `reason` throws (S7, S23).
    private func commitError(
        _ reason: InterruptionReason, refusal: (label: String, verdict: TransitionCheck)?, session: SessionID
    ) -> PeekError {
        switch (reason, refusal?.verdict) {
        case (.stale, .stale(let why)?):
            return PeekError(.staleTransition, "\(refusal?.label ?? "") no longer applies: \(why)", session: session)
        case (.vetoed, .vetoed(let why)?):
            return PeekError(.transitionVetoed, "\(refusal?.label ?? "") was vetoed: \(why)", session: session)
        case (.hostScreenGone, _):
            return PeekError(
                .hostScreenGone, "the host screen of \(session) went away during the commit", session: session)
        default:
            return PeekError(
                .sessionInterrupted, "the source of \(session) was unregistered during the commit", session: session)
        }
    }

    /// Ends the active peek without navigation: the frozen transitions are
    /// discarded (none ever runs), `interrupted(reason)` is published, and the
    /// preview screen is released (S8).
    ///
    /// With no active peek this is a documented no-op that returns `false`
    /// (S9); so is a call from a commit's checks, where the session is already
    /// resolving (S22).
    ///
    /// - Parameter reason: Why; ``InterruptionReason/released`` when the user let
    ///   go, ``InterruptionReason/cancelledByHost`` by default.
    /// - Returns: Whether a peek was interrupted.
    @discardableResult
    public func interrupt(_ reason: InterruptionReason = .cancelledByHost) -> Bool {
        decideInterrupt(reason)
    }

    /// Tells the engine that the host tore down the preview without a pop or a
    /// release; the active peek is interrupted with
    /// ``InterruptionReason/previewScreenGone``.
    ///
    /// - Returns: Whether a peek was interrupted.
    @discardableResult
    public func previewDidDisappear() -> Bool {
        interrupt(.previewScreenGone)
    }

    /// Interrupts the active peek if its host screen or source view is gone
    /// (S6: a peek always ends, even when its host forgets to end it).
    ///
    /// Every public entry point of the engine, reads included, calls this
    /// first, so the next call of any kind notices. It looks only at the
    /// active session: O(1).
    func checkActivePeekIsAlive() {
        guard let session = inPeek else { return }
        let liveness = machine.liveness(
            hostAlive: session.context.hostScreen != nil, sourceAlive: session.context.sourceView != nil)
        if case .end(_, let reason) = liveness {
            end(session, reason: reason)
        }
    }

    /// Ends `session`, which the machine just ended, as interrupted:
    /// discard, publish (with the preview screen still alive, S16), release,
    /// then run the transitions that waited for it (S8, S11, S22).
    func end(_ session: PeekSession, reason: InterruptionReason) {
        resolve(session, as: .interrupted(reason))
        finish(session, publishing: .interrupted, reason: reason, then: nil)
    }

    /// Records how `session` resolved: nothing can end it again, and the
    /// next request sees no active peek. A popped session stays current
    /// while its commit performs the frozen transitions (S7).
    func resolve(_ session: PeekSession, as fate: SessionTicket.Fate) {
        session.ticket.fate = fate
        forget(session)
        lastResolved = (PeekMachine.Ended(session: session.id, fate: fate), session.previewName)
    }

    /// Lets go of the record of `session` once the machine's phase is no
    /// longer about it.
    func forget(_ session: PeekSession) {
        if current === session, machine.phase.session != session.id {
            current = nil
        }
    }

    /// Publishes `session`'s terminal state, releases what it holds once
    /// every observer has seen it, then runs `handler` and the calls that
    /// waited for the session, in order, as ordinary routing calls; each
    /// step as the machine decides, after the call-outs before it (S11,
    /// S16, S19, S22, S24).
    func finish(
        _ session: PeekSession,
        publishing state: PeekState,
        reason: InterruptionReason? = nil,
        action: PreviewAction.ID? = nil,
        then handler: (@MainActor () -> Void)?
    ) {
        swap(&session.waiting, &session.deferred)
        session.ending = PeekMachine.Ending(
            stateToPublish: session.isPublished, isHeld: true, handlerToRun: handler != nil)
        // The bridges hear of every end after the observers, published or
        // not (U2), and take the system's menu down (P3).
        queueSessionEnd(session.id)
        decideEnding(session, Terminal(state: state, reason: reason, action: action, handler: handler))
    }

    /// Drops what `session` holds (S19), and keeps its keys buffer for the
    /// next session.
    func release(_ session: PeekSession) {
        session.release()
        if spareEventKeys.capacity == 0 {
            swap(&spareEventKeys, &session.eventKeys)
        }
    }
}
