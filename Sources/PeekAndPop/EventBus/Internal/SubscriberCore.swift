import Synchronization

/// The bus-side record of one subscription, shared by the bus's lists and the
/// ``Subscription`` token.
///
/// `slot` is the record's index in its list while it is active and `-1` once
/// it is cancelled. It is written under the bus's lock and read without it by
/// the delivering thread, just before each call, which is what makes a
/// cancellation take effect at once (B3).
@usableFromInline
class SubscriberCore: @unchecked Sendable {
    @usableFromInline
    static let cancelled = -1

    @usableFromInline
    final let slot = Atomic<Int>(0)

    @inlinable
    final var isActive: Bool { slot.load(ordering: .acquiring) >= 0 }

    @usableFromInline
    init() {}
}

/// One subscriber of an `EventBus<Event>`: its handler and its slot.
@usableFromInline
final class Subscriber<Event>: SubscriberCore, @unchecked Sendable {
    @usableFromInline
    final let handler: @Sendable (Event) -> Void

    @usableFromInline
    init(handler: @escaping @Sendable (Event) -> Void) {
        self.handler = handler
    }
}

/// An event waiting for delivery behind the one being delivered.
///
/// Boxed so that the bus's shared state is not generic: the subscribe and
/// cancel paths then run without generic metadata look-ups.
@usableFromInline
class AnyPendingEvent: @unchecked Sendable {
    @usableFromInline
    init() {}
}

/// An event waiting for delivery, with the keys it was published with.
@usableFromInline
final class PendingEvent<Event>: AnyPendingEvent, @unchecked Sendable {
    @usableFromInline let event: Event
    @usableFromInline let keys: [EventKey]

    @usableFromInline
    init(event: Event, keys: [EventKey]) {
        self.event = event
        self.keys = keys
    }
}
