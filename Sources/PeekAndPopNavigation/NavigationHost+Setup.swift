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
}
