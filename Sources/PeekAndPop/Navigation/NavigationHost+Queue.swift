extension NavigationHost {
    /// Hands `pending` to the engine's seam as a ``Transition``.
    ///
    /// The engine calls the transition's check before it performs it (and, in
    /// a capture window, when it freezes it, S23): the check refuses a
    /// destination that is already in the tree (S23) and what the
    /// interceptors veto. Performing it changes the tree at once, against the
    /// tree as it is then (H2, H3); its animation joins the animator's queue.
    ///
    /// A direct call is performed inside `engine.route`, before its identifier
    /// is known, so its record and change are published when the call returns
    /// from the seam, before the caller gets control back.
    func submit(_ pending: PendingTransition) -> RoutingOutcome {
        pending.animation = callAnimation
        pending.host = self
        let transition = Transition(
            kind: pending.kind, destination: pending.destination, label: pending.label, body: pending)
        let outcome = engine.route(transition)
        pending.id = outcome.transitionID
        completions.submitted(outcome.transitionID)
        if case .discarded = outcome {
            pending.isSettled = true
            completions.settle(.discarded(outcome.transitionID))
        }
        pending.forEachModule { $0.transitionID = outcome.transitionID }
        if let applied = pending.applied {
            pending.applied = nil
            finish(pending, applied)
        }
        return outcome
    }

    func check(_ pending: PendingTransition, at phase: TransitionCheck.Phase) -> TransitionCheck {
        checking = (pending, phase)
        let why = pending.validate()
        checking = nil
        if let why {
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

    /// The engine performs the transition: the tree changes now, against the
    /// tree as it is now (H2, H3).
    func perform(_ pending: PendingTransition) {
        let before = snapshot()
        pending.apply()
        pending.forEachModule { $0.hasJoinedTree = true }
        let after = snapshot()
        pending.presentationStyles = presentationStyles
        watchDepartures()
        if pending.id == nil {
            pending.applied = (before, after)
        } else {
            finish(pending, (before, after))
        }
    }

    /// Records and publishes a performed transition, runs the post-routing
    /// tasks, and queues its animation.
    private func finish(
        _ pending: PendingTransition, _ applied: (before: NavigationSnapshot, after: NavigationSnapshot)
    ) {
        guard let id = pending.id else { return }
        pending.host = nil  // Performed: the transition's work is done.
        pending.isSettled = true
        let change = NavigationChange(cause: .transition(id, pending.kind), from: applied.before, to: applied.after)
        if change.isEmpty, pending.kind == .focus || pending.kind == .setRoute {
            completions.settle(.completed(id))
            pending.runCallOuts()
            // Nothing was above the module, or the route was shown already
            // when the commit came to it: a no-op, as the same call at a tap.
            return
        }
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
        record.presentationStyles = pending.presentationStyles
        appendToHistory(record)
        // The animation is queued before any user code runs (the change's
        // subscribers, call-outs, post-routing tasks): a routing call made
        // from there is a transition of its own, animated after this one, in
        // the order the model changed (H3).
        let animation = AnimatedTransition(
            id: id,
            kind: pending.kind,
            label: pending.label,
            before: applied.before,
            after: applied.after,
            presentationStyles: pending.presentationStyles
        )
        switch pending.animation {
        case .host where animator is ImmediateAnimator && inFlight == nil && animations.isEmpty:
            completions.settle(.completed(id))  // Nothing to animate and nothing to wait for.
        case .host:
            completions.startedAnimating(id)
            animations.append((animation, animator))
        case .animator(let own):
            completions.startedAnimating(id)
            animations.append((animation, own))
        case .none:
            completions.settle(.completed(id))
        }
        if !change.isEmpty {
            changes.publish(change)
        }
        // User code last, before the animation plays: a routing call it makes
        // is a transition of its own, recorded, published and animated after
        // this one (decide, call out, re-read).
        pending.runCallOuts()
        playNextAnimation()
        for task in postRoutingTasks {
            task.body(record)
        }
    }

    /// Starts the next queued animation while none is in flight: the animator
    /// plays the changes one at a time, in the order they were made (H3).
    func playNextAnimation() {
        guard !isPlaying else { return }
        isPlaying = true
        defer { isPlaying = false }
        while inFlight == nil, !animations.isEmpty {
            let (animation, animator) = animations.removeFirst()
            let token = nextAnimationToken
            nextAnimationToken += 1
            inFlight = InFlightTransition(
                token: token,
                id: animation.id,
                label: animation.label,
                deadline: now() + watchdogTimeout
            )
            animator.animate(animation) { [weak self] in
                self?.completeAnimation(token)
            }
            if inFlight?.token == token {
                scheduleWakeup()
            }
        }
        if inFlight == nil, animations.isEmpty {
            completions.becameIdle()
        }
    }

    /// The animator completed the animation `token`; a late or second call is ignored.
    private func completeAnimation(_ token: Int) {
        guard let finished = inFlight, finished.token == token else { return }
        inFlight = nil
        completions.settle(.completed(finished.id))
        playNextAnimation()
    }

    /// The watchdog: reports the animation in flight if its deadline passed,
    /// and moves on to the next one.
    func checkWatchdog() {
        guard let inFlight, inFlight.deadline <= now() else { return }
        report(
            .transitionWatchdog,
            "\(inFlight.label) (\(inFlight.id)) did not complete its animation within \(watchdogTimeout); moving on"
        )
        self.inFlight = nil
        completions.settle(.animationAbandoned(inFlight.id))
        playNextAnimation()
    }
}

extension NavigationHost {
    /// Makes the routing calls of `body` with their own animation (H6): not
    /// animated at all, or by `animator` instead of the host's ``animator``.
    ///
    /// The choice is taken when each call is made, and holds for it wherever
    /// it runs: at once, at commit for a call frozen in `onPeek`, or later
    /// for a deferred one. A call that is not animated changes the tree,
    /// is recorded and published like any other, and no animator sees it.
    ///
    /// ```swift
    /// try host.routing(animated: false) {
    ///     try router.setStack([{ seed in HomeScreen(seed: seed) }])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - animated: Whether the calls animate.
    ///   - animator: The animator for the calls; `nil` for the host's.
    ///   - body: Makes the routing calls.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @discardableResult
    public func routing<Result, Failure: Error>(
        animated: Bool = true,
        animator: (any NavigationAnimator)? = nil,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outer = callAnimation
        callAnimation = !animated ? .none : animator.map { .animator($0) } ?? .host
        defer { callAnimation = outer }
        return try body()
    }
}
