import PeekAndPop

/// The identity and name of one screen, as recorded in a ``NavigationSnapshot``.
///
/// A snapshot never holds the screen itself, so recording snapshots (a test's
/// event recorder, an analytics log) never keeps a screen alive (S19).
/// `ScreenSnapshot` is `Sendable`.
public struct ScreenSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The screen's identity.
    public let id: ObjectIdentifier
    /// The screen's `Screen.screenName`.
    public let name: String

    /// Creates a snapshot of `screen`.
    @MainActor
    public init(_ screen: any Screen) {
        self.id = ObjectIdentifier(screen)
        self.name = screen.screenName
    }

    /// Creates a snapshot from an identity and a name.
    public init(id: ObjectIdentifier, name: String) {
        self.id = id
        self.name = name
    }

    /// The screen's name.
    public var description: String { name }
}
