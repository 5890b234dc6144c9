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
    /// one the decision is taken again (S22): a late call is never performed
    /// while a peek started meanwhile is showing.
    @discardableResult
    func routeIdentified(_ transition: NumberedTransition) -> RoutingOutcome {
        decideRouting(transition)
    }

    /// Freezes `transition` into `session` if its check allows it at capture
    /// (S2, S12, S23).
    func freeze(_ transition: NumberedTransition, into session: PeekSession) -> RoutingOutcome {
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
            guard capture === session || inPeek === session else {
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
}
