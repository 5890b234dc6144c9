import PeekAndPop

/// One primitive change to a navigation tree, naming its containers and
/// screens by identity (H11).
///
/// A routing call is planned into a list of these against a
/// ``NavigationSnapshot``: the host's own calls, routes, destinations and deep
/// links alike. ``NavigationSnapshot/apply(_:)`` applies one to a snapshot, or
/// refuses it with a ``Refusal`` when it does not apply, changing nothing.
/// A call frozen in a capture window is checked against the snapshot the
/// edits of the calls frozen before it leave (H12);
/// ``NavigationHost/frozenEdits()`` shows each frozen call's edits.
///
/// ```swift
/// var tree = host.snapshot()
/// try tree.apply(.selectTab(1, of: tabs.id))  // or a NavigationEdit.Refusal, tree unchanged
/// ```
///
/// Edits print in the vocabulary of the snapshot's description, such as
/// `push Detail onto stack#3` or `remove tab 1 of tabs#1`.
public enum NavigationEdit: Hashable, Sendable, CustomStringConvertible {
    /// Pushes a screen onto a stack.
    case push(ScreenSnapshot, onto: ContainerID)
    /// Keeps the bottom `keeping` screens of a stack and puts `screens`
    /// above them: a pop, a pop to the root, a replacement of the top, or a
    /// whole new stack (`keeping: 0`).
    case setStack(ContainerID, keeping: Int, screens: [ScreenSnapshot])
    /// Presents a node on top of the topmost presentation.
    case present(NavigationSnapshot.Node, style: PresentationStyle)
    /// Replaces the presentation at a position (0 is the oldest), keeping
    /// those over it.
    case replacePresentation(at: Int, with: NavigationSnapshot.Node, style: PresentationStyle)
    /// Dismisses every presentation but the first `keeping` (0 dismisses
    /// them all).
    case dismissPresentations(keeping: Int)
    /// Selects a tab of a tab container.
    case selectTab(Int, of: ContainerID)
    /// Inserts a tab at a position, selecting it or keeping the selection on
    /// the tab that was selected.
    case insertTab(NavigationSnapshot.Node, at: Int, of: ContainerID, selecting: Bool)
    /// Removes a tab; the selection stays on its tab, or goes to the one
    /// before the removed selected tab. A container's last tab cannot go.
    case removeTab(at: Int, of: ContainerID)
    /// Replaces a tab; the selection stays where it was.
    case replaceTab(at: Int, with: NavigationSnapshot.Node, of: ContainerID)
    /// Makes the child at a position of an app-defined container the one it
    /// shows.
    case showChild(Int, of: ContainerID)
    /// Collapses a split container into one column: when both columns are
    /// stacks, the secondary screens move onto the primary stack.
    case collapse(ContainerID)
    /// Expands a collapsed split container: when both columns are stacks,
    /// the primary stack keeps its first `primaryCount` screens and the rest
    /// move back into the secondary column.
    case expand(ContainerID, primaryCount: Int)
    /// Replaces the root; the presentations stay (a planner that dismisses
    /// them puts ``dismissPresentations(keeping:)`` before it).
    case replaceRoot(NavigationSnapshot.Node)

    /// Why an edit does not apply to a snapshot; the snapshot is unchanged.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// No container of the tree has the identifier.
        case containerNotInTree(ContainerID)
        /// The container is not of the kind the edit needs (a stack, a tab
        /// container, an app-defined container).
        case wrongContainer(ContainerID, expected: String)
        /// The screen is in the tree already; a screen is shown once.
        case screenAlreadyInTree(ScreenSnapshot)
        /// The position is not one the container has.
        case positionOutOfRange(Int, of: ContainerID, count: Int)
        /// A tab container's last tab cannot be removed.
        case lastTab(ContainerID)
        /// The tree holds fewer presentations than the edit keeps.
        case presentationsOutOfRange(keeping: Int, count: Int)
        /// The root layer has no tab container for a deep link to select a tab of.
        case noTabContainer
        /// The tree holds no presentation at the position.
        case presentationOutOfRange(Int, count: Int)

        /// What was refused, such as `tab 3 of tabs#1 is not there (2)`.
        public var description: String {
            switch self {
            case .containerNotInTree(let id): "container \(id) is not in the navigation tree"
            case .wrongContainer(let id, let expected): "container \(id) is not \(expected)"
            case .screenAlreadyInTree(let screen): "\(screen.name) is already in the navigation tree"
            case .positionOutOfRange(let index, let id, let count): "position \(index) of \(id) is not there (\(count))"
            case .lastTab(let id): "the last tab of \(id) cannot be removed"
            case .presentationsOutOfRange(let keeping, let count):
                "keeping \(keeping) presentations of \(count)"
            case .noTabContainer: "the root layer has no tab container"
            case .presentationOutOfRange(let index, let count): "presentation \(index) is not there (\(count))"
            }
        }
    }

    /// What the edit does, such as `push Detail onto stack#3`.
    public var description: String {
        switch self {
        case .push(let screen, let stack):
            "push \(screen.name) onto stack\(stack)"
        case .setStack(let stack, let keeping, let screens):
            "set stack\(stack) to its first \(keeping) and [\(screens.map(\.name).joined(separator: ", "))]"
        case .present(let node, let style):
            "present \(node)" + (style == .sheet ? "" : " as \(style)")
        case .replacePresentation(let index, let node, let style):
            "replace presentation \(index) with \(node)" + (style == .sheet ? "" : " as \(style)")
        case .dismissPresentations(let keeping):
            keeping == 0 ? "dismiss every presentation" : "dismiss the presentations over the first \(keeping)"
        case .selectTab(let index, let tabs):
            "select tab \(index) of tabs\(tabs)"
        case .insertTab(let node, let index, let tabs, let selecting):
            "insert \(node) at \(index) of tabs\(tabs)" + (selecting ? ", selected" : "")
        case .removeTab(let index, let tabs):
            "remove tab \(index) of tabs\(tabs)"
        case .replaceTab(let index, let node, let tabs):
            "replace tab \(index) of tabs\(tabs) with \(node)"
        case .showChild(let index, let container):
            "show child \(index) of container\(container)"
        case .collapse(let split):
            "collapse split\(split)"
        case .expand(let split, let primaryCount):
            "expand split\(split), keeping \(primaryCount) in the primary column"
        case .replaceRoot(let node):
            "replace the root with \(node)"
        }
    }

    /// The screens the edit adds to the tree.
    public var addedScreens: [ScreenSnapshot] {
        switch self {
        case .push(let screen, _): [screen]
        case .setStack(_, _, let screens): screens
        case .present(let node, _), .replacePresentation(_, let node, _), .insertTab(let node, _, _, _),
            .replaceTab(_, let node, _), .replaceRoot(let node):
            node.screens
        case .dismissPresentations, .selectTab, .removeTab, .showChild, .collapse, .expand: []
        }
    }
}
