/// What a transition does, for routing, analytics and diagnostics.
///
/// The package's own kinds are static members; a host can add its own with
/// ``init(rawValue:)``. The engine knows the kinds every router has
/// (``push``, the default, ``presentModally`` and ``dismiss``) and
/// ``effect``; a host declares its own kinds beside its code, as static
/// members of an extension.
public struct TransitionKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The kind's stable name, as used in analytics exports.
    public let rawValue: String

    /// Creates a kind from its stable name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Pushes a screen onto a navigation stack.
    public static let push = TransitionKind(rawValue: "push")
    /// Presents a screen modally.
    public static let presentModally = TransitionKind(rawValue: "presentModally")
    /// Dismisses a screen, or undoes the transition that showed a module and
    /// everything after it.
    public static let dismiss = TransitionKind(rawValue: "dismiss")
    /// Work other than navigation sent through the seam (S25): frozen in a
    /// capture window, run on pop, dropped on interrupt or action.
    public static let effect = TransitionKind(rawValue: "effect")

    public var description: String { rawValue }
}
