import PeekAndPop

/// The router of a container module (H5): a ``TabContainer``'s tab calls and
/// a ``SplitContainer``'s master/detail calls, each a transition through the
/// engine's seam, so that it is frozen in `onPeek`, committed on pop,
/// discarded on interrupt, intercepted and animated like any other.
///
/// ```swift
/// guard case .split(let split)? = host.root else { return }
/// try split.router.setSecondary { seed in MailScreen(message: message, seed: seed) }
/// ```
///
/// Each call acts on the router's own container, wherever it is when the
/// transition is performed (H2, H4); a container that has left the tree by
/// then makes a frozen call stale. A module's ``ModuleRouter/splitRouter``
/// and ``ModuleRouter/tabsRouter`` bind later still: each call acts on the
/// module's split (or the root layer's first tab container) as it is when
/// the call is performed, as after a tap; handed out while the module was
/// in a presentation, they bind to nothing once it is dismissed with it, and
/// a frozen call of theirs makes the pop stale, as
/// ``NavigationHost/handleInteractiveDismissal()`` says. Calls check what they can at once and
/// throw a ``NavigationError`` before building anything. A tab index is checked
/// against the tabs as the tab edits frozen before the call in the same
/// `onPeek` leave them, at the call and again at capture and at commit (H2):
/// `removeTab(at: 1)` then `replaceTab(at: 1, …)` on two tabs throws
/// `ErrorCode.tabIndexOutOfRange` in `onPeek` as at a tap, and
/// `addTab` then `selectTab(2)` selects the new tab on pop as at a tap.
///
/// The calls of a router that a module handed out carry that module's screen
/// as their source (``TransitionRequest/source``, ``TransitionRecord/source``);
/// those of a container's own ``TabContainer/router`` or
/// ``SplitContainer/router`` carry none, as no module asked.
///
/// `ContainerRouter` holds its host and container weakly; it is main-actor
/// isolated and therefore `Sendable`.
@MainActor
public struct ContainerRouter {
    /// Which container the calls act on when they are performed.
    enum Binding {
        /// The router's own container.
        case own
        /// The split container the module is in, or else the root layer's
        /// first one, as it is when performed (H2).
        case splitOf(ModuleHandle)
        /// The tab container the module is in, or else the root layer's
        /// first one, as it is when performed (H2, H5).
        case tabsOf(ModuleHandle)
    }

    weak var host: NavigationHost?
    weak var container: (any NavigationContainer)?
    let binding: Binding
    /// The module whose router handed this one out, if any: the source of
    /// its calls (``TransitionRequest/source``, ``TransitionRecord/source``).
    let module: ModuleHandle?
    /// Whether a module's router was handed out while the container it binds
    /// to was presented: once the module leaves the tree with that
    /// presentation, the router binds to nothing rather than to the root
    /// layer's container.
    let isBoundInPresentation: Bool

    init(
        host: NavigationHost?, container: any NavigationContainer, binding: Binding = .own, module: ModuleHandle? = nil,
        isBoundInPresentation: Bool = false
    ) {
        self.host = host
        self.container = container
        self.binding = binding
        self.module = module
        self.isBoundInPresentation = isBoundInPresentation
    }

    /// The screen of the module whose router handed this one out: the
    /// source of its calls; `nil` for a container's own router.
    var source: (any Screen)? { module?.screen }

    /// The container the calls act on now: the one the router was made for,
    /// or for a module's router, the one it binds to now.
    func current<C: NavigationContainer>(_ type: C.Type) -> C? {
        guard let host else { return nil }
        switch binding {
        case .own:
            guard let container = container as? C, host.contains(container) else { return nil }
            return container
        case .splitOf(let handle):
            guard isStillBound(handle, in: host) else { return nil }
            return host.splitContainer(for: handle.screen) as? C
        case .tabsOf(let handle):
            guard isStillBound(handle, in: host) else { return nil }
            return host.tabContainer(for: handle.screen) as? C
        }
    }

    /// Whether a module's router still binds: always for one handed out in
    /// the root layer (it falls back to the root layer's container); for one
    /// handed out in a presentation, while its module is in the tree as the
    /// calls frozen before in the same window leave it (H12). A module
    /// dismissed with its presentation binds to no container, so a call of
    /// its router throws, and a frozen one goes stale (S8, S23), instead of
    /// acting on the root layer's container.
    private func isStillBound(_ handle: ModuleHandle, in host: NavigationHost) -> Bool {
        guard isBoundInPresentation else { return true }
        guard let screen = handle.screen else { return false }
        if let frozen = host.frozenTree() { return frozen.shows(screen) }
        return host.contains(screen)
    }

    /// The container the calls act on, as a tree edit prints it: the
    /// router's own (`tabs#3`), or the one a module's router binds to when
    /// performed (`the split of Inbox`, H2).
    var boundDescription: String {
        switch binding {
        case .own:
            container.map { "\($0.containerName)\($0.id)" } ?? "a container that is gone"
        case .splitOf(let handle):
            "the split of \(handle.screen?.screenName ?? "a module that is gone")"
        case .tabsOf(let handle):
            "the tabs of \(handle.screen?.screenName ?? "a module that is gone")"
        }
    }

    /// Whether the router's container is in the tree.
    public var isInTree: Bool {
        guard let host, let container else { return false }
        return host.contains(container)
    }

    private func resolve<C: NavigationContainer>(_ type: C.Type) throws(NavigationError) -> (NavigationHost, C) {
        guard let host else { throw NavigationError(.hostGone, "the navigation host is gone") }
        guard let container = current(C.self) else {
            throw NavigationError(.containerNotInTree, "the \(C.self) is not in the navigation tree")
        }
        return (host, container)
    }

    // MARK: Tabs

    /// Selects the tab at `index` (kind `TransitionKind.selectTab`).
    ///
    /// - Throws: `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func selectTab(_ index: Int) throws(NavigationError) -> RoutingOutcome {
        let (host, tabs) = try resolve(TabContainer.self)
        try Self.check(index, in: 0..<host.tabCount(of: tabs))
        return host.routeTabs(self, kind: .selectTab, label: "selectTab \(index)", .selectTab(index, of: self))
    }

    /// Adds a tab whose stack holds new modules, at `index` (by default
    /// after the last tab), and selects it if `select` is true (kind
    /// `TransitionKind.addTab`).
    ///
    /// - Throws: `ErrorCode.emptyStack`,
    ///   `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func addTab(
        at index: Int? = nil,
        select: Bool = false,
        label: String? = nil,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        guard !builders.isEmpty else { throw NavigationError(.emptyStack, "a tab needs at least one screen") }
        return try addTab(at: index, select: select, label: label, .stack(builders))
    }

    /// Adds a tab that holds a new stack or split, at `index` (by default
    /// after the last tab), and selects it if `select` is true (kind
    /// `TransitionKind.addTab`).
    ///
    /// - Throws: `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func addTab(
        at index: Int? = nil,
        select: Bool = false,
        label: String? = nil,
        _ content: TabContent
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, tabs) = try resolve(TabContainer.self)
        if let index { try Self.check(index, in: 0..<(host.tabCount(of: tabs) + 1)) }
        let (tab, handles) = host.buildTab(content, kind: .addTab)
        return host.routeTabs(
            self, kind: .addTab, label: label, .addTab(tab, at: index, select: select, of: self, handles),
            handles: handles)
    }

    /// Removes the tab at `index`; the selection stays on the same tab, or
    /// moves to the one before when the selected tab is removed (kind
    /// `TransitionKind.removeTab`).
    ///
    /// - Throws: `ErrorCode.lastTab`,
    ///   `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func removeTab(at index: Int, label: String? = nil) throws(NavigationError) -> RoutingOutcome {
        let (host, tabs) = try resolve(TabContainer.self)
        let count = host.tabCount(of: tabs)
        try Self.check(index, in: 0..<count)
        guard count > 1 else {
            throw NavigationError(.lastTab, "a tab container keeps at least one tab")
        }
        return host.routeTabs(
            self, kind: .removeTab, label: label ?? "removeTab \(index)", .removeTab(at: index, of: self))
    }

    /// Replaces the tab at `index` with a new tab whose stack holds new
    /// modules; the selection stays where it was (kind
    /// `TransitionKind.replaceTab`).
    ///
    /// - Throws: `ErrorCode.emptyStack`,
    ///   `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func replaceTab(
        at index: Int,
        label: String? = nil,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        guard !builders.isEmpty else { throw NavigationError(.emptyStack, "a tab needs at least one screen") }
        return try replaceTab(at: index, label: label, .stack(builders))
    }

    /// Replaces the tab at `index` with a new tab that holds a new stack or
    /// split; the selection stays where it was (kind
    /// `TransitionKind.replaceTab`).
    ///
    /// - Throws: `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func replaceTab(
        at index: Int,
        label: String? = nil,
        _ content: TabContent
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, tabs) = try resolve(TabContainer.self)
        try Self.check(index, in: 0..<host.tabCount(of: tabs))
        let (tab, handles) = host.buildTab(content, kind: .replaceTab)
        return host.routeTabs(
            self, kind: .replaceTab, label: label, .replaceTab(at: index, with: tab, of: self, handles),
            handles: handles)
    }

    private static func check(_ index: Int, in range: Range<Int>) throws(NavigationError) {
        guard range.contains(index) else {
            throw NavigationError(
                .tabIndexOutOfRange, "tab \(index) is out of range: there are \(range.count) positions")
        }
    }

    // MARK: Split (master/detail)

    /// Replaces the primary (master) column with new modules (kind
    /// `TransitionKind.setPrimary`).
    ///
    /// - Throws: `ErrorCode.emptyStack`, `ErrorCode.columnNotAStack`
    ///   (the primary column holds tabs or another container, H5),
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func setPrimary(
        label: String? = nil, _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, _) = try resolve(SplitContainer.self)
        return try host.routeSplit(
            self, kind: .setPrimary, column: .primary, label: label, builders)
    }

    /// Pushes a new module onto the primary (master) column (kind
    /// `TransitionKind.pushPrimary`).
    ///
    /// - Throws: `ErrorCode.columnNotAStack` (the primary column holds
    ///   tabs or another container, H5), `ErrorCode.containerNotInTree`,
    ///   `ErrorCode.hostGone`.
    @discardableResult
    public func pushPrimary(
        label: String? = nil, _ build: @escaping (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, _) = try resolve(SplitContainer.self)
        return try host.routeSplit(
            self, kind: .pushPrimary, column: .primary, pushing: true, label: label, [build])
    }

    /// Replaces the secondary (detail) column with new modules (kind
    /// `TransitionKind.setSecondary`): Marshroute's
    /// `setDetailViewController`.
    ///
    /// - Throws: `ErrorCode.emptyStack`, `ErrorCode.columnNotAStack`
    ///   (the secondary column holds tabs or another container, H5),
    ///   `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func setSecondary(
        label: String? = nil, _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, _) = try resolve(SplitContainer.self)
        return try host.routeSplit(
            self, kind: .setSecondary, column: .secondary, label: label, builders)
    }

    /// Replaces the secondary (detail) column with one new module.
    @discardableResult
    public func setSecondary(
        label: String? = nil, _ build: @escaping (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        try setSecondary(label: label, [build])
    }

    /// Pushes a new module onto the secondary (detail) column (kind
    /// `TransitionKind.pushSecondary`); while collapsed, onto the one stack
    /// shown.
    ///
    /// - Throws: `ErrorCode.columnNotAStack` (the secondary column holds
    ///   tabs or another container, H5), `ErrorCode.containerNotInTree`,
    ///   `ErrorCode.hostGone`.
    @discardableResult
    public func pushSecondary(
        label: String? = nil, _ build: @escaping (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, _) = try resolve(SplitContainer.self)
        return try host.routeSplit(
            self, kind: .pushSecondary, column: .secondary, pushing: true, label: label, [build])
    }

    // MARK: The container as a module (H4)

    /// The container the router binds to now, if it is in the tree: its own,
    /// or for a module's router, the split or tabs it binds to (H2).
    func boundContainer() -> (any NavigationContainer)? {
        guard let host else { return nil }
        switch binding {
        case .own:
            guard let container, host.contains(container) else { return nil }
            return container
        case .splitOf(let handle):
            guard isStillBound(handle, in: host) else { return nil }
            return host.splitContainer(for: handle.screen)
        case .tabsOf(let handle):
            guard isStillBound(handle, in: host) else { return nil }
            return host.tabContainer(for: handle.screen)
        }
    }

    /// The host, the container the router binds to, and the layer it is in
    /// (0 for the root layer, `n` for the `n`-th presentation).
    private func resolveModule() throws(NavigationError) -> (NavigationHost, any NavigationContainer, Int) {
        guard let host else { throw NavigationError(.hostGone, "the navigation host is gone") }
        guard let container = boundContainer(), let level = host.layer(of: container) else {
            throw NavigationError(.containerNotInTree, "the container is not in the navigation tree")
        }
        return (host, container, level)
    }

    /// Undoes the transition that showed the container module and everything
    /// after it (kind `TransitionKind.dismiss`), as
    /// ``ModuleRouter/dismissCurrentModule()`` does for a screen's module
    /// (H4): a container in a presentation (presented itself with
    /// ``ModuleRouter/present(_:style:label:)``, or inside a presented
    /// container, H5) is dismissed with its presentation and every
    /// presentation over it. A container of the root layer (the root's tabs
    /// or split, or a split in a tab) is a root module: nothing is routed and
    /// `nil` is returned, as for a root screen.
    ///
    /// Frozen in a capture window, it happens only on pop (S4); it binds to
    /// the container's layer when it is performed (H2).
    ///
    /// - Returns: What the engine's seam did, or `nil` for a root module.
    /// - Throws: `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`;
    ///   nothing is routed then.
    @discardableResult
    public func dismissCurrentModule() throws(NavigationError) -> RoutingOutcome? {
        let (host, container, level) = try resolveModule()
        guard level > 0 else { return nil }
        return routeUndo(.dismiss, host: host, container: container, including: true)
    }

    /// Undoes everything after the container module (kind
    /// `TransitionKind.focus`): dismisses every presentation over it, as
    /// ``ModuleRouter/focusOnCurrentModule()`` does for a screen's module
    /// (H4). What the container holds (its tabs' and columns' stacks) is left
    /// as it is: those screens are inside the module, not after it.
    ///
    /// Outside a capture window, with nothing over the container, it is a
    /// no-op: nothing is routed or recorded and `nil` is returned. Inside one
    /// it is routed, since earlier calls of the window may present something
    /// by commit (H2); performed with nothing over it, it changes nothing.
    ///
    /// ```swift
    /// guard case .split(let split)? = host.root else { return }
    /// try split.router.focusOnCurrentModule()  // back to the split, every sheet gone
    /// ```
    ///
    /// - Returns: What the engine's seam did, or `nil` when there was nothing
    ///   to undo.
    /// - Throws: `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`;
    ///   nothing is routed then.
    @discardableResult
    public func focusOnCurrentModule() throws(NavigationError) -> RoutingOutcome? {
        let (host, container, level) = try resolveModule()
        if !host.engine.isCapturing, level >= host.presentations.count {
            return nil
        }
        return routeUndo(.focus, host: host, container: container, including: false)
    }

    /// A dismiss or focus of the container module: valid while the router
    /// binds to a container in the tree, applied against that container's
    /// layer when it runs (H2).
    private func routeUndo(
        _ kind: TransitionKind,
        host: NavigationHost,
        container: any NavigationContainer,
        including: Bool
    ) -> RoutingOutcome {
        host.submit(
            PendingTransition(
                kind: kind,
                label: "\(kind) \(container.containerName)\(container.id)",
                destination: nil,
                source: source,
                modules: [],
                edits: [.dismissPresentations(from: self, including: including)]
            )
        )
    }

    // MARK: Any container

    /// Shows `child`, one of the container's children (kind
    /// `TransitionKind.showChild`): selects a tab, pops a stack to a
    /// screen, or turns an app-defined container's page.
    ///
    /// - Throws: `ErrorCode.containerNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func show(_ child: NavigationChild, label: String? = nil) throws(NavigationError) -> RoutingOutcome {
        guard let host else { throw NavigationError(.hostGone, "the navigation host is gone") }
        guard let container, host.contains(container) else {
            throw NavigationError(.containerNotInTree, "the container is not in the navigation tree")
        }
        return host.routeShow(child, in: container, source: source, label: label)
    }
}
