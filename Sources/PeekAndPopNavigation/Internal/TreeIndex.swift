import PeekAndPop

/// Where every screen and container of a ``NavigationHost``'s tree is, kept
/// up to date as the tree changes, so that finding a screen, refusing one
/// that is already in the tree (S23), noticing the screens that left and
/// finding whether a container is in the tree cost what a change changes,
/// never the size of the tree (H1).
///
/// The tree stays the truth: the index is changed only where the tree is
/// (a stack's screens, the root, the presentations, a tab container's
/// tabs), and forgets a container as it leaves.
@MainActor
final class TreeIndex {
    /// What holds a screen.
    enum Holder {
        /// The root screen, with no container.
        case root
        /// A stack, at a position from the bottom.
        case stack(ScreenStack)
        /// A modal presentation of a single screen.
        case presentation(Presentation)
        /// An app-defined container holding the screen directly.
        case container(any NavigationContainer)
    }

    struct Entry {
        let holder: Holder
        var position: Int
    }

    /// Where each screen is, by identity (`ScreenTable`).
    private var entries = ScreenTable()

    /// The containers in the tree, each with the container that holds it
    /// (`nil` for the root's or a presentation's).
    private var containers: [ObjectIdentifier: ContainerEntry] = [:]

    struct ContainerEntry {
        let container: any NavigationContainer
        let parent: (any NavigationContainer)?
    }

    /// The containers in the tree other than stacks (tabs, splits and
    /// app-defined ones), by identity: few, however many screens and
    /// stacks the tree holds.
    private(set) var otherContainers: [ObjectIdentifier: any NavigationContainer] = [:]

    /// Screens removed since the host last looked: those no longer in the
    /// tree then have left it (they may have moved instead).
    var removed: [any Screen] = []

    func entry(for screen: any Screen) -> Entry? {
        entries[ObjectIdentifier(screen)]
    }

    func contains(_ screen: any Screen) -> Bool {
        entries[ObjectIdentifier(screen)] != nil
    }

    /// Whether the screen with identity `id` is in the tree.
    func contains(screen id: ObjectIdentifier) -> Bool {
        entries[id] != nil
    }

    /// Makes room for `count` more screens (a route's), so that adding
    /// them grows the index once.
    func reserveCapacity(adding count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    func add(_ screen: any Screen, _ holder: Holder, at position: Int = 0) {
        entries.set(Entry(holder: holder, position: position), for: ObjectIdentifier(screen))
    }

    func remove(_ screen: any Screen) {
        if entries.remove(ObjectIdentifier(screen)) {
            removed.append(screen)
        }
    }

    /// Whether `container` is in the tree; O(1).
    func contains(_ container: any NavigationContainer) -> Bool {
        containers[ObjectIdentifier(container)] != nil
    }

    /// The container that holds `container` in the tree, if any.
    func parent(of container: any NavigationContainer) -> (any NavigationContainer)? {
        containers[ObjectIdentifier(container)]?.parent
    }

    /// The outermost container that holds `container` (itself if none
    /// does): the root's container or a presentation's; O(depth).
    func outermost(of container: any NavigationContainer) -> any NavigationContainer {
        var current = container
        while let parent = parent(of: current) { current = parent }
        return current
    }

    /// Indexes a child joining the tree, and everything it holds.
    func attach(_ child: NavigationChild) {
        switch child {
        case .screen(let screen):
            add(screen, .root)
        case .container(let container):
            attach(container)
        }
    }

    /// Indexes a container joining the tree inside `parent` (`nil` for the
    /// root's or a presentation's), and everything it holds.
    func attach(_ container: any NavigationContainer, in parent: (any NavigationContainer)? = nil) {
        containers[ObjectIdentifier(container)] = ContainerEntry(container: container, parent: parent)
        if let stack = container as? ScreenStack {
            stack.index = self
            for (position, screen) in stack.screens.enumerated() {
                add(screen, .stack(stack), at: position)
            }
            return
        }
        otherContainers[ObjectIdentifier(container)] = container
        for (position, child) in container.children.enumerated() {
            switch child {
            case .screen(let screen): add(screen, .container(container), at: position)
            case .container(let inner): attach(inner, in: container)
            }
        }
    }

    /// Forgets a container leaving the tree, and everything it holds.
    func detach(_ container: any NavigationContainer) {
        containers[ObjectIdentifier(container)] = nil
        if let stack = container as? ScreenStack {
            if stack.index === self { stack.index = nil }
            for screen in stack.screens { remove(screen) }
            return
        }
        otherContainers[ObjectIdentifier(container)] = nil
        for child in container.children {
            detach(child)
        }
    }

    func detach(_ child: NavigationChild) {
        switch child {
        case .screen(let screen): remove(screen)
        case .container(let container): detach(container)
        }
    }

    func attach(_ presentation: Presentation) {
        switch presentation.content {
        case .screen(let screen): add(screen, .presentation(presentation))
        case .stack(let stack): attach(stack)
        case .container(let container): attach(container)
        }
    }

    func detach(_ presentation: Presentation) {
        switch presentation.content {
        case .screen(let screen): remove(screen)
        case .stack(let stack): detach(stack)
        case .container(let container): detach(container)
        }
    }

    /// Takes the screens removed since the last call.
    func takeRemoved() -> [any Screen] {
        defer { removed.removeAll(keepingCapacity: true) }
        return removed
    }
}
