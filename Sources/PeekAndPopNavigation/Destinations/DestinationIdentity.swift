import PeekAndPop

/// What makes a destination the same one (H9): its kind and its typed,
/// `Hashable` context, such as `product` and `42`.
///
/// ```swift
/// let identity = DestinationIdentity(kind: "product", context: 42)
/// #expect(identity.context(as: Int.self) == 42)
/// ```
///
/// Two identities are equal when their kinds are equal and their contexts
/// are of one type and equal: `product(1)` made from an `Int` and from an
/// `Int64` are two destinations, although `AnyHashable` would call their
/// contexts equal. `DestinationIdentity` is `Sendable`.
public struct DestinationIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The destination's kind, such as `product`.
    public let kind: String
    private let box: ContextBox

    /// Creates an identity from a kind and a context.
    public init<Context: Hashable & Sendable>(kind: String, context: Context) {
        self.kind = kind
        self.box = ContextBox(context)
    }

    /// The context, if it is of type `type`.
    public func context<Context: Hashable & Sendable>(as type: Context.Type) -> Context? {
        box.value.base as? Context
    }

    /// `kind(context)`, such as `product(42)`.
    public var description: String { "\(kind)(\(box.value.base))" }

    /// The route element a screen of this destination contributes to the
    /// current route (H8): `kind:context`, as ``Destination/routeElement`` is.
    var routeElement: RouteElement {
        RouteElement(kind, argument: "\(box.value.base)")
    }
}

/// A `Sendable` context behind `AnyHashable`: only `Sendable` values are put in.
///
/// Equality also compares the context's static type: `AnyHashable` treats
/// integers of different types with one value as equal, and an identity
/// promises contexts of one type.
private struct ContextBox: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let value: AnyHashable

    init<Context: Hashable & Sendable>(_ context: Context) {
        self.type = ObjectIdentifier(Context.self)
        self.value = AnyHashable(context)
    }
}
