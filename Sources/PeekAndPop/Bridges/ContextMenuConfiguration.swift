/// What a context menu shows for one peek: the preview and the menu built
/// from the peek's actions (P4), under an identifier that names the session.
///
/// The glue turns it into a `UIContextMenuConfiguration` whose identifier is
/// ``identifier`` (an `NSString`), whose preview provider returns
/// ``previewScreen``, and whose action provider maps ``menu`` onto `UIMenu`
/// and `UIAction`. The system hands the identifier back with every later
/// callback, and the glue hands it to the bridge.
@MainActor
public struct ContextMenuConfiguration {
    /// The configuration's identifier, unique per session, such as
    /// `peek-and-pop/session#3`; for table and collection views it names the
    /// row too, through ``item``.
    public let identifier: String
    /// The session the menu belongs to.
    public let sessionID: SessionID
    /// The screen to show as the preview.
    public let previewScreen: any Screen
    /// The menu: the peek's preview actions, groups as submenus (P4).
    public let menu: [PreviewMenuElement]
    /// The row or item the configuration was asked for (an `IndexPath` in a
    /// table or collection view), if the glue passed one.
    public let item: AnyHashable?

    /// The identifier that names `session`.
    public static func identifier(for session: SessionID) -> String {
        "\(prefix)\(session)"
    }

    /// The session that `identifier` names, or `nil` if it names none.
    public static func sessionID(from identifier: String) -> SessionID? {
        guard identifier.hasPrefix(prefix), let number = Int(identifier.dropFirst(prefix.count + "session#".count))
        else {
            return nil
        }
        return SessionID(rawValue: number)
    }

    private static let prefix = "peek-and-pop/"
}
