/// The pure state machine behind ``PeekAnalytics``: it takes state changes,
/// one at a time, and keeps the counts and durations a report is made of.
///
/// A value type without locking or observation, so that its rules (including
/// the anomaly rules) are plain and testable; ``PeekAnalytics`` owns one
/// behind a mutex.
struct AnalyticsAggregator {
    /// A session whose `inPeek` was recorded and whose terminal state was not.
    private struct OpenSession {
        let host: String
        let kind: String
        let startedAt: Duration
    }

    /// What ended a session.
    private enum Ending {
        case popped
        case action(PreviewAction.ID)
        case interrupted(InterruptionReason)
    }

    /// The running figures of one group of sessions.
    private struct Tally {
        var peeks = 0
        var pops = 0
        var actions: [String: Int] = [:]
        var interruptions: [String: Int] = [:]
        var timesInPeek: [Duration] = []

        mutating func end(_ ending: Ending, timeInPeek: Duration?) {
            switch ending {
            case .popped: pops += 1
            case .action(let id): actions[id.rawValue, default: 0] += 1
            case .interrupted(let reason): interruptions[reason.rawValue, default: 0] += 1
            }
            if let timeInPeek {
                timesInPeek.append(timeInPeek)
            }
        }

        var breakdown: PeekAnalyticsReport.Breakdown {
            let actionCount = actions.values.reduce(0, +)
            let ended = pops + actionCount + interruptions.values.reduce(0, +)
            return PeekAnalyticsReport.Breakdown(
                peeks: peeks,
                pops: pops,
                actions: actions,
                interruptions: interruptions,
                popThroughRate: ended > 0 ? Double(pops) / Double(ended) : nil,
                timeInPeek: PeekAnalyticsReport.DurationStats(timesInPeek)
            )
        }
    }

    private var open: [SessionID: OpenSession] = [:]
    private var ended: Set<SessionID> = []
    private var totals = Tally()
    private var byHost: [String: Tally] = [:]
    private var byKind: [String: Tally] = [:]

    /// How many changes broke the rules; see ``PeekAnalytics``.
    private(set) var anomalies = 0

    /// Takes one change into account, or counts it as an anomaly.
    mutating func record(_ change: PeekAndPopStateChange) {
        switch (change.state, change.interruptionReason, change.actionID) {
        case (.inPeek, nil, nil):
            begin(change)
        case (.popped, nil, nil):
            end(change, .popped)
        case (.actionSelected, nil, let id?):
            end(change, .action(id))
        case (.interrupted, let reason?, nil):
            end(change, .interrupted(reason))
        default:
            // A change that contradicts itself: a reason belongs to
            // `interrupted` only, an action to `actionSelected` only (S24).
            anomalies += 1
        }
    }

    private mutating func begin(_ change: PeekAndPopStateChange) {
        guard open[change.sessionID] == nil, !ended.contains(change.sessionID) else {
            anomalies += 1  // A second `inPeek` for one session.
            return
        }
        let session = OpenSession(
            host: change.hostScreenName,
            kind: change.destinationKind.rawValue,
            startedAt: change.timestamp
        )
        open[change.sessionID] = session
        update(session) { $0.peeks += 1 }
    }

    private mutating func end(_ change: PeekAndPopStateChange, _ ending: Ending) {
        guard let session = open.removeValue(forKey: change.sessionID) else {
            anomalies += 1  // A terminal state with no `inPeek`, or a second one.
            return
        }
        ended.insert(change.sessionID)
        var timeInPeek: Duration? = change.timestamp - session.startedAt
        if let time = timeInPeek, time < .zero {
            anomalies += 1  // The session ended before it began: count the end, not the time.
            timeInPeek = nil
        }
        update(session) { $0.end(ending, timeInPeek: timeInPeek) }
    }

    /// Applies `body` to the totals and to the session's host and kind.
    private mutating func update(_ session: OpenSession, _ body: (inout Tally) -> Void) {
        body(&totals)
        body(&byHost[session.host, default: Tally()])
        body(&byKind[session.kind, default: Tally()])
    }

    /// The report of everything recorded so far.
    var report: PeekAnalyticsReport {
        PeekAnalyticsReport(
            totals: totals.breakdown,
            byHost: byHost.mapValues(\.breakdown),
            byDestinationKind: byKind.mapValues(\.breakdown),
            anomalies: anomalies
        )
    }
}
