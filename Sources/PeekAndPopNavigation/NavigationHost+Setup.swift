import PeekAndPop

/// Setting up the tree: the root screen, stack or tabs, outside any
/// transition (splits and app-defined containers are in
/// `NavigationHost+Containers.swift`).
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
    /// `replaceRoot(_:label:)` with the same ``RootContent``; for an
    /// app-defined container, `setRootContainer(_:)`.
    ///
    /// - Parameter content: What the root holds.
    /// - Returns: The new root, holding the containers it made.
    @discardableResult
    public func setRoot(_ content: RootContent) -> NavigationRoot {
        let root = makeRoot(content, kind: nil).root
        replaceTree(with: root)
        return root
    }

}
