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
            return presentation.child.shows(screen)
        case .stack(let stack, let index):
            guard index == stack.screens.count - 1 else { return false }
            if location.level > 0 { return presentations[location.level - 1].child.shows(screen) }
            return root?.child.shows(screen) ?? false
        case .rootScreen:
            return root?.child.shows(screen) ?? false
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
}

@MainActor
extension NavigationChild {
    /// Whether `screen` is among the screens the child shows.
    func shows(_ screen: any Screen) -> Bool {
        switch self {
        case .screen(let mine):
            return mine === screen
        case .container(let container):
            if let stack = container as? ScreenStack { return stack.topScreen === screen }
            return container.heldVisibleChildren.contains { $0.shows(screen) }
        }
    }
}
