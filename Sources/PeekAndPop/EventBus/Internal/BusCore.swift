import Synchronization

/// The shared, non-generic state behind an ``EventBus``: subscriber lists, the
/// queue of events waiting for delivery, and who is delivering.
///
/// The lock is only held to take a copy-on-write snapshot of a list, to queue
/// an event, or to change a list; no handler ever runs under it (B4). The
/// typed delivery loop lives in `EventBus` (inlinable, so that it is
/// specialized for each event type); everything here is free of generics so
/// that subscribing and cancelling cost no metadata look-ups.
@usableFromInline
final class BusCore: @unchecked Sendable {
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
        @usableFromInline var queue: ContiguousArray<AnyObject> = []
        @usableFromInline var queueHead = 0
        @usableFromInline var isDelivering = false
        @usableFromInline var isClosed = false

        @usableFromInline
        init() {}
    }

    @usableFromInline
    let state = Mutex(State())

    @usableFromInline
    init() {}

    /// Runs `body` under the bus's lock (for state that tokens keep).
    func locked<Result>(_ body: () -> Result) -> Result {
        state.withAnnotatedLock { _ in body() }
    }

    // MARK: Subscribing

    @usableFromInline
    func add(_ subscriber: SubscriberCore, key: EventKey?) -> Bool {
        state.withAnnotatedLock { state in
            guard !state.isClosed else { return false }
            if let key {
                state.keyed[key, default: SubscriberList()].append(subscriber)
                state.keyOfSubscriber[ObjectIdentifier(subscriber)] = key
            } else {
                state.global.append(subscriber)
            }
            return true
        }
    }

    func link(_ subscriber: SubscriberCore, owner: OwnerLink) {
        state.withAnnotatedLock { state in
            guard subscriber.isActive else { return }
            state.ownerLinks[ObjectIdentifier(subscriber)] = owner
        }
    }

    func onClose(of subscriber: SubscriberCore, _ finish: @escaping @Sendable () -> Void) {
        let finishNow = state.withAnnotatedLock { state -> Bool in
            guard !state.isClosed else { return true }
            state.finishers[ObjectIdentifier(subscriber)] = finish
            return false
        }
        if finishNow { finish() }
    }

    /// Cancels the record that `take` hands over (a token letting go of it),
    /// in one lock round trip. The record is released after the lock, so the
    /// handler's captures never deinitialize under it.
    func cancel(taking take: () -> SubscriberCore?) {
        let released = state.withAnnotatedLock { state -> SubscriberCore? in
            guard let core = take() else { return nil }
            if core.isActive {
                Self.remove(core, from: &state)
            }
            return core
        }
        withExtendedLifetime(released) {}
    }

    func remove(_ core: SubscriberCore) {
        state.withAnnotatedLock { state in
            Self.remove(core, from: &state)
        }
    }

    private static func remove(_ core: SubscriberCore, from state: inout State) {
        let id = ObjectIdentifier(core)
        if !state.keyOfSubscriber.isEmpty, let key = state.keyOfSubscriber.removeValue(forKey: id) {
            state.keyed[key]?.remove(core)
            if state.keyed[key]?.isEmpty == true {
                state.keyed[key] = nil
            }
        } else {
            state.global.remove(core)
        }
        if !state.ownerLinks.isEmpty {
            state.ownerLinks[id] = nil
        }
        if !state.finishers.isEmpty {
            state.finishers[id] = nil
        }
    }

    var subscriberCount: Int {
        state.withAnnotatedLock { state in
            Self.pruneDeadOwners(in: &state)
            return state.keyed.values.reduce(state.global.liveCount) { $0 + $1.liveCount }
        }
    }

    func subscriberCount(for key: EventKey) -> Int {
        state.withAnnotatedLock { state in
            Self.pruneDeadOwners(in: &state)
            return state.keyed[key]?.liveCount ?? 0
        }
    }

    private static func pruneDeadOwners(in state: inout State) {
        guard !state.ownerLinks.isEmpty else { return }
        let dead = state.ownerLinks.values.filter { !$0.isOwnerAlive }
        for link in dead {
            if let subscriber = link.subscriber {
                remove(subscriber, from: &state)
            }
        }
    }

    // MARK: Delivery bookkeeping

    /// Snapshots the lists for `keys`, taken under the lock so that a
    /// subscription made by a handler starts with the next event (B3).
    @usableFromInline
    func keyedSnapshots(_ keys: [EventKey]) -> [ContiguousArray<SubscriberCore?>] {
        state.withAnnotatedLock { state in
            keys.map { state.keyed[$0]?.entries ?? [] }
        }
    }

    /// The lists of up to two keys, snapshotted together without allocating.
    @usableFromInline
    func keyedSnapshots(
        _ first: EventKey, _ second: EventKey?
    ) -> (
        ContiguousArray<SubscriberCore?>?, ContiguousArray<SubscriberCore?>?
    ) {
        state.withAnnotatedLock { state in
            (state.keyed[first]?.entries, second.flatMap { state.keyed[$0]?.entries })
        }
    }

    // MARK: Closing

    /// Ends every subscription and finishes every `AsyncStream`; called when the
    /// bus is released.
    func close() {
        let finishers = state.withAnnotatedLock { state -> [@Sendable () -> Void] in
            state.isClosed = true
            state.global.removeAll()
            for key in state.keyed.keys {
                state.keyed[key]?.removeAll()
            }
            state.keyed = [:]
            state.keyOfSubscriber = [:]
            state.ownerLinks = [:]
            let finishers = Array(state.finishers.values)
            state.finishers = [:]
            state.queue = []
            state.queueHead = 0
            return finishers
        }
        for finish in finishers {
            finish()
        }
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
