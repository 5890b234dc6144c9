import PeekAndPop

/// A split container for master/detail: a primary and a secondary column,
/// each a navigation stack or any other container (tabs, an app-defined
/// container, H5), expanded side by side or collapsed into one (a
/// `UISplitViewController` on iOS).
///
/// Expanded, both columns are shown, and the top screen of each is visible
/// and available for previewing (H7); pushes and presentations forwarded to
/// the topmost container go to the stack the secondary column shows, or to
/// the primary column while the secondary one is an empty stack (H4). The
/// modules inside a column route as they would at the root: a module's
/// ``ModuleRouter/tabsRouter`` acts on the tabs it is in.
///
/// Collapsing two stack columns moves the secondary stack onto the primary
/// one, as a split view controller does by default: one stack then shows the
/// primary screens with the secondary ones above them, and expanding moves
/// the screens above the primary ones back into the secondary column. When
/// either column is not a stack, collapsing shows the primary column alone
/// and keeps the secondary one, hidden and unchanged, as a split view
/// controller whose delegate's
/// [`splitViewController(_:collapseSecondary:onto:)`](https://developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:collapsesecondary:onto:))
/// returns `true` (the secondary column handled, nothing moved onto the
/// primary one); expanding shows it again, with nothing lost. The host
/// reports the change between the two with
/// ``NavigationHost/handleSplitCollapse(_:isCollapsed:)``.
///
/// A split container is a module with its own router (H5): its `router`
/// sets and pushes in either column, as Marshroute's master/detail router
/// does, through the engine's seam. While collapsed, the primary column's
/// calls act on the primary screens (below the secondary ones) and the
/// secondary column's calls on the screens above them. The calls of a column
/// that is not a stack throw `ErrorCode.columnNotAStack` and
/// change nothing: a column's container is set up with the split, and its
/// own router (a tab container's) changes it.
///
/// `SplitContainer` is main-actor isolated and therefore `Sendable`.
@MainActor
public final class SplitContainer: NavigationContainer {
    /// The container's identifier within its host.
    public let id: ContainerID

    /// What the primary (master) column holds: a ``ScreenStack``, or any
    /// other container (H5).
    public let primaryColumn: any NavigationContainer

    /// What the secondary (detail) column holds: a ``ScreenStack`` (empty
    /// while collapsed), or any other container, hidden while collapsed (H5).
    public let secondaryColumn: any NavigationContainer

    /// The primary (master) column's stack: the column itself when it is a
    /// stack (while collapsed, the only stack shown, holding the secondary
    /// screens above its own when the secondary column is a stack too), or
    /// else the first stack the column holds.
    public var primary: ScreenStack { Self.firstStack(of: primaryColumn) }

    /// The secondary (detail) column's stack: the column itself when it is a
    /// stack (empty while collapsed onto a primary stack), or else the first
    /// stack the column holds.
    public var secondary: ScreenStack { Self.firstStack(of: secondaryColumn) }

    /// Whether the columns are collapsed into one.
    public internal(set) var isCollapsed: Bool {
        didSet { TreeGeneration.bump() }
    }

    /// While collapsed, how many of the primary stack's screens are the
    /// primary column's own; the rest came from the secondary column.
    public var primaryCount: Int {
        isCollapsed && movesOnCollapse ? min(collapsedPrimaryCount, primary.screens.count) : primary.screens.count
    }

    /// While collapsed, the primary column's own count as last set; read
    /// through `primaryCount`, which never counts more than the stack holds.
    private(set) var collapsedPrimaryCount = 0 {
        didSet { TreeGeneration.bump() }
    }

    weak var host: NavigationHost?

    /// The tab container that holds the split as a tab: told of every
    /// change, so that its snapshot stays up to date (H1).
    weak var tabs: TabContainer?

    /// The primary column when it is a stack.
    var primaryStack: ScreenStack? { primaryColumn as? ScreenStack }

    /// The secondary column when it is a stack.
    var secondaryStack: ScreenStack? { secondaryColumn as? ScreenStack }

    /// Whether collapsing moves the secondary screens onto the primary
    /// stack: both columns are stacks.
    var movesOnCollapse: Bool { primaryStack != nil && secondaryStack != nil }

    /// Whether the primary column is `stack` or holds it (H5).
    func holdsInPrimaryColumn(_ stack: ScreenStack) -> Bool {
        primaryColumn === stack || NavigationChild.container(primaryColumn).stacks.contains { $0 === stack }
    }

    init(id: ContainerID, primary: any NavigationContainer, secondary: any NavigationContainer, host: NavigationHost) {
        self.id = id
        self.primaryColumn = primary
        self.secondaryColumn = secondary
        self.isCollapsed = false
        self.host = host
    }

    private static func firstStack(of column: any NavigationContainer) -> ScreenStack {
        if let stack = column as? ScreenStack { return stack }
        guard let first = NavigationChild.container(column).stacks.first else {
            preconditionFailure("a split's column holds a stack")
        }
        return first
    }

    /// The container's router: Marshroute's master/detail calls as routed
    /// transitions.
    public var router: ContainerRouter { ContainerRouter(host: host, container: self) }

    /// The screens of the primary column, wherever they are; every screen
    /// it holds when it is not a stack.
    public var primaryScreens: [any Screen] {
        guard primaryStack != nil else { return NavigationChild.container(primaryColumn).screens }
        return isCollapsed ? Array(primary.screens.prefix(primaryCount)) : primary.screens
    }

    /// The screens of the secondary column, wherever they are; every screen
    /// it holds when it is not a stack.
    public var secondaryScreens: [any Screen] {
        guard let secondaryStack else { return NavigationChild.container(secondaryColumn).screens }
        return isCollapsed && movesOnCollapse ? Array(primary.screens.dropFirst(primaryCount)) : secondaryStack.screens
    }

    // MARK: NavigationContainer

    /// The two columns.
    public var children: [NavigationChild] { [.container(primaryColumn), .container(secondaryColumn)] }

    /// Both columns while expanded (the secondary one unless it is an empty
    /// stack); the primary one while collapsed.
    public var visibleChildren: [NavigationChild] {
        isCollapsed || secondaryStack?.screens.isEmpty == true
            ? [.container(primaryColumn)] : [.container(primaryColumn), .container(secondaryColumn)]
    }

    /// `split`.
    public var containerName: String { "split" }

    /// A column is always shown while expanded; while collapsed only the
    /// primary one is.
    public func makeVisible(_ child: NavigationChild) -> Bool {
        switch child {
        case .container(let container):
            container === primaryColumn || (!isCollapsed && container === secondaryColumn)
        case .screen(let screen):
            primaryStack?.index(of: screen) != nil || (!isCollapsed && secondaryStack?.index(of: screen) != nil)
        }
    }

    // MARK: Changing the columns

    /// Collapses or expands the columns: moves the secondary screens when
    /// both columns are stacks, else only hides or shows the secondary column.
    func setCollapsed(_ collapsed: Bool, _ change: LiveTreeChange) {
        guard collapsed != isCollapsed else { return }
        if let primary = primaryStack, let secondary = secondaryStack {
            if collapsed {
                collapsedPrimaryCount = primary.screens.count
                let moved = secondary.screens
                secondary.replace(from: 0, with: [], change)
                primary.replace(from: collapsedPrimaryCount, with: moved, change)
            } else {
                let moved = Array(primary.screens.dropFirst(primaryCount))
                primary.replace(from: primaryCount, with: [], change)
                secondary.replace(from: 0, with: moved, change)
            }
        }
        isCollapsed = collapsed
        tabs?.tabDidChange(self)
    }

    /// Replaces the primary column's screens; the column is a stack.
    func setPrimary(_ screens: [any Screen], _ change: LiveTreeChange) {
        guard let primary = primaryStack else { return }
        if isCollapsed && movesOnCollapse {
            let secondaryPart = Array(primary.screens.dropFirst(primaryCount))
            primary.replace(from: 0, with: screens + secondaryPart, change)
            collapsedPrimaryCount = screens.count
        } else {
            primary.replace(from: 0, with: screens, change)
        }
    }

    /// Pushes onto the primary column; the column is a stack.
    func pushPrimary(_ screen: any Screen, _ change: LiveTreeChange) {
        guard let primary = primaryStack else { return }
        if isCollapsed && movesOnCollapse {
            // Counted before the stack changes: once the column was popped
            // below its count, the count after the insertion would take in
            // the first detail screen too.
            let count = primaryCount
            let secondaryPart = Array(primary.screens.dropFirst(count))
            primary.replace(from: count, with: [screen] + secondaryPart, change)
            collapsedPrimaryCount = count + 1
        } else {
            primary.append(screen, change)
        }
    }

    /// Replaces the secondary column's screens; the column is a stack.
    func setSecondary(_ screens: [any Screen], _ change: LiveTreeChange) {
        guard let secondary = secondaryStack else { return }
        if isCollapsed, let primary = primaryStack {
            primary.replace(from: primaryCount, with: screens, change)
        } else {
            secondary.replace(from: 0, with: screens, change)
        }
    }

    /// Pushes onto the secondary column; the column is a stack.
    func pushSecondary(_ screen: any Screen, _ change: LiveTreeChange) {
        guard let secondary = secondaryStack else { return }
        if isCollapsed, let primary = primaryStack {
            primary.append(screen, change)
        } else {
            secondary.append(screen, change)
        }
    }

    var node: NavigationSnapshot.Node {
        .split(
            id, primary: NavigationChild.container(primaryColumn).node,
            secondary: NavigationChild.container(secondaryColumn).node, isCollapsed: isCollapsed)
    }
}
