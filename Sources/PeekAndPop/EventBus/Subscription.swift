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
    let core: SubscriberCore
    private let cancelsOnRelease: Bool

    @usableFromInline
    init(bus: BusCore, core: SubscriberCore, cancelsOnRelease: Bool) {
        self.bus = bus
        self.core = core
        self.cancelsOnRelease = cancelsOnRelease
    }

    deinit {
        if cancelsOnRelease {
            cancel()
        }
    }

    /// Ends the subscription at once.
    ///
    /// After `cancel()` returns the handler is never called again, even for an
    /// event whose delivery is in progress (B3). Cancelling twice does nothing.
    public func cancel() {
        guard core.isActive else { return }
        bus.remove(core)
    }

    /// Whether the subscription has ended, by ``cancel()``, by its owner going
    /// away (once the bus noticed), or by the bus being released.
    public var isCancelled: Bool { !core.isActive }

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
