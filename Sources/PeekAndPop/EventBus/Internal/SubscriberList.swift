/// The header of a ``SubscriberStorage``: used slots (live or tombstones) and
/// live subscribers.
@usableFromInline
struct SubscriberListHeader {
    @usableFromInline var count: Int
    @usableFromInline var liveCount: Int
    @usableFromInline var capacity: Int

    @usableFromInline
    init(capacity: Int) {
        count = 0
        liveCount = 0
        self.capacity = capacity
    }
}

/// The elements of a subscriber list: strong references, `nil` for a
/// tombstone. A delivery reads it without retaining it or its elements (B5);
/// `BusCore` keeps a storage alive for as long as a delivery may be reading it.
@usableFromInline
final class SubscriberStorage: ManagedBuffer<SubscriberListHeader, SubscriberCore?> {
    static func make(capacity: Int) -> SubscriberStorage {
        unsafeDowncast(
            SubscriberStorage.create(minimumCapacity: capacity) { SubscriberListHeader(capacity: $0.capacity) },
            to: SubscriberStorage.self
        )
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in
            elements.deinitialize(count: header.pointee.count)
        }
    }
}

/// An ordered list of subscribers with O(1) amortized append and removal.
///
/// Removal leaves a `nil` tombstone so that the others keep their order and
/// their slots; the list compacts itself once tombstones outnumber the live
/// entries. Nothing it lets go of is released inside its methods: every
/// method that drops a reference returns it, so that the bus releases it after
/// its lock (B7).
///
/// A value of this type also serves as an owning handle on a storage: a
/// keyed delivery's snapshot, a retired storage, one to release after the
/// lock. It is shared between threads only under the bus's protocol.
@usableFromInline
struct SubscriberList: @unchecked Sendable {
    @usableFromInline
    private(set) var storage: SubscriberStorage

    @usableFromInline
    init() {
        storage = SubscriberStorage.make(capacity: 2)
    }

    /// A handle on `storage`.
    @usableFromInline
    init(storage: SubscriberStorage) {
        self.storage = storage
    }

    var liveCount: Int { storage.header.liveCount }
    var isEmpty: Bool { liveCount == 0 }

    /// Whether `storage` may be shared with a snapshot (a keyed delivery).
    mutating func isShared() -> Bool {
        !isKnownUniquelyReferenced(&storage)
    }

    /// Replaces the storage by a copy of it, and returns the old one (which a
    /// delivery may still be reading).
    mutating func copyStorage() -> SubscriberList {
        let old = storage
        let count = old.header.count
        let copy = SubscriberStorage.make(capacity: Swift.max(2, old.header.liveCount * 2))
        var live = 0
        old.withUnsafeMutablePointers { _, source in
            copy.withUnsafeMutablePointers { header, target in
                for index in 0..<count {
                    guard let subscriber = source[index] else { continue }
                    subscriber.slot.store(live, ordering: .releasing)
                    (target + live).initialize(to: subscriber)
                    live += 1
                }
                header.pointee.count = live
                header.pointee.liveCount = live
            }
        }
        #if PEEK_AND_POP_TSAN
            tsanAcquire(tsanSynchronizationAddress)
        #endif
        storage = copy
        return SubscriberList(storage: old)
    }

    /// Appends `subscriber`. The storage must not be shared.
    mutating func append(_ subscriber: SubscriberCore) {
        let count = storage.header.count
        if count == storage.header.capacity {
            grow()
        }
        subscriber.slot.store(count, ordering: .releasing)
        storage.withUnsafeMutablePointers { header, elements in
            (elements + count).initialize(to: subscriber)
            header.pointee.count += 1
            header.pointee.liveCount += 1
        }
    }

    /// Removes `subscriber` if it is active in this list and returns the
    /// list's reference to it. The storage must not be shared.
    mutating func remove(_ subscriber: SubscriberCore) -> SubscriberCore? {
        let index = subscriber.slot.load(ordering: .relaxed)
        return storage.withUnsafeMutablePointers { header, elements -> SubscriberCore? in
            guard index >= 0, index < header.pointee.count, elements[index] === subscriber else { return nil }
            subscriber.slot.store(SubscriberCore.cancelled, ordering: .releasing)
            let removed = (elements + index).move()
            (elements + index).initialize(to: nil)
            header.pointee.liveCount -= 1
            while header.pointee.count > 0, elements[header.pointee.count - 1] == nil {
                header.pointee.count -= 1
                (elements + header.pointee.count).deinitialize(count: 1)
            }
            if header.pointee.count > 16 && header.pointee.liveCount * 2 < header.pointee.count {
                Self.compact(header, elements)
            }
            return removed
        }
    }

    /// Marks every entry cancelled, empties the list, and returns the old
    /// storage (the last reference to the subscribers it held).
    mutating func removeAll() -> SubscriberList {
        let old = storage
        old.withUnsafeMutablePointers { header, elements in
            for case let subscriber? in UnsafeBufferPointer(start: elements, count: header.pointee.count) {
                subscriber.slot.store(SubscriberCore.cancelled, ordering: .releasing)
            }
        }
        storage = SubscriberStorage.make(capacity: 2)
        return SubscriberList(storage: old)
    }

    private mutating func grow() {
        let old = storage
        let count = old.header.count
        let grown = SubscriberStorage.make(capacity: count * 2)
        old.withUnsafeMutablePointers { oldHeader, source in
            grown.withUnsafeMutablePointers { header, target in
                target.moveInitialize(from: source, count: count)
                header.pointee.count = count
                header.pointee.liveCount = oldHeader.pointee.liveCount
                oldHeader.pointee.count = 0
            }
        }
        storage = grown
    }

    private static func compact(
        _ header: UnsafeMutablePointer<SubscriberListHeader>,
        _ elements: UnsafeMutablePointer<SubscriberCore?>
    ) {
        var live = 0
        for index in 0..<header.pointee.count {
            guard let subscriber = (elements + index).move() else { continue }
            subscriber.slot.store(live, ordering: .releasing)
            (elements + live).initialize(to: subscriber)
            live += 1
        }
        header.pointee.count = live
    }
}
