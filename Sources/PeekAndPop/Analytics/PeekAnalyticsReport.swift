import Foundation

/// A snapshot of peek-and-pop analytics: overall totals, and the same figures
/// per source host and per destination kind.
///
/// Made by ``PeekAnalytics/report``. Every figure is defined in
/// ``PeekAnalyticsReport/Breakdown``. A session is attributed to the host
/// screen name and the destination kind of its `inPeek` change.
///
/// The report is `Codable` with stable field names, and encodes to stable
/// JSON (sorted keys) with ``jsonString(prettyPrinted:)``:
///
/// ```json
/// {"anomalies":0,"byDestinationKind":{"push":{…}},"byHost":{"Catalog":{…}},"totals":{…}}
/// ```
///
/// ``formatted()`` renders a short table for people.
///
/// `PeekAnalyticsReport` is a `Sendable` value.
public struct PeekAnalyticsReport: Codable, Sendable, Equatable {
    /// The figures over every session.
    public var totals: Breakdown
    /// The figures per source host, keyed by the host screen's name
    /// (``PeekAndPopStateChange/hostScreenName``). Hosts without a peek are absent.
    public var byHost: [String: Breakdown]
    /// The figures per destination kind, keyed by the kind's raw value
    /// (``PeekAndPopStateChange/destinationKind``), such as `push`. Kinds
    /// without a peek are absent.
    public var byDestinationKind: [String: Breakdown]
    /// How many changes did not fit a well-formed sequence and were left out
    /// (or, for a terminal state earlier than its `inPeek`, left out of the
    /// time in peek). See ``PeekAnalytics`` for the rules.
    public var anomalies: Int

    /// Creates a report; ``PeekAnalytics`` makes these, tests may too.
    ///
    /// - Parameters:
    ///   - totals: The figures over every session.
    ///   - byHost: The figures per host screen name.
    ///   - byDestinationKind: The figures per destination kind.
    ///   - anomalies: How many malformed changes were counted.
    public init(
        totals: Breakdown = Breakdown(),
        byHost: [String: Breakdown] = [:],
        byDestinationKind: [String: Breakdown] = [:],
        anomalies: Int = 0
    ) {
        self.totals = totals
        self.byHost = byHost
        self.byDestinationKind = byDestinationKind
        self.anomalies = anomalies
    }

    /// The report as JSON with sorted keys: the same report always gives the
    /// same text.
    ///
    /// Absent optionals (``Breakdown/popThroughRate``,
    /// ``Breakdown/timeInPeek``) are left out. Durations are `Double` seconds.
    ///
    /// - Parameter prettyPrinted: Whether to indent the JSON over several
    ///   lines; by default it is one line.
    /// - Returns: The JSON text, in UTF-8.
    /// - Throws: ``ErrorCode/encodingFailed`` if the report holds a
    ///   non-finite number (only a hand-made report can).
    public func jsonString(prettyPrinted: Bool = false) throws(AnalyticsError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = prettyPrinted ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            throw AnalyticsError(.encodingFailed, "the report could not be encoded: \(error)")
        }
    }
}
