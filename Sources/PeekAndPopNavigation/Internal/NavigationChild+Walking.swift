import PeekAndPop

/// Walking the tree from a child: what it shows on top, what it holds, its
/// snapshot node. The host and the planners read the tree through these.
@MainActor
extension NavigationChild {
    /// The first container on the way to the topmost stack that reports a
    /// visible child it does not hold, if any.
    var misreportingContainer: (any NavigationContainer)? {
        guard case .container(let container) = self, !(container is ScreenStack) else { return nil }
        let held = container.heldVisibleChildren
        if held.count < container.visibleChildren.count { return container }
        for visible in held.reversed() {
            if let found = visible.misreportingContainer { return found }
            if visible.topmostStack != nil { return nil }
        }
        return nil
    }

    /// Whether the child names what it shows in a route (tabs, an app-defined
    /// container, a split with a column of either): a stack or a split of
    /// two stacks in a tab or a page shows what a route into it names
    /// instead, its screens being the route's (a tab's completed as it
    /// starts).
    var namesItsSelection: Bool {
        guard case .container(let container) = self, !(container is ScreenStack) else { return false }
        return (container as? SplitContainer)?.movesOnCollapse != true
    }

    /// The stack that the child forwards pushes to: itself for a stack, else
    /// the one its last visible child leads to.
    var topmostStack: ScreenStack? {
        guard case .container(let container) = self else { return nil }
        if let stack = container as? ScreenStack { return stack }
        for visible in container.heldVisibleChildren.reversed() {
            if let stack = visible.topmostStack { return stack }
        }
        return nil
    }

    /// The screen the child shows on top: the one its last visible child leads to.
    var topmostScreen: (any Screen)? {
        switch self {
        case .screen(let screen):
            return screen
        case .container(let container):
            if let stack = container as? ScreenStack { return stack.topScreen }
            for visible in container.heldVisibleChildren.reversed() {
                if let screen = visible.topmostScreen { return screen }
            }
            return nil
        }
    }

    /// Every screen the child holds, in tree order.
    var screens: [any Screen] {
        switch self {
        case .screen(let screen):
            return [screen]
        case .container(let container):
            if let stack = container as? ScreenStack { return stack.screens }
            return container.children.flatMap(\.screens)
        }
    }

    /// Every stack the child holds, in tree order.
    var stacks: [ScreenStack] {
        guard case .container(let container) = self else { return [] }
        if let stack = container as? ScreenStack { return [stack] }
        return container.children.flatMap(\.stacks)
    }

    /// Every container the child holds, itself first.
    var containers: [any NavigationContainer] {
        guard case .container(let container) = self else { return [] }
        if container is ScreenStack { return [container] }
        return [container] + container.children.flatMap(\.containers)
    }

    /// The child's snapshot node.
    var node: NavigationSnapshot.Node {
        switch self {
        case .screen(let screen):
            return .screen(ScreenSnapshot(screen))
        case .container(let container):
            switch container {
            case let stack as ScreenStack: return stack.node
            case let tabs as TabContainer: return tabs.node
            case let split as SplitContainer: return split.node
            default:
                let children = container.children
                let visible = container.visibleChildren
                return .container(
                    container.id,
                    name: container.containerName,
                    children: children.map(\.node),
                    visible: children.indices.filter { index in
                        visible.contains { $0.isSame(as: children[index]) }
                    }
                )
            }
        }
    }
}

extension NavigationContainer {
    /// What the container shows among what it holds. An app-defined
    /// container that reports a visible child it does not hold is not
    /// followed there, so that nothing is forwarded outside the tree (H4,
    /// H5); see `NavigationChild.misreportingContainer`.
    var heldVisibleChildren: [NavigationChild] {
        let visible = visibleChildren
        if self is TabContainer || self is SplitContainer { return visible }
        let children = children
        return visible.filter { shown in children.contains { $0.isSame(as: shown) } }
    }
}
