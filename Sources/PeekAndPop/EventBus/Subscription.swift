/// A token for one subscription to an ``EventBus``.
///
/// Like Combine's `AnyCancellable`, a token from ``EventBus/subscribe(_:)``
/// ends its subscription when ``cancel()`` is called or when the token is
/// released. Tokens are `Hashable` by identity, so a subscriber can keep them
/// in a collection it owns:
///
/// ```swift
/// final class Screen {
///     var subscriptions = Set<Subscription>()
///     func bind(to bus: EventBus<Int>) {
///         bus.subscribe { print($0) }.store(in: &subscriptions)
///     }
/// }
/// ```
///
/// Tokens of owner-bound subscriptions
/// (``EventBus/subscribe(owner:_:)``) do not cancel on release: the owner's
/// lifetime ends them.
public final class Subscription: Hashable, Sendable {
    private let bus: BusCore
    /// The bus-side record, until ``cancel()`` lets go of it: a cancelled
    /// token does not keep the handler (and what it captures) alive, so a
    /// handler that captures its own token makes no reference cycle.
    /// Guarded by the bus's lock (a lock of its own would cost 16 bytes a
    /// subscriber).
    nonisolated(unsafe) private var record: SubscriberCore?
    private let cancelsOnRelease: Bool

    @usableFromInline
    init(bus: BusCore, core: SubscriberCore, cancelsOnRelease: Bool) {
        self.bus = bus
        self.record = core
        self.cancelsOnRelease = cancelsOnRelease
    }

    /// The bus-side record, while the token holds it.
    var core: SubscriberCore? { bus.locked { record } }

    deinit {
        if cancelsOnRelease {
            cancel()
        }
    }

    /// Ends the subscription at once.
    ///
    /// From inside a handler, on the delivering thread, the handler is never
    /// called again, not even for the event being delivered (B3).
    ///
    /// From another thread, while a delivery is under way (B8): a delivery to
    /// this subscription begins when the delivering thread checks, just before
    /// calling the handler, that the subscription is active. Every delivery
    /// that begins after `cancel()` returns is skipped, queued events
    /// included. A call that began before `cancel()` took effect is not
    /// interrupted: it may still be running when `cancel()` returns, and, if
    /// the delivering thread was between its check and the call, the handler
    /// may even start after `cancel()` returns. `cancel()` never waits for a
    /// handler, so it cannot deadlock with one.
    ///
    /// Once it returns, neither the token nor the bus keeps the handler (and
    /// what it captures) alive any more; a delivery in progress releases it
    /// when it ends, never under the bus's lock (B7). Cancelling twice does
    /// nothing.
    public func cancel() {
        bus.cancel { record.take() }
    }

    /// Whether the subscription has ended, by ``cancel()``, by its owner going
    /// away (once the bus noticed), or by the bus being released.
    public var isCancelled: Bool {
        bus.locked { record.map { !$0.isActive } ?? true }
    }

    /// Keeps this token in `set`, which then owns the subscription.
    public func store(in set: inout Set<Subscription>) {
        set.insert(self)
    }

    /// Keeps this token in `array`, which then owns the subscription.
    public func store(in array: inout [Subscription]) {
        array.append(self)
    }

    public static func == (lhs: Subscription, rhs: Subscription) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
