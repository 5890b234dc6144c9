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
        "\(head)\(session.rawValue)"
    }

    /// The session that `identifier` names, or `nil` if it names none.
    ///
    /// Strict: only an identifier that ``identifier(for:)`` makes names a
    /// session (`peek-and-pop/session#3`); anything else, such as
    /// `peek-and-pop/xxxxxxxx1`, `peek-and-pop/session#+3` or
    /// `peek-and-pop/session#03`, names none, so that a configuration the
    /// package did not make can never reach a session (U7).
    public static func sessionID(from identifier: String) -> SessionID? {
        // Read as bytes: the bridge reads the identifier of every callback of
        // every press. The head is ASCII, so comparing bytes is comparing
        // characters.
        var identifier = identifier
        var head = Self.head
        return head.withUTF8 { head in
            identifier.withUTF8 { bytes in
                guard bytes.count > head.count, bytes[..<head.count].elementsEqual(head),
                    bytes[head.count] != UInt8(ascii: "0")
                else {
                    return nil
                }
                var number = 0
                for byte in bytes[head.count...] {
                    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                    let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
                    let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    guard !overflowed, !overflowedAgain else { return nil }
                    number = sum
                }
                return SessionID(rawValue: number)
            }
        }
    }

    /// What every identifier starts with, before the session's number.
    private static var head: String { "peek-and-pop/session#" }
}
