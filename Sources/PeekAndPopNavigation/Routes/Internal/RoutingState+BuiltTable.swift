import PeekAndPop

extension RoutingState {
    /// The screens a host built, by identity: what each was built for, in the
    /// order they were remembered, and an open-addressing hash table (linear
    /// probing) from a screen's identity to its place in that order.
    ///
    /// A route's screens are built, and read back when the route is
    /// published, in the order they are remembered, so reading or changing
    /// what a screen was built for walks `entries` in order; only the
    /// table's slot, 16 bytes, is a random access to memory. A dictionary
    /// keeps its occupancy, keys and values apart, three random accesses,
    /// each a cache miss once a long route's screens outgrow the cache (H1).
    /// At most three quarters of the slots are used.
    struct BuiltTable {
        private struct Slot: AddressKeyedSlot {
            /// The screen's identity; 0 for an empty slot (no object is at 0).
            var key: UInt
            /// Where the screen's entry is in `entries`.
            var index: Int
        }

        private var slots: [Slot] = []
        /// Every screen remembered since the last `compact()`, in order;
        /// one whose screen was released stays until then.
        private(set) var entries: [Built] = []
        /// How many times the element remembered for a screen may have
        /// changed (an entry updated, or remembered again); a new screen
        /// remembered is not counted, since nothing read its element yet.
        private(set) var elementChanges = 0

        /// How many screens are remembered, released ones included.
        var count: Int { entries.count }

        /// Where the entry of `screen` is, if the host built it and it is still
        /// that screen.
        func index(of screen: any Screen) -> Int? {
            guard let index = find(UInt(bitPattern: ObjectIdentifier(screen))).map({ slots[$0].index }),
                entries[index].screen === screen
            else { return nil }
            return index
        }

        /// Changes the element and identity of the entry at `index` where
        /// given, in place: no weak reference to its screen is copied.
        mutating func update(at index: Int, element: RouteElement?, identity: DestinationIdentity?) {
            if let element, entries[index].element != element {
                entries[index].element = element
                elementChanges &+= 1
            }
            if let identity { entries[index].identity = identity }
        }

        /// Remembers `entry` for its screen, in place of anything remembered
        /// for an earlier object at the same address.
        mutating func insert(_ entry: Built, for screen: any Screen) {
            let key = UInt(bitPattern: ObjectIdentifier(screen))
            if let slot = find(key) {
                // The same screen remembered again may change its element.
                if entries[slots[slot].index].screen != nil { elementChanges &+= 1 }
                entries[slots[slot].index] = entry
                return
            }
            if (count + 1) * 4 > slots.count * 3 { resize(for: count + 1) }
            place(Slot(key: key, index: entries.count))
            entries.append(entry)
        }

        /// How many screens `entries` holds before it grows.
        var capacity: Int { entries.capacity }

        /// Makes room for `count` screens without growing: at least twice
        /// the room there was, so that many short routes, each making room
        /// for its own screens, cost O(1) amortized per screen (an array
        /// reserves exactly what it is asked for).
        mutating func reserveCapacity(_ count: Int) {
            if count > entries.capacity { entries.reserveCapacity(max(count, 2 * entries.capacity)) }
            if count * 4 > slots.count * 3 { resize(for: count) }
        }

        /// Forgets the screens that were released.
        mutating func compact() {
            entries.removeAll { $0.screen == nil }
            slots = []
            resize(for: entries.count)
        }

        private func find(_ key: UInt) -> Int? {
            AddressHash.find(key, in: slots)
        }

        private mutating func place(_ new: Slot) {
            slots[AddressHash.freeSlot(for: new.key, in: slots)] = new
        }

        /// Rebuilds the table with room for `count` screens (a power of two
        /// of slots, at least 16, at most three quarters used), from
        /// `entries`: a released screen's entry keeps no slot.
        private mutating func resize(for count: Int) {
            slots = Array(repeating: Slot(key: 0, index: 0), count: AddressHash.slotCount(for: count))
            for (index, entry) in entries.enumerated() {
                guard let screen = entry.screen else { continue }
                place(Slot(key: UInt(bitPattern: ObjectIdentifier(screen)), index: index))
            }
        }
    }
}
