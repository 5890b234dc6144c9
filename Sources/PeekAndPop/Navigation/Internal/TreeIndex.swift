/// Where every screen and container of a ``NavigationHost``'s tree is, kept
/// up to date as the tree changes, so that finding a screen, refusing one
/// that is already in the tree (S23), noticing the screens that left and
/// finding whether a container is in the tree cost what a change changes,
/// never the size of the tree (H1).
///
/// The tree stays the truth: the index is changed only where the tree is
/// (a stack's screens, the root, the presentations, a tab container's
/// tabs), and forgets a container as it leaves.
@MainActor
final class TreeIndex {
    /// What holds a screen.
    enum Holder {
        /// The root screen, with no container.
        case root
        /// A stack, at a position from the bottom.
        case stack(ScreenStack)
        /// A modal presentation of a single screen.
        case presentation(Presentation)
        /// An app-defined container holding the screen directly.
        case container(any NavigationContainer)
    }

    struct Entry {
        let holder: Holder
        var position: Int
    }

    /// Where each screen is, by identity (``ScreenTable``).
    private var entries = ScreenTable()

    /// The containers in the tree, each with the container that holds it
    /// (`nil` for the root's or a presentation's).
    private var containers: [ObjectIdentifier: ContainerEntry] = [:]

    struct ContainerEntry {
        let container: any NavigationContainer
        let parent: (any NavigationContainer)?
    }

    /// Screens removed since the host last looked: those no longer in the
    /// tree then have left it (they may have moved instead).
    var removed: [any Screen] = []

    func entry(for screen: any Screen) -> Entry? {
        entries[ObjectIdentifier(screen)]
    }

    func contains(_ screen: any Screen) -> Bool {
        entries[ObjectIdentifier(screen)] != nil
    }

    /// Makes room for `count` more screens (a route's), so that adding
    /// them grows the index once.
    func reserveCapacity(adding count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    func add(_ screen: any Screen, _ holder: Holder, at position: Int = 0) {
        entries.set(Entry(holder: holder, position: position), for: ObjectIdentifier(screen))
    }

    func remove(_ screen: any Screen) {
        if entries.remove(ObjectIdentifier(screen)) {
            removed.append(screen)
        }
    }

    /// Whether `container` is in the tree; O(1).
    func contains(_ container: any NavigationContainer) -> Bool {
        containers[ObjectIdentifier(container)] != nil
    }

    /// The container that holds `container` in the tree, if any.
    func parent(of container: any NavigationContainer) -> (any NavigationContainer)? {
        containers[ObjectIdentifier(container)]?.parent
    }

    /// The outermost container that holds `container` (itself if none
    /// does): the root's container or a presentation's; O(depth).
    func outermost(of container: any NavigationContainer) -> any NavigationContainer {
        var current = container
        while let parent = parent(of: current) { current = parent }
        return current
    }

    /// Indexes a child joining the tree, and everything it holds.
    func attach(_ child: NavigationChild) {
        switch child {
        case .screen(let screen):
            add(screen, .root)
        case .container(let container):
            attach(container)
        }
    }

    /// Indexes a container joining the tree inside `parent` (`nil` for the
    /// root's or a presentation's), and everything it holds.
    func attach(_ container: any NavigationContainer, in parent: (any NavigationContainer)? = nil) {
        containers[ObjectIdentifier(container)] = ContainerEntry(container: container, parent: parent)
        if let stack = container as? ScreenStack {
            stack.index = self
            for (position, screen) in stack.screens.enumerated() {
                add(screen, .stack(stack), at: position)
            }
            return
        }
        for (position, child) in container.children.enumerated() {
            switch child {
            case .screen(let screen): add(screen, .container(container), at: position)
            case .container(let inner): attach(inner, in: container)
            }
        }
    }

    /// Forgets a container leaving the tree, and everything it holds.
    func detach(_ container: any NavigationContainer) {
        containers[ObjectIdentifier(container)] = nil
        if let stack = container as? ScreenStack {
            if stack.index === self { stack.index = nil }
            for screen in stack.screens { remove(screen) }
            return
        }
        for child in container.children {
            detach(child)
        }
    }

    func detach(_ child: NavigationChild) {
        switch child {
        case .screen(let screen): remove(screen)
        case .container(let container): detach(container)
        }
    }

    func attach(_ presentation: Presentation) {
        switch presentation.content {
        case .screen(let screen): add(screen, .presentation(presentation))
        case .stack(let stack): attach(stack)
        case .container(let container): attach(container)
        }
    }

    func detach(_ presentation: Presentation) {
        switch presentation.content {
        case .screen(let screen): remove(screen)
        case .stack(let stack): detach(stack)
        case .container(let container): detach(container)
        }
    }

    /// Takes the screens removed since the last call.
    func takeRemoved() -> [any Screen] {
        defer { removed.removeAll(keepingCapacity: true) }
        return removed
    }
}

extension TreeIndex {
    /// The index's entries by screen identity: an open-addressing hash table
    /// (linear probing) whose slots hold a key and its entry together.
    ///
    /// Finding, adding or removing a screen reads one slot, usually one
    /// cache line; a dictionary keeps its keys and values in two arrays,
    /// two random accesses to memory, each a cache miss once a long route's
    /// screens outgrow the cache (H1). At most three quarters of the slots
    /// are used; a removal moves the slots after it back (no tombstones),
    /// so that a lookup stops at the first empty slot.
    struct ScreenTable {
        private struct Slot {
            /// The screen's identity; 0 for an empty slot (no object is at 0).
            var key: UInt
            var entry: Entry
        }

        private static var empty: Slot { Slot(key: 0, entry: Entry(holder: .root, position: 0)) }

        private var slots: [Slot] = []
        /// How many slots are used.
        private(set) var count = 0

        subscript(id: ObjectIdentifier) -> Entry? {
            guard let slot = find(UInt(bitPattern: id)) else { return nil }
            return slots[slot].entry
        }

        /// Makes room for `count` entries without growing.
        mutating func reserveCapacity(_ count: Int) {
            if count * 4 > slots.count * 3 { resize(for: count) }
        }

        /// Sets the entry of `id`.
        mutating func set(_ entry: Entry, for id: ObjectIdentifier) {
            let key = UInt(bitPattern: id)
            if let slot = find(key) {
                slots[slot].entry = entry
                return
            }
            if (count + 1) * 4 > slots.count * 3 { resize(for: count + 1) }
            var slot = home(of: key)
            while slots[slot].key != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Slot(key: key, entry: entry)
            count += 1
        }

        /// Removes the entry of `id`; returns whether there was one.
        mutating func remove(_ id: ObjectIdentifier) -> Bool {
            guard var hole = find(UInt(bitPattern: id)) else { return false }
            let mask = slots.count - 1
            var next = hole
            while true {
                next = (next + 1) & mask
                let key = slots[next].key
                if key == 0 { break }
                // The slot at `next` may fill the hole unless its home lies
                // (cyclically) after the hole, up to `next`.
                let home = home(of: key)
                let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
                if !stays {
                    slots[hole] = slots[next]
                    hole = next
                }
            }
            slots[hole] = Self.empty
            count -= 1
            return true
        }

        private func find(_ key: UInt) -> Int? {
            guard !slots.isEmpty else { return nil }
            var slot = home(of: key)
            while true {
                let found = slots[slot].key
                if found == key { return slot }
                if found == 0 { return nil }
                slot = (slot + 1) & (slots.count - 1)
            }
        }

        /// Where probing for `key` starts: the top bits of its Fibonacci
        /// hash (multiplication by 2⁶⁴ / φ), which spreads nearby addresses.
        private func home(of key: UInt) -> Int {
            let shift = UInt64(64 - slots.count.trailingZeroBitCount)
            return Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> shift)
        }

        /// Moves every entry into a table with room for `count` (a power of
        /// two of slots, at least 16, at most three quarters used).
        private mutating func resize(for count: Int) {
            var size = 16
            while count * 4 > size * 3 { size *= 2 }
            let old = slots
            slots = Array(repeating: Self.empty, count: size)
            for slot in old where slot.key != 0 {
                var index = home(of: slot.key)
                while slots[index].key != 0 { index = (index + 1) & (size - 1) }
                slots[index] = slot
            }
        }
    }
}
