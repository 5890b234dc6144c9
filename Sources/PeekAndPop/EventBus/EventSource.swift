/// A subscribe-only view of an ``EventBus``: everything a listener needs,
/// nothing that publishes (B9).
///
/// The owner of a bus keeps the bus and hands out its ``EventBus/source``,
/// so that only the owner publishes:
///
/// ```swift
/// final class Player {
///     private let bus = EventBus<PlaybackEvent>()
///     /// Playback events; only the player publishes them.
///     var events: EventSource<PlaybackEvent> { bus.source }
/// }
///
/// let token = player.events.subscribe { event in print(event) }
/// ```
///
/// A source keeps its bus alive. It is `Sendable`, like the bus.
public struct EventSource<Event: Sendable>: Sendable {
    private let bus: EventBus<Event>

    /// The subscribe-only view of `bus`.
    public init(_ bus: EventBus<Event>) {
        self.bus = bus
    }

    /// Subscribes `handler` to every event published on the bus.
    ///
    /// See ``EventBus/subscribe(_:)``.
    public func subscribe(_ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        bus.subscribe(handler)
    }

    /// Subscribes `handler` to the events published with `key`.
    ///
    /// See ``EventBus/subscribe(to:_:)``.
    public func subscribe(to key: EventKey, _ handler: @escaping @Sendable (Event) -> Void) -> Subscription {
        bus.subscribe(to: key, handler)
    }

    /// Subscribes `handler` for as long as `owner` is alive, without retaining it.
    ///
    /// See ``EventBus/subscribe(owner:_:)``.
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        bus.subscribe(owner: owner, handler)
    }

    /// Subscribes `handler` to the events published with `key` for as long as
    /// `owner` is alive, without retaining it.
    ///
    /// See ``EventBus/subscribe(to:owner:_:)``.
    @discardableResult
    public func subscribe<Owner: AnyObject & Sendable>(
        to key: EventKey,
        owner: Owner,
        _ handler: @escaping @Sendable (Owner, Event) -> Void
    ) -> Subscription {
        bus.subscribe(to: key, owner: owner, handler)
    }

    /// The bus's events as an `AsyncSequence` (B6).
    ///
    /// See ``EventBus/events(bufferingPolicy:)``.
    public func events(
        bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Event> {
        bus.events(bufferingPolicy: bufferingPolicy)
    }

    /// The number of active subscriptions, keyed or not, including streams.
    public var subscriberCount: Int { bus.subscriberCount }

    /// The number of active subscriptions to `key`.
    public func subscriberCount(for key: EventKey) -> Int {
        bus.subscriberCount(for: key)
    }
}

extension EventBus {
    /// A subscribe-only view of this bus, for handing out to listeners (B9).
    public var source: EventSource<Event> { EventSource(self) }
}
