import PeekAndPop

/// Records the engine's raw state stream — every change published, unfiltered,
/// from a subscription made directly on ``PeekEngine/stateChanges`` — and
/// checks it against S6 and S16 on its own, without the reference model.
///
/// Rules, at every point of the stream:
/// - a session publishes `inPeek` once, and before anything else;
/// - it then publishes exactly one terminal state (`popped`,
///   `actionSelected`, or `interrupted`), never two;
/// - at most one session is open (between its `inPeek` and its terminal
///   state): the old session's terminal state comes before the new one's
///   `inPeek`;
/// - every change carries its preview screen (S16), which the fuzzer keeps
///   alive for the whole sequence.
final class RawStreamLog: @unchecked Sendable {
    // Written only by the engine's deliveries, on the main actor.
    private(set) var entries: [String] = []
    private(set) var violation: String?
    private var open: SessionID?
    private var seen: Set<SessionID> = []
    private var ended: Set<SessionID> = []
    private let checksPreviewScreens: Bool

    init(checksPreviewScreens: Bool) {
        self.checksPreviewScreens = checksPreviewScreens
    }

    /// The session between its `inPeek` and its terminal state, if any.
    var openSession: SessionID? { open }

    func record(_ change: PeekAndPopStateChange) {
        entries.append(change.summary)
        guard violation == nil else { return }
        let id = change.sessionID
        if checksPreviewScreens, change.previewScreen == nil {
            violation = "S16: \(change.summary) (change \(entries.count)) does not carry its preview screen"
        } else if !change.state.isTerminal {
            if seen.contains(id) {
                violation = "S16: second inPeek of \(id)"
            } else if let open {
                violation = "S16: \(id) inPeek while \(open) has no terminal state yet"
            }
            seen.insert(id)
            open = id
        } else if ended.contains(id) {
            violation = "S6: second terminal state of \(id): \(change.summary)"
        } else if open != id {
            violation = "S16: terminal state \(change.summary) of a session that is not in peek"
        } else {
            ended.insert(id)
            open = nil
        }
    }
}
