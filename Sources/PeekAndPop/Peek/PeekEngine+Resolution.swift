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
    ///   ``PeekError/Code/noActivePeek`` when no peek is active,
    ///   ``PeekError/Code/alreadyCommitted`` for a second commit,
    ///   ``PeekError/Code/sessionInterrupted`` for a commit after interrupt,
    ///   ``PeekError/Code/actionAlreadySelected`` for a commit after a preview
    ///   action ended the session,
    ///   ``PeekError/Code/screenMismatch`` for a screen that is not the preview
    ///   (which also interrupts the peek with
    ///   ``InterruptionReason/commitOfDifferentScreen``),
    ///   ``PeekError/Code/hostScreenGone``, ``PeekError/Code/staleTransition``,
    ///   ``PeekError/Code/transitionVetoed``, and
    ///   ``PeekError/Code/reentrantRequest`` from inside a capture window or a
    ///   commit's checks.
    public func commit(_ screen: any Screen) throws(PeekError) {
        let session = try sessionToResolve("commit")
        guard session.previewScreen === screen else {
            end(session, reason: .commitOfDifferentScreen)
            throw PeekError(
                .screenMismatch,
                "\(screen.screenName) is not the preview (\(session.previewName)); the peek was interrupted",
                session: session.id
            )
        }
        try commit(session, then: nil)
    }

    /// Pops the active peek, whatever its preview screen (S7).
    ///
    /// - Throws: ``PeekError`` as ``commit(_:)`` does, except for a screen mismatch.
    public func commitActivePeek() throws(PeekError) {
        try commit(try sessionToResolve("commit"), then: nil)
    }

    /// The session that a commit or an action selection may resolve: the
    /// active one, in peek.
    func sessionToResolve(_ request: String) throws(PeekError) -> PeekSession {
        guard capture == nil else {
            throw PeekError(.reentrantRequest, "\(request) from inside a capture window", session: capture?.id)
        }
        checkActivePeekIsAlive()
        if let session = active {
            switch session.phase {
            case .inPeek:
                return session
            case .resolving:
                throw PeekError(
                    .reentrantRequest,
                    "\(request) while \(session.id) is being committed",
                    session: session.id
                )
            case .capturing, .ended:
                break
            }
        }
        switch lastResolved {
        case (let id, .popped)?:
            throw PeekError(.alreadyCommitted, "\(id) was already committed", session: id)
        case (let id, .actionSelected(let action))?:
            throw PeekError(.actionAlreadySelected, "\(id) already ended with the action \(action)", session: id)
        case (let id, .interrupted(.hostScreenGone))?:
            throw PeekError(.hostScreenGone, "the host screen of \(id) went away; it was interrupted", session: id)
        case (let id, .interrupted(let reason))?:
            throw PeekError(.sessionInterrupted, "\(id) was already interrupted (\(reason))", session: id)
        default:
            throw PeekError(.noActivePeek, "there is no active peek to \(request)")
        }
    }

    /// Commits `session`: checks, re-reads, resolves, performs, publishes
    /// `popped`, then runs `handler` and the calls that waited (S7, S22).
    func commit(_ session: PeekSession, then handler: (@MainActor () -> Void)?) throws(PeekError) {
        session.phase = .resolving
        let refusal = Provenance.withoutProvenance { checkFrozenTransitions(of: session) }
        if let (reason, error) = refusal ?? hostOrRegistrationGone(of: session) {
            end(session, reason: reason)
            throw error
        }
        // Resolve first (S7): routing done while the transitions run is ordinary.
        let transitions = session.frozen
        resolve(session, as: .popped)
        isCommitting = true
        Provenance.withoutProvenance {
            for transition in transitions {
                transition.perform()
            }
        }
        isCommitting = false
        finish(session, publishing: .popped, then: handler)
    }

    /// Asks every frozen transition of `session` whether it still applies.
    private func checkFrozenTransitions(of session: PeekSession) -> (InterruptionReason, PeekError)? {
        for transition in session.frozen {
            switch transition.check(.commit) {
            case .ready:
                continue
            case .stale(let why):
                let message = "\(transition.label) no longer applies: \(why)"
                return (.stale, PeekError(.staleTransition, message, session: session.id))
            case .vetoed(let why):
                let message = "\(transition.label) was vetoed: \(why)"
                return (.vetoed, PeekError(.transitionVetoed, message, session: session.id))
            }
        }
        return nil
    }

    /// Whether the checks (user code) let go of the host or the registration.
    private func hostOrRegistrationGone(of session: PeekSession) -> (InterruptionReason, PeekError)? {
        let context = session.context
        if context.hostScreen == nil {
            let message = "the host screen of \(session.id) went away during the commit"
            return (.hostScreenGone, PeekError(.hostScreenGone, message, session: session.id))
        }
        if context.sourceView == nil || registrations[context.id] !== context {
            let message = "the source of \(session.id) was unregistered during the commit"
            return (.sourceUnregistered, PeekError(.sessionInterrupted, message, session: session.id))
        }
        return nil
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
        checkActivePeekIsAlive()
        guard let session = active, session.phase == .inPeek else {
            if let session = active, session.phase == .resolving {
                report(.requestRefused, "interrupt while \(session.id) is being committed; refused")
            }
            return false
        }
        end(session, reason: reason)
        return true
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
        guard let session = active, session.phase == .inPeek else { return }
        if session.context.hostScreen == nil {
            end(session, reason: .hostScreenGone)
        } else if session.context.sourceView == nil {
            end(session, reason: .sourceUnregistered)
        }
    }

    /// Ends `session` as interrupted: discard, publish (with the preview
    /// screen still alive, S16), release, then run the transitions that
    /// waited for it (S8, S11, S22).
    func end(_ session: PeekSession, reason: InterruptionReason) {
        guard session.phase == .inPeek || session.phase == .resolving else { return }
        resolve(session, as: .interrupted(reason))
        finish(session, publishing: .interrupted, reason: reason, then: nil)
    }

    /// Marks `session` resolved: nothing can end it again, and the next
    /// request sees no active peek.
    func resolve(_ session: PeekSession, as fate: SessionTicket.Fate) {
        session.phase = .ended
        session.ticket.fate = fate
        if active === session {
            active = nil
        }
        lastResolved = (session.id, fate)
    }

    /// Publishes `session`'s terminal state, releases what it holds once
    /// every observer has seen it, then runs `handler` and the calls that
    /// waited for the session, in order, as ordinary routing calls.
    func finish(
        _ session: PeekSession,
        publishing state: PeekState,
        reason: InterruptionReason? = nil,
        action: PreviewAction.ID? = nil,
        then handler: (@MainActor () -> Void)?
    ) {
        let waiting = session.deferred
        session.deferred = []
        // The bridges hear of every end after the observers, published or
        // not (U2), and take the system's menu down (P3).
        queueSessionEnd(session.id)
        if session.isPublished {
            publish(state, reason: reason, action: action, for: session)
        }
        tellSessionEndListenersOfPendingEnds()
        retire(session)
        Provenance.withoutProvenance {
            handler?()
            // Never as work of whichever task ended the session (S11, S12).
            for transition in waiting {
                routeIdentified(transition)
            }
        }
    }

    /// Releases what `session` holds (S19) — after the delivery in progress,
    /// if its terminal state was queued behind one, so that every observer
    /// sees the preview screen (S16).
    private func retire(_ session: PeekSession) {
        if publishDepth > 0 {
            retiring.append(session)
        } else {
            release(session)
        }
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
