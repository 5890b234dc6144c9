extension PeekAnalyticsReport {
    /// The figures for one group of sessions: all of them, one host's, or one
    /// destination kind's.
    ///
    /// - ``peeks``: sessions whose `inPeek` was recorded.
    /// - ``pops``: those of them that ended `popped`.
    /// - ``actions``: those of them that ended `actionSelected`, by action
    ///   identifier (S24): the funnel's "peek → action".
    /// - ``interruptions``: those of them that ended `interrupted`, by reason.
    /// - ``popThroughRate``: pops divided by the peeks that *ended* (pops plus
    ///   actions plus interruptions); peeks still showing are left out. `nil`
    ///   while no peek has ended, never NaN.
    /// - ``actionRate``: actions divided by the peeks that ended; `nil` while
    ///   no peek has ended.
    /// - ``timeInPeek``: for each ended session, the terminal change's
    ///   timestamp minus its `inPeek` change's timestamp (both from the
    ///   engine's injected clock), summarised; `nil` while there is none.
    ///
    /// `Breakdown` is a `Sendable` value.
    public struct Breakdown: Codable, Sendable, Equatable {
        /// How many sessions reached peek (published `inPeek`).
        public var peeks: Int
        /// How many sessions ended `popped`.
        public var pops: Int
        /// How many sessions ended `actionSelected`, keyed by the action's
        /// identifier (``PreviewAction/ID/rawValue``, such as `share`) (S24).
        /// Actions never chosen are absent.
        public var actions: [String: Int]
        /// How many sessions ended `interrupted`, keyed by the reason's raw
        /// value (the `rawValue` of an ``InterruptionReason``, such as `released`).
        /// Reasons that never happened are absent.
        public var interruptions: [String: Int]
        /// Pops divided by ended peeks (pops plus actions plus
        /// interruptions), from 0 to 1; `nil` when no peek has ended.
        public var popThroughRate: Double?
        /// Time spent in peek by the ended sessions; `nil` when there is none.
        public var timeInPeek: DurationStats?

        /// Creates a breakdown; ``PeekAnalytics`` makes these, tests may too.
        ///
        /// - Parameters:
        ///   - peeks: Sessions that reached peek.
        ///   - pops: Sessions that ended popped.
        ///   - actions: Sessions that ended with an action, by action identifier.
        ///   - interruptions: Sessions that ended interrupted, by reason raw value.
        ///   - popThroughRate: Pops divided by ended peeks, or `nil`.
        ///   - timeInPeek: Time in peek of the ended sessions, or `nil`.
        public init(
            peeks: Int = 0,
            pops: Int = 0,
            actions: [String: Int] = [:],
            interruptions: [String: Int] = [:],
            popThroughRate: Double? = nil,
            timeInPeek: DurationStats? = nil
        ) {
            self.peeks = peeks
            self.pops = pops
            self.actions = actions
            self.interruptions = interruptions
            self.popThroughRate = popThroughRate
            self.timeInPeek = timeInPeek
        }

        private enum CodingKeys: String, CodingKey {
            case peeks, pops, actions, interruptions, popThroughRate, timeInPeek
        }

        /// Decodes a breakdown; one written before preview actions existed
        /// (without `actions`) decodes with none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                peeks: try container.decode(Int.self, forKey: .peeks),
                pops: try container.decode(Int.self, forKey: .pops),
                actions: try container.decodeIfPresent([String: Int].self, forKey: .actions) ?? [:],
                interruptions: try container.decode([String: Int].self, forKey: .interruptions),
                popThroughRate: try container.decodeIfPresent(Double.self, forKey: .popThroughRate),
                timeInPeek: try container.decodeIfPresent(DurationStats.self, forKey: .timeInPeek)
            )
        }

        /// How many sessions ended `actionSelected`, whatever the action (S24).
        public var actionCount: Int { actions.values.reduce(0, +) }

        /// Actions divided by ended peeks (pops plus actions plus
        /// interruptions), from 0 to 1; `nil` when no peek has ended (S24).
        public var actionRate: Double? {
            let ended = pops + actionCount + interruptionCount
            return ended > 0 ? Double(actionCount) / Double(ended) : nil
        }

        /// How many sessions ended `interrupted`, whatever the reason.
        public var interruptionCount: Int { interruptions.values.reduce(0, +) }

        /// How many sessions are still in peek: peeks that have not ended yet.
        public var peeksInProgress: Int { peeks - pops - actionCount - interruptionCount }
    }

    /// A summary of durations, in `Double` seconds.
    ///
    /// Percentiles use the **nearest-rank** method: with the `n` durations
    /// sorted ascending and numbered from 1, the `p`-th percentile is the
    /// duration of rank `⌈p × n / 100⌉` (at least 1). It is always one of the
    /// recorded durations, never an interpolation. The median is the 50th
    /// percentile, so with an even count it is the lower of the two middle
    /// values; with fewer than 20 durations the 95th percentile is the maximum.
    ///
    /// For 100, 200, …, 1000 ms: minimum 0.1, median 0.5 (rank 5), p95 1.0
    /// (rank 10), maximum 1.0.
    ///
    /// `DurationStats` is a `Sendable` value.
    public struct DurationStats: Codable, Sendable, Equatable {
        /// How many durations were summarised (at least 1).
        public var count: Int
        /// The shortest duration, in seconds.
        public var minimumSeconds: Double
        /// The median (nearest-rank 50th percentile), in seconds.
        public var medianSeconds: Double
        /// The nearest-rank 95th percentile, in seconds.
        public var p95Seconds: Double
        /// The longest duration, in seconds.
        public var maximumSeconds: Double

        /// Creates a summary from its figures.
        ///
        /// - Parameters:
        ///   - count: How many durations were summarised.
        ///   - minimumSeconds: The shortest, in seconds.
        ///   - medianSeconds: The nearest-rank median, in seconds.
        ///   - p95Seconds: The nearest-rank 95th percentile, in seconds.
        ///   - maximumSeconds: The longest, in seconds.
        public init(
            count: Int,
            minimumSeconds: Double,
            medianSeconds: Double,
            p95Seconds: Double,
            maximumSeconds: Double
        ) {
            self.count = count
            self.minimumSeconds = minimumSeconds
            self.medianSeconds = medianSeconds
            self.p95Seconds = p95Seconds
            self.maximumSeconds = maximumSeconds
        }

        /// Summarises `durations` (in any order); `nil` if there are none.
        ///
        /// - Parameter durations: The durations to summarise.
        public init?(_ durations: [Duration]) {
            guard !durations.isEmpty else { return nil }
            let sorted = durations.sorted()
            func percentile(_ percent: Int) -> Double {
                sorted[Self.nearestRank(percent: percent, count: sorted.count) - 1].analyticsSeconds
            }
            self.init(
                count: sorted.count,
                minimumSeconds: sorted[0].analyticsSeconds,
                medianSeconds: percentile(50),
                p95Seconds: percentile(95),
                maximumSeconds: sorted[sorted.count - 1].analyticsSeconds
            )
        }

        /// The 1-based nearest rank of the `percent`-th percentile of `count`
        /// sorted values: `⌈percent × count / 100⌉`, at least 1, computed in
        /// integers so that no rounding error can move it.
        static func nearestRank(percent: Int, count: Int) -> Int {
            max(1, (percent * count + 99) / 100)
        }
    }
}
