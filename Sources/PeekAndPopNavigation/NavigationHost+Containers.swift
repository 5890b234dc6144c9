import PeekAndPop

/// Containers as modules (H5): set-up of split and app-defined roots, the
/// transitions behind ``ContainerRouter`` and root replacement (the changes
/// a user makes to containers are in `NavigationHost+Interaction.swift`).
extension NavigationHost {
    // MARK: Set-up

    /// Makes an app-defined container the root (H5); dismisses every
    /// presentation. Its stacks are made with `makeStack(_:)`. Set-up, as
    /// `setRoot(_:)` is for the built-in containers.
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

    /// Builds a stack of new modules; `kind` is `nil` for set-up; the
    /// modules of a presented stack know the screen that presents it.
    func buildStack(
        _ builders: [(RouterSeed) -> any Screen], kind: TransitionKind?, presenter: (any Screen)? = nil
    ) -> (stack: ScreenStack, handles: [ModuleHandle]) {
        let stack = makeStack()
        let built = builders.map { build($0, kind: kind, container: stack.id, presenter: presenter) }
        stack.setUp(built.map(\.screen))
        return (stack, built.map(\.handle))
    }

    /// Builds the root `content` describes; `kind` is `nil` for set-up; the
    /// modules of a presented container know the screen that presents it.
    func makeRoot(
        _ content: RootContent, kind: TransitionKind?, presenter: (any Screen)? = nil
    ) -> (root: NavigationRoot, handles: [ModuleHandle]) {
        switch content.shape {
        case .screen(let builder):
            let (screen, handle) = build(builder, kind: kind, container: nil, presenter: presenter)
            return (.screen(screen), [handle])
        case .stack(let builders):
            let (stack, handles) = buildStack(builders, kind: kind, presenter: presenter)
            return (.stack(stack), handles)
        case .tabs(let tabs, let selectedIndex):
            let id = makeContainerID()
            let built = tabs.map { buildTab($0, kind: kind, presenter: presenter) }
            let container = TabContainer(
                id: id, contents: built.map(\.content), selectedIndex: selectedIndex, host: self)
            return (.tabs(container), built.flatMap(\.handles))
        case .split(let primary, let secondary):
            let (split, handles) = buildSplit(primary: primary, secondary: secondary, kind: kind, presenter: presenter)
            return (.split(split), handles)
        case .splitOf(let primary, let secondary):
            let (split, handles) = buildSplit(primary: primary, secondary: secondary, kind: kind, presenter: presenter)
            return (.split(split), handles)
        case .container(let contents, let make):
            let id = makeContainerID()
            let built = contents.map { makeRoot($0, kind: kind, presenter: presenter) }
            return (.container(make(id, built.map(\.root.child))), built.flatMap(\.handles))
        }
    }

    /// Builds a split container of new modules; `kind` is `nil` for set-up.
    func buildSplit(
        primary: [(RouterSeed) -> any Screen], secondary: [(RouterSeed) -> any Screen], kind: TransitionKind?,
        presenter: (any Screen)? = nil
    ) -> (split: SplitContainer, handles: [ModuleHandle]) {
        let id = makeContainerID()
        let first = buildStack(primary, kind: kind, presenter: presenter)
        let second = buildStack(secondary, kind: kind, presenter: presenter)
        let split = SplitContainer(id: id, primary: first.stack, secondary: second.stack, host: self)
        return (split, first.handles + second.handles)
    }

    /// Builds a split container whose columns hold what `primary` and
    /// `secondary` describe (an empty stack for no secondary); `kind` is
    /// `nil` for set-up.
    func buildSplit(
        primary: RootContent, secondary: RootContent?, kind: TransitionKind?, presenter: (any Screen)? = nil
    ) -> (split: SplitContainer, handles: [ModuleHandle]) {
        let id = makeContainerID()
        let first = buildColumn(primary, kind: kind, presenter: presenter)
        let second = secondary.map { buildColumn($0, kind: kind, presenter: presenter) } ?? (makeStack(), [])
        let split = SplitContainer(id: id, primary: first.column, secondary: second.column, host: self)
        return (split, first.handles + second.handles)
    }

    /// Builds what a split's column holds: a screen gets a stack of its own.
    private func buildColumn(
        _ content: RootContent, kind: TransitionKind?, presenter: (any Screen)?
    ) -> (column: any NavigationContainer, handles: [ModuleHandle]) {
        let (column, handles) = buildHeldContainer(
            content, kind: kind, presenter: presenter,
            mustHoldAStack: "RootContent.split: a split's column holds a stack")
        return (column, handles)
    }

    /// Builds the container a split's column or a tab holds: a screen gets
    /// a stack of its own, and a container must hold a stack.
    private func buildHeldContainer(
        _ content: RootContent, kind: TransitionKind?, presenter: (any Screen)?,
        mustHoldAStack message: @autoclosure () -> String
    ) -> (any NavigationContainer, [ModuleHandle]) {
        let (built, handles) = makeRoot(content, kind: kind, presenter: presenter)
        switch built.child {
        case .screen(let screen):
            let stack = makeStack([screen])
            for handle in handles { handle.containerID = stack.id }
            return (stack, handles)
        case .container(let container):
            precondition(!NavigationChild.container(container).stacks.isEmpty, message())
            return (container, handles)
        }
    }

    /// Builds what a tab holds; `kind` is `nil` for set-up.
    func buildTab(
        _ content: TabContent, kind: TransitionKind?, presenter: (any Screen)? = nil
    ) -> (content: any NavigationContainer, handles: [ModuleHandle]) {
        switch content.shape {
        case .stack(let builders):
            let (stack, handles) = buildStack(builders, kind: kind, presenter: presenter)
            return (stack, handles)
        case .split(let primary, let secondary):
            let (split, handles) = buildSplit(primary: primary, secondary: secondary, kind: kind, presenter: presenter)
            return (split, handles)
        case .content(let content):
            let (container, handles) = buildHeldContainer(
                content, kind: kind, presenter: presenter,
                mustHoldAStack: "TabContent.container: a tab's container holds a stack")
            return (container, handles)
        }
    }

    /// Replaces the root and dismisses every presentation, outside any transition.
    func replaceTree(with newRoot: NavigationRoot) {
        mutateDirectly(cause: .setup) {
            apply(.dismissPresentations(keeping: 0))
            apply(.replaceRoot(newRoot))
        }
    }

    // MARK: Root replacement

    /// Replaces the root of the tree with new modules and dismisses every
    /// presentation, as a routed transition (kind `TransitionKind.replaceRoot`,
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
        return submit(
            PendingTransition(
                kind: .replaceRoot, label: label, destination: newRoot.child.topmostScreen, source: module,
                modules: handles, edits: [.replaceRoot(newRoot)])
        )
    }

    // MARK: Container transitions

    /// A tab container's transition: `edit`, on the container the router
    /// binds to when performed (H2).
    func routeTabs(
        _ router: ContainerRouter,
        kind: TransitionKind,
        label: String?,
        _ edit: TreeEdit,
        handles: [ModuleHandle] = []
    ) -> RoutingOutcome {
        let tab: (any NavigationContainer)?
        switch edit {
        case .addTab(let built, _, _, _, _), .replaceTab(_, let built, _, _): tab = built
        default: tab = nil
        }
        let pending = PendingTransition(
            kind: kind,
            label: label,
            destination: tab.flatMap { NavigationChild.container($0).topmostScreen },
            source: router.source,
            modules: handles,
            edits: [edit]
        )
        return submit(pending)
    }

    /// A split container's column transition: builds the modules now; sets
    /// the column to them, or pushes the one module onto it when `pushing`,
    /// on the split the router binds to when performed (H2).
    func routeSplit(
        _ router: ContainerRouter,
        kind: TransitionKind,
        column: SplitColumn,
        pushing: Bool = false,
        label: String?,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        guard !builders.isEmpty else { throw NavigationError(.emptyStack, "a column needs at least one screen") }
        if let split = router.current(SplitContainer.self), let why = column.whyNotAStack(in: split) {
            // Decided before anything is built: nothing changes (H5).
            throw NavigationError(.columnNotAStack, why)
        }
        let built = builders.map { build($0, kind: kind, container: nil, presenter: nil) }
        let screens = built.map(\.screen)
        let handles = built.map(\.handle)
        let edits: [TreeEdit] =
            pushing
            ? screens.map { .pushColumn(column, $0, of: router, handles) }
            : [.setColumn(column, screens, of: router, handles)]
        return submit(
            PendingTransition(
                kind: kind, label: label, destination: screens.last, source: router.source, modules: handles,
                edits: edits)
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
                edits: [.showChild(child, in: TreeEdit.ContainerReference(container))]
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
        if let frozen = frozenContainer(holding: screen, where: \.isSplit) {
            return frozen.container as? SplitContainer
        }
        // A module an earlier frozen call took out is in no split of its
        // own, as at a tap after that call (H12).
        let screen = inTreeForCall(screen)
        if let own = enclosing(SplitContainer.self, of: screen) { return own }
        guard let root else { return nil }
        let splits = root.child.containers.compactMap { $0 as? SplitContainer }
        let own = screen.flatMap { screen in
            splits.first { split in NavigationChild.container(split).stacks.contains { $0.index(of: screen) != nil } }
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
        if let root, root.child.containers.contains(where: { $0 === container }) { return true }
        return presentations.contains { $0.child.containers.contains { $0 === container } }
    }
}
