import PeekAndPop

/// The current route's slots (``RouteSlots``), kept in step with the tree
/// by the edits at its end, so that a route call reads the route without
/// walking its screens (H1, H8).
///
/// `NavigationHost.apply(_:)`, the one place the tree changes (H11), moves
/// it on: a push onto the stack that ends the route, a change of that
/// stack's screens, a presentation of a screen or a stack, a dismissal.
/// A push or a change of that stack only marks where its screens changed
/// (a comparison); the next read takes the slots of the stack's screens
/// from there, so that pushes and pops between two reads of the route
/// cost nothing here, and a read costs what changed since the last one.
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
    /// The route's elements and slots; from `staleFrom` on, when it is
    /// set, those of the stack at its end before its latest changes.
    private(set) var slots: RouteSlots
    /// Where each layer's slots start: the root layer's at 0, then each
    /// presentation's.
    private var layerStarts: [Int]
    /// For each layer, the stack its route ends with, at its top, and the
    /// position of the stack's bottom screen; `nil` when the layer's route
    /// ends otherwise.
    private var layerTails: [Tail?]
    /// The position from which the slots are those of the last layer's
    /// stack as it was before its latest changes: the next read takes them
    /// from the stack's screens again. `nil` when the slots are current.
    private var staleFrom: Int?
    /// ``TreeGeneration/structure`` when the slots were last made or moved on.
    private var structure: Int
    /// The routing table's element changes then.
    private var elementChanges: Int

    private struct Tail {
        let stack: ScreenStack
        let start: Int
        let presentation: Presentation?
    }
}

extension RouteSlotCache {
    /// `host`'s current route's slots from its cache, with the elements
    /// read from screens read again; `nil` when there is none for its tree.
    static func read(in host: NavigationHost) -> RouteSlots? {
        // Taken out while it is read again (a screen's name is user code),
        // so that it changes in place and an edit made meanwhile finds none.
        guard var cache = host.routeSlotCache.take(), cache.isCurrent(in: host) else { return nil }
        cache.catchUp(in: host)
        let applied = host.editsApplied
        for position in cache.slots.readPositions {
            guard let screen = cache.slots.slots[position].screen else { continue }
            let element = host.routeElement(of: screen)
            if element != cache.slots.elements[position] { cache.slots.setElement(element, at: position) }
        }
        guard host.editsApplied == applied else { return nil }
        host.routeSlotCache = cache
        return cache.slots
    }

    /// Keeps `slots`, just taken from `host`'s tree, as its cache, with
    /// where each layer starts and ends; nothing when the tree holds a
    /// container an app defines.
    static func keep(_ slots: RouteSlots, layerStarts: [Int], in host: NavigationHost) {
        guard host.treeIndex.otherContainers.values.allSatisfy({ $0 is TabContainer || $0 is SplitContainer })
        else {
            host.routeSlotCache = nil
            return
        }
        var tails: [Tail?] = []
        for (layer, start) in layerStarts.enumerated() {
            let end = layer + 1 < layerStarts.count ? layerStarts[layer + 1] : slots.count
            tails.append(tail(of: slots.slots, from: start, to: end))
        }
        host.routeSlotCache = RouteSlotCache(
            slots: slots, layerStarts: layerStarts, layerTails: tails, staleFrom: nil,
            structure: TreeGeneration.structure, elementChanges: host.routing.built.elementChanges)
    }

    /// Whether nothing the cache does not follow changed `host`'s tree or
    /// its elements since it was made or moved on.
    private func isCurrent(in host: NavigationHost) -> Bool {
        structure == TreeGeneration.structure && elementChanges == host.routing.built.elementChanges
    }

    /// The stack that a layer's route, `slots[start..<end]`, ends with at
    /// its top, if it does.
    private static func tail(of slots: [RouteSlot], from start: Int, to end: Int) -> Tail? {
        guard end > start, case .stackScreen(let stack, let top, let presentation, _) = slots[end - 1],
            top == stack.screens.count - 1, end - 1 - top >= start,
            case .stackScreen(let bottom, 0, _, _) = slots[end - 1 - top], bottom === stack
        else { return nil }
        return Tail(stack: stack, start: end - 1 - top, presentation: presentation)
    }

    /// Takes `host`'s cache out before `edit` changes its tree, to be moved
    /// on by `moveOn(after:in:)` once it did; `nil` for an edit it does not
    /// follow.
    static func taken(from host: NavigationHost, before edit: LiveEdit) -> RouteSlotCache? {
        guard let cache = host.routeSlotCache.take(), cache.isCurrent(in: host) else { return nil }
        switch edit {
        case .push(_, let stack), .setStack(let stack, _, _):
            // Only the stack that ends the route, in the last layer.
            guard let tail = cache.layerTails.last ?? nil, tail.stack === stack,
                cache.staleFrom != nil || cache.slots.count - tail.start == stack.screens.count
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

    /// Moves the cache on by `edit`, which `host`'s tree has just made;
    /// `false` when it cannot follow it.
    mutating func moveOn(after edit: LiveEdit, in host: NavigationHost) -> Bool {
        switch edit {
        case .push(_, let stack), .setStack(let stack, _, _):
            guard let tail = layerTails.last ?? nil else { return false }
            if stack.screens.isEmpty {
                truncate(to: tail.start)
                staleFrom = nil
                layerTails[layerTails.count - 1] = nil
            } else {
                // The stack's screens from the first the edit put in are new:
                // marked, and taken at the next read.
                var added = 1
                if case .setStack(_, _, let screens) = edit { added = screens.count }
                let changed = tail.start + max(stack.screens.count - added, 0)
                staleFrom = min(staleFrom ?? changed, changed)
            }
        case .present(let presentation):
            catchUp(in: host)
            layerStarts.append(slots.count)
            switch presentation.content {
            case .screen(let screen):
                append(screen, .presentedScreen(presentation), in: host)
                layerTails.append(nil)
            case .stack(let stack):
                let start = slots.count
                appendSlots(of: stack, from: 0, presentation, in: host)
                layerTails.append(
                    stack.screens.isEmpty ? nil : Tail(stack: stack, start: start, presentation: presentation))
            case .container:
                return false
            }
        case .dismissPresentations(let keeping):
            let layers = keeping + 1
            guard layers <= layerStarts.count else { return false }
            if layers < layerStarts.count {
                // The last layer goes, and what was marked in it with it.
                staleFrom = nil
                truncate(to: layerStarts[layers])
                layerStarts.removeSubrange(layers...)
                layerTails.removeSubrange(layers...)
            }
        default:
            return false
        }
        structure = TreeGeneration.structure
        return true
    }

    /// Takes the slots of the last layer's stack from its first changed
    /// screen on, when a push or a change of the stack marked them.
    ///
    /// A route's operations take them as they are applied, each screen
    /// while it is still in the cache: on a long route, taking them all at
    /// the next read would miss the cache once per screen.
    mutating func catchUp(in host: NavigationHost) {
        guard let from = staleFrom, let tail = layerTails.last ?? nil else { return }
        staleFrom = nil
        truncate(to: from)
        appendSlots(of: tail.stack, from: from - tail.start, tail.presentation, in: host)
        host.routeSlotsCaughtUp += slots.count - from
    }

    private mutating func appendSlots(
        of stack: ScreenStack, from start: Int, _ presentation: Presentation?, in host: NavigationHost
    ) {
        let screens = stack.screens
        for index in min(start, screens.count)..<screens.count {
            append(screens[index], .stackScreen(stack, index, presentation, screens[index]), in: host)
        }
    }

    /// Appends `screen`'s slot. An element the host remembers for it is
    /// kept; one read from the screen itself is read at the next read of
    /// the route, which reads such elements again anyway: a tap that pushes
    /// a screen reads no name.
    private mutating func append(_ screen: any Screen, _ slot: RouteSlot, in host: NavigationHost) {
        if let element = host.routing.entry(for: screen)?.element {
            slots.append(element, slot)
        } else {
            slots.append(Self.unread, slot, isRead: true)
        }
    }

    /// What stands for an element to be read from its screen at the next
    /// read of the route.
    private static let unread = RouteElement("", argument: "unread")

    /// Keeps the first `count` slots.
    private mutating func truncate(to count: Int) {
        guard count < slots.count else { return }
        slots.removeLast(slots.count - count)
    }
}
