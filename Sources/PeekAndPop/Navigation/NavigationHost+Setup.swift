extension NavigationHost {
    // MARK: Root set-up

    /// Sets what the window shows at the root, replacing the whole tree: a
    /// screen, a stack, tabs of stacks or splits, or a split, each given by
    /// the builders of its modules, which run now (``RootContent``).
    ///
    /// ```swift
    /// host.setRoot(.tabs([
    ///     [{ seed in HomeScreen(router: ModuleRouter(seed: seed)) }],
    ///     [{ seed in SettingsScreen(router: ModuleRouter(seed: seed)) }],
    /// ]))
    /// ```
    ///
    /// Setting a root is the host's set-up, like assigning a window's root view
    /// controller: it is not a routing call, is never frozen, and publishes a
    /// ``NavigationChange`` with the cause ``NavigationChange/Cause/setup``.
    /// Every presentation is removed. The root module's router cannot dismiss
    /// it (a documented no-op). To replace the root as a routed transition
    /// (frozen in `onPeek`, intercepted, animated), use
    /// ``replaceRoot(_:label:)`` with the same ``RootContent``; for an
    /// app-defined container, ``setRootContainer(_:)``.
    ///
    /// - Parameter content: What the root holds.
    /// - Returns: The new root, holding the containers it made.
    @discardableResult
    public func setRoot(_ content: RootContent) -> NavigationRoot {
        let root = makeRoot(content, kind: nil).root
        replaceTree(with: root)
        return root
    }

    /// Shows one screen at the root, with no stack, replacing the whole tree.
    ///
    /// - Parameter build: Builds the root module from its seed.
    @available(*, deprecated, message: "Use setRoot(.screen(build)).")
    public func setRootScreen(_ build: (RouterSeed) -> any Screen) {
        let (screen, _) = self.build(build, kind: nil, container: nil, presenter: nil)
        replaceTree(with: .screen(screen))
    }

    /// Shows one navigation stack at the root, replacing the whole tree.
    ///
    /// - Parameter builders: Build the stack's modules, bottom first; at least one.
    @available(*, deprecated, message: "Use setRoot(.stack(builders)).")
    public func setRootStack(_ builders: [(RouterSeed) -> any Screen]) {
        precondition(!builders.isEmpty, "setRootStack: a stack needs at least one screen")
        replaceTree(with: makeRoot(.stack(builders), kind: nil).root)
    }

    /// Shows a tab container at the root, one navigation stack per tab,
    /// replacing the whole tree.
    ///
    /// - Parameters:
    ///   - tabs: For each tab, the builders of its stack's modules, bottom
    ///     first; at least one tab, and at least one module per tab.
    ///   - selectedIndex: The tab selected at first.
    @available(*, deprecated, message: "Use setRoot(.tabs(tabs, selectedIndex: selectedIndex)).")
    public func setRootTabs(_ tabs: [[(RouterSeed) -> any Screen]], selectedIndex: Int = 0) {
        precondition(!tabs.isEmpty, "setRootTabs: a tab container needs at least one tab")
        precondition(tabs.indices.contains(selectedIndex), "setRootTabs: the selected index is out of range")
        precondition(!tabs.contains { $0.isEmpty }, "setRootTabs: every tab's stack needs at least one screen")
        replaceTree(with: makeRoot(.tabs(tabs, selectedIndex: selectedIndex), kind: nil).root)
    }

    /// Shows a tab container at the root whose tabs hold stacks or splits,
    /// replacing the whole tree.
    ///
    /// - Parameters:
    ///   - tabs: What each tab holds; at least one tab.
    ///   - selectedIndex: The tab selected at first.
    /// - Returns: The tab container.
    @available(
        *, deprecated,
        message: "Use setRoot(.tabs(tabs, selectedIndex: selectedIndex)); it returns the root, NavigationRoot.tabs."
    )
    @discardableResult
    public func setRootTabs(_ tabs: [TabContent], selectedIndex: Int = 0) -> TabContainer {
        precondition(!tabs.isEmpty, "setRootTabs: a tab container needs at least one tab")
        precondition(tabs.indices.contains(selectedIndex), "setRootTabs: the selected index is out of range")
        let root = makeRoot(.tabs(tabs, selectedIndex: selectedIndex), kind: nil).root
        replaceTree(with: root)
        guard case .tabs(let container) = root else { preconditionFailure("a tab root") }
        return container
    }

    // MARK: Interactive changes

    /// Pops the top screen of `stack` because the user did (a back swipe), as
    /// UIKit does: at once, without a router and without the engine.
    ///
    /// Publishes a ``NavigationChange`` with the cause
    /// ``NavigationChange/Cause/interaction``. A frozen transition that needed
    /// the popped module becomes stale: its pop ends the peek `interrupted`
    /// with ``InterruptionReason/stale``.
    ///
    /// - Returns: Whether a screen was popped (the stack is in the tree and
    ///   holds more than its root).
    @discardableResult
    public func handleInteractivePop(in stack: ScreenStack) -> Bool {
        guard contains(stack), stack.screens.count > 1 else { return false }
        mutateDirectly(cause: .interaction) {
            stack.removeLast()
        }
        return true
    }

    /// Dismisses the topmost presentation because the user did (a sheet
    /// pulled down), as UIKit does: at once, without a router and without the
    /// engine.
    ///
    /// Publishes a ``NavigationChange`` with the cause
    /// ``NavigationChange/Cause/interaction``. A frozen transition that needed
    /// the dismissed container becomes stale: its pop ends the peek
    /// `interrupted` with ``InterruptionReason/stale``.
    ///
    /// - Returns: Whether a presentation was dismissed.
    @discardableResult
    public func handleInteractiveDismissal() -> Bool {
        guard !presentations.isEmpty else { return false }
        mutateDirectly(cause: .interaction) {
            presentations.removeLast()
        }
        return true
    }

    // MARK: Interceptors and post-routing tasks

    /// Adds an interceptor of transitions that may veto them before they run
    /// (for example, "login required").
    ///
    /// The host has one registry of interceptors, with one pair of verbs:
    /// this one and ``addInterceptor(_:)`` add, ``removeInterceptor(_:)``
    /// removes either kind. An interceptor of transitions is asked about
    /// every transition; a ``DestinationInterceptor`` about the destinations
    /// of ``navigate(to:)`` (H10). Both are asked in the same phases, and the
    /// request says which (``TransitionRequest/phase``,
    /// ``DestinationRequest/phase``): prepared at capture and at a tap,
    /// performed at a tap, answered at commit.
    ///
    /// Interceptors run in order in each transition's check, against the state
    /// as it is then (S23):
    /// - ``TransitionCheck/Phase/capture``: a routing call reached the seam
    ///   inside `onPeek`. A veto means the call is not frozen, so a screen the
    ///   user may not see is never the preview (no preview at all if nothing
    ///   else shows a screen, S3). Routing calls an interceptor makes here are
    ///   refused (``Diagnostic/Code/transitionRefused``): a press presents
    ///   nothing, not even a login screen.
    /// - ``TransitionCheck/Phase/perform``: a direct call (a tap) is about to
    ///   be performed. A veto discards it (the outcome is
    ///   ``RoutingOutcome/discarded(_:)`` and a diagnostic says why); routing
    ///   calls the interceptor makes are performed at once.
    /// - ``TransitionCheck/Phase/commit``: a frozen call is about to be
    ///   committed (pop). A veto ends the peek `interrupted` with
    ///   ``InterruptionReason/vetoed`` and ``PeekEngine/commit(_:)`` throws
    ///   ``ErrorCode/transitionVetoed``; routing calls the interceptor
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
    /// - Returns: An identifier for ``removeInterceptor(_:)``.
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
    /// See ``addInterceptor(named:_:)`` for the registry and its phases, and
    /// ``DestinationInterceptor`` for what each phase of this kind decides.
    ///
    /// - Returns: An identifier for ``removeInterceptor(_:)``.
    @discardableResult
    public func addInterceptor(_ interceptor: DestinationInterceptor) -> NavigationHookID {
        let id = registry.makeHookID()
        routing.interceptors.append(NavigationHook(id: id, name: interceptor.name, body: interceptor))
        return id
    }

    /// Removes an interceptor, of transitions or of destinations.
    ///
    /// - Parameter id: What ``addInterceptor(named:_:)`` or
    ///   ``addInterceptor(_:)`` returned.
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
    /// - Returns: An identifier for ``removePostRoutingTask(_:)``.
    @discardableResult
    public func addPostRoutingTask(
        named name: String,
        _ run: @escaping @MainActor (TransitionRecord) -> Void
    ) -> NavigationHookID {
        registry.addPostRoutingTask(named: name, run)
    }

    /// Removes a post-routing task.
    ///
    /// - Parameter id: What ``addPostRoutingTask(named:_:)`` returned.
    /// - Returns: Whether it was there; `false` for an unknown identifier or
    ///   an interceptor's.
    @discardableResult
    public func removePostRoutingTask(_ id: NavigationHookID) -> Bool {
        registry.removePostRoutingTask(id)
    }

    /// Removes an interceptor or a post-routing task.
    ///
    /// - Returns: Whether it was there.
    @available(
        *, deprecated,
        message: "Use removeInterceptor(_:) for an interceptor and removePostRoutingTask(_:) for a post-routing task."
    )
    @discardableResult
    public func removeHook(_ id: NavigationHookID) -> Bool {
        registry.removeInterceptor(id) || registry.removePostRoutingTask(id)
    }

    /// Removes a destination interceptor, and nothing else.
    func removeDestinationInterceptorOnly(_ id: NavigationHookID) -> Bool {
        let count = routing.interceptors.count
        routing.interceptors.removeAll { $0.id == id }
        return routing.interceptors.count < count
    }
}
