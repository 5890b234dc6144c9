import PeekAndPop

/// A tab container: one container per tab (a navigation stack, or a split
/// for master/detail) and one selected tab (a `UITabBarController` on iOS).
///
/// The topmost screen of the root layer is the top of the selected tab's
/// stack, or for a tab holding a split, of the column pushes go to (H4). A
/// tab container is a module with its own router (H5): its `router`
/// selects, adds, removes and replaces tabs through the engine's seam, so
/// each of those is frozen in a peek, intercepted and animated like any other
/// transition. A selection the user makes on the tab bar is
/// reported with ``NavigationHost/handleTabSelection(_:in:)``.
///
/// `TabContainer` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class TabContainer: NavigationContainer {
    /// The container's identifier within its host.
    public let id: ContainerID

    /// What each tab holds, in tab order: a ``ScreenStack`` or a
    /// ``SplitContainer`` (``TabContent``), in a persistent list
    /// (``Contents``) that adding or removing a tab at any index changes in
    /// O(log n).
    public private(set) var contents: Contents {
        didSet { TreeGeneration.bump() }
    }

    /// The index of the selected tab in `contents`.
    public private(set) var selectedIndex: Int {
        didSet { TreeGeneration.bump() }
    }

    weak var host: NavigationHost?

    /// Each tab's node, kept up to date as the tabs change (H1): a snapshot
    /// costs what changed since the last one, not the number of tabs.
    private var nodes: NavigationSnapshot.NodeList

    /// The tabs whose stacks or split changed since `nodes` was brought up
    /// to date: a tab's stack or split, or a column of a tab's split.
    private var changed: [ObjectIdentifier] = []

    /// The position of each tab by its stack's or split's identity, and by
    /// its split's columns'; `nil` once a tab moved, until asked again.
    private var positions: [ObjectIdentifier: Int]? = [:]

    /// How many tabs hold a container other than a stack or a split (tabs,
    /// an app-defined container, H5): whose changes are not reported to
    /// this container, so their nodes are made again at every snapshot.
    private var opaqueCount = 0

    init(id: ContainerID, contents: [any NavigationContainer], selectedIndex: Int, host: NavigationHost) {
        self.id = id
        self.contents = Contents(contents)
        self.selectedIndex = selectedIndex
        self.host = host
        self.nodes = NavigationSnapshot.NodeList(contents.map { NavigationChild.container($0).node })
        self.positions = nil
        for content in contents { own(content) }
    }

    /// The container's router: tab selection, addition, removal and
    /// replacement as routed transitions.
    public var router: ContainerRouter { ContainerRouter(host: host, container: self) }

    /// Each tab's stack, in tab order: the tab's own stack, for a tab
    /// holding a split its primary column's, and for a tab holding another
    /// container the first stack it holds (H5).
    public var tabs: [ScreenStack] { Array(contents).map(Self.mainStack) }

    /// What the selected tab holds.
    public var selectedContent: any NavigationContainer { contents[selectedIndex] }

    /// The selected tab's stack that pushes go to: the tab's own stack, or
    /// for a tab holding a split, the column pushes are forwarded to (H4).
    public var selectedStack: ScreenStack {
        NavigationChild.container(selectedContent).topmostStack ?? Self.mainStack(selectedContent)
    }

    /// The index of the tab that holds `container` (a tab's stack or split,
    /// or a column of a tab's split), if any.
    public func tabIndex(of container: any NavigationContainer) -> Int? {
        contents.firstIndex { content in
            NavigationChild.container(content).containers.contains { $0 === container }
        }
    }

    static func mainStack(_ content: any NavigationContainer) -> ScreenStack {
        switch content {
        case let stack as ScreenStack: return stack
        case let split as SplitContainer: return split.primary
        default:
            guard let first = NavigationChild.container(content).stacks.first else {
                preconditionFailure("a tab's container holds a stack")
            }
            return first
        }
    }

    // MARK: NavigationContainer

    /// What each tab holds, in tab order.
    public var children: [NavigationChild] { Array(contents).map { .container($0) } }

    /// What the selected tab holds.
    public var visibleChildren: [NavigationChild] { [.container(selectedContent)] }

    /// `tabs`.
    public var containerName: String { "tabs" }

    /// Selects the tab that holds `child`: a tab's stack or split, a column
    /// of a tab's split, or a screen in one of them.
    public func makeVisible(_ child: NavigationChild) -> Bool {
        let index: Int? =
            switch child {
            case .container(let container): tabIndex(of: container)
            case .screen(let screen):
                contents.firstIndex { content in
                    NavigationChild.container(content).stacks.contains { $0.index(of: screen) != nil }
                }
            }
        guard let index else { return false }
        selectedIndex = index
        return true
    }

    // MARK: Changing the tabs

    /// Selects the tab at `index`.
    func select(_ index: Int, _: LiveTreeChange) {
        selectedIndex = index
    }

    /// Inserts `content` as the tab at `position`, and indexes it in `index`
    /// (the one place tabs join the tree).
    func insert(_ content: any NavigationContainer, at position: Int, indexing index: TreeIndex, _: LiveTreeChange) {
        contents.insert(content, at: position)
        nodes = nodes.inserting(NavigationChild.container(content).node, at: position)
        if position == contents.count - 1, positions != nil {
            for key in Self.keys(of: content) { positions?[key] = position }
        } else {
            positions = nil
        }
        own(content)
        index.attach(content, in: self)
    }

    /// Removes the tab at `position`, and forgets it in `index` (the one
    /// place tabs leave the tree).
    @discardableResult
    func remove(at position: Int, indexing index: TreeIndex, _: LiveTreeChange) -> any NavigationContainer {
        let removed = contents.remove(at: position)
        nodes = nodes.removing(at: position)
        if position == contents.count, positions != nil {
            for key in Self.keys(of: removed) { positions?[key] = nil }
        } else {
            positions = nil
        }
        disown(removed)
        index.detach(removed)
        return removed
    }

    /// Replaces the tab at `position` with `content`, in `index` too.
    func replace(
        at position: Int, with content: any NavigationContainer, indexing index: TreeIndex, _: LiveTreeChange
    ) {
        let removed = contents[position]
        contents.replace(at: position, with: content)
        nodes = nodes.replacing(at: position, with: NavigationChild.container(content).node)
        if positions != nil {
            for key in Self.keys(of: removed) { positions?[key] = nil }
            for key in Self.keys(of: content) { positions?[key] = position }
        }
        disown(removed)
        own(content)
        index.detach(removed)
        index.attach(content, in: self)
    }

    /// A tab's stack or split (or a column of a tab's split) changed: its
    /// node is brought up to date at the next snapshot.
    func tabDidChange(_ container: any NavigationContainer) {
        if changed.count > max(16, contents.count) {
            // Many changes with no snapshot taken: every node is made again
            // at the next one, and the list stays bounded.
            changed.removeAll()
            nodes = NavigationSnapshot.NodeList(contents.lazy.map { NavigationChild.container($0).node })
            return
        }
        changed.append(ObjectIdentifier(container))
    }

    /// The identities a tab is found by: its stack's, or its split's and
    /// its columns'.
    private static func keys(of content: any NavigationContainer) -> [ObjectIdentifier] {
        if let split = content as? SplitContainer {
            return [ObjectIdentifier(split)]
                + [split.primaryStack, split.secondaryStack].compactMap { stack in
                    stack.map { ObjectIdentifier($0) }
                }
        }
        return [ObjectIdentifier(content)]
    }

    /// Whether a tab's content does not report its changes: anything but
    /// a stack or a split of two stacks (a split with a column of tabs or
    /// an app-defined container, H5, is made again at every snapshot).
    private static func isOpaque(_ content: any NavigationContainer) -> Bool {
        if content is ScreenStack { return false }
        return (content as? SplitContainer)?.movesOnCollapse != true
    }

    private func own(_ content: any NavigationContainer) {
        if Self.isOpaque(content) { opaqueCount += 1 }
        if let split = content as? SplitContainer {
            // Only the columns that are stacks: the stacks of a column's
            // tabs report to those tabs.
            split.tabs = self
            split.primaryStack?.tabs = self
            split.secondaryStack?.tabs = self
        } else if let stack = content as? ScreenStack {
            stack.tabs = self
        }
    }

    private func disown(_ content: any NavigationContainer) {
        if Self.isOpaque(content) { opaqueCount -= 1 }
        if let split = content as? SplitContainer {
            if split.tabs === self { split.tabs = nil }
            if let stack = split.primaryStack, stack.tabs === self { stack.tabs = nil }
            if let stack = split.secondaryStack, stack.tabs === self { stack.tabs = nil }
        } else if let stack = content as? ScreenStack, stack.tabs === self {
            stack.tabs = nil
        }
    }

    var node: NavigationSnapshot.Node {
        if !changed.isEmpty {
            if positions == nil {
                var found: [ObjectIdentifier: Int] = [:]
                for (position, content) in contents.enumerated() {
                    for key in Self.keys(of: content) { found[key] = position }
                }
                positions = found
            }
            var updated = Set<Int>()
            for key in changed {
                guard let position = positions?[key], updated.insert(position).inserted else { continue }
                nodes = nodes.replacing(at: position, with: NavigationChild.container(contents[position]).node)
            }
            changed.removeAll(keepingCapacity: true)
        }
        if opaqueCount > 0 {
            for (position, content) in contents.enumerated() where Self.isOpaque(content) {
                nodes = nodes.replacing(at: position, with: NavigationChild.container(content).node)
            }
        }
        return .tabs(id, nodes, selectedIndex: selectedIndex)
    }
}

extension TabContainer {
    /// What the tabs of a ``TabContainer`` hold, in tab order: a persistent
    /// list that shares its structure with the lists it was made from (H1).
    ///
    /// Reading a tab by index costs O(log n), iterating O(1) per tab, and
    /// adding, removing or replacing a tab at any index makes a new list in
    /// O(log n), whatever the number of tabs; a list read from
    /// ``TabContainer/contents`` is a value that later changes of the
    /// container leave as it was. For an array, use `Array(tabs.contents)`.
    ///
    /// ```swift
    /// guard case .tabs(let tabs)? = host.root else { return }
    /// let splits = tabs.contents.filter { $0 is SplitContainer }
    /// let second = tabs.contents[1]
    /// ```
    ///
    /// `Contents` is `Sendable`.
    public struct Contents: RandomAccessCollection, Sendable {
        typealias Tree = OrderedTree<any NavigationContainer>

        private(set) var tree: Tree?

        /// The tabs' containers in `contents`, in order.
        init(_ contents: [any NavigationContainer]) {
            tree = Tree.build(contents[...])
        }

        /// 0.
        public var startIndex: Int { 0 }

        /// The number of tabs.
        public var endIndex: Int { count }

        /// The number of tabs.
        public var count: Int { tree?.count ?? 0 }

        /// What the tab at `position` holds; O(log n).
        ///
        /// - Precondition: `position` is in `0..<count`.
        public subscript(position: Int) -> any NavigationContainer {
            precondition(
                position >= 0 && position < count, "TabContainer.Contents: position \(position) is out of range")
            return tree!.element(at: position)
        }

        /// Iterates the tabs in order, O(1) per tab.
        public func makeIterator() -> Iterator {
            Iterator(trees: Tree.Iterator(tree))
        }

        /// Iterates a `Contents` in order.
        public struct Iterator: IteratorProtocol {
            fileprivate var trees: Tree.Iterator

            /// What the next tab holds, or `nil` after the last.
            public mutating func next() -> (any NavigationContainer)? {
                trees.next()
            }
        }

        /// The index of the first tab whose container satisfies
        /// `predicate`, walking the tabs in order (O(1) per tab).
        public func firstIndex(where predicate: (any NavigationContainer) throws -> Bool) rethrows -> Int? {
            for (position, content) in self.enumerated() where try predicate(content) { return position }
            return nil
        }

        /// Inserts `content` at `position`; O(log n).
        mutating func insert(_ content: any NavigationContainer, at position: Int) {
            precondition(
                position >= 0 && position <= count, "TabContainer.Contents: position \(position) is out of range")
            tree = Tree.insert(content, at: position, into: tree)
        }

        /// Removes and returns the tab at `position`; O(log n).
        @discardableResult
        mutating func remove(at position: Int) -> any NavigationContainer {
            let removed = self[position]
            tree = Tree.remove(at: position, from: tree!)
            return removed
        }

        /// Replaces the tab at `position` with `content`; O(log n).
        mutating func replace(at position: Int, with content: any NavigationContainer) {
            precondition(
                position >= 0 && position < count, "TabContainer.Contents: position \(position) is out of range")
            tree = Tree.replace(at: position, with: content, in: tree!)
        }

        /// Traps if the list's tree miscounts or is out of balance. O(n);
        /// for tests and the model-based fuzzer.
        package func _checkInvariants() {
            Tree.checkInvariants(of: tree, "TabContainer.Contents")
        }
    }
}
