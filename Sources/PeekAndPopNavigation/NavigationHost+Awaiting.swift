import PeekAndPop

/// Awaiting routing calls (H6): every call returns what the seam did at once,
/// and can then be awaited until its visual change has finished.
extension NavigationHost {
    /// Waits until the routing call that returned `outcome` has finished, and
    /// says how (H6).
    ///
    /// - A call performed at once (a tap) returns when its animation has
    ///   finished: the animator called its completion, or it was not
    ///   animated. The tree changed before the call returned (H3); only the
    ///   animation is awaited, behind the ones queued before it.
    /// - A call frozen in `onPeek` returns when its peek ends: after its
    ///   animation if the peek was popped and it was performed, or
    ///   ``TransitionCompletion/discarded(_:)`` if the peek ended otherwise
    ///   or its check refused it at commit.
    /// - A call deferred behind a peek returns after it was performed and
    ///   animated, or discarded.
    /// - A call the seam discarded returns at once.
    /// - A call performed that changed nothing (a route the tree already
    ///   showed) returns ``TransitionCompletion/unchanged(_:)``.
    ///
    /// It never hangs: an animation that never completes is abandoned by the
    /// watchdog (``TransitionCompletion/animationAbandoned(_:)``), and a host
    /// that goes away settles every call still waiting.
    ///
    /// ```swift
    /// let outcome = try router.push { seed in DetailScreen(seed: seed) }
    /// if case .completed = await host.completion(of: outcome) {
    ///     // The detail screen is on screen and its push animation has ended.
    /// }
    /// ```
    ///
    /// - Parameter outcome: What a routing call of this host returned.
    /// - Returns: How the call finished; ``TransitionCompletion/untracked(_:)``
    ///   for a transition this host did not route (another host's, whatever
    ///   its engine) or no longer remembers.
    public func completion(of outcome: RoutingOutcome) async -> TransitionCompletion {
        await awaitCompletion(of: outcome)
    }

    func awaitCompletion(of outcome: RoutingOutcome) async -> TransitionCompletion {
        let id = outcome.transitionID
        guard engine.numbered(id) else {
            return .untracked(id)  // Another engine's call: its number means another transition here.
        }
        if case .discarded(let id) = outcome {
            return completions.fate(of: id) ?? .discarded(id)
        }
        return await completions.wait(for: outcome.transitionID)
    }

    /// Waits until no animation is in flight or queued: every transition
    /// performed so far has finished its visual change (H3, H6).
    public func animationsFinished() async {
        guard !performer.animations.isIdle else { return }
        await completions.waitUntilIdle()
    }

    /// How many finished transitions the host remembers for
    /// `completion(of:)` (1,024 by default); awaiting an older one answers
    /// ``TransitionCompletion/untracked(_:)``.
    public var completionMemory: Int {
        get { completions.capacity }
        set { completions.capacity = max(1, newValue) }
    }
}

extension NavigationHost {
    /// Waits until the transition of a destination call has finished; `nil`
    /// when the destination was refused before anything was routed.
    public func completion(of outcome: DestinationOutcome) async -> TransitionCompletion? {
        guard let routed = outcome.routingOutcome else { return nil }
        return await awaitCompletion(of: routed)
    }
}
