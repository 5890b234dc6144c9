import PeekAndPop

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
        private struct Slot: AddressKeyedSlot {
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
            slots[AddressHash.freeSlot(for: key, in: slots)] = Slot(key: key, entry: entry)
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
            AddressHash.find(key, in: slots)
        }

        /// Where probing for `key` starts (``AddressHash``).
        private func home(of key: UInt) -> Int {
            AddressHash.home(of: key, slotCount: slots.count)
        }

        /// Moves every entry into a table with room for `count` (a power of
        /// two of slots, at least 16, at most three quarters used).
        private mutating func resize(for count: Int) {
            let old = slots
            slots = Array(repeating: Self.empty, count: AddressHash.slotCount(for: count))
            for slot in old where slot.key != 0 {
                slots[AddressHash.freeSlot(for: slot.key, in: slots)] = slot
            }
        }
    }
}
