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
    ///
    /// Strict: only an identifier that ``identifier(for:)`` makes names a
    /// session (`peek-and-pop/session#3`); anything else, such as
    /// `peek-and-pop/xxxxxxxx1`, `peek-and-pop/session#+3` or
    /// `peek-and-pop/session#03`, names none, so that a configuration the
    /// package did not make can never reach a session (U7).
    public static func sessionID(from identifier: String) -> SessionID? {
        let head = "\(prefix)session#"
        guard identifier.hasPrefix(head) else { return nil }
        let digits = identifier.utf8.dropFirst(head.utf8.count)
        guard let first = digits.first, first != UInt8(ascii: "0"),
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(Substring(digits))
        else {
            return nil
        }
        return SessionID(rawValue: number)
    }

    private static let prefix = "peek-and-pop/"
}
