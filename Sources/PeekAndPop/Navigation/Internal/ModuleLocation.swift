/// Where a screen is in a ``NavigationHost``'s tree.
@MainActor
struct ModuleLocation {
    enum Place {
        /// The root screen, with no stack.
        case rootScreen
        /// A screen of a stack, at an index.
        case stack(ScreenStack, index: Int)
        /// A modally presented screen, with no stack.
        case presentedScreen(Presentation)
    }

    /// 0 for the root layer; `k + 1` for the presentation at index `k`.
    let level: Int
    let place: Place

    /// Whether the module is at the bottom of the root layer: the root screen,
    /// or the first screen of the root stack or of a tab. Dismissing it does
    /// nothing.
    var isRootModule: Bool {
        guard level == 0 else { return false }
        switch place {
        case .rootScreen: return true
        case .stack(_, let index): return index == 0
        case .presentedScreen: return false
        }
    }

    var stack: ScreenStack? {
        if case .stack(let stack, _) = place { return stack }
        return nil
    }
}

extension NavigationHost {
    /// Finds `screen` in the tree.
    func locate(_ screen: any Screen) -> ModuleLocation? {
        switch root {
        case .screen(let rootScreen)? where rootScreen === screen:
            return ModuleLocation(level: 0, place: .rootScreen)
        case .stack(let stack)?:
            if let index = stack.index(of: screen) {
                return ModuleLocation(level: 0, place: .stack(stack, index: index))
            }
        case .tabs(let tabs)?:
            for stack in tabs.tabs {
                if let index = stack.index(of: screen) {
                    return ModuleLocation(level: 0, place: .stack(stack, index: index))
                }
            }
        case .screen?, nil:
            break
        }
        for (offset, presentation) in presentations.enumerated() {
            switch presentation.content {
            case .screen(let presented) where presented === screen:
                return ModuleLocation(level: offset + 1, place: .presentedScreen(presentation))
            case .stack(let stack):
                if let index = stack.index(of: screen) {
                    return ModuleLocation(level: offset + 1, place: .stack(stack, index: index))
                }
            case .screen:
                break
            }
        }
        return nil
    }

    /// The layer of `stack` (0 for the root layer), or `nil` if it is not in the tree.
    func level(of stack: ScreenStack) -> Int? {
        if rootStacks.contains(where: { $0 === stack }) {
            return 0
        }
        if let offset = presentations.firstIndex(where: { $0.stack === stack }) {
            return offset + 1
        }
        return nil
    }

    /// The stacks of the root layer: the root stack, or every tab's.
    var rootStacks: [ScreenStack] {
        switch root {
        case .stack(let stack)?: [stack]
        case .tabs(let tabs)?: tabs.tabs
        case .screen?, nil: []
        }
    }

    /// The stack of the root layer that is shown: the root stack or the selected tab's.
    var rootCurrentStack: ScreenStack? {
        switch root {
        case .stack(let stack)?: stack
        case .tabs(let tabs)?: tabs.selectedStack
        case .screen?, nil: nil
        }
    }

    /// The root tab container, if the root is one.
    var rootTabs: TabContainer? {
        if case .tabs(let tabs)? = root { return tabs }
        return nil
    }

    /// Why the module whose screen is `module` can no longer route, or `nil`
    /// if it is in the tree.
    func whyNotInTree(_ module: (any Screen)?) -> String? {
        guard let module else { return "the module that asked is gone" }
        return locate(module) == nil ? "\(module.screenName) is no longer in the navigation tree" : nil
    }

    /// Why `screens` cannot be added to the tree, or `nil` if none of them is
    /// in it already.
    func whyAlreadyInTree(_ screens: [any Screen]) -> String? {
        for screen in screens where locate(screen) != nil {
            return "\(screen.screenName) is already in the navigation tree"
        }
        return nil
    }
}

extension NavigationHost {
    /// Whether `screen` is visible: in the tree, on top of its container, in
    /// the selected tab, and not covered by a presentation (H7).
    ///
    /// On the reference host only visible screens are available for
    /// previewing: ``registerForPreviewing(_:sourceView:onPeek:onPreviewingContextChange:)``
    /// calls `onPeek` only while its screen is visible, and a screen may
    /// report it to the engine as its ``Screen/isAvailableForPreviewing``:
    ///
    /// ```swift
    /// var isAvailableForPreviewing: Bool { router.isVisible }
    /// ```
    public func isVisible(_ screen: any Screen) -> Bool {
        guard let location = locate(screen), location.level == presentations.count else { return false }
        switch location.place {
        case .rootScreen, .presentedScreen:
            return true
        case .stack(let stack, let index):
            guard index == stack.screens.count - 1 else { return false }
            if location.level == 0, let tabs = rootTabs {
                return tabs.selectedStack === stack
            }
            return true
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
