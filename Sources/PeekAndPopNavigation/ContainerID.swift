import PeekAndPop

/// Identifies one container of a ``NavigationHost``'s tree: a stack, a tab
/// container, or a modal presentation.
///
/// Identifiers count up from 1 per host, in the order the containers are
/// made, so they are deterministic in tests and in ``NavigationSnapshot``
/// descriptions. `ContainerID` is `Sendable`.
public struct ContainerID: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    /// The container's number within its host.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Whether `lhs` was made before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number prefixed with `#`, as in `stack#3`.
    public var description: String { "#\(rawValue)" }
}
