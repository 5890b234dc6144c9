/// A subscribe-only view of an ``EventBus``: everything but publishing (B9).
///
/// An owner that publishes on a bus hands this view to others, so that only
/// the owner publishes: for example ``PeekEngine/stateChanges``, whose
/// observers run on the main actor and rely on the engine publishing there.
///
/// ```swift
/// final class Downloads {
///     private let bus = EventBus<Progress>()
///     var progress: EventSource<Progress> { bus.source }
/// }
/// ```
public struct EventSource<Event: Sendable>: Sendable {
    private let bus: EventBus<Event>

    init(_ bus: EventBus<Event>) {
        self.bus = bus
    }

    /// Subscribes `handler` to every event (see ``EventBus/subscribe(_:)``).
    public func subscribe(_ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        bus.subscribe(handler)
    }

    /// Subscribes `handler` to the events published with `key` (see
    /// ``EventBus/subscribe(to:_:)``).
    public func subscribe(to key: EventKey, _ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        bus.subscribe(to: key, handler)
    }

    /// Subscribes `handler` for as long as `owner` is alive, without retaining
    /// it (see ``EventBus/subscribe(owner:_:)``).
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        bus.subscribe(owner: owner, handler)
    }

    /// Subscribes `handler` to the events published with `key` for as long as
    /// `owner` is alive, without retaining it (see
    /// ``EventBus/subscribe(to:owner:_:)``).
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        to key: EventKey,
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        bus.subscribe(to: key, owner: owner, handler)
    }

    /// The events as an `AsyncSequence` (see ``EventBus/events(bufferingPolicy:)``).
    public func events(
        bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Event> {
        bus.events(bufferingPolicy: bufferingPolicy)
    }

    /// The number of active subscriptions (see ``EventBus/subscriberCount``).
    public var subscriberCount: Int { bus.subscriberCount }

    /// The number of active subscriptions to `key`.
    public func subscriberCount(for key: EventKey) -> Int {
        bus.subscriberCount(for: key)
    }
}

extension EventBus {
    /// A subscribe-only view of this bus, for those who must not publish (B9).
    public var source: EventSource<Event> { EventSource(self) }
}
