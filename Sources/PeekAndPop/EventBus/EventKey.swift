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
    // Identity keys are stored inline (no allocation); others are boxed. Only
    // ever made from `Hashable & Sendable` values, so sharing it is safe.
    enum Storage: Hashable {
        case identity(ObjectIdentifier, namespace: Int)
        case value(AnyHashable)
    }

    let storage: Storage

    /// Creates a key from any hashable, sendable value.
    ///
    /// Keys made from equal values of the same type are equal; values of
    /// different types never collide.
    public init(_ value: some Hashable & Sendable) {
        if let identifier = value as? ObjectIdentifier {
            self.storage = .identity(identifier, namespace: 0)
        } else {
            self.storage = .value(AnyHashable(value))
        }
    }

    /// Creates a key that stands for one object's identity.
    ///
    /// The key does not retain the object, and making it allocates nothing.
    public init(identityOf object: AnyObject) {
        self.storage = .identity(ObjectIdentifier(object), namespace: 0)
    }

    /// A key for an object's identity within a namespace of the package's own
    /// (so that, say, "preview screen X" and "host X" are different keys).
    init(identity: ObjectIdentifier, namespace: Int) {
        self.storage = .identity(identity, namespace: namespace)
    }

    public var description: String {
        switch storage {
        case .identity(let identifier, let namespace):
            "EventKey(\(identifier)\(namespace == 0 ? "" : " in namespace \(namespace)"))"
        case .value(let value):
            "EventKey(\(value))"
        }
    }
}
