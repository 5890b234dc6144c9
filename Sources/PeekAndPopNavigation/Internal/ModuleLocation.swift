import PeekAndPop

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
    /// Finds `screen` in the tree; O(1) but for the layer of a stack, which
    /// costs the number of presentations.
    func locate(_ screen: any Screen) -> ModuleLocation? {
        guard let entry = treeIndex.entry(for: screen) else { return nil }
        switch entry.holder {
        case .root:
            return ModuleLocation(level: 0, place: .rootScreen)
        case .container(let container):
            // A screen an app-defined container holds directly: the root
            // screen of its layer, or a presented screen (H5).
            guard let level = layer(ofHeld: container) else { return nil }
            guard level > 0 else { return ModuleLocation(level: 0, place: .rootScreen) }
            return ModuleLocation(level: level, place: .presentedScreen(presentations[level - 1]))
        case .presentation(let presentation):
            guard let offset = presentations.firstIndex(where: { $0 === presentation }) else { return nil }
            return ModuleLocation(level: offset + 1, place: .presentedScreen(presentation))
        case .stack(let stack):
            guard let level = level(of: stack) else { return nil }
            return ModuleLocation(level: level, place: .stack(stack, index: entry.position))
        }
    }

    /// The layer of `stack` (0 for the root layer), or `nil` if it is not in the tree.
    func level(of stack: ScreenStack) -> Int? {
        guard stack.index === treeIndex else { return nil }
        return layer(ofHeld: stack)
    }

    /// The layer of `container`, known to be in the tree: the presentation
    /// whose outermost container holds it (a presented stack, or a presented
    /// container's stacks, tabs and splits, H5), else the root layer;
    /// O(depth + presentations).
    func layer(ofHeld container: any NavigationContainer) -> Int? {
        guard !presentations.isEmpty else { return 0 }
        let outermost = treeIndex.outermost(of: container)
        if let offset = presentations.firstIndex(where: { $0.child.is(outermost) }) {
            return offset + 1
        }
        return 0
    }

    /// The stacks of the root layer, in tree order.
    var rootStacks: [ScreenStack] {
        root.map { $0.child.stacks } ?? []
    }

    /// The stack of the root layer that pushes go to: the one the root's
    /// last visible child leads to.
    var rootCurrentStack: ScreenStack? {
        root.flatMap { $0.child.topmostStack }
    }

    /// The first tab container of the root layer, in tree order.
    var firstTabContainer: TabContainer? {
        root.flatMap { $0.child.containers.lazy.compactMap { $0 as? TabContainer }.first }
    }

    /// The innermost container of kind `C` that holds `screen`, wherever it
    /// is (the root layer or a presented container, H5); `nil` when none
    /// does. O(depth).
    func enclosing<C: NavigationContainer>(_ type: C.Type, of screen: (any Screen)?) -> C? {
        guard let screen, let entry = treeIndex.entry(for: screen) else { return nil }
        var current: (any NavigationContainer)?
        switch entry.holder {
        case .stack(let stack): current = stack
        case .container(let container): current = container
        case .root, .presentation: current = nil
        }
        while let container = current {
            if let found = container as? C { return found }
            current = treeIndex.parent(of: container)
        }
        return nil
    }

    /// The tab container `screen` is in, or else the root layer's first one
    /// (H4, H5); for a module an earlier frozen call put in the tree, the
    /// one that holds it in the tree the frozen calls leave, and for one an
    /// earlier frozen call took out, none of its own, as at a tap after
    /// that call (H12).
    func tabContainer(for screen: (any Screen)?) -> TabContainer? {
        if let frozen = frozenContainer(holding: screen, where: \.isTabs) { return frozen.container as? TabContainer }
        return enclosing(TabContainer.self, of: inTreeForCall(screen)) ?? firstTabContainer
    }

    /// `screen`, unless a call frozen before the one being made or checked
    /// took it out of the tree (H12).
    func inTreeForCall(_ screen: (any Screen)?) -> (any Screen)? {
        guard let screen, !isTakenOutByFrozenCall(screen) else { return nil }
        return screen
    }

    /// Why the module whose screen is `module` can no longer route, or `nil`
    /// if it is in the tree.
    func whyNotInTree(_ module: (any Screen)?) -> String? {
        guard let module else { return "the module that asked is gone" }
        return locate(module) == nil ? "\(module.screenName) is no longer in the navigation tree" : nil
    }

    /// Why `screens` cannot be added to the tree, or `nil` if none of them is
    /// in it already: the live tree, or, for a call checked after frozen
    /// calls, the tree they leave (H12), where a screen a frozen call took
    /// out is out, as at a tap.
    func whyAlreadyInTree<Screens: Collection<any Screen>>(_ screens: Screens) -> String? {
        let frozen = screens.isEmpty ? nil : frozenTree()
        for screen in screens where frozen?.shows(screen) ?? treeIndex.contains(screen) {
            return treeIndex.contains(screen)
                ? "\(screen.screenName) is already in the navigation tree"
                : "\(screen.screenName) is already shown by an earlier call of this window"
        }
        // A builder that hands out one cached screen twice (S23, H1).
        if let screen = screens.firstRepeated() {
            return "\(screen.screenName) is built twice by one call; a screen is in the tree once"
        }
        return nil
    }
}

extension Collection<any Screen> {
    /// The first screen that is one before it, if any.
    ///
    /// A set of every screen would cost a random access to memory per
    /// screen, a cache miss each once it outgrows the cache (a long route's
    /// screens, H1). Instead, a filter of about eight bits per screen, small
    /// enough to stay in the cache, marks the screens that share their bits
    /// with one before them (a repeated screen always does, and about one in
    /// eight others), and only those are compared exactly, with a set as
    /// small as they are.
    func firstRepeated() -> (any Screen)? {
        guard count > 1 else { return nil }
        let bits = Swift.max(6, (count * 8 - 1).bitWidth - (count * 8 - 1).leadingZeroBitCount)
        func bit(_ screen: any Screen) -> Int {
            // Multiplicative (Fibonacci) hashing: the top `bits` bits.
            let address = UInt64(UInt(bitPattern: ObjectIdentifier(screen)))
            return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(bits)))
        }
        var seen = [UInt64](repeating: 0, count: 1 << (bits - 6))
        var shared = seen
        var anyShared = false
        for screen in self {
            let index = bit(screen)
            let mask: UInt64 = 1 << UInt64(index & 63)
            if seen[index >> 6] & mask != 0 {
                shared[index >> 6] |= mask
                anyShared = true
            } else {
                seen[index >> 6] |= mask
            }
        }
        guard anyShared else { return nil }
        var candidates = Set<ObjectIdentifier>()
        for screen in self {
            let index = bit(screen)
            guard shared[index >> 6] & (1 << UInt64(index & 63)) != 0 else { continue }
            if !candidates.insert(ObjectIdentifier(screen)).inserted { return screen }
        }
        return nil
    }
}
