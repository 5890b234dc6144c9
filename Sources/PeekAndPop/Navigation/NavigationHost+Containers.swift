/// Containers as modules (H5): set-up of split and app-defined roots, the
/// transitions behind ``ContainerRouter`` and root replacement, and the
/// changes a user makes to containers without a router.
extension NavigationHost {
    // MARK: Set-up

    /// Makes the root a split container whose columns hold new modules;
    /// dismisses every presentation.
    ///
    /// - Parameters:
    ///   - primary: Build the primary (master) column's modules, bottom first.
    ///   - secondary: Build the secondary (detail) column's modules; may be empty.
    /// - Precondition: `primary` is not empty.
    /// - Returns: The split container.
    @available(
        *, deprecated,
        message:
            "Use setRoot(.split(primary: primary, secondary: secondary)); it returns the root, NavigationRoot.split."
    )
    @discardableResult
    public func setRootSplit(
        primary: [(RouterSeed) -> any Screen],
        secondary: [(RouterSeed) -> any Screen] = []
    ) -> SplitContainer {
        precondition(!primary.isEmpty, "setRootSplit: the primary column needs at least one screen")
        let root = makeRoot(.split(primary: primary, secondary: secondary), kind: nil).root
        replaceTree(with: root)
        guard case .split(let split) = root else { preconditionFailure("a split root") }
        return split
    }

    /// Makes an app-defined container the root (H5); dismisses every
    /// presentation. Its stacks are made with ``makeStack(_:)``. Set-up, as
    /// ``setRoot(_:)`` is for the built-in containers.
    ///
    /// - Parameter container: The container, holding what it shows.
    public func setRootContainer(_ container: any NavigationContainer) {
        replaceTree(with: .container(container))
    }

    /// Makes a stack of new modules that is not in the tree yet, for an
    /// app-defined container to hold (H5).
    ///
    /// - Parameter builders: Build the modules, bottom first; they run now.
    /// - Returns: The stack.
    public func makeStack(_ builders: [(RouterSeed) -> any Screen]) -> ScreenStack {
        buildStack(builders, kind: nil).stack
    }

    /// Builds a stack of new modules; `kind` is `nil` for set-up.
    func buildStack(
        _ builders: [(RouterSeed) -> any Screen], kind: TransitionKind?
    ) -> (stack: ScreenStack, handles: [ModuleHandle]) {
        let stack = makeStack()
        let built = builders.map { build($0, kind: kind, container: stack.id, presenter: nil) }
        stack.setScreens(built.map(\.screen))
        return (stack, built.map(\.handle))
    }

    /// Builds the root `content` describes; `kind` is `nil` for set-up.
    func makeRoot(_ content: RootContent, kind: TransitionKind?) -> (root: NavigationRoot, handles: [ModuleHandle]) {
        switch content.shape {
        case .screen(let builder):
            let (screen, handle) = build(builder, kind: kind, container: nil, presenter: nil)
            return (.screen(screen), [handle])
        case .stack(let builders):
            let (stack, handles) = buildStack(builders, kind: kind)
            return (.stack(stack), handles)
        case .tabs(let tabs, let selectedIndex):
            let id = makeContainerID()
            let built = tabs.map { buildTab($0, kind: kind) }
            let container = TabContainer(
                id: id, contents: built.map(\.content), selectedIndex: selectedIndex, host: self)
            return (.tabs(container), built.flatMap(\.handles))
        case .split(let primary, let secondary):
            let (split, handles) = buildSplit(primary: primary, secondary: secondary, kind: kind)
            return (.split(split), handles)
        case .splitOf(let primary, let secondary):
            let (split, handles) = buildSplit(primary: primary, secondary: secondary, kind: kind)
            return (.split(split), handles)
        case .container(let contents, let make):
            let id = makeContainerID()
            let built = contents.map { makeRoot($0, kind: kind) }
            return (.container(make(id, built.map(\.root.child))), built.flatMap(\.handles))
        }
    }

    /// Builds a split container of new modules; `kind` is `nil` for set-up.
    func buildSplit(
        primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen], kind: TransitionKind?
    ) -> (split: SplitContainer, handles: [ModuleHandle]) {
        let id = makeContainerID()
        let first = buildStack(primary, kind: kind)
        let second = buildStack(secondary, kind: kind)
        let split = SplitContainer(id: id, primary: first.stack, secondary: second.stack, host: self)
        return (split, first.handles + second.handles)
    }

    /// Builds a split container whose columns hold what `primary` and
    /// `secondary` describe (an empty stack for no secondary); `kind` is
    /// `nil` for set-up.
    func buildSplit(
        primary: RootContent, secondary: RootContent?, kind: TransitionKind?
    ) -> (split: SplitContainer, handles: [ModuleHandle]) {
        let id = makeContainerID()
        let first = buildColumn(primary, kind: kind)
        let second = secondary.map { buildColumn($0, kind: kind) } ?? (makeStack(), [])
        let split = SplitContainer(id: id, primary: first.column, secondary: second.column, host: self)
        return (split, first.handles + second.handles)
    }

    /// Builds what a split's column holds: a screen gets a stack of its own.
    private func buildColumn(
        _ content: RootContent, kind: TransitionKind?
    ) -> (column: any NavigationContainer, handles: [ModuleHandle]) {
        let (built, handles) = makeRoot(content, kind: kind)
        switch built.child {
        case .screen(let screen):
            let stack = makeStack([screen])
            for handle in handles { handle.containerID = stack.id }
            return (stack, handles)
        case .container(let container):
            precondition(
                !Self.stacks(in: .container(container)).isEmpty, "RootContent.split: a split's column holds a stack")
            return (container, handles)
        }
    }

    /// Builds what a tab holds; `kind` is `nil` for set-up.
    func buildTab(
        _ content: TabContent, kind: TransitionKind?
    ) -> (content: any NavigationContainer, handles: [ModuleHandle]) {
        switch content.shape {
        case .stack(let builders):
            let (stack, handles) = buildStack(builders, kind: kind)
            return (stack, handles)
        case .split(let primary, let secondary):
            let (split, handles) = buildSplit(primary: primary, secondary: secondary, kind: kind)
            return (split, handles)
        case .content(let content):
            let (built, handles) = makeRoot(content, kind: kind)
            switch built.child {
            case .screen(let screen):
                // A tab holds a container: a screen gets a stack of its own.
                let stack = makeStack([screen])
                for handle in handles { handle.containerID = stack.id }
                return (stack, handles)
            case .container(let container):
                precondition(
                    !Self.stacks(in: .container(container)).isEmpty,
                    "TabContent.container: a tab's container holds a stack")
                return (container, handles)
            }
        }
    }

    /// Replaces the root and dismisses every presentation, outside any transition.
    func replaceTree(with newRoot: NavigationRoot) {
        mutateDirectly(cause: .setup) {
            root = newRoot
            presentations = []
        }
    }

    // MARK: Root replacement

    /// Replaces the root of the tree with new modules and dismisses every
    /// presentation, as a routed transition (kind ``TransitionKind/replaceRoot``,
    /// H1): frozen in `onPeek` (the new root's topmost screen is the
    /// preview), intercepted, recorded, published and animated like any other.
    ///
    /// ```swift
    /// try host.replaceRoot(.tabs([[{ seed in HomeScreen(seed: seed) }], [{ seed in SettingsScreen(seed: seed) }]]))
    /// ```
    ///
    /// - Parameters:
    ///   - content: What the new root holds; its builders run now.
    ///   - label: A description for diagnostics; by default `replaceRoot <name>`.
    /// - Returns: What the engine's seam did.
    @discardableResult
    public func replaceRoot(_ content: RootContent, label: String? = nil) -> RoutingOutcome {
        replaceRoot(content, from: nil, label: label)
    }

    func replaceRoot(_ content: RootContent, from module: (any Screen)?, label: String?) -> RoutingOutcome {
        let (newRoot, handles) = makeRoot(content, kind: .replaceRoot)
        let screens = Self.screens(in: newRoot.child)
        return submit(
            PendingTransition(
                kind: .replaceRoot,
                label: label,
                destination: Self.topmostScreen(in: newRoot.child),
                source: module,
                modules: handles,
                validate: { [weak self] in
                    guard let self else { return "the navigation host is gone" }
                    return self.whyAlreadyInTree(screens)
                },
                apply: { [weak self] in
                    guard let self else { return }
                    self.root = newRoot
                    self.presentations = []
                }
            )
        )
    }

    // MARK: Container transitions

    /// A tab container's transition: valid while the container is in the
    /// tree and `validate` finds nothing wrong, applied to the container
    /// where it is when performed (H2).
    func routeTabs(
        _ router: ContainerRouter,
        kind: TransitionKind,
        label: String?,
        built tab: (any NavigationContainer)? = nil,
        handles: [ModuleHandle] = [],
        changingCountOf edited: TabContainer? = nil,
        by change: Int = 0,
        validate: @escaping @MainActor (TabContainer, _ count: Int) -> String?,
        apply: @escaping @MainActor (TabContainer, NavigationHost) -> Void
    ) -> RoutingOutcome {
        let screens = tab.map { Self.screens(in: .container($0)) } ?? []
        let pending =
            PendingTransition(
                kind: kind,
                label: label,
                destination: tab.flatMap { Self.topmostScreen(in: .container($0)) },
                source: router.source,
                modules: handles,
                validate: { [weak self] in
                    guard let self else { return "the navigation host is gone" }
                    guard let tabs = router.current(TabContainer.self) else { return "the tab container is gone" }
                    return validate(tabs, self.tabCount(of: tabs)) ?? self.whyAlreadyInTree(screens)
                },
                apply: { [weak self] in
                    guard let self, let tabs = router.current(TabContainer.self) else { return }
                    apply(tabs, self)
                    for handle in handles {
                        handle.containerID = handle.screen.flatMap { self.locate($0)?.stack?.id }
                    }
                }
            )
        if let edited, change != 0 { pending.tabCountChange = (ObjectIdentifier(edited), change) }
        return submit(pending)
    }

    /// How many tabs `tabs` holds for a call made now or the transition
    /// being checked: as the transitions frozen before it in the same window
    /// leave it (H2), so that a call and its checks at capture and at commit
    /// count what a tap would count.
    func tabCount(of tabs: TabContainer) -> Int {
        var count = tabs.contents.count
        let session: PeekSession?
        let pending: PendingTransition?
        switch performer.checking {
        case (let checked, .capture)?: (session, pending) = (engine.capture ?? engine.active, checked)
        case (let checked, .commit)?: (session, pending) = (engine.active, checked)
        case (_, .perform)?: return count
        case nil: (session, pending) = (engine.capture, nil)
        }
        for transition in session?.frozen ?? [] {
            guard case .body(let body) = transition.checker, let earlier = body as? PendingTransition else { continue }
            if earlier === pending { break }
            if let change = earlier.tabCountChange, change.tabs == ObjectIdentifier(tabs) { count += change.by }
        }
        return count
    }

    /// A split container's column transition: builds the modules now,
    /// applies `apply` to the split where it is when performed (H2).
    func routeSplit(
        _ router: ContainerRouter,
        kind: TransitionKind,
        column: SplitColumn,
        label: String?,
        _ builders: [(RouterSeed) -> any Screen],
        apply: @escaping @MainActor (SplitContainer, [any Screen]) -> Void
    ) throws(NavigationError) -> RoutingOutcome {
        guard !builders.isEmpty else { throw NavigationError(.emptyStack, "a column needs at least one screen") }
        if let split = router.current(SplitContainer.self), let why = column.whyNotAStack(in: split) {
            // Decided before anything is built: nothing changes (H5).
            throw NavigationError(.columnNotAStack, why)
        }
        let built = builders.map { build($0, kind: kind, container: nil, presenter: nil) }
        let screens = built.map(\.screen)
        let handles = built.map(\.handle)
        return submit(
            PendingTransition(
                kind: kind,
                label: label,
                destination: screens.last,
                source: router.source,
                modules: handles,
                validate: { [weak self] in
                    guard let self else { return "the navigation host is gone" }
                    guard let split = router.current(SplitContainer.self) else { return "the split container is gone" }
                    if let why = column.whyNotAStack(in: split) { return why }
                    return self.whyAlreadyInTree(screens)
                },
                apply: { [weak self] in
                    guard let self, let split = router.current(SplitContainer.self),
                        column.whyNotAStack(in: split) == nil
                    else { return }
                    apply(split, screens)
                    for handle in handles {
                        handle.containerID = handle.screen.flatMap { self.locate($0)?.stack?.id }
                    }
                }
            )
        )
    }

    /// A column of a split, for its master/detail calls.
    enum SplitColumn {
        case primary
        case secondary

        /// Why the calls of this column cannot act on `split`: the column
        /// holds another container than a stack (H5); `nil` for a stack.
        @MainActor
        func whyNotAStack(in split: SplitContainer) -> String? {
            let column = self == .primary ? split.primaryColumn : split.secondaryColumn
            guard !(column is ScreenStack) else { return nil }
            return "the \(self) column of split\(split.id) holds \(column.containerName)\(column.id), not a stack"
        }
    }

    /// Shows `child` in `container`, wherever the container is when performed.
    func routeShow(
        _ child: NavigationChild, in container: any NavigationContainer, source: (any Screen)? = nil, label: String?
    ) -> RoutingOutcome {
        submit(
            PendingTransition(
                kind: .showChild,
                label: label ?? "showChild of \(container.containerName)\(container.id)",
                destination: nil,
                source: source,
                modules: [],
                validate: { [weak self, weak container] in
                    guard let self else { return "the navigation host is gone" }
                    guard let container, self.contains(container) else { return "the container is gone" }
                    guard container.children.contains(where: { $0.isSame(as: child) }) else {
                        return "the child is no longer in \(container.containerName)\(container.id)"
                    }
                    return nil
                },
                apply: { [weak self, weak container] in
                    guard let self, let container, self.contains(container) else { return }
                    if let stack = container as? ScreenStack {
                        _ = stack.makeVisible(child)
                    } else {
                        _ = container.makeVisible(child)
                    }
                }
            )
        )
    }

    /// The layer `container` is in: 0 for the root layer, `n` for the stack
    /// of the `n`-th presentation; `nil` when it is not in the tree.
    func layer(of container: any NavigationContainer) -> Int? {
        if let stack = container as? ScreenStack { return level(of: stack) }
        guard contains(container) else { return nil }
        if let offset = presentations.firstIndex(where: { $0.child.is(container) }) { return offset + 1 }
        return layer(ofHeld: container)
    }

    /// The router of `container`, an app-defined container or one of the
    /// host's own, for ``ContainerRouter/show(_:label:)`` and the tab and
    /// split calls; `nil` when the container is not in the tree.
    public func containerRouter(for container: any NavigationContainer) -> ContainerRouter? {
        contains(container) ? ContainerRouter(host: self, container: container) : nil
    }

    /// The split container `screen` is in, or else the root layer's shown
    /// one (in the selected tab), or else its first one; `nil` when the root
    /// layer has none.
    func splitContainer(for screen: (any Screen)?) -> SplitContainer? {
        if let own = enclosing(SplitContainer.self, of: screen) { return own }
        guard let root else { return nil }
        let splits = Self.containers(in: root.child).compactMap { $0 as? SplitContainer }
        let own = screen.flatMap { screen in
            splits.first { split in Self.stacks(in: .container(split)).contains { $0.index(of: screen) != nil } }
        }
        return own ?? splits.first { Self.isShown($0, in: root.child) } ?? splits.first
    }

    /// Whether `container` is on the path of what `child` shows.
    static func isShown(_ container: any NavigationContainer, in child: NavigationChild) -> Bool {
        guard case .container(let mine) = child else { return false }
        if mine === container { return true }
        if mine is ScreenStack { return false }
        return mine.visibleChildren.contains { isShown(container, in: $0) }
    }

    /// Whether `container` is in the tree: O(1) for the host's own stacks,
    /// tabs and splits, whose children change only through the host (H1).
    public func contains(_ container: any NavigationContainer) -> Bool {
        if let stack = container as? ScreenStack { return stack.index === treeIndex }
        if container is TabContainer || container is SplitContainer { return treeIndex.contains(container) }
        // An app-defined container may change what it holds on its own: the
        // tree as it is now is asked.
        if let root, Self.containers(in: root.child).contains(where: { $0 === container }) { return true }
        return presentations.contains { Self.containers(in: $0.child).contains { $0 === container } }
    }

    // MARK: Changes the user makes

    /// Reports that the user selected a tab on the tab bar, without a
    /// router (H5): the selection changes at once and one
    /// ``NavigationChange`` with the cause ``NavigationChange/Cause/interaction``
    /// is published.
    ///
    /// - Returns: Whether anything changed (false for a container not in
    ///   the tree, an index out of range, or the tab already selected).
    @discardableResult
    public func handleTabSelection(_ index: Int, in tabs: TabContainer) -> Bool {
        guard contains(tabs), tabs.contents.indices.contains(index), index != tabs.selectedIndex else { return false }
        mutateDirectly(cause: .interaction) {
            tabs.selectedIndex = index
        }
        return true
    }

    /// Reports that a split container collapsed into one column or expanded
    /// into two (a size-class change), without a router: collapsing moves
    /// the secondary stack onto the primary one, expanding moves it back;
    /// when a column is not a stack (H5), collapsing shows the primary
    /// column alone and keeps the secondary one hidden, expanding shows it
    /// again (``SplitContainer``).
    /// Publishes one ``NavigationChange`` with the cause
    /// ``NavigationChange/Cause/interaction``.
    ///
    /// - Returns: Whether anything changed.
    @discardableResult
    public func handleSplitCollapse(_ split: SplitContainer, isCollapsed: Bool) -> Bool {
        guard contains(split), split.isCollapsed != isCollapsed else { return false }
        mutateDirectly(cause: .interaction) {
            split.setCollapsed(isCollapsed)
        }
        return true
    }
}

/// What a new root or a presentation holds: a screen, a stack, tabs of
/// stacks or splits, a split of two columns, or an app-defined container of
/// any of these, each given by the builders of its modules, which run when
/// the root or the presentation is built (H1, H5).
///
/// `RootContent` is main-actor bound through its builders.
@MainActor
public struct RootContent {
    enum Shape {
        case screen((RouterSeed) -> any Screen)
        case stack([(RouterSeed) -> any Screen])
        case tabs([TabContent], selectedIndex: Int)
        case split(primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen])
        indirect case splitOf(primary: RootContent, secondary: RootContent?)
        case container([RootContent], make: (ContainerID, [NavigationChild]) -> any NavigationContainer)
    }

    let shape: Shape

    /// A single screen, with no stack.
    public static func screen(_ build: @escaping (RouterSeed) -> any Screen) -> RootContent {
        RootContent(shape: .screen(build))
    }

    /// One stack of modules, bottom first.
    ///
    /// - Precondition: `builders` is not empty.
    public static func stack(_ builders: [(RouterSeed) -> any Screen]) -> RootContent {
        precondition(!builders.isEmpty, "RootContent.stack: a stack needs at least one screen")
        return RootContent(shape: .stack(builders))
    }

    /// A tab container, one stack per tab.
    ///
    /// - Precondition: at least one tab, every tab with a screen, and
    ///   `selectedIndex` in range.
    public static func tabs(_ tabs: [[(RouterSeed) -> any Screen]], selectedIndex: Int = 0) -> RootContent {
        precondition(!tabs.isEmpty && !tabs.contains { $0.isEmpty }, "RootContent.tabs: every tab needs a screen")
        return Self.tabs(tabs.map { TabContent.stack($0) }, selectedIndex: selectedIndex)
    }

    /// A tab container whose tabs hold stacks or splits.
    ///
    /// - Precondition: at least one tab, and `selectedIndex` in range.
    public static func tabs(_ tabs: [TabContent], selectedIndex: Int = 0) -> RootContent {
        precondition(!tabs.isEmpty, "RootContent.tabs: every tab needs a screen")
        precondition(tabs.indices.contains(selectedIndex), "RootContent.tabs: the selected index is out of range")
        return RootContent(shape: .tabs(tabs, selectedIndex: selectedIndex))
    }

    /// A split container: primary (master) and secondary (detail) columns.
    ///
    /// - Precondition: `primary` is not empty.
    public static func split(
        primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen] = []
    ) -> RootContent {
        precondition(!primary.isEmpty, "RootContent.split: the primary column needs at least one screen")
        return RootContent(shape: .split(primary: primary, secondary: secondary))
    }

    /// A split container whose columns hold any container (H5): tabs, an
    /// app-defined container, or a stack as `split(primary:secondary:)` of
    /// builders makes; a screen is held in a stack of its own, and no
    /// `secondary` is an empty stack. The modules inside route as they would
    /// at the root: pushes go to the stack the column shows (H4), and a
    /// module's ``ModuleRouter/tabsRouter`` acts on the tabs it is in. The
    /// master/detail calls of a column that is not a stack throw
    /// ``ErrorCode/columnNotAStack``; collapsing shows the primary column
    /// and hides such a secondary one, unchanged (``SplitContainer``). The
    /// route names a column's tabs after `column:1`
    /// (`/Inbox/column:1/tab:1/Notes`).
    ///
    /// ```swift
    /// host.setRoot(.split(
    ///     primary: .stack([{ seed in InboxScreen(seed: seed) }]),
    ///     secondary: .tabs([[{ seed in MailScreen(seed: seed) }], [{ seed in NotesScreen(seed: seed) }]])))
    /// ```
    ///
    /// - Precondition: each column, once built, holds a stack (its
    ///   ``SplitContainer/primary`` or ``SplitContainer/secondary`` is the
    ///   first one).
    public static func split(primary: RootContent, secondary: RootContent? = nil) -> RootContent {
        RootContent(shape: .splitOf(primary: primary, secondary: secondary))
    }

    /// An app-defined container (H5) holding what `children` describe, each
    /// a screen or a container of new modules (stacks, tabs, splits, other
    /// app-defined containers), built in order when the content is built.
    ///
    /// `make` receives a new identifier and the built children, in the
    /// order of `children`, and returns the container holding exactly them:
    ///
    /// ```swift
    /// try router.present(
    ///     .container([.stack([{ seed in PageScreen(seed: seed) }]), .stack([{ seed in OtherScreen(seed: seed) }])]) {
    ///         id, pages in PagesContainer(id: id, pages: pages)
    ///     })
    /// ```
    ///
    /// - Parameters:
    ///   - children: What the container holds, in order.
    ///   - make: Makes the container from its identifier and its children;
    ///     runs when the content is built, after the children.
    public static func container(
        _ children: [RootContent],
        make: @escaping (ContainerID, [NavigationChild]) -> any NavigationContainer
    ) -> RootContent {
        RootContent(shape: .container(children, make: make))
    }
}
