import PeekAndPop

/// Where an object's identity starts probing in an open-addressing table of
/// a power-of-two number of slots, for the host's tables by screen identity
/// (``TreeIndex/ScreenTable``, ``RoutingState/BuiltTable``).
///
/// The objects of one page of memory (4 KiB) go to one window of 256
/// neighbouring slots, at their offset in the page (one slot per 16 bytes),
/// and the pages are spread over the table by a Fibonacci hash of the page's
/// number (multiplication by 2⁶⁴ / φ). A long route's screens are made one
/// after another, mostly in ascending addresses, and are remembered and read
/// back in that order: their slots are then met in ascending order too, a
/// few per window, instead of one cache miss per screen at random once the
/// table outgrows the cache (H1). Two objects are at least 16 bytes apart,
/// so a page fills at most its own window; pages whose windows overlap
/// probe past each other as any colliding keys do.
enum AddressHash {
    /// The slot at which probing for `key` starts, in a table of
    /// `slotCount` slots (a power of two).
    static func home(of key: UInt, slotCount: Int) -> Int {
        let mask = UInt64(slotCount - 1)
        let shift = UInt64(64 - slotCount.trailingZeroBitCount)
        let page = UInt64(key >> 12)
        let window = (page &* 0x9E37_79B9_7F4A_7C15) >> shift
        let offset = UInt64(key & 0xFFF) >> 4
        return Int(truncatingIfNeeded: (window &+ offset) & mask)
    }
}

extension AddressHash {
    /// The number of slots for `count` keys: a power of two, at least 16,
    /// at most three quarters used.
    static func slotCount(for count: Int) -> Int {
        var size = 16
        while count * 4 > size * 3 { size *= 2 }
        return size
    }

    /// The slot that holds `key`, probing linearly from its home; `nil` when
    /// an empty slot comes first.
    static func find<Slot: AddressKeyedSlot>(_ key: UInt, in slots: [Slot]) -> Int? {
        guard !slots.isEmpty else { return nil }
        var slot = home(of: key, slotCount: slots.count)
        while true {
            let found = slots[slot].key
            if found == key { return slot }
            if found == 0 { return nil }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The first empty slot, probing linearly from `key`'s home (the table
    /// has one: at most three quarters of it are used).
    static func freeSlot<Slot: AddressKeyedSlot>(for key: UInt, in slots: [Slot]) -> Int {
        var slot = home(of: key, slotCount: slots.count)
        while slots[slot].key != 0 { slot = (slot + 1) & (slots.count - 1) }
        return slot
    }
}

/// A slot of a table by object identity (``AddressHash``).
protocol AddressKeyedSlot {
    /// The object's identity; 0 for an empty slot (no object is at 0).
    var key: UInt { get }
}
