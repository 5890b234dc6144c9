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
public struct TransitionID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The transition's number within its engine.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

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
