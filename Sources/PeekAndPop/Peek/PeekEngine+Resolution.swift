extension PeekEngine {
    /// Pops: performs the frozen transitions of the active peek, exactly once,
    /// with the very screen that was previewed, then publishes `popped` (S7).
    ///
    /// The session is resolved before the transitions run, so routing that the
    /// committed screen does while appearing is an ordinary routing call (S1).
    /// Each transition's check runs first, against the world as it is now: if
    /// any no longer applies or is vetoed, nothing is performed and the peek
    /// ends `interrupted` (``InterruptionReason/stale`` or
    /// ``InterruptionReason/vetoed``).
    ///
    /// - Parameter screen: The screen being committed; it must be the preview.
    /// - Throws: ``PeekError`` (S9), and nothing is performed:
    ///   ``PeekError/Code/noActivePeek`` when no peek is active,
    ///   ``PeekError/Code/alreadyCommitted`` for a second commit,
    ///   ``PeekError/Code/sessionInterrupted`` for a commit after interrupt,
    ///   ``PeekError/Code/screenMismatch`` for a screen that is not the preview
    ///   (which also interrupts the peek with
    ///   ``InterruptionReason/commitOfDifferentScreen``),
    ///   ``PeekError/Code/hostScreenGone``, ``PeekError/Code/staleTransition``,
    ///   ``PeekError/Code/transitionVetoed``, and
    ///   ``PeekError/Code/reentrantRequest`` from inside a capture window.
    public func commit(_ screen: any Screen) throws(PeekError) {
        let session = try sessionToCommit()
        guard session.previewScreen === screen else {
            end(session, reason: .commitOfDifferentScreen)
            throw PeekError(
                .screenMismatch,
                "\(screen.screenName) is not the preview (\(session.previewName)); the peek was interrupted",
                session: session.id
            )
        }
        try commit(session)
    }

    /// Pops the active peek, whatever its preview screen (S7).
    ///
    /// - Throws: ``PeekError`` as ``commit(_:)`` does, except for a screen mismatch.
    public func commitActivePeek() throws(PeekError) {
        try commit(try sessionToCommit())
    }

    private func sessionToCommit() throws(PeekError) -> PeekSession {
        guard capture == nil else {
            throw PeekError(.reentrantRequest, "commit from inside a capture window", session: capture?.id)
        }
        checkActivePeekIsAlive()
        if let session = active, session.phase == .inPeek {
            return session
        }
        switch lastResolved {
        case (let id, .popped)?:
            throw PeekError(.alreadyCommitted, "\(id) was already committed", session: id)
        case (let id, .interrupted(.hostScreenGone))?:
            throw PeekError(.hostScreenGone, "the host screen of \(id) went away; it was interrupted", session: id)
        case (let id, .interrupted(let reason))?:
            throw PeekError(.sessionInterrupted, "\(id) was already interrupted (\(reason))", session: id)
        default:
            throw PeekError(.noActivePeek, "there is no active peek to commit")
        }
    }

    private func commit(_ session: PeekSession) throws(PeekError) {
        for transition in session.frozen {
            switch transition.check() {
            case .ready:
                continue
            case .stale(let why):
                end(session, reason: .stale)
                throw PeekError(.staleTransition, "\(transition.label) no longer applies: \(why)", session: session.id)
            case .vetoed(let why):
                end(session, reason: .vetoed)
                throw PeekError(.transitionVetoed, "\(transition.label) was vetoed: \(why)", session: session.id)
            }
        }
        // Resolve first (S7): routing done while the transitions run is ordinary.
        let transitions = session.frozen
        let deferred = session.deferred
        session.phase = .ended
        session.ticket.fate = .popped
        active = nil
        lastResolved = (session.id, .popped)
        isCommitting = true
        Provenance.withoutProvenance {
            for transition in transitions {
                transition.perform()
            }
        }
        isCommitting = false
        publish(.popped, for: session)
        session.release()
        runDeferred(deferred)
    }

    /// Ends the active peek without navigation: the frozen transitions are
    /// discarded (none ever runs), `interrupted(reason)` is published, and the
    /// preview screen is released (S8).
    ///
    /// With no active peek this is a documented no-op that returns `false` (S9).
    ///
    /// - Parameter reason: Why; ``InterruptionReason/released`` when the user let
    ///   go, ``InterruptionReason/cancelledByHost`` by default.
    /// - Returns: Whether a peek was interrupted.
    @discardableResult
    public func interrupt(_ reason: InterruptionReason = .cancelledByHost) -> Bool {
        checkActivePeekIsAlive()
        guard let session = active, session.phase == .inPeek else { return false }
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
    /// Every public entry point of the engine calls this first, so the next
    /// call of any kind notices. It looks only at the active session: O(1).
    func checkActivePeekIsAlive() {
        guard let session = active, session.phase == .inPeek else { return }
        if session.context.hostScreen == nil {
            end(session, reason: .hostScreenGone)
        } else if session.context.sourceView == nil {
            end(session, reason: .sourceUnregistered)
        }
    }

    /// Ends `session` as interrupted: discard, publish, release, then run the
    /// transitions deferred behind it (S8, S11).
    func end(_ session: PeekSession, reason: InterruptionReason) {
        guard session.phase == .inPeek else { return }
        let deferred = session.deferred
        session.phase = .ended
        session.ticket.fate = .interrupted(reason)
        if active === session {
            active = nil
        }
        lastResolved = (session.id, .interrupted(reason))
        session.release()
        publish(.interrupted, reason: reason, for: session)
        runDeferred(deferred)
    }

    /// Routes the transitions deferred behind a session, in order, as ordinary
    /// routing calls (S11) — never as work of whichever task ended the session.
    private func runDeferred(_ deferred: [Transition]) {
        guard !deferred.isEmpty else { return }
        Provenance.withoutProvenance {
            for transition in deferred {
                routeIdentified(transition)
            }
        }
    }
}
