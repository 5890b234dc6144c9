/// A split container for master/detail: a primary and a secondary column,
/// each a navigation stack, expanded side by side or collapsed into one (a
/// `UISplitViewController` on iOS).
///
/// Expanded, both columns are shown, and the top screen of each is visible
/// and available for previewing (H7); pushes and presentations forwarded to
/// the topmost container go to the secondary column, or to the primary one
/// while the secondary is empty (H4). Collapsing moves the secondary stack
/// onto the primary one, as a split view controller does: one stack then
/// shows the primary screens with the secondary ones above them. Expanding
/// moves the screens above the primary ones back into the secondary column.
/// The host reports the change between the two with
/// ``NavigationHost/handleSplitCollapse(_:isCollapsed:)``.
///
/// A split container is a module with its own router (H5): its ``router``
/// sets and pushes in either column, as Marshroute's master/detail router
/// does, through the engine's seam. While collapsed, the primary column's
/// calls act on the primary screens (below the secondary ones) and the
/// secondary column's calls on the screens above them.
///
/// `SplitContainer` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class SplitContainer: NavigationContainer {
    /// The container's identifier within its host.
    public let id: ContainerID

    /// The primary (master) column's stack; while collapsed, the only stack
    /// shown, holding the secondary screens above its own.
    public let primary: ScreenStack

    /// The secondary (detail) column's stack; empty while collapsed.
    public let secondary: ScreenStack

    /// Whether the columns are collapsed into one.
    public internal(set) var isCollapsed: Bool {
        didSet { TreeGeneration.bump() }
    }

    /// While collapsed, how many of the primary stack's screens are the
    /// primary column's own; the rest came from the secondary column.
    public var primaryCount: Int {
        isCollapsed ? min(collapsedPrimaryCount, primary.screens.count) : primary.screens.count
    }

    private var collapsedPrimaryCount = 0 {
        didSet { TreeGeneration.bump() }
    }

    weak var host: NavigationHost?

    /// The tab container that holds the split as a tab: told of every
    /// change, so that its snapshot stays up to date (H1).
    weak var tabs: TabContainer?

    init(id: ContainerID, primary: ScreenStack, secondary: ScreenStack, host: NavigationHost) {
        self.id = id
        self.primary = primary
        self.secondary = secondary
        self.isCollapsed = false
        self.host = host
    }

    /// The container's router: Marshroute's master/detail calls as routed
    /// transitions.
    public var router: ContainerRouter { ContainerRouter(host: host, container: self) }

    /// The screens of the primary column, wherever they are.
    public var primaryScreens: [any Screen] {
        isCollapsed ? Array(primary.screens.prefix(primaryCount)) : primary.screens
    }

    /// The screens of the secondary column, wherever they are.
    public var secondaryScreens: [any Screen] {
        isCollapsed ? Array(primary.screens.dropFirst(primaryCount)) : secondary.screens
    }

    // MARK: NavigationContainer

    /// The two columns' stacks.
    public var children: [NavigationChild] { [.container(primary), .container(secondary)] }

    /// Both columns while expanded (the secondary only if it holds a
    /// screen); the primary one while collapsed.
    public var visibleChildren: [NavigationChild] {
        isCollapsed || secondary.screens.isEmpty ? [.container(primary)] : [.container(primary), .container(secondary)]
    }

    /// `split`.
    public var containerName: String { "split" }

    /// A column is always shown while expanded; while collapsed only the
    /// primary one is.
    public func makeVisible(_ child: NavigationChild) -> Bool {
        switch child {
        case .container(let container): container === primary || (!isCollapsed && container === secondary)
        case .screen(let screen):
            primary.index(of: screen) != nil || (!isCollapsed && secondary.index(of: screen) != nil)
        }
    }

    // MARK: Changing the columns

    /// Collapses or expands the columns.
    func setCollapsed(_ collapsed: Bool) {
        guard collapsed != isCollapsed else { return }
        if collapsed {
            collapsedPrimaryCount = primary.screens.count
            let moved = secondary.screens
            secondary.setScreens([])
            primary.replace(from: collapsedPrimaryCount, with: moved)
        } else {
            let moved = Array(primary.screens.dropFirst(primaryCount))
            primary.truncate(to: primaryCount)
            secondary.setScreens(moved)
        }
        isCollapsed = collapsed
        tabs?.tabDidChange(self)
    }

    /// Replaces the primary column's screens.
    func setPrimary(_ screens: [any Screen]) {
        if isCollapsed {
            let secondaryPart = Array(primary.screens.dropFirst(primaryCount))
            primary.setScreens(screens + secondaryPart)
            collapsedPrimaryCount = screens.count
        } else {
            primary.setScreens(screens)
        }
    }

    /// Pushes onto the primary column.
    func pushPrimary(_ screen: any Screen) {
        if isCollapsed {
            // Counted before the stack changes: once the column was popped
            // below its count, the count after the insertion would take in
            // the first detail screen too.
            let count = primaryCount
            let secondaryPart = Array(primary.screens.dropFirst(count))
            primary.replace(from: count, with: [screen] + secondaryPart)
            collapsedPrimaryCount = count + 1
        } else {
            primary.append(screen)
        }
    }

    /// Replaces the secondary column's screens.
    func setSecondary(_ screens: [any Screen]) {
        if isCollapsed {
            primary.replace(from: primaryCount, with: screens)
        } else {
            secondary.setScreens(screens)
        }
    }

    /// Pushes onto the secondary column.
    func pushSecondary(_ screen: any Screen) {
        if isCollapsed {
            primary.append(screen)
        } else {
            secondary.append(screen)
        }
    }

    var node: NavigationSnapshot.Node {
        .split(id, primary: primary.node, secondary: secondary.node, isCollapsed: isCollapsed)
    }
}
