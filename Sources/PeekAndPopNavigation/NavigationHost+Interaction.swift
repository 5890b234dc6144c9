import PeekAndPop

/// Changes the user makes without a router (a swipe back, a dismissal, a
/// tab selected on the tab bar, a split collapsing), reported to the host
/// and published with the cause ``NavigationChange/Cause/interaction``.
extension NavigationHost {
    /// Pops the top screen of `stack` because the user did (a back swipe), as
    /// UIKit does: at once, without a router and without the engine.
    ///
    /// Publishes a ``NavigationChange`` with the cause
    /// ``NavigationChange/Cause/interaction``. A frozen transition that needed
    /// the popped module becomes stale: its pop ends the peek `interrupted`
    /// with `InterruptionReason.stale`.
    ///
    /// - Returns: Whether a screen was popped (the stack is in the tree and
    ///   holds more than its root).
    @discardableResult
    public func handleInteractivePop(in stack: ScreenStack) -> Bool {
        guard contains(stack), stack.screens.count > 1 else { return false }
        mutateDirectly(cause: .interaction) {
            stack.removeLast()
        }
        return true
    }

    /// Dismisses the topmost presentation because the user did (a sheet
    /// pulled down), as UIKit does: at once, without a router and without the
    /// engine.
    ///
    /// Publishes a ``NavigationChange`` with the cause
    /// ``NavigationChange/Cause/interaction``. A frozen transition that needed
    /// the dismissed container becomes stale: its pop ends the peek
    /// `interrupted` with `InterruptionReason.stale`.
    ///
    /// - Returns: Whether a presentation was dismissed.
    @discardableResult
    public func handleInteractiveDismissal() -> Bool {
        guard !presentations.isEmpty else { return false }
        mutateDirectly(cause: .interaction) {
            presentations.removeLast()
        }
        return true
    }

    /// Reports that the user selected a tab on the tab bar, without a
    /// router (H5): the selection changes at once and one
    /// ``NavigationChange`` with the cause ``NavigationChange/Cause/interaction``
    /// is published.
    ///
    /// - Returns: Whether anything changed (false for a container not in
    ///   the tree, an index out of range, or the tab already selected).
    @discardableResult
    public func handleTabSelection(_ index: Int, in tabs: TabContainer) -> Bool {
        guard contains(tabs), tabs.contents.indices.contains(index), index != tabs.selectedIndex else { return false }
        mutateDirectly(cause: .interaction) {
            tabs.selectedIndex = index
        }
        return true
    }

    /// Reports that a split container collapsed into one column or expanded
    /// into two (a size-class change), without a router: collapsing moves
    /// the secondary stack onto the primary one, expanding moves it back;
    /// when a column is not a stack (H5), collapsing shows the primary
    /// column alone and keeps the secondary one hidden, expanding shows it
    /// again (``SplitContainer``).
    /// Publishes one ``NavigationChange`` with the cause
    /// ``NavigationChange/Cause/interaction``.
    ///
    /// - Returns: Whether anything changed.
    @discardableResult
    public func handleSplitCollapse(_ split: SplitContainer, isCollapsed: Bool) -> Bool {
        guard contains(split), split.isCollapsed != isCollapsed else { return false }
        mutateDirectly(cause: .interaction) {
            split.setCollapsed(isCollapsed)
        }
        return true
    }
}
