/// A typed, thread-safe publish/subscribe channel with a single delivery order.
///
/// Every state stream in PeekAndPop goes through an `EventBus`. It keeps the
/// guarantees B1–B9:
///
/// - **B1** Every subscriber sees events in one order: the order of publication.
/// - **B2** An event published from inside a handler is queued and delivered
///   after the current event has reached every subscriber; it never nests.
/// - **B3** Cancelling inside a handler takes effect at once: the cancelled
///   subscriber receives nothing more, not even the current event. A
///   subscription made inside a handler receives every event whose delivery
///   starts after it was made, so it starts with the next event.
/// - **B4** Publishing, subscribing and cancelling are safe from any thread.
///   No handler ever runs while the bus holds its lock, so a handler may
///   publish, subscribe and cancel.
/// - **B5** Delivery to N subscribers costs close to N direct calls. An
///   unkeyed publish to a bus that is not delivering takes no lock and
///   allocates nothing: it claims the delivering role and hands it back with
///   one atomic compare-and-exchange each. A keyed publish also takes the
///   lock once, to snapshot the lists of its keys.
/// - **B6** ``events(bufferingPolicy:)`` is an `AsyncSequence` view.
/// - **B7** No user code runs under the bus's lock, not even the deinit of
///   what the bus lets go of (handlers and their captures, queued events,
///   stream finishers): those are released after the lock. A handler may own
///   tokens of the same bus, and an event's deinit may publish or cancel.
/// - **B8** An event is released as soon as every subscriber it was due to
///   has seen it, so a backlog of k events holds k events. Cancelling from
///   another thread: a delivery to a subscriber begins when the delivering
///   thread checks, just before calling the handler, that the subscription
///   is active. No delivery that begins after ``Subscription/cancel()``
///   returns reaches the handler; a call that began before may still run, or
///   finish, after `cancel()` returns (see ``Subscription/cancel()``).
/// - **B9** Only the owner of a bus publishes on it: hand out ``source``, a
///   subscribe-only ``EventSource``, and keep the bus.
///
/// Delivery is serialized: when a publish arrives, from any thread, while
/// another delivery is in progress, the event is queued and the delivering
/// thread delivers it, in order, before returning. `publish(_:)` therefore
/// returns before delivery in that case. Handlers run on the delivering thread.
///
/// ```swift
/// let bus = EventBus<String>()
/// var tokens = Set<Subscription>()
/// bus.subscribe { print("got", $0) }.store(in: &tokens)
/// bus.publish("hello")
/// ```
///
/// When the bus is released, every subscription ends and every stream from
/// ``events(bufferingPolicy:)`` finishes.
public final class EventBus<Event: Sendable>: Sendable {
    @usableFromInline
    let core = BusCore()

    /// Creates a bus with no subscribers.
    public init() {}

    deinit {
        core.close()
    }

    // MARK: Publishing

    /// Delivers `event` to every subscriber that is not keyed.
    ///
    /// If no other delivery is in progress the handlers run on this thread
    /// before `publish` returns; otherwise the event is queued behind the one
    /// being delivered (B1, B2).
    @inlinable
    public func publish(_ event: Event) {
        sendGlobal(event)
    }

    /// Delivers `event` to every subscriber that is not keyed, then to the
    /// subscribers of `key`.
    @inlinable
    public func publish(_ event: Event, key: EventKey) {
        send(event, keys: [key])
    }

    /// Delivers `event` to every subscriber that is not keyed, then to the
    /// subscribers of each of `keys`, in the order given.
    ///
    /// A subscriber receives the event once per matching key; pass distinct keys.
    @inlinable
    public func publish(_ event: Event, keys: [EventKey]) {
        send(event, keys: keys)
    }

    // MARK: Subscribing

    /// Subscribes `handler` to every event published on the bus.
    ///
    /// - Parameter handler: Called once per event, on the delivering thread,
    ///   never while the bus holds its lock.
    /// - Returns: A token that ends the subscription on ``Subscription/cancel()``
    ///   or when it is released. Keep it, for example with
    ///   ``Subscription/store(in:)-(Set<Subscription>)``.
    @inlinable
    public func subscribe(_ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        register(Subscriber(handler: handler), key: nil, cancelsOnRelease: true)
    }

    /// Subscribes `handler` to the events published with `key`.
    ///
    /// Keyed subscribers live in their own list: however many there are, they
    /// do not slow delivery to subscribers of other keys.
    @inlinable
    public func subscribe(to key: EventKey, _ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        register(Subscriber(handler: handler), key: key, cancelsOnRelease: true)
    }

    /// Subscribes `handler` for as long as `owner` is alive, without retaining it.
    ///
    /// The subscription ends by itself once `owner` is gone: no later event
    /// reaches the handler, and the bus drops the subscription on the next
    /// delivery or ``subscriberCount`` query. Releasing the returned token does
    /// not end it; ``Subscription/cancel()`` does.
    ///
    /// ```swift
    /// bus.subscribe(owner: self) { owner, event in owner.render(event) }
    /// ```
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        subscribe(owner: owner, key: nil, handler)
    }

    /// Subscribes `handler` to the events published with `key` for as long as
    /// `owner` is alive, without retaining it.
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        to key: EventKey,
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        subscribe(owner: owner, key: key, handler)
    }

    private func subscribe<Owner: AnyObject & Sendable>(
        owner: Owner,
        key: EventKey?,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        let link = OwnerLink(owner: owner)
        let core = self.core
        let subscriber = Subscriber<Event> { [link] event in
            let delivered = link.withOwner(as: Owner.self) { handler($0, event) }
            if !delivered, let subscriber = link.subscriber {
                core.remove(subscriber)
            }
        }
        link.subscriber = subscriber
        let token = register(subscriber, key: key, cancelsOnRelease: false)
        core.link(subscriber, owner: link)
        return token
    }

    @usableFromInline
    func register(_ subscriber: Subscriber<Event>, key: EventKey?, cancelsOnRelease: Bool) -> Subscription {
        if !core.add(subscriber, key: key) {
            subscriber.slot.store(SubscriberCore.cancelled, ordering: .releasing)
        }
        return Subscription(bus: core, core: subscriber, cancelsOnRelease: cancelsOnRelease)
    }

    // MARK: Diagnostics

    /// The number of active subscriptions, keyed or not, including streams.
    ///
    /// Subscriptions whose weakly held owner is gone are dropped first.
    public var subscriberCount: Int { core.subscriberCount }

    /// The number of active subscriptions to `key`.
    public func subscriberCount(for key: EventKey) -> Int {
        core.subscriberCount(for: key)
    }

    /// The number of events queued behind the delivery in progress (B8).
    package var pendingEventCount: Int {
        core.state.withAnnotatedLock { $0.queue.count }
    }
}
