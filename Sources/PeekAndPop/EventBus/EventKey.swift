/// A routing key for keyed subscriptions on an ``EventBus``.
///
/// A keyed subscriber receives only the events published with its key, so
/// subscribers interested in one screen never slow down delivery to the
/// subscribers of another: a keyed publish looks up one list, whatever the
/// number of keys.
///
/// ```swift
/// let key = EventKey(ObjectIdentifier(screen))
/// let token = bus.subscribe(to: key) { change in render(change) }
/// bus.publish(change, key: key)
/// ```
public struct EventKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    // Only ever made from `Hashable & Sendable` values, so sharing it is safe.
    let base: AnyHashable

    /// Creates a key from any hashable, sendable value.
    ///
    /// Keys made from equal values of the same type are equal; values of
    /// different types never collide.
    public init(_ value: some Hashable & Sendable) {
        self.base = AnyHashable(value)
    }

    /// Creates a key that stands for one object's identity.
    ///
    /// The key does not retain the object.
    public init(identityOf object: AnyObject) {
        self.base = AnyHashable(ObjectIdentifier(object))
    }

    public var description: String { "EventKey(\(base))" }
}
