/// What a context menu shows for one peek: the preview and the menu built
/// from the peek's actions (P4), under an identifier that names the session.
///
/// The glue turns it into a `UIContextMenuConfiguration` whose identifier is
/// ``identifier`` (an `NSString`), whose preview provider returns
/// ``previewScreen``, and whose action provider maps ``menu`` onto `UIMenu`
/// and `UIAction`. The system hands the identifier back with every later
/// callback, and the glue hands it to the bridge.
@MainActor
package struct ContextMenuConfiguration {
    /// The configuration's identifier, unique per session, such as
    /// `peek#3`; for table and collection views it names the row too,
    /// through ``item``.
    package let identifier: String
    /// The session the menu belongs to.
    package let sessionID: SessionID
    /// The screen to show as the preview.
    package let previewScreen: any Screen
    /// The menu: the peek's preview actions, groups as submenus (P4).
    package let menu: [PreviewMenuElement]
    /// The row or item the configuration was asked for (an `IndexPath` in a
    /// table or collection view), if the glue passed one.
    package let item: AnyHashable?

    /// The identifier that names `session`, such as `peek#3`.
    ///
    /// Short enough to be stored inline (a `String` of at most 15 UTF-8
    /// bytes, for any session below ten billion): making one allocates
    /// nothing, once per press.
    package nonisolated static func identifier(for session: SessionID) -> String {
        head + String(session.rawValue)
    }

    /// The session that `identifier` names, or `nil` if it names none.
    ///
    /// Strict: only an identifier that ``identifier(for:)`` makes names a
    /// session (`peek#3`); anything else, such as `peek#+3`, `peek#03` or
    /// `PEEK#3`, names none, so that a configuration the package did not
    /// make can never reach a session (U7).
    package nonisolated static func sessionID(from identifier: String) -> SessionID? {
        // Read as bytes: the bridge reads the identifier of every callback of
        // every press. The head is ASCII, so comparing bytes is comparing
        // characters; a non-ASCII byte is never a digit.
        var bytes = identifier.utf8.makeIterator()
        for expected in head.utf8 {
            guard bytes.next() == expected else { return nil }
        }
        guard let first = bytes.next(), first != UInt8(ascii: "0") else { return nil }
        var number = 0
        var next: UInt8? = first
        while let byte = next {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, overflowedAgain) = tens.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !overflowed, !overflowedAgain else { return nil }
            number = sum
            next = bytes.next()
        }
        return SessionID(rawValue: number)
    }

    /// What every identifier starts with, before the session's number.
    private nonisolated static let head = "peek#"
}
