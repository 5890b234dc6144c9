/// A tab container: one navigation stack per tab and one selected tab (a
/// `UITabBarController` on iOS).
///
/// The topmost screen of the root layer is the top of the selected tab's
/// stack. A tab container is a module with its own router (H5): its
/// ``router`` selects, adds, removes and replaces tabs through the engine's
/// seam, so each of those is frozen in a peek, intercepted and animated like
/// any other transition. A selection the user makes on the tab bar is
/// reported with ``NavigationHost/handleTabSelection(_:in:)``.
///
/// `TabContainer` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class TabContainer: NavigationContainer {
    /// The container's identifier within its host.
    public let id: ContainerID

    /// The tabs' stacks, in tab order.
    public internal(set) var tabs: [ScreenStack]

    /// The index of the selected tab in ``tabs``.
    public internal(set) var selectedIndex: Int

    weak var host: NavigationHost?

    init(id: ContainerID, tabs: [ScreenStack], selectedIndex: Int, host: NavigationHost) {
        self.id = id
        self.tabs = tabs
        self.selectedIndex = selectedIndex
        self.host = host
    }

    /// The container's router: tab selection, addition, removal and
    /// replacement as routed transitions.
    public var router: ContainerRouter { ContainerRouter(host: host, container: self) }

    /// The selected tab's stack.
    public var selectedStack: ScreenStack { tabs[selectedIndex] }

    // MARK: NavigationContainer

    /// The tabs' stacks, in tab order.
    public var children: [NavigationChild] { tabs.map { .container($0) } }

    /// The selected tab's stack.
    public var visibleChildren: [NavigationChild] { [.container(selectedStack)] }

    /// `tabs`.
    public var containerName: String { "tabs" }

    /// Selects the tab whose stack is `child`, or the tab holding the screen `child`.
    public func makeVisible(_ child: NavigationChild) -> Bool {
        let index: Int? =
            switch child {
            case .container(let container): tabs.firstIndex { $0 === container }
            case .screen(let screen): tabs.firstIndex { $0.index(of: screen) != nil }
            }
        guard let index else { return false }
        selectedIndex = index
        return true
    }

    var node: NavigationSnapshot.Node {
        .tabs(id, tabs.map(\.node), selectedIndex: selectedIndex)
    }
}
