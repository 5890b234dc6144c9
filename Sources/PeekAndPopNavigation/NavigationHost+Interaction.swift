import PeekAndPop

/// Changes the user makes without a router (a swipe back, a dismissal, a
/// tab selected on the tab bar, a split collapsing), reported to the host
/// and published with the cause ``NavigationChange/Cause/interaction``.
///
/// Reported from an interceptor while a pop's commit checks the frozen
/// calls, a change is held, and made right before that interceptor's call
/// is performed, after the calls frozen before it: as at a tap, where the
/// interceptor runs after those calls (S22, H12). The report then answers
/// `true`; if the commit performs nothing (a veto, a stale call), the change
/// is made when the commit ends.
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
        interact { host in
            guard host.contains(stack), stack.screens.count > 1 else { return false }
            host.mutateDirectly(cause: .interaction) {
                host.apply(.setStack(stack, keeping: stack.screens.count - 1, screens: []))
            }
            return true
        }
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
        interact { host in
            guard !host.presentations.isEmpty else { return false }
            host.mutateDirectly(cause: .interaction) {
                host.apply(.dismissPresentations(keeping: host.presentations.count - 1))
            }
            return true
        }
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
        interact { host in
            guard host.contains(tabs), tabs.contents.indices.contains(index), index != tabs.selectedIndex else {
                return false
            }
            host.mutateDirectly(cause: .interaction) {
                host.apply(.selectTab(index, of: tabs))
            }
            return true
        }
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
        interact { host in
            guard host.contains(split), split.isCollapsed != isCollapsed else { return false }
            host.mutateDirectly(cause: .interaction) {
                host.apply(.setCollapsed(isCollapsed, of: split))
            }
            return true
        }
    }

    /// Performs an interaction the user reported, or, when an interceptor
    /// reports it while a commit's checks ask it, holds it until that
    /// interceptor's transition is performed, after the calls frozen before
    /// it, as at a tap (S22, H12); a held interaction answers `true`.
    private func interact(_ interaction: @escaping @MainActor (NavigationHost) -> Bool) -> Bool {
        guard let pending = performer.interceptingAtCommit else { return interaction(self) }
        pending.heldInteractions.append { [weak self] in
            if let self { _ = interaction(self) }
        }
        return true
    }
}
