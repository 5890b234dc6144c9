extension NavigationHost {
    /// Hands `pending` to the engine's seam as a ``Transition`` and applies it
    /// when the engine performs it.
    ///
    /// The engine calls the transition's check right before it would perform
    /// it (at once, or at commit for a frozen transition): the check validates
    /// the transition against the tree as it is then (stale otherwise) and
    /// runs the interceptors (vetoed otherwise). Performing it queues it; the
    /// queue applies one transition at a time. A direct call reaches the queue
    /// inside `engine.route`, before its identifier is known, so the queue is
    /// drained when the call returns.
    func submit(_ pending: PendingTransition) -> RoutingOutcome {
        let transition = Transition(
            kind: pending.kind,
            destination: pending.destination,
            label: pending.label,
            phasedCheck: { [weak self] phase in
                self?.check(pending, at: phase) ?? .stale("the navigation host is gone")
            },
            perform: { [weak self] in
                self?.accept(pending)
            }
        )
        routingDepth += 1
        let outcome = engine.route(transition)
        routingDepth -= 1
        pending.id = outcome.transitionID
        for module in pending.modules {
            module.transitionID = outcome.transitionID
        }
        drain()
        return outcome
    }

    private func check(_ pending: PendingTransition, at phase: TransitionCheck.Phase) -> TransitionCheck {
        if let why = pending.validate() {
            return .stale(why)
        }
        if let verdict = pending.intercept?(phase), verdict != .ready {
            return verdict
        }
        let request = TransitionRequest(
            kind: pending.kind,
            label: pending.label,
            destination: pending.destination,
            source: pending.source,
            route: pending.route
        )
        for interceptor in interceptors {
            if case .veto(let why) = interceptor.body(request) {
                return .vetoed("\(interceptor.name): \(why)")
            }
        }
        return .ready
    }

    /// The engine performs the transition: it joins the queue.
    private func accept(_ pending: PendingTransition) {
        queue.append(pending)
        if routingDepth == 0 {
            drain()
        }
    }

    /// Applies queued transitions in order while none is in flight.
    func drain() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while inFlight == nil, let next = queue.first, next.id != nil {
            queue.removeFirst()
            apply(next)
        }
    }

    /// Applies one transition: validates it again (the tree may have changed
    /// while it waited), changes the tree, records and publishes the change,
    /// runs the post-routing tasks, and starts the animation.
    private func apply(_ pending: PendingTransition) {
        let id = pending.id!
        if let why = pending.validate() {
            report(.transitionRefused, "\(pending.label) (\(id)) no longer applied when its turn came: \(why); skipped")
            return
        }
        let before = snapshot()
        let screensBefore = screensInTree()
        pending.apply()
        let after = snapshot()
        watchDepartures(from: screensBefore)

        let change = NavigationChange(cause: .transition(id, pending.kind), from: before, to: after)
        var record = TransitionRecord(
            id: id,
            kind: pending.kind,
            label: pending.label,
            appliedAt: now(),
            route: pending.route,
            change: change
        )
        record.destination = pending.destination
        record.source = pending.source
        appendToHistory(record)
        if !change.isEmpty {
            changes.publish(change)
        }

        let token = nextAnimationToken
        nextAnimationToken += 1
        inFlight = InFlightTransition(token: token, id: id, label: pending.label, deadline: now() + watchdogTimeout)
        animator.animate(
            AnimatedTransition(id: id, kind: pending.kind, label: pending.label, before: before, after: after)
        ) { [weak self] in
            self?.completeAnimation(token)
        }
        if inFlight?.token == token {
            scheduleWakeup()
        }
        for task in postRoutingTasks {
            task.body(record)
        }
    }

    /// The animator completed the animation `token`; a late or second call is ignored.
    private func completeAnimation(_ token: Int) {
        guard inFlight?.token == token else { return }
        inFlight = nil
        drain()
    }

    /// The watchdog: reports the transition in flight if its deadline passed,
    /// and moves on.
    func checkWatchdog() {
        guard let inFlight, inFlight.deadline <= now() else { return }
        report(
            .transitionWatchdog,
            "\(inFlight.label) (\(inFlight.id)) did not complete its animation within \(watchdogTimeout); moving on"
        )
        self.inFlight = nil
        drain()
    }
}
