/// An ordered list of subscribers with O(1) amortized append and removal.
///
/// Removal leaves a `nil` tombstone so that the others keep their order and
/// their slots; the list compacts itself once tombstones outnumber the live
/// entries. The storage is copy-on-write: a delivery in progress keeps its
/// snapshot while the list changes.
@usableFromInline
struct SubscriberList {
    @usableFromInline
    private(set) var entries: ContiguousArray<SubscriberCore?> = []
    @usableFromInline
    private(set) var liveCount = 0

    @usableFromInline
    init() {}

    var isEmpty: Bool { liveCount == 0 }

    mutating func append(_ subscriber: SubscriberCore) {
        prepareForWrite()
        subscriber.slot.store(entries.count, ordering: .releasing)
        entries.append(subscriber)
        liveCount += 1
    }

    /// Removes `subscriber` if it is active in this list; returns whether it was.
    @discardableResult
    mutating func remove(_ subscriber: SubscriberCore) -> Bool {
        let index = subscriber.slot.load(ordering: .relaxed)
        guard index >= 0, index < entries.count, entries[index] === subscriber else { return false }
        subscriber.slot.store(SubscriberCore.cancelled, ordering: .releasing)
        prepareForWrite()
        entries[index] = nil
        liveCount -= 1
        while let last = entries.last, last == nil {
            entries.removeLast()
        }
        if entries.count > 16 && liveCount * 2 < entries.count {
            compact()
        }
        return true
    }

    /// Marks every entry cancelled and empties the list.
    mutating func removeAll() {
        for case let subscriber? in entries {
            subscriber.slot.store(SubscriberCore.cancelled, ordering: .releasing)
        }
        entries = []
        liveCount = 0
    }

    /// Under `-DPEEK_AND_POP_TSAN`: makes the storage unique (copying it if
    /// a delivery still holds a snapshot of it), then tells ThreadSanitizer
    /// that whoever dropped their snapshot happened before this write. In a
    /// normal build this is empty: reference counting already orders it, but
    /// TSan cannot see the runtime's reference counts.
    @inline(__always)
    private mutating func prepareForWrite() {
        #if PEEK_AND_POP_TSAN
            entries.withUnsafeMutableBufferPointer { _ in }
            tsanAcquire(tsanSynchronizationAddress)
        #endif
    }

    private mutating func compact() {
        var compacted = ContiguousArray<SubscriberCore?>()
        compacted.reserveCapacity(liveCount * 2)
        for case let subscriber? in entries {
            subscriber.slot.store(compacted.count, ordering: .releasing)
            compacted.append(subscriber)
        }
        entries = compacted
    }
}
