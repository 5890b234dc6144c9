import PeekAndPop

/// Performing transitions, one at a time (H3): handing them to the engine's
/// seam, checking them, applying them to the tree, recording and publishing
/// them, and playing their animations in order, with a watchdog.
extension NavigationHost {
    /// Hands `pending` to the engine's seam as a `Transition`.
    ///
    /// The engine calls the transition's check before it performs it (and, in
    /// a capture window, when it freezes it, S23): the check refuses a
    /// destination that is already in the tree (S23) and what the
    /// interceptors veto. Performing it changes the tree at once, against the
    /// tree as it is then (H2, H3); its animation joins the animator's queue.
    ///
    /// The engine numbers the transition when it reaches the seam, before it
    /// checks or performs it (``PendingTransition/reachSeam(as:)``), so a
    /// direct call is recorded and published as it is performed, before the
    /// caller gets control back.
    func submit(_ pending: PendingTransition) -> RoutingOutcome {
        pending.animation = performer.callAnimation
        pending.host = self
        let transition = Transition(
            kind: pending.kind, destination: pending.destination, label: pending.label, body: pending)
        let outcome = engine.route(transition)
        if case .discarded(let id) = outcome {
            pending.isSettled = true
            completions.settle(.discarded(id))
        }
        return outcome
    }

    func check(_ pending: PendingTransition, at phase: TransitionCheck.Phase) -> TransitionCheck {
        let verdict = decide(pending, at: phase)
        if phase == .commit, verdict != .ready {
            // The commit ends here, performing nothing: what the user did
            // while its checks asked the interceptors is done now (S22).
            for frozen in frozen(in: .captureWindowOrCommit) { frozen.performHeldInteractions() }
        }
        return verdict
    }

    /// Whether `pending` applies to the tree and its interceptors let it.
    private func decide(_ pending: PendingTransition, at phase: TransitionCheck.Phase) -> TransitionCheck {
        performer.checking = (pending, phase)
        let why = pending.validate()
        performer.checking = nil
        if let why {
            return .stale(pending.refusal(why))
        }
        // At commit, what an interceptor's interaction changes is held until
        // the transition is performed, after the calls before it (H12).
        let outer = performer.interceptingAtCommit
        if phase == .commit { performer.interceptingAtCommit = pending }
        defer { performer.interceptingAtCommit = outer }
        return intercept(pending, at: phase)
    }

    /// Asks `pending`'s interceptors at `phase`: the destination's, then the
    /// host's (H10).
    private func intercept(_ pending: PendingTransition, at phase: TransitionCheck.Phase) -> TransitionCheck {
        if let verdict = pending.intercept?(phase), verdict != .ready {
            return verdict
        }
        if phase == .capture, registry.interceptorsAskedAtCapture > 0 {
            // Made by an interceptor asked at capture: a press presents nothing.
            return .vetoed("made by an interceptor at capture, where routing calls are not frozen")
        }
        let request = TransitionRequest(
            kind: pending.kind,
            phase: phase,
            label: pending.label,
            destination: pending.destination,
            source: pending.source,
            route: pending.route
        )
        for interceptor in registry.interceptors {
            if case .veto(let why) = asking(at: phase == .capture, { interceptor.body(request) }) {
                return .vetoed("\(interceptor.name): \(why)")
            }
        }
        return .ready
    }

    /// The engine performs the transition: the tree changes now, against the
    /// tree as it is now (H2, H3).
    ///
    /// A transition performed while another one is being applied (user code
    /// that the outer one calls routes: an app container's `makeVisible`, a
    /// builder run again at commit) is held, and applied once the outer one
    /// is recorded, published and queued for animation: the model changes
    /// one transition at a time, and the animations follow it (H3).
    func perform(_ pending: PendingTransition, as id: TransitionID) {
        guard performer.applyingDepth == 0 else {
            performer.heldTransitions.append((pending, id))
            return
        }
        if !pending.heldInteractions.isEmpty {
            // What the user did while the commit asked this transition's
            // interceptors happens now, after the calls before it; the
            // transition is then decided against the tree it leaves, as at
            // a tap (H12, S22).
            pending.performHeldInteractions()
            if let why = pending.validate() {
                pending.host = nil
                pending.isSettled = true
                report(.transitionRefused, "\(pending.label) was not performed: \(pending.refusal(why))")
                completions.settle(.discarded(id))
                return
            }
        }
        let before = snapshot()
        performer.applyingDepth += 1
        pending.apply(as: id)
        performer.applyingDepth -= 1
        pending.forEachModule { $0.hasJoinedTree = true }
        let after = snapshot()
        pending.presentationStyles = presentationStyles
        watchDepartures()
        finish(pending, id, (before, after))
    }

    /// Applies the transitions held while another one was applied, in the
    /// order they were performed; each is checked again first, since the tree
    /// changed since its check (H2).
    func performHeldTransitions() {
        guard performer.applyingDepth == 0, !performer.isPerformingHeld else { return }
        performer.isPerformingHeld = true
        defer { performer.isPerformingHeld = false }
        while !performer.heldTransitions.isEmpty {
            let (pending, id) = performer.heldTransitions.removeFirst()
            if let why = pending.validate() {
                pending.host = nil
                pending.isSettled = true
                report(.transitionRefused, "\(pending.label) was not performed: \(pending.refusal(why))")
                completions.settle(.discarded(id))
                continue
            }
            perform(pending, as: id)
        }
    }

    /// Records and publishes a performed transition, runs the post-routing
    /// tasks, and queues its animation.
    private func finish(
        _ pending: PendingTransition, _ id: TransitionID,
        _ applied: (before: NavigationSnapshot, after: NavigationSnapshot)
    ) {
        pending.host = nil  // Performed: the transition's work is done.
        pending.isSettled = true
        let change = NavigationChange(cause: .transition(id, pending.kind), from: applied.before, to: applied.after)
        if change.isEmpty, pending.kind == .focus || pending.kind == .setRoute {
            completions.settle(.unchanged(id))
            // A screen updated in place changes the route, not the tree (H8, H9).
            publish(nil)
            performHeldTransitions()
            pending.runCallOuts()
            // Nothing was above the module, or the route was shown already
            // when the commit came to it: a no-op, as the same call at a tap.
            return
        }
        let record = makeRecord(of: pending, id, change)
        transitionHistory.append(record)
        // The animation is queued before any user code runs (the change's
        // subscribers, call-outs, post-routing tasks): a routing call made
        // from there is a transition of its own, animated after this one, in
        // the order the model changed (H3).
        queueAnimation(of: pending, id, applied)
        if !change.isEmpty {
            publish(change)
        }
        // What user code routed while this transition was applied changes
        // the model now, after it (H3).
        performHeldTransitions()
        // User code last, before the animation plays: a routing call it makes
        // is a transition of its own, recorded, published and animated after
        // this one (decide, call out, re-read).
        pending.runCallOuts()
        playNextAnimation()
        for task in registry.postRoutingTasks {
            task.body(record)
        }
    }

    /// The history's record of a performed transition.
    private func makeRecord(
        of pending: PendingTransition, _ id: TransitionID, _ change: NavigationChange
    ) -> TransitionRecord {
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
        return record
    }

    /// Queues the animation of a performed transition for the animator its
    /// call chose (H6); one that nothing animates completes at once.
    private func queueAnimation(
        of pending: PendingTransition, _ id: TransitionID,
        _ applied: (before: NavigationSnapshot, after: NavigationSnapshot)
    ) {
        let animation = AnimatedTransition(
            id: id,
            kind: pending.kind,
            label: pending.label,
            before: applied.before,
            after: applied.after,
            presentationStyles: pending.presentationStyles
        )
        switch pending.animation {
        case .host where animator is ImmediateAnimator && performer.animations.isIdle:
            completions.settle(.completed(id))  // Nothing to animate and nothing to wait for.
        case .host:
            completions.startedAnimating(id)
            performer.animations.enqueue(animation, by: animator)
        case .animator(let own):
            completions.startedAnimating(id)
            performer.animations.enqueue(animation, by: own)
        case .none:
            completions.settle(.completed(id))
        }
    }

    /// Publishes `change` on `changes`, and the route it leads to on
    /// `routeChanges`, in the order the tree changed (H3, H8); with no
    /// change (a screen updated in place), only the route, if it changed.
    ///
    /// The route is taken now, before any subscriber runs. A change made by
    /// a subscriber (a routing call from its handler) waits until the one it
    /// saw has reached both streams, so that no route is skipped and each
    /// stream keeps the order of the changes (B1, B2).
    func publish(_ change: NavigationChange?) {
        let route = routeAfterChange()
        guard change != nil || route != nil else { return }
        performer.outbox.append((change, route))
        guard !performer.isPublishingChanges else { return }
        performer.isPublishingChanges = true
        defer { performer.isPublishingChanges = false }
        var next = 0
        while next < performer.outbox.count {
            let (change, route) = performer.outbox[next]
            next += 1
            if let change { changeBus.publish(change) }
            if let route { routing.routes.publish(route) }
        }
        performer.outbox.removeAll(keepingCapacity: true)
    }

    /// Starts the next queued animation while none is in flight: the animator
    /// plays the changes one at a time, in the order they were made (H3).
    func playNextAnimation() {
        let queue = performer.animations
        guard !queue.isPlaying else { return }
        queue.isPlaying = true
        defer { queue.isPlaying = false }
        while let (animation, animator, token) = queue.startNext(at: now()) {
            animator.animate(animation) { [weak self] in
                self?.completeAnimation(token)
            }
            if queue.inFlight?.token == token {
                scheduleWakeup()
            }
        }
        if queue.isIdle {
            completions.becameIdle()
        }
    }

    /// The animator completed the animation `token`; a late or second call is ignored.
    private func completeAnimation(_ token: Int) {
        guard let finished = performer.animations.land(token) else { return }
        completions.settle(.completed(finished.id))
        playNextAnimation()
    }

    /// The watchdog: reports the animation in flight if its deadline passed,
    /// and moves on to the next one.
    func checkWatchdog() {
        guard let inFlight = performer.animations.abandonOverdue(at: now()) else { return }
        report(
            .transitionWatchdog,
            "\(inFlight.label) (\(inFlight.id)) did not complete its animation within \(watchdogTimeout); moving on"
        )
        completions.settle(.animationAbandoned(inFlight.id))
        playNextAnimation()
    }
}

extension NavigationHost {
    /// Makes the routing calls of `body` with their own animation (H6): not
    /// animated at all, or by `animator` instead of the host's `animator`.
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
        try performer.withCallAnimation(!animated ? .none : animator.map { .animator($0) } ?? .host, body)
    }
}
