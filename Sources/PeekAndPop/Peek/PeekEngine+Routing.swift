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
    ///   ``lateTransitionPolicy`` (S11).
    ///
    /// A transition whose own check refuses it when it would be performed is
    /// not performed; the outcome is ``RoutingOutcome/discarded(_:)`` and a
    /// diagnostic says why.
    ///
    /// - Returns: What the seam did with the transition.
    @discardableResult
    public func route(_ transition: Transition) -> RoutingOutcome {
        var transition = transition
        transition.id = makeTransitionID()
        return routeIdentified(transition)
    }

    /// Routes a transition that already has its identifier (a deferred one
    /// keeps the identifier it got when it first reached the seam).
    @discardableResult
    func routeIdentified(_ transition: Transition) -> RoutingOutcome {
        let id = transition.id!
        checkActivePeekIsAlive()

        if let provenance = Provenance.current, provenance.engine == ObjectIdentifier(self) {
            let ticket = provenance.ticket
            switch ticket.fate {
            case .capturing, .inPeek:
                if let session = capture ?? active, session.ticket === ticket {
                    session.frozen.append(transition)
                    return .frozen(id, into: session.id)
                }
                // The ticket's session is not current; it cannot be in peek.
                return discardForProvenance(transition, session: ticket.id, fate: "ended")
            case .popped:
                break  // An ordinary routing call from here on.
            case .interrupted(let reason):
                return discardForProvenance(transition, session: ticket.id, fate: "was interrupted (\(reason))")
            case .neverPeeked:
                return discardForProvenance(transition, session: ticket.id, fate: "never reached peek")
            }
        }

        if let capture {
            capture.frozen.append(transition)
            return .frozen(id, into: capture.id)
        }
        if let session = active, session.phase == .inPeek {
            switch lateTransitionPolicy {
            case .interruptPeek:
                end(session, reason: .interruptedByRouting)
            case .deferUntilResolved:
                session.deferred.append(transition)
                return .deferred(id, until: session.id)
            }
        }
        return perform(transition)
    }

    private func discardForProvenance(_ transition: Transition, session: SessionID, fate: String) -> RoutingOutcome {
        report(
            .provenanceDiscarded,
            "\(transition.label) (\(transition.id!)) was started by \(session), which \(fate); discarded",
            session: session
        )
        return .discarded(transition.id!)
    }

    /// Performs `transition` now if its check allows it.
    func perform(_ transition: Transition) -> RoutingOutcome {
        let id = transition.id!
        switch transition.check() {
        case .ready:
            transition.perform()
            return .performed(id)
        case .stale(let why), .vetoed(let why):
            report(.transitionRefused, "\(transition.label) (\(id)) was not performed: \(why)")
            return .discarded(id)
        }
    }
}
