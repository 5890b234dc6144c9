/// A tab container: one navigation stack per tab and one selected tab (a
/// `UITabBarController` on iOS).
///
/// The topmost screen of the root layer is the top of the selected tab's
/// stack. Tabs are fixed when the container is made; ``ModuleRouter/selectTab(_:)``
/// changes the selection.
///
/// `TabContainer` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class TabContainer {
    /// The container's identifier within its host.
    public let id: ContainerID

    /// The tabs' stacks, in tab order.
    public let tabs: [ScreenStack]

    /// The index of the selected tab in ``tabs``.
    public internal(set) var selectedIndex: Int

    init(id: ContainerID, tabs: [ScreenStack], selectedIndex: Int) {
        self.id = id
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    /// The selected tab's stack.
    public var selectedStack: ScreenStack { tabs[selectedIndex] }

    var node: NavigationSnapshot.Node {
        .tabs(id, tabs.map(\.node), selectedIndex: selectedIndex)
    }
}
