extension PeekEngine {
    /// The transition seam: the one entry point through which every routing
    /// call passes.
    ///
    /// - With no capture window and no active peek, the transition is performed
    ///   at once, synchronously, exactly once (S1).
    /// - Inside a capture window, it is frozen into that session (S2, S4).
    /// - Started by work that an `onPeek` started (a `Task` created in the
    ///   capture window), it follows its session's fate: frozen while the
    ///   session is in peek, performed after pop, discarded with a diagnostic
    ///   after interrupt or if the session never reached peek (S12).
    /// - During an active peek, outside any capture window, it follows
    ///   ``lateTransitionPolicy`` (S11); a side effect
    ///   (``Transition/effect(_:_:)``) is performed at once instead (S25).
    /// - From a commit's checks, it runs after the session's terminal state,
    ///   in order, as an ordinary call (S22).
    ///
    /// A transition whose own check refuses it is not frozen (at capture,
    /// S23) or not performed; the outcome is ``RoutingOutcome/discarded(_:)``
    /// and a diagnostic says why.
    ///
    /// - Returns: What the seam did with the transition.
    @discardableResult
    public func route(_ transition: Transition) -> RoutingOutcome {
        let id = makeTransitionID()
        transition.reachSeam(as: id)
        return routeIdentified(NumberedTransition(id: id, transition: transition))
    }

    /// Routes a numbered transition (a deferred one keeps the identifier it
    /// got when it first reached the seam).
    ///
    /// Every call-out (ending a peek publishes to observers; a check is user
    /// code) may change the state this decision is based on, so after each
    /// one the decision is taken again from the top (S22): a late call is
    /// never performed while a peek started meanwhile is showing.
    @discardableResult
    func routeIdentified(_ transition: NumberedTransition) -> RoutingOutcome {
        let id = transition.id
        var rounds = 0
        while true {
            checkActivePeekIsAlive()

            if let provenance = Provenance.current, provenance.engine == ObjectIdentifier(self) {
                let ticket = provenance.ticket
                switch ticket.fate {
                case .capturing, .inPeek:
                    if let session = capture ?? active, session.ticket === ticket {
                        if session.phase == .resolving {
                            session.deferred.append(transition)
                            return .deferred(id, until: session.id)
                        }
                        return freeze(transition, into: session)
                    }
                    // The ticket's session is not current; it cannot be in peek.
                    return discardForProvenance(transition, session: ticket.id, fate: "ended")
                case .popped:
                    break  // An ordinary routing call from here on.
                case .actionSelected(let action):
                    return discardForProvenance(transition, session: ticket.id, fate: "ended with the action \(action)")
                case .interrupted(let reason):
                    return discardForProvenance(transition, session: ticket.id, fate: "was interrupted (\(reason))")
                case .neverPeeked:
                    return discardForProvenance(transition, session: ticket.id, fate: "never reached peek")
                }
            }

            if let capture {
                return freeze(transition, into: capture)
            }
            if let session = active, !transition.isEffect {
                switch session.phase {
                case .resolving:
                    // Called from a commit's checks: after the resolution (S22).
                    session.deferred.append(transition)
                    return .deferred(id, until: session.id)
                case .inPeek where lateTransitionPolicy == .interruptPeek && rounds < Self.reentrancyLimit:
                    rounds += 1
                    end(session, reason: .interruptedByRouting)
                    continue  // Observers may have started another peek (S22).
                case .inPeek:
                    // Deferring policy — or user code that keeps starting peeks.
                    session.deferred.append(transition)
                    return .deferred(id, until: session.id)
                case .capturing, .ended:
                    break
                }
            }

            switch transition.check(.perform) {
            case .ready:
                if let session = active, session.phase != .ended, !transition.isEffect,
                    rounds < Self.reentrancyLimit
                {
                    rounds += 1
                    continue  // The check started a peek: decide again.
                }
                transition.perform()
                return .performed(id)
            case .stale(let why), .vetoed(let why):
                report(.transitionRefused, "\(transition.label) (\(id)) was not performed: \(why)")
                return .discarded(id)
            }
        }
    }

    /// Freezes `transition` into `session` if its check allows it at capture
    /// (S2, S12, S23).
    private func freeze(_ transition: NumberedTransition, into session: PeekSession) -> RoutingOutcome {
        let id = transition.id
        if let destination = transition.destination, destination === session.context.hostScreen {
            report(
                .transitionRefused,
                "\(transition.label) (\(id)) shows the host screen, which is already shown; not frozen",
                session: session.id
            )
            return .discarded(id)
        }
        switch transition.check(.capture) {
        case .ready:
            // The check is user code: freeze only into a session still taking transitions.
            guard session.phase == .capturing || session.phase == .inPeek, capture === session || active === session
            else {
                report(.transitionRefused, "\(transition.label) (\(id)): \(session.id) ended during its check")
                return .discarded(id)
            }
            session.frozen.append(transition)
            return .frozen(id, into: session.id)
        case .stale(let why), .vetoed(let why):
            report(
                .transitionRefused,
                "\(transition.label) (\(id)) was refused at capture and not frozen: \(why)",
                session: session.id
            )
            return .discarded(id)
        }
    }

    private func discardForProvenance(
        _ transition: NumberedTransition, session: SessionID, fate: String
    ) -> RoutingOutcome {
        report(
            .provenanceDiscarded,
            "\(transition.label) (\(transition.id)) was started by \(session), which \(fate); discarded",
            session: session
        )
        return .discarded(transition.id)
    }
}
