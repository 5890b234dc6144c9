import PeekAndPop

extension NavigationHost {
    /// Whether `screen` is visible: in the tree, on top of its container, in
    /// the selected tab or a shown column of a split, and not covered by a
    /// presentation (H7).
    ///
    /// On the reference host only visible screens are available for
    /// previewing: `registerForPreviewing(_:sourceView:onPeek:onPreviewingContextChange:)`
    /// calls `onPeek` only while its screen is visible, and a screen may
    /// report it to the engine as its `Screen.isAvailableForPreviewing`:
    ///
    /// ```swift
    /// var isAvailableForPreviewing: Bool { router.isVisible }
    /// ```
    public func isVisible(_ screen: any Screen) -> Bool {
        guard let location = locate(screen), location.level == presentations.count else { return false }
        switch location.place {
        case .presentedScreen(let presentation):
            return Self.shows(screen, in: presentation.child)
        case .stack(let stack, let index):
            guard index == stack.screens.count - 1 else { return false }
            if location.level > 0 { return Self.shows(screen, in: presentations[location.level - 1].child) }
            return root.map { Self.shows(screen, in: $0.child) } ?? false
        case .rootScreen:
            return root.map { Self.shows(screen, in: $0.child) } ?? false
        }
    }

    /// Whether anything is above `location`: screens over it in its stack,
    /// or presentations over its layer.
    func hasAnythingAbove(_ location: ModuleLocation) -> Bool {
        if location.level < presentations.count {
            return true
        }
        if case .stack(let stack, let index) = location.place {
            return index < stack.screens.count - 1
        }
        return false
    }

    /// Whether `screen` is among the screens `child` shows.
    static func shows(_ screen: any Screen, in child: NavigationChild) -> Bool {
        switch child {
        case .screen(let mine):
            return mine === screen
        case .container(let container):
            if let stack = container as? ScreenStack { return stack.topScreen === screen }
            return container.heldVisibleChildren.contains { shows(screen, in: $0) }
        }
    }
}
