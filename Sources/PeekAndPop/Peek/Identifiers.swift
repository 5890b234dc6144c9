/// Identifies one peek session: one press from peek to its end.
///
/// Identifiers count up from 1 per engine, so they are deterministic in tests.
public struct SessionID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The session's number within its engine.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "session#\(rawValue)" }
}

/// Identifies one transition (one routing call).
///
/// Identifiers count up from 1 per engine, so they are deterministic in tests.
/// A call is numbered when it reaches the engine's seam. A call that routes
/// nothing at a tap (a `setRoute` to the route already shown, a
/// `focusOnCurrentModule` with nothing above) never reaches it and takes no
/// identifier; the same call in a capture window is frozen, and so numbered,
/// because by commit it may change something (H2). So the identifiers of a
/// tap and of a pop can differ after such a call while the trees and the
/// changes are the same: compare the two by what the transitions did.
public struct TransitionID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The transition's number within its engine.
    public let rawValue: Int

    /// The engine that numbered it (its serial in the process); 0 when
    /// made from a number alone. It takes no part in equality, hashing or
    /// coding: identifiers are numbered per engine, and a host uses it only
    /// to refuse another engine's transition (``PeekEngine/numbered(_:)``, the seam for hosts).
    var engine: UInt64 = 0

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    init(rawValue: Int, engine: UInt64) {
        self.rawValue = rawValue
        self.engine = engine
    }

    private enum CodingKeys: String, CodingKey {
        case rawValue
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "transition#\(rawValue)" }
}

/// Identifies one registration of a source view (a previewing context).
public struct ContextID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The registration's number within its engine.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "context#\(rawValue)" }
}

/// Identifies one press. Every preview request made for one press carries the
/// same gesture identifier, so that only one source peeks per press (S10).
public struct GestureID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The press's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "gesture#\(rawValue)" }
}
