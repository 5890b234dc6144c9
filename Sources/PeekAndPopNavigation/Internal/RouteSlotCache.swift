import PeekAndPop

/// The current route's slots (``RouteSlots``), kept in step with the tree
/// by the edits at its end, so that a route call reads the route without
/// walking its screens (H1, H8).
///
/// `NavigationHost.apply(_:)`, the one place the tree changes (H11), moves
/// it on: a push onto the stack that ends the route, a change of that
/// stack's screens, a presentation of a screen or a stack, a dismissal.
/// Any other edit drops it, and so does a change the host does not see
/// edit by edit (``TreeGeneration``'s structure counted elsewhere, an
/// element remembered again for a screen); the next read takes the route
/// from the tree again. A tree holding a container an app defines, which
/// changes without telling the host, is never kept.
///
/// The elements the host did not remember for their screens (an identity,
/// a name) are read from the screens again at every read, since a screen
/// may change them without a change of the tree.
@MainActor
struct RouteSlotCache {
    /// The route's elements and slots.
    fileprivate(set) var slots: RouteSlots
    /// Where each layer's slots start: the root layer's at 0, then each
    /// presentation's.
    fileprivate var layerStarts: [Int]
    /// For each layer, the stack its route ends with, at its top, and the
    /// position of the stack's bottom screen; `nil` when the layer's route
    /// ends otherwise.
    fileprivate var layerTails: [Tail?]
    /// ``TreeGeneration/structure`` when the slots were last made or moved on.
    fileprivate var structure: Int
    /// The routing table's element changes then.
    fileprivate var elementChanges: Int

    fileprivate struct Tail {
        let stack: ScreenStack
        let start: Int
        let presentation: Presentation?
    }
}

extension NavigationHost {
    /// The current route's slots from the cache, with the elements read
    /// from screens read again; `nil` when there is none for this tree.
    func cachedRouteSlots() -> RouteSlots? {
        // Taken out while it is read again (a screen's name is user code),
        // so that it changes in place and an edit made meanwhile finds none.
        guard var cache = routeSlotCache.take(), cache.structure == TreeGeneration.structure,
            cache.elementChanges == routing.built.elementChanges
        else { return nil }
        let applied = editsApplied
        for position in cache.slots.readPositions {
            guard let screen = cache.slots.slots[position].screen else { continue }
            let element = routeElement(of: screen)
            if element != cache.slots.elements[position] { cache.slots.setElement(element, at: position) }
        }
        guard editsApplied == applied else { return nil }
        routeSlotCache = cache
        return cache.slots
    }

    /// Keeps `slots`, just taken from the tree, as the cache, with where
    /// each layer starts and ends; nothing when the tree holds a container
    /// an app defines.
    func keepRouteSlots(_ slots: RouteSlots, layerStarts: [Int]) {
        guard treeIndex.otherContainers.values.allSatisfy({ $0 is TabContainer || $0 is SplitContainer }) else {
            routeSlotCache = nil
            return
        }
        var tails: [RouteSlotCache.Tail?] = []
        for (layer, start) in layerStarts.enumerated() {
            let end = layer + 1 < layerStarts.count ? layerStarts[layer + 1] : slots.count
            tails.append(Self.tail(of: slots.slots, from: start, to: end))
        }
        routeSlotCache = RouteSlotCache(
            slots: slots, layerStarts: layerStarts, layerTails: tails,
            structure: TreeGeneration.structure, elementChanges: routing.built.elementChanges)
    }

    /// The stack that a layer's route, `slots[start..<end]`, ends with at
    /// its top, if it does.
    private static func tail(of slots: [RouteSlot], from start: Int, to end: Int) -> RouteSlotCache.Tail? {
        guard end > start, case .stackScreen(let stack, let top, let presentation, _) = slots[end - 1],
            top == stack.screens.count - 1, end - 1 - top >= start,
            case .stackScreen(let bottom, 0, _, _) = slots[end - 1 - top], bottom === stack
        else { return nil }
        return RouteSlotCache.Tail(stack: stack, start: end - 1 - top, presentation: presentation)
    }

    /// Takes the cache out before `edit` changes the tree, moved on by
    /// `routeSlotCache(after:moving:)` once it did; `nil` for an edit it
    /// does not follow.
    func routeSlotCacheBefore(_ edit: LiveEdit) -> RouteSlotCache? {
        guard let cache = routeSlotCache.take(), cache.structure == TreeGeneration.structure,
            cache.elementChanges == routing.built.elementChanges
        else { return nil }
        switch edit {
        case .push(_, let stack), .setStack(let stack, _, _):
            // Only the stack that ends the route, in the last layer.
            guard let tail = cache.layerTails.last ?? nil, tail.stack === stack,
                cache.slots.count - tail.start == stack.screens.count
            else { return nil }
            return cache
        case .present(let presentation):
            if case .container = presentation.content { return nil }
            return cache
        case .dismissPresentations(let keeping):
            return keeping >= 0 && keeping < cache.layerStarts.count ? cache : nil
        default:
            return nil
        }
    }

    /// Moves `cache` on by `edit`, which the tree has just made; `false`
    /// when it cannot follow it.
    func moveOn(_ cache: inout RouteSlotCache, after edit: LiveEdit) -> Bool {
        switch edit {
        case .push(_, let stack), .setStack(let stack, _, _):
            guard let tail = cache.layerTails.last ?? nil else { return false }
            let keeping: Int
            if case .setStack(_, let kept, _) = edit { keeping = kept } else { keeping = stack.screens.count - 1 }
            let kept = min(max(keeping, 0), cache.slots.count - tail.start)
            cache.truncate(to: tail.start + kept)
            appendSlots(of: stack, from: kept, tail.presentation, to: &cache)
            if stack.screens.isEmpty { cache.layerTails[cache.layerTails.count - 1] = nil }
        case .present(let presentation):
            cache.layerStarts.append(cache.slots.count)
            switch presentation.content {
            case .screen(let screen):
                append(screen, .presentedScreen(presentation), to: &cache)
                cache.layerTails.append(nil)
            case .stack(let stack):
                let start = cache.slots.count
                appendSlots(of: stack, from: 0, presentation, to: &cache)
                cache.layerTails.append(
                    stack.screens.isEmpty
                        ? nil : RouteSlotCache.Tail(stack: stack, start: start, presentation: presentation))
            case .container:
                return false
            }
        case .dismissPresentations(let keeping):
            let layers = keeping + 1
            guard layers <= cache.layerStarts.count else { return false }
            if layers < cache.layerStarts.count {
                cache.truncate(to: cache.layerStarts[layers])
                cache.layerStarts.removeSubrange(layers...)
                cache.layerTails.removeSubrange(layers...)
            }
        default:
            return false
        }
        cache.structure = TreeGeneration.structure
        return true
    }

    private func appendSlots(
        of stack: ScreenStack, from start: Int, _ presentation: Presentation?, to cache: inout RouteSlotCache
    ) {
        let screens = stack.screens
        for index in start..<screens.count {
            append(screens[index], .stackScreen(stack, index, presentation, screens[index]), to: &cache)
        }
    }

    /// Appends `screen`'s slot. An element the host remembers for it is
    /// kept; one read from the screen itself is read at the next read of
    /// the route, which reads such elements again anyway: a tap that pushes
    /// a screen reads no name.
    private func append(_ screen: any Screen, _ slot: RouteSlot, to cache: inout RouteSlotCache) {
        if let element = routing.entry(for: screen)?.element {
            cache.slots.append(element, slot)
        } else {
            cache.slots.append(Self.unread, slot, isRead: true)
        }
    }

    /// What stands for an element to be read from its screen at the next
    /// read of the route.
    private static let unread = RouteElement("", argument: "unread")
}

extension RouteSlotCache {
    /// Keeps the first `count` slots.
    fileprivate mutating func truncate(to count: Int) {
        guard count < slots.count else { return }
        slots.removeLast(slots.count - count)
    }
}
