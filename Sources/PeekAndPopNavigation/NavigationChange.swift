import PeekAndPop

/// One change of a ``NavigationHost``'s tree, as published on
/// ``NavigationHost/changes``: what caused it, what changed, and the tree after.
///
/// A transition publishes one change when it changes the tree, at the moment
/// it is applied: at once for a direct routing call (S1), on pop for a frozen
/// one (S7), never for a discarded one (S8). A deep link publishes a single
/// change for all of its steps. A change holds no screen, only
/// ``ScreenSnapshot``s, so recording changes never keeps a screen alive (S19).
///
/// ```swift
/// let recorder = EventRecorder(host.changes)
/// try router.push { seed in DetailScreen(seed: seed) }
/// #expect(recorder.events.map(\.summary) == ["transition#1 push: stack#1[Home, Detail]"])
/// ```
///
/// `NavigationChange` is `Sendable`.
public struct NavigationChange: Hashable, Sendable, CustomStringConvertible {
    /// What made the tree change.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// A routing call that went through the engine's seam.
        case transition(TransitionID, TransitionKind)
        /// A change the user made without a router, such as a back swipe or a
        /// sheet pulled down (``NavigationHost/handleInteractivePop(in:)``,
        /// ``NavigationHost/handleInteractiveDismissal()``).
        case interaction
        /// The host's set-up: a new root (``NavigationHost/setRoot(_:)``,
        /// ``NavigationHost/setRootContainer(_:)``).
        case setup

        /// `transition#3 push`, `interaction` or `setup`.
        public var description: String {
            switch self {
            case .transition(let id, let kind): "\(id) \(kind)"
            case .interaction: "interaction"
            case .setup: "setup"
            }
        }
    }

    /// One part of a change.
    public enum Detail: Hashable, Sendable, CustomStringConvertible {
        /// The root was replaced; the new root.
        case root(NavigationSnapshot.Node?)
        /// A tab container's selection changed; the new index.
        case tabSelection(ContainerID, selectedIndex: Int)
        /// A container's children were added, removed or replaced (tabs); the
        /// container's new node.
        case children(NavigationSnapshot.Node)
        /// A split container collapsed or expanded.
        case splitCollapse(ContainerID, isCollapsed: Bool)
        /// An app-defined container now shows other children; their positions.
        case visibleChildren(ContainerID, [Int])
        /// A stack that was in the tree before and after changed; its new contents.
        case stack(ContainerID, ScreenList)
        /// The chain of presentations changed (one was added or removed); the
        /// new chain, oldest first.
        case presentations([NavigationSnapshot.Node])

        /// A compact form such as `stack#2[Home, Detail]` or `tabs#1 selected 1`.
        public var description: String {
            switch self {
            case .root(let node):
                "root \(node?.description ?? "empty")"
            case .tabSelection(let id, let index):
                "tabs\(id) selected \(index)"
            case .children(let node):
                "children \(node)"
            case .splitCollapse(let id, let isCollapsed):
                "split\(id) \(isCollapsed ? "collapsed" : "expanded")"
            case .visibleChildren(let id, let visible):
                "container\(id) shows \(visible)"
            case .stack(let id, let screens):
                NavigationSnapshot.Node.stack(id, screens).description
            case .presentations(let nodes):
                "presentations[\(nodes.map(\.description).joined(separator: " > "))]"
            }
        }
    }

    /// What made the tree change.
    public let cause: Cause
    /// What changed: the root, then tab selections, then stacks in tree order,
    /// then the presentation chain.
    public let details: [Detail]
    /// The whole tree after the change.
    public let snapshot: NavigationSnapshot

    /// Creates a change; the host makes these, tests may too.
    public init(cause: Cause, details: [Detail], snapshot: NavigationSnapshot) {
        self.cause = cause
        self.details = details
        self.snapshot = snapshot
    }

    /// Computes the change between two snapshots of one tree.
    ///
    /// Containers are compared by ``ContainerID``; a stack that appears or
    /// disappears with its presentation, its tab or its root is reported as a
    /// change of the presentation chain, the tabs or the root, not of the
    /// stack. Stacks whose lists share their links compare in O(1) (H1).
    public init(cause: Cause, from before: NavigationSnapshot, to after: NavigationSnapshot) {
        var details: [Detail] = []
        var stacks: [Detail] = []
        if before.root?.identity != after.root?.identity {
            details.append(.root(after.root))
        } else if let old = before.root, let new = after.root {
            Self.compare(old, new, into: &details, stacks: &stacks)
        }
        let presentationsChanged =
            before.presentations.count != after.presentations.count
            || zip(before.presentations, after.presentations).contains { $0.identity != $1.identity }
        for (old, new) in zip(before.presentations, after.presentations) where old.identity == new.identity {
            Self.compare(old, new, into: &details, stacks: &stacks)
        }
        if details.isEmpty {
            swap(&details, &stacks)
        } else {
            details += stacks
        }
        if presentationsChanged {
            details.append(.presentations(after.presentations))
        }
        self.init(cause: cause, details: details, snapshot: after)
    }

    /// Compares two nodes of the same container: selection and collapse into
    /// `details`, stack contents into `stacks`, in tree order.
    private static func compare(
        _ old: NavigationSnapshot.Node, _ new: NavigationSnapshot.Node,
        into details: inout [Detail], stacks: inout [Detail]
    ) {
        switch (old, new) {
        case (.stack(let id, let oldScreens), .stack(_, let newScreens)):
            if oldScreens != newScreens { stacks.append(.stack(id, newScreens)) }
        case (.tabs(let id, let oldTabs, let oldIndex), .tabs(_, let newTabs, let newIndex)):
            // Lists that share their parts are compared where they differ
            // only: a change of one tab of many costs what it changed (H1).
            var sameTabs = oldTabs.count == newTabs.count
            if sameTabs {
                oldTabs.forEachPair(differingFrom: newTabs) { a, b in
                    if a.identity != b.identity { sameTabs = false }
                }
            }
            guard sameTabs else {
                details.append(.children(new))
                return
            }
            if oldIndex != newIndex { details.append(.tabSelection(id, selectedIndex: newIndex)) }
            oldTabs.forEachPair(differingFrom: newTabs) { a, b in compare(a, b, into: &details, stacks: &stacks) }
        case (
            .split(let id, let oldPrimary, let oldSecondary, let wasCollapsed),
            .split(_, let newPrimary, let newSecondary, let isCollapsed)
        ):
            if wasCollapsed != isCollapsed { details.append(.splitCollapse(id, isCollapsed: isCollapsed)) }
            compare(oldPrimary, newPrimary, into: &details, stacks: &stacks)
            compare(oldSecondary, newSecondary, into: &details, stacks: &stacks)
        case (.container(let id, _, let oldChildren, let oldVisible), .container(_, _, let newChildren, let newVisible)):
            if oldVisible != newVisible { details.append(.visibleChildren(id, newVisible)) }
            for (a, b) in zip(oldChildren, newChildren) where a.identity == b.identity {
                compare(a, b, into: &details, stacks: &stacks)
            }
        default:
            break
        }
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { details.isEmpty }

    /// The cause and the details, such as
    /// `transition#4 dismiss: stack#2[Home]; presentations[]`.
    public var summary: String {
        "\(cause): " + details.map(\.description).joined(separator: "; ")
    }

    /// The `summary` followed by the tree after the change.
    public var description: String { "\(summary) => \(snapshot)" }
}

extension NavigationSnapshot.Node {
    /// What makes a node the same container: its identifier, or the screen's
    /// identity for a bare screen.
    fileprivate enum Identity: Hashable {
        case screen(ObjectIdentifier)
        case container(ContainerID)
    }

    fileprivate var identity: Identity {
        switch self {
        case .screen(let screen): .screen(screen.id)
        case .stack(let id, _), .tabs(let id, _, _), .split(let id, _, _, _), .container(let id, _, _, _):
            .container(id)
        }
    }

}
