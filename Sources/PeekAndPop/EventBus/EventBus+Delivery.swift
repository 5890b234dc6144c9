import Synchronization

extension EventBus {
    /// Delivers `event` to the global subscribers: at once if the bus is idle
    /// (one compare-and-exchange to claim the delivering role, one to hand it
    /// back, no lock, no allocation), otherwise by the slow path (B1, B2, B5).
    @inlinable
    @inline(__always)
    func sendGlobal(_ event: Event) {
        guard let storage = core.claimIfIdle() else {
            send(event, keys: [])
            return
        }
        Self.call(storage, with: event)
        if !core.releaseIfNothingPending() {
            drain()
        }
    }

    /// Publishes `event`: delivers it now if no delivery is in progress,
    /// otherwise queues it for the thread that is delivering (B1, B2).
    @inlinable
    func send(_ event: Event, keys: [EventKey]) {
        let claim = core.state.withAnnotatedLock { state -> (Unmanaged<SubscriberStorage>, KeyedSnapshot)? in
            let claimed = core.claimOrQueue(&state) { PendingEvent(event: event, keys: keys) }
            guard claimed == true else { return nil }
            return (Unmanaged.passUnretained(state.global.storage), BusCore.keyedSnapshots(keys, in: state))
        }
        guard let (global, keyed) = claim else { return }
        deliver(event, global: global, keyed: keyed)
        if !core.releaseIfNothingPending() {
            drain()
        }
    }

    @inlinable
    func deliver(_ event: Event, global: Unmanaged<SubscriberStorage>, keyed: KeyedSnapshot) {
        Self.call(global, with: event)
        if let first = keyed.first {
            Self.call(Unmanaged.passUnretained(first.storage), with: event)
        }
        if let second = keyed.second {
            Self.call(Unmanaged.passUnretained(second.storage), with: event)
        }
        for case let list? in keyed.rest {
            Self.call(Unmanaged.passUnretained(list.storage), with: event)
        }
        #if PEEK_AND_POP_TSAN
            // A keyed list's storage may be written in place once this thread
            // drops its snapshot (copy-on-write sees it unique). That ordering
            // comes from reference counting, which TSan cannot see; say it here.
            tsanRelease(tsanSynchronizationAddress)
        #endif
    }

    /// Calls every active subscriber of `storage`.
    ///
    /// The bus keeps `storage` and its subscribers alive for the whole loop
    /// (see `BusCore`), so each one is borrowed rather than retained and
    /// released around its call (B5). Each subscription is checked just before
    /// its call: a cancellation that happened before the check, on any
    /// thread, is seen, and the handler is not called (B3, B8).
    @inlinable
    static func call(_ storage: Unmanaged<SubscriberStorage>, with event: Event) {
        storage._withUnsafeGuaranteedRef { storage in
            storage.withUnsafeMutablePointers { header, elements in
                let count = header.pointee.count
                elements.withMemoryRebound(to: Unmanaged<SubscriberCore>?.self, capacity: count) { subscribers in
                    for index in 0..<count {
                        guard let subscriber = subscribers[index] else { continue }
                        subscriber._withUnsafeGuaranteedRef { core in
                            guard core.isActive else { return }
                            unsafeDowncast(core, to: Subscriber<Event>.self).handler(event)
                        }
                    }
                }
            }
        }
    }

    /// Delivers queued events in order, each one released as soon as it has
    /// been delivered (B8), until the queue is empty; then gives up the
    /// delivering role. Nothing is released under the lock (B7).
    @inlinable
    func drain() {
        while true {
            var released: [SubscriberList] = []
            let next = core.state.withAnnotatedLock {
                state -> (AnyPendingEvent, Unmanaged<SubscriberStorage>, KeyedSnapshot)? in
                guard let pending = core.next(&state, &released) else { return nil }
                let item = unsafeDowncast(pending, to: PendingEvent<Event>.self)
                return (
                    pending, Unmanaged.passUnretained(state.global.storage),
                    BusCore.keyedSnapshots(item.keys, in: state)
                )
            }
            withExtendedLifetime(released) {}
            guard let (pending, global, keyed) = next else { return }
            let item = unsafeDowncast(pending, to: PendingEvent<Event>.self)
            deliver(item.event, global: global, keyed: keyed)
            if core.releaseIfNothingPending() { return }
        }
    }
}
