import PeekAndPop

/// The whole navigation tree of a ``NavigationHost`` as a comparable value.
///
/// Two snapshots are equal when the tree has the same containers, holding the
/// same screen instances (by identity), in the same order, with the same
/// selection. Tests take one before a peek and compare it with one taken after
/// an interrupt: the world is exactly as before (S8).
///
/// ```swift
/// let before = host.snapshot()
/// engine.interrupt(.released)
/// #expect(host.snapshot() == before)
/// ```
///
/// The `description` names every container and screen, for example
/// `tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#5[Login]`: the root,
/// then each presentation from the oldest up, a `*` marking the selected tab;
/// a split reads `split#1{stack#2[Inbox] | stack#3[Mail]}`.
/// `NavigationSnapshot` is `Sendable` and holds no screen.
public struct NavigationSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// One container of the tree, or a bare screen.
    public enum Node: Hashable, Sendable, CustomStringConvertible {
        /// A screen with no stack: the root screen or a modally presented screen.
        case screen(ScreenSnapshot)
        /// A navigation stack and its screens, bottom first, as a list that
        /// shares its structure with earlier snapshots (H1).
        case stack(ContainerID, ScreenList)
        /// A tab container: one node per tab (a stack or a split), as a list
        /// that shares its structure with earlier snapshots (H1), and the
        /// selected index.
        case tabs(ContainerID, NodeList, selectedIndex: Int)
        /// A split container: its primary and secondary columns' stacks, and
        /// whether they are collapsed into the primary one.
        indirect case split(ContainerID, primary: Node, secondary: Node, isCollapsed: Bool)
        /// An app-defined ``NavigationContainer``: its name, its children and
        /// the positions of the visible ones.
        case container(ContainerID, name: String, children: [Node], visible: [Int])

        /// Traps if a persistent list in this node or below it breaks its
        /// invariants (``NavigationSnapshot/NodeList``); for tests and the
        /// model-based fuzzer.
        package func _checkInvariants() {
            switch self {
            case .screen, .stack: break
            case .tabs(_, let tabs, _):
                tabs._checkInvariants()
                for tab in tabs { tab._checkInvariants() }
            case .split(_, let primary, let secondary, _):
                primary._checkInvariants()
                secondary._checkInvariants()
            case .container(_, _, let children, _):
                for child in children { child._checkInvariants() }
            }
        }

        /// A compact form such as `stack#2[Home, List]`.
        public var description: String {
            switch self {
            case .screen(let screen):
                screen.name
            case .stack(let id, let screens):
                "stack\(id)\(screens)"
            case .tabs(let id, let tabs, let selectedIndex):
                "tabs\(id){"
                    + tabs.enumerated().map { ($0.offset == selectedIndex ? "*" : "") + $0.element.description }
                    .joined(separator: ", ") + "}"
            case .split(let id, let primary, let secondary, let isCollapsed):
                "split\(id){\(primary) | \(secondary)\(isCollapsed ? " collapsed" : "")}"
            case .container(let id, let name, let children, let visible):
                "\(name)\(id){"
                    + children.enumerated().map { (visible.contains($0.offset) ? "*" : "") + $0.element.description }
                    .joined(separator: ", ") + "}"
            }
        }

        /// The screens of this node, bottom first (every tab's, in tab order).
        public var screens: [ScreenSnapshot] {
            switch self {
            case .screen(let screen): [screen]
            case .stack(_, let screens): screens.elements
            case .tabs(_, let tabs, _): tabs.flatMap(\.screens)
            case .split(_, let primary, let secondary, _): primary.screens + secondary.screens
            case .container(_, _, let children, _): children.flatMap(\.screens)
            }
        }
    }

    /// What the window shows under every presentation; `nil` before a root is set.
    public var root: Node?
    /// The modal presentations, oldest first; the last one is topmost.
    public var presentations: [Node]
    /// How the platform presents each of `presentations`, in their order
    /// (``Presentation/style``): a popover's anchor and options included, so
    /// that two worlds compare equal only when they present alike (H1).
    public var presentationStyles: [PresentationStyle]

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - root: What the window shows under every presentation.
    ///   - presentations: The modal presentations, oldest first.
    ///   - presentationStyles: Their styles, in their order; `nil` for a
    ///     ``PresentationStyle/sheet`` each.
    public init(root: Node?, presentations: [Node] = [], presentationStyles: [PresentationStyle]? = nil) {
        self.root = root
        self.presentations = presentations
        self.presentationStyles = presentationStyles ?? presentations.map { _ in .sheet }
    }

    /// Traps if a persistent list of the snapshot breaks its invariants
    /// (`NodeList`); O(size of the tree). The model-based fuzzer calls it
    /// after every step.
    package func _checkInvariants() {
        root?._checkInvariants()
        for presentation in presentations { presentation._checkInvariants() }
    }

    /// Every screen in the tree: the root's, then each presentation's.
    public var screens: [ScreenSnapshot] {
        (root?.screens ?? []) + presentations.flatMap(\.screens)
    }

    /// The root and the presentations, joined by ` > `; `empty` for an empty tree.
    public var description: String {
        let layers = (root.map { [$0] } ?? []) + presentations
        return layers.isEmpty ? "empty" : layers.map(\.description).joined(separator: " > ")
    }
}
