import Synchronization

/// The shared, non-generic state behind an ``EventBus``: subscriber lists, the
/// queue of events waiting for delivery, and who is delivering.
///
/// Two things guard it:
///
/// - `state`, a mutex, for the lists, the queue and the bookkeeping. It is
///   held only to change them or to take a snapshot; no handler runs under
///   it (B4), and nothing it lets go of is released under it (B7): every
///   locked section moves what it drops into a ``Released`` that is let go
///   after the lock.
/// - `word`, an atomic with the bus's flags (`delivering`, `pending`,
///   `retired`, `writing`, `closed`). With no flag set, a publisher claims the
///   delivering role with one compare-and-exchange, reads the global list's
///   storage from `globalStorage`, delivers, and hands the role back with a
///   second one: no lock, no retain (B5).
///
/// The global list's storage is read by a delivery without being retained,
/// so while a delivery may be reading it nobody writes it in place: a writer
/// (holding the lock) either excludes deliveries by setting `writing` while
/// nobody is delivering, or, if a delivery is under way, copies the storage,
/// publishes the copy and parks the old one in `retired` until the delivering
/// thread lets go of it. The typed delivery loop lives in `EventBus`
/// (inlinable, so that it is specialized for each event type).
@usableFromInline
final class BusCore: @unchecked Sendable {
    /// A thread holds the delivering role.
    @usableFromInline static let delivering = 1
    /// Events wait in `State.queue` (only while `delivering`).
    @usableFromInline static let pending = 2
    /// Storages wait in `State.retired` (only while `delivering`).
    @usableFromInline static let retired = 4
    /// A writer is changing the global storage in place (never while `delivering`).
    @usableFromInline static let writing = 8
    /// The bus is gone; publishing does nothing.
    @usableFromInline static let closed = 16

    @usableFromInline
    struct State {
        @usableFromInline var global = SubscriberList()
        @usableFromInline var keyed: [EventKey: SubscriberList] = [:]
        /// The key of each active keyed subscriber, by identity.
        var keyOfSubscriber: [ObjectIdentifier: EventKey] = [:]
        /// Owner links of subscriptions bound to a weakly held owner.
        var ownerLinks: [ObjectIdentifier: OwnerLink] = [:]
        /// Called when the bus goes away (finishes `AsyncStream`s).
        var finishers: [ObjectIdentifier: @Sendable () -> Void] = [:]
        /// Events published while a delivery was in progress (`PendingEvent`s).
        @usableFromInline var queue = Deque<AnyPendingEvent>()
        /// Global storages that a delivery may still be reading.
        @usableFromInline var retired: [SubscriberList] = []

        @usableFromInline
        init() {}
    }

    @usableFromInline
    let state = Mutex(State())

    @usableFromInline
    let word = Atomic<Int>(0)

    /// The global list's current storage, unretained; `state.global` owns it.
    @usableFromInline
    let globalStorage: Atomic<Unmanaged<SubscriberStorage>>

    @usableFromInline
    init() {
        globalStorage = Atomic(Unmanaged.passUnretained(SubscriberList().storage))
        let storage = state.withAnnotatedLock { Unmanaged.passUnretained($0.global.storage) }
        globalStorage.store(storage, ordering: .sequentiallyConsistent)
    }

    /// Runs `body` under the bus's lock (for state that tokens keep).
    func locked<Result>(_ body: () -> Result) -> Result {
        state.withAnnotatedLock { _ in body() }
    }

    // MARK: Delivering role

    /// Claims the delivering role if the bus is idle, without locking, and
    /// returns the global storage to deliver to.
    @inlinable
    @inline(__always)
    func claimIfIdle() -> Unmanaged<SubscriberStorage>? {
        guard word.compareExchange(expected: 0, desired: Self.delivering, ordering: .sequentiallyConsistent).exchanged
        else { return nil }
        return globalStorage.load(ordering: .sequentiallyConsistent)
    }

    /// Hands the delivering role back if nothing is pending or retired.
    @inlinable
    @inline(__always)
    func releaseIfNothingPending() -> Bool {
        word.compareExchange(expected: Self.delivering, desired: 0, ordering: .sequentiallyConsistent).exchanged
    }

    /// Under the lock: queues behind the delivering thread (`nil`) or claims
    /// the delivering role (`true`); `false` if the bus is closed.
    @inlinable
    func claimOrQueue(_ state: inout State, _ makePending: () -> AnyPendingEvent) -> Bool? {
        while true {
            let current = word.load(ordering: .sequentiallyConsistent)
            if current & Self.closed != 0 { return false }
            if current & Self.delivering != 0 {
                guard
                    word.compareExchange(
                        expected: current, desired: current | Self.pending, ordering: .sequentiallyConsistent
                    ).exchanged
                else { continue }
                state.queue.append(makePending())
                return nil
            }
            if word.compareExchange(
                expected: current, desired: current | Self.delivering, ordering: .sequentiallyConsistent
            ).exchanged {
                return true
            }
        }
    }

    /// Under the lock, by the delivering thread between two events: takes the
    /// next queued event, or gives up the role if there is none. Storages
    /// retired so far are moved into `released` (the thread no longer reads
    /// them).
    @inlinable
    func next(_ state: inout State, _ released: inout [SubscriberList]) -> AnyPendingEvent? {
        if !state.retired.isEmpty {
            swap(&released, &state.retired)
        }
        let current = word.load(ordering: .sequentiallyConsistent)
        if let pending = state.queue.popFirst() {
            let flags = state.queue.isEmpty ? Self.pending | Self.retired : Self.retired
            // Only this thread changes `word` while it delivers and holds the lock.
            word.store(current & ~flags, ordering: .sequentiallyConsistent)
            return pending
        }
        word.store(current & Self.closed, ordering: .sequentiallyConsistent)
        return nil
    }

    // MARK: Subscribing

    /// Changes the global list under the lock, following the protocol above.
    /// A storage that must outlive the lock is put in `released`.
    private func changeGlobal<Result>(
        _ state: inout State, _ released: inout Released, _ body: (inout SubscriberList) -> Result
    ) -> Result {
        while true {
            let current = word.load(ordering: .sequentiallyConsistent)
            if current & Self.delivering == 0 {
                guard
                    word.compareExchange(
                        expected: current, desired: current | Self.writing, ordering: .sequentiallyConsistent
                    ).exchanged
                else { continue }
                let result = body(&state.global)
                globalStorage.store(Unmanaged.passUnretained(state.global.storage), ordering: .sequentiallyConsistent)
                word.bitwiseAnd(~Self.writing, ordering: .sequentiallyConsistent)
                return result
            }
            // A delivery may be reading the storage: change a copy.
            let old = state.global.copyStorage()
            let result = body(&state.global)
            globalStorage.store(Unmanaged.passUnretained(state.global.storage), ordering: .sequentiallyConsistent)
            while true {
                let now = word.load(ordering: .sequentiallyConsistent)
                if now & Self.delivering == 0 {
                    // The delivery ended; later ones read the new storage.
                    released.add(old)
                    return result
                }
                if word.compareExchange(expected: now, desired: now | Self.retired, ordering: .sequentiallyConsistent)
                    .exchanged
                {
                    state.retired.append(old)
                    return result
                }
            }
        }
    }

    /// Changes the list of `key` under the lock, copying it first if a keyed
    /// delivery holds a snapshot of it; drops the list once it is empty.
    private static func changeKeyed<Result>(
        _ state: inout State, _ key: EventKey, _ released: inout Released, _ body: (inout SubscriberList) -> Result
    ) -> Result {
        var list = state.keyed.removeValue(forKey: key) ?? SubscriberList()
        if list.isShared() {
            released.add(list.copyStorage())
        } else {
            #if PEEK_AND_POP_TSAN
                // A keyed delivery that dropped its snapshot happened before
                // this write (reference counting, which TSan cannot see).
                tsanAcquire(tsanSynchronizationAddress)
            #endif
        }
        let result = body(&list)
        if list.isEmpty {
            released.add(list)
        } else {
            state.keyed[key] = list
        }
        return result
    }

    @usableFromInline
    func add(_ subscriber: SubscriberCore, key: EventKey?) -> Bool {
        var released = Released()
        let added = state.withAnnotatedLock { state -> Bool in
            guard word.load(ordering: .sequentiallyConsistent) & Self.closed == 0 else { return false }
            if let key {
                state.keyOfSubscriber[ObjectIdentifier(subscriber)] = key
                Self.changeKeyed(&state, key, &released) { $0.append(subscriber) }
            } else {
                changeGlobal(&state, &released) { $0.append(subscriber) }
            }
            return true
        }
        withExtendedLifetime(released) {}
        return added
    }

    func link(_ subscriber: SubscriberCore, owner: OwnerLink) {
        state.withAnnotatedLock { state in
            guard subscriber.isActive else { return }
            state.ownerLinks[ObjectIdentifier(subscriber)] = owner
        }
    }

    func onClose(of subscriber: SubscriberCore, _ finish: @escaping @Sendable () -> Void) {
        let finishNow = state.withAnnotatedLock { state -> Bool in
            guard word.load(ordering: .sequentiallyConsistent) & Self.closed == 0, subscriber.isActive else {
                return true
            }
            state.finishers[ObjectIdentifier(subscriber)] = finish
            return false
        }
        if finishNow { finish() }
    }

    /// Cancels the record that `take` hands over (a token letting go of it),
    /// in one lock round trip. Everything dropped (the record, the list's
    /// reference, an owner link, a finisher) is released after the lock, so
    /// the handler's captures never deinitialize under it (B7).
    func cancel(taking take: () -> SubscriberCore?) {
        var released = Released()
        state.withAnnotatedLock { state in
            guard let core = take() else { return }
            released.add(core)
            if core.isActive {
                remove(core, from: &state, into: &released)
            }
        }
        withExtendedLifetime(released) {}
    }

    /// Removes `core` (an owner-bound subscriber whose owner is gone).
    func remove(_ core: SubscriberCore) {
        var released = Released()
        state.withAnnotatedLock { state in
            remove(core, from: &state, into: &released)
        }
        withExtendedLifetime(released) {}
    }

    private func remove(_ core: SubscriberCore, from state: inout State, into released: inout Released) {
        let id = ObjectIdentifier(core)
        if !state.keyOfSubscriber.isEmpty, let key = state.keyOfSubscriber.removeValue(forKey: id) {
            if state.keyed[key] != nil {
                let removed = Self.changeKeyed(&state, key, &released) { $0.remove(core) }
                if let removed { released.add(removed) }
            }
        } else if core.isActive {
            let removed = changeGlobal(&state, &released) { $0.remove(core) }
            if let removed { released.add(removed) }
        }
        if !state.ownerLinks.isEmpty, let link = state.ownerLinks.removeValue(forKey: id) {
            released.add(link)
        }
        if !state.finishers.isEmpty, let finisher = state.finishers.removeValue(forKey: id) {
            released.finishers.append(finisher)
        }
    }

    var subscriberCount: Int {
        var released = Released()
        let count = state.withAnnotatedLock { state in
            pruneDeadOwners(in: &state, into: &released)
            return state.keyed.values.reduce(state.global.liveCount) { $0 + $1.liveCount }
        }
        withExtendedLifetime(released) {}
        return count
    }

    func subscriberCount(for key: EventKey) -> Int {
        var released = Released()
        let count = state.withAnnotatedLock { state in
            pruneDeadOwners(in: &state, into: &released)
            return state.keyed[key]?.liveCount ?? 0
        }
        withExtendedLifetime(released) {}
        return count
    }

    private func pruneDeadOwners(in state: inout State, into released: inout Released) {
        guard !state.ownerLinks.isEmpty else { return }
        let dead = state.ownerLinks.values.filter { !$0.isOwnerAlive }
        for link in dead {
            if let subscriber = link.subscriber {
                remove(subscriber, from: &state, into: &released)
            }
        }
        released.add(contentsOf: dead.map { $0 as AnyObject })
    }

    // MARK: Delivery bookkeeping

    /// Snapshots the lists for `keys`, under the lock, so that a subscription
    /// made by a handler starts with the next event (B3).
    @usableFromInline
    static func keyedSnapshots(_ keys: [EventKey], in state: State) -> KeyedSnapshot {
        KeyedSnapshot(keys, in: state)
    }

    // MARK: Closing

    /// Ends every subscription and finishes every `AsyncStream`; called when the
    /// bus is released. What the bus held is released after the lock (B7).
    func close() {
        var released = Released()
        let finishers = state.withAnnotatedLock { state -> [@Sendable () -> Void] in
            let before = word.bitwiseOr(Self.closed, ordering: .sequentiallyConsistent).oldValue
            let global = state.global.removeAll()
            if before & Self.delivering != 0 {
                // Left for the delivering thread, which may be reading it.
                state.retired.append(global)
                word.bitwiseOr(Self.retired, ordering: .sequentiallyConsistent)
            } else {
                released.add(global)
            }
            globalStorage.store(Unmanaged.passUnretained(state.global.storage), ordering: .sequentiallyConsistent)
            for key in Array(state.keyed.keys) {
                released.add(state.keyed[key]!.removeAll())
            }
            state.keyed = [:]
            state.keyOfSubscriber = [:]
            released.add(contentsOf: state.ownerLinks.values.map { $0 as AnyObject })
            state.ownerLinks = [:]
            let finishers = Array(state.finishers.values)
            state.finishers = [:]
            released.queue = state.queue.takeAll()
            return finishers
        }
        withExtendedLifetime(released) {}
        for finish in finishers {
            finish()
        }
    }
}

/// The lists of a keyed publish's keys, in key order; up to two without
/// allocating (the state stream publishes with two keys).
@usableFromInline
struct KeyedSnapshot: Sendable {
    @usableFromInline var first: SubscriberList?
    @usableFromInline var second: SubscriberList?
    @usableFromInline var rest: [SubscriberList?] = []

    @usableFromInline
    init(_ keys: [EventKey], in state: BusCore.State) {
        guard !keys.isEmpty, !state.keyed.isEmpty else { return }
        first = state.keyed[keys[0]]
        if keys.count > 1 {
            second = state.keyed[keys[1]]
        }
        if keys.count > 2 {
            rest = keys[2...].map { state.keyed[$0] }
        }
    }
}

/// What a locked section lets go of, released by its caller after the lock (B7).
///
/// The common cases (a cancellation drops a record, the list's reference to
/// it and perhaps a storage) fit in its inline slots, so that collecting them
/// allocates nothing. It only carries references out of a locked section on
/// the same thread.
struct Released: @unchecked Sendable {
    private var first: AnyObject?
    private var second: AnyObject?
    private var third: AnyObject?
    private var more: [AnyObject] = []
    var finishers: [@Sendable () -> Void] = []
    var queue = Deque<AnyPendingEvent>()

    mutating func add(_ object: AnyObject) {
        if first == nil {
            first = object
        } else if second == nil {
            second = object
        } else if third == nil {
            third = object
        } else {
            more.append(object)
        }
    }

    mutating func add(_ list: SubscriberList) {
        add(list.storage)
    }

    mutating func add(contentsOf objects: some Sequence<AnyObject>) {
        for object in objects { add(object) }
    }
}

/// Ties a subscription to a weakly held owner.
///
/// Written once before the subscription is registered and read afterwards, so
/// it is safe to share.
final class OwnerLink: @unchecked Sendable {
    private weak var owner: AnyObject?
    weak var subscriber: SubscriberCore?

    init(owner: AnyObject) {
        self.owner = owner
    }

    var isOwnerAlive: Bool { owner != nil }

    func withOwner<Owner: AnyObject>(as type: Owner.Type, _ body: (Owner) -> Void) -> Bool {
        guard let owner = owner as? Owner else { return false }
        body(owner)
        return true
    }
}
