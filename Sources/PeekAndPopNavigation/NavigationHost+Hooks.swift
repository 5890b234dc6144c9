import PeekAndPop

/// The hooks a host calls around transitions (S23, H10): interceptors that
/// may veto them, and post-routing tasks that observe them.
extension NavigationHost {
    /// Adds an interceptor of transitions that may veto them before they run
    /// (for example, "login required").
    ///
    /// The host has one registry of interceptors, with one pair of verbs:
    /// this one and `addInterceptor(_:)` add, `removeInterceptor(_:)`
    /// removes either kind. An interceptor of transitions is asked about
    /// every transition; a ``DestinationInterceptor`` about the destinations
    /// of `navigate(to:)` (H10). Both are asked in the same phases, and the
    /// request says which (``TransitionRequest/phase``,
    /// ``DestinationRequest/phase``): prepared at capture and at a tap,
    /// performed at a tap, answered at commit.
    ///
    /// Interceptors run in order in each transition's check, against the state
    /// as it is then (S23):
    /// - `TransitionCheck.Phase.capture`: a routing call reached the seam
    ///   inside `onPeek`. A veto means the call is not frozen, so a screen the
    ///   user may not see is never the preview (no preview at all if nothing
    ///   else shows a screen, S3). Routing calls an interceptor makes here are
    ///   refused (`Diagnostic.Code.transitionRefused`): a press presents
    ///   nothing, not even a login screen.
    /// - `TransitionCheck.Phase.perform`: a direct call (a tap) is about to
    ///   be performed. A veto discards it (the outcome is
    ///   `RoutingOutcome.discarded(_:)` and a diagnostic says why); routing
    ///   calls the interceptor makes are performed at once.
    /// - `TransitionCheck.Phase.commit`: a frozen call is about to be
    ///   committed (pop). A veto ends the peek `interrupted` with
    ///   `InterruptionReason.vetoed` and `PeekEngine.commit(_:)` throws
    ///   `ErrorCode.transitionVetoed`; routing calls the interceptor
    ///   makes run after the session has ended (S22).
    ///
    /// The first veto wins. The everyday login interceptor vetoes in every
    /// phase, and presents the login screen where that is what the user
    /// asked for — at a tap and at a pop, never at a press:
    ///
    /// ```swift
    /// host.addInterceptor(named: "login") { request in
    ///     guard request.kind == .push, !session.isLoggedIn else { return .proceed }
    ///     if request.phase != .capture {
    ///         _ = try? loginRouter.presentModally { seed in LoginScreen(seed: seed) }
    ///     }
    ///     return .veto("login required")
    /// }
    /// ```
    ///
    /// - Returns: An identifier for `removeInterceptor(_:)`.
    @discardableResult
    public func addInterceptor(
        named name: String,
        _ decide: @escaping @MainActor (TransitionRequest) -> InterceptorDecision
    ) -> NavigationHookID {
        registry.addInterceptor(named: name, decide)
    }

    /// Adds an interceptor of destinations, in two phases (H10); they run in
    /// the order added.
    ///
    /// ```swift
    /// let login = host.addInterceptor(DestinationInterceptor(named: "login", performSynchronously: { _ in
    ///     session.isLoggedIn ? .proceed : .redirect(to: "/tab:0/Home/login", thenContinue: true)
    /// }))
    /// ```
    ///
    /// See `addInterceptor(named:_:)` for the registry and its phases, and
    /// ``DestinationInterceptor`` for what each phase of this kind decides.
    ///
    /// - Returns: An identifier for `removeInterceptor(_:)`.
    @discardableResult
    public func addInterceptor(_ interceptor: DestinationInterceptor) -> NavigationHookID {
        registry.addInterceptor(interceptor)
    }

    /// Removes an interceptor, of transitions or of destinations.
    ///
    /// - Parameter id: What `addInterceptor(named:_:)` or
    ///   `addInterceptor(_:)` returned.
    /// - Returns: Whether it was there; `false` for an unknown identifier or
    ///   a post-routing task's.
    @discardableResult
    public func removeInterceptor(_ id: NavigationHookID) -> Bool {
        registry.removeInterceptor(id) || removeDestinationInterceptorOnly(id)
    }

    /// Adds a task that observes every transition after it was applied to the
    /// tree (for example, analytics).
    ///
    /// Tasks run in order, after the tree changed and the change was published,
    /// once per transition: for a frozen transition, at commit, never at
    /// capture and never after an interrupt (S4, S8). A task may route; the new
    /// transition is queued behind the current one.
    ///
    /// - Returns: An identifier for `removePostRoutingTask(_:)`.
    @discardableResult
    public func addPostRoutingTask(
        named name: String,
        _ run: @escaping @MainActor (TransitionRecord) -> Void
    ) -> NavigationHookID {
        registry.addPostRoutingTask(named: name, run)
    }

    /// Removes a post-routing task.
    ///
    /// - Parameter id: What `addPostRoutingTask(named:_:)` returned.
    /// - Returns: Whether it was there; `false` for an unknown identifier or
    ///   an interceptor's.
    @discardableResult
    public func removePostRoutingTask(_ id: NavigationHookID) -> Bool {
        registry.removePostRoutingTask(id)
    }

    /// Removes a destination interceptor, and nothing else.
    func removeDestinationInterceptorOnly(_ id: NavigationHookID) -> Bool {
        registry.removeDestinationInterceptor(id)
    }
}
