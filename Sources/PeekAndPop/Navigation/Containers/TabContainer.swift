/// A tab container: one container per tab (a navigation stack, or a split
/// for master/detail) and one selected tab (a `UITabBarController` on iOS).
///
/// The topmost screen of the root layer is the top of the selected tab's
/// stack, or for a tab holding a split, of the column pushes go to (H4). A
/// tab container is a module with its own router (H5): its ``router``
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
    /// ``SplitContainer`` (``TabContent``).
    public internal(set) var contents: [any NavigationContainer]

    /// The index of the selected tab in ``contents``.
    public internal(set) var selectedIndex: Int

    weak var host: NavigationHost?

    init(id: ContainerID, contents: [any NavigationContainer], selectedIndex: Int, host: NavigationHost) {
        self.id = id
        self.contents = contents
        self.selectedIndex = selectedIndex
        self.host = host
    }

    /// The container's router: tab selection, addition, removal and
    /// replacement as routed transitions.
    public var router: ContainerRouter { ContainerRouter(host: host, container: self) }

    /// Each tab's stack, in tab order: the tab's own stack, or for a tab
    /// holding a split, its primary column's.
    public var tabs: [ScreenStack] { contents.map(Self.mainStack) }

    /// What the selected tab holds.
    public var selectedContent: any NavigationContainer { contents[selectedIndex] }

    /// The selected tab's stack that pushes go to: the tab's own stack, or
    /// for a tab holding a split, the column pushes are forwarded to (H4).
    public var selectedStack: ScreenStack {
        NavigationHost.topmostStack(in: .container(selectedContent)) ?? Self.mainStack(selectedContent)
    }

    /// The index of the tab that holds `container` (a tab's stack or split,
    /// or a column of a tab's split), if any.
    public func tabIndex(of container: any NavigationContainer) -> Int? {
        contents.firstIndex { content in
            NavigationHost.containers(in: .container(content)).contains { $0 === container }
        }
    }

    static func mainStack(_ content: any NavigationContainer) -> ScreenStack {
        switch content {
        case let stack as ScreenStack: stack
        case let split as SplitContainer: split.primary
        default: preconditionFailure("a tab holds a stack or a split")
        }
    }

    // MARK: NavigationContainer

    /// What each tab holds, in tab order.
    public var children: [NavigationChild] { contents.map { .container($0) } }

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
                    NavigationHost.stacks(in: .container(content)).contains { $0.index(of: screen) != nil }
                }
            }
        guard let index else { return false }
        selectedIndex = index
        return true
    }

    var node: NavigationSnapshot.Node {
        .tabs(id, contents.map { NavigationHost.node(of: .container($0)) }, selectedIndex: selectedIndex)
    }
}
