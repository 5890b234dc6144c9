/// One line of the JSON Lines export, with the field names documented on
/// ``StateChangeExporter``.
///
/// The field names are a stable interface: renaming a property here breaks
/// every consumer of the logs.
struct ExportedStateChange: Encodable {
    let session: Int
    let state: String
    let reason: String?
    let action: String?
    let timestampSeconds: Double
    let context: Int
    let host: String
    let preview: String
    let destinationKind: String

    init(_ change: PeekAndPopStateChange) {
        session = change.sessionID.rawValue
        state = change.state.rawValue
        reason = change.interruptionReason?.rawValue
        action = change.actionID?.rawValue
        timestampSeconds = change.timestamp.analyticsSeconds
        context = change.contextID.rawValue
        host = change.hostScreenName
        preview = change.previewScreenName
        destinationKind = change.destinationKind.rawValue
    }
}
