import PeekAndPop

extension NavigationHost {
    /// The tab containers and splits that hold `stack`, innermost first, as
    /// the tree index has them: what a route's planning asks of the
    /// containers around one stack, at the cost of its nesting, not of the
    /// tree's size (H1).
    ///
    /// `nil` when the index cannot vouch for them: the stack is not in the
    /// tree's index, or a container an app defines holds it (its children
    /// change without telling the host); the caller then walks the tree.
    func indexedAncestors(of stack: ScreenStack) -> [any NavigationContainer]? {
        guard stack.index === treeIndex, treeIndex.contains(stack) else { return nil }
        var ancestors: [any NavigationContainer] = []
        var current: any NavigationContainer = stack
        while let parent = treeIndex.parent(of: current) {
            guard parent is TabContainer || parent is SplitContainer else { return nil }
            ancestors.append(parent)
            current = parent
        }
        return ancestors
    }
}
