import Synchronization

extension EventBus {
    /// Publishes `event`: delivers it now if no delivery is in progress,
    /// otherwise queues it for the thread that is delivering (B1, B2).
    ///
    /// Inlinable so that it is specialized for `Event` in the caller's module.
    @inlinable
    func send(_ event: Event, keys: [EventKey]) {
        // Fast path: nobody is delivering, so this thread delivers, and
        // nothing is allocated.
        let snapshot = core.state.withAnnotatedLock { state -> ContiguousArray<SubscriberCore?>? in
            if state.isDelivering || state.isClosed {
                if !state.isClosed {
                    state.queue.append(PendingEvent(event: event, keys: keys))
                }
                return nil
            }
            state.isDelivering = true
            return state.global.entries
        }
        guard let snapshot else { return }
        deliver(event, keys: keys, global: snapshot)
        drain()
    }

    @inlinable
    func deliver(_ event: Event, keys: [EventKey], global: ContiguousArray<SubscriberCore?>) {
        if keys.isEmpty {
            Self.call(global, with: event)
            return
        }
        if keys.count <= 2 {
            // The common keyed case (the state stream's preview and host keys)
            // allocates nothing.
            let (first, second) = core.keyedSnapshots(keys[0], keys.count == 2 ? keys[1] : nil)
            Self.call(global, with: event)
            if let first { Self.call(first, with: event) }
            if let second { Self.call(second, with: event) }
            return
        }
        let keyed = core.keyedSnapshots(keys)
        Self.call(global, with: event)
        for list in keyed {
            Self.call(list, with: event)
        }
    }

    /// Calls every active subscriber of `list`.
    ///
    /// `list` keeps its subscribers alive for the whole loop, so each one is
    /// borrowed rather than retained and released around its call (B5).
    @inlinable
    static func call(_ list: ContiguousArray<SubscriberCore?>, with event: Event) {
        list.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: Unmanaged<SubscriberCore>?.self) { subscribers in
                for index in subscribers.indices {
                    guard let subscriber = subscribers[index] else { continue }
                    subscriber._withUnsafeGuaranteedRef { core in
                        guard core.isActive else { return }
                        unsafeDowncast(core, to: Subscriber<Event>.self).handler(event)
                    }
                }
            }
        }
        #if PEEK_AND_POP_TSAN
            // The snapshot's buffer may be written in place once this thread
            // drops its reference (copy-on-write sees it unique). That ordering
            // comes from reference counting, which TSan cannot see; say it here.
            tsanRelease(tsanSynchronizationAddress)
        #endif
    }

    /// Delivers queued events in order until the queue is empty, then gives up
    /// the delivering role.
    @inlinable
    func drain() {
        while true {
            let next = core.state.withAnnotatedLock { state -> (AnyObject, ContiguousArray<SubscriberCore?>)? in
                guard state.queueHead < state.queue.count, !state.isClosed else {
                    if !state.queue.isEmpty {
                        state.queue.removeAll(keepingCapacity: true)
                        state.queueHead = 0
                    }
                    state.isDelivering = false
                    return nil
                }
                let pending = state.queue[state.queueHead]
                state.queueHead += 1
                return (pending, state.global.entries)
            }
            guard let (pending, global) = next else { return }
            let item = unsafeDowncast(pending, to: PendingEvent<Event>.self)
            deliver(item.event, keys: item.keys, global: global)
        }
    }
}
