import Synchronization

/// Aggregates peek-and-pop state changes into counts, pop-through rates and
/// time in peek, overall, per source host and per destination kind.
///
/// Built only on the public state stream (S16): feed it live with
/// ``init(observing:)``, or replay a log with ``record(_:)``. Read a snapshot
/// with ``report``.
///
/// ```swift
/// let analytics = PeekAnalytics(observing: engine)
/// // … the user peeks and pops …
/// print(analytics.report.formatted())
/// let json = try analytics.report.jsonString()
/// ```
///
/// ## Definitions
///
/// A session is identified by its ``PeekAndPopStateChange/sessionID``, so one
/// `PeekAnalytics` aggregates the sessions of one engine (session identifiers
/// count from 1 per engine). Every figure of a session goes to the host screen
/// name and the destination kind of its `inPeek` change.
///
/// - A **peek** is an `inPeek` change.
/// - A **pop**, an **action** (by identifier, S24) or an **interruption** (by
///   reason) is the terminal change of a session whose `inPeek` was recorded.
///   The funnel: peek → pop, peek → action, peek → interruption.
/// - The **pop-through rate** is pops ÷ (pops + actions + interruptions): the
///   share of ended peeks that popped; the **action rate** is actions ÷ the
///   same. Peeks still showing do not count; with no ended
///   peek the rate is `nil`, never NaN.
/// - The **time in peek** of a session is its terminal change's timestamp minus
///   its `inPeek` change's timestamp, both read from the engine's injected
///   clock, summarised as minimum, nearest-rank median and 95th percentile,
///   and maximum (see ``PeekAnalyticsReport/DurationStats``); `nil` when no
///   session has ended.
///
/// ## Anomalies
///
/// A malformed sequence never traps and is never counted twice. Each of these
/// changes adds 1 to ``anomalies`` and is otherwise ignored:
///
/// - a terminal change for a session with no recorded `inPeek`;
/// - a second terminal change for a session;
/// - a second `inPeek` for a session (open or ended);
/// - a change that contradicts itself: `interrupted` without a reason, or a
///   reason on another state; `actionSelected` without an action, or an
///   action on another state.
///
/// A terminal change timestamped before its session's `inPeek` also adds 1:
/// it still counts as the session's pop or interruption, but its negative
/// time is left out of the time in peek.
///
/// ## Concurrency
///
/// `PeekAnalytics` is `Sendable`: its state is guarded by a `Mutex`, so
/// ``record(_:)`` and ``report`` may be called from any thread (a replay may
/// run off the main actor), while live changes arrive on the main actor,
/// where the engine publishes. No call out of the type happens under the lock.
///
/// ## Memory
///
/// It keeps one entry per session (to tell a second terminal change from a
/// first) and one duration per ended session (for exact percentiles).
public final class PeekAnalytics: Sendable {
    private let aggregator = Mutex(AnalyticsAggregator())
    private let observation = Mutex<Subscription?>(nil)

    /// Creates an aggregator that records nothing until ``record(_:)`` is called.
    ///
    /// Use it to replay a log of changes, or to feed it from your own observer.
    public init() {}

    /// Creates an aggregator that records every state change of `engine` from
    /// now on.
    ///
    /// It subscribes to the engine's state stream with
    /// ``PeekEngine/observe(_:)`` (a subscription to
    /// ``PeekEngine/stateChanges``) and keeps only the subscription's token:
    /// the engine is never retained, and the subscription ends with
    /// ``stopObserving()`` or when the aggregator is released. If a peek is
    /// active, its `inPeek` is recorded at once (S17), so the session is
    /// counted and its end is not an anomaly.
    ///
    /// - Parameter engine: The engine to observe.
    @MainActor
    public convenience init(observing engine: PeekEngine) {
        self.init()
        let token = engine.observe { [weak self] change in
            self?.record(change)
        }
        observation.withAnnotatedLock { $0 = token }
    }

    /// Records one state change.
    ///
    /// Changes must come in the order they were published (S16); anything
    /// that does not fit a well-formed sequence is counted in ``anomalies``.
    ///
    /// - Parameter change: The change to take into account.
    public func record(_ change: PeekAndPopStateChange) {
        aggregator.withAnnotatedLock { $0.record(change) }
    }

    /// Records a sequence of state changes, in order, such as a saved log.
    ///
    /// - Parameter changes: The changes to take into account.
    public func record<Changes: Sequence<PeekAndPopStateChange>>(contentsOf changes: Changes) {
        let changes = Array(changes)  // Iterate the caller's sequence before taking the lock.
        aggregator.withAnnotatedLock { aggregator in
            for change in changes {
                aggregator.record(change)
            }
        }
    }

    /// A snapshot of everything recorded so far.
    ///
    /// Computed on each access: O(n log n) in the number of ended sessions
    /// (the durations are sorted for the percentiles), outside the lock.
    public var report: PeekAnalyticsReport {
        aggregator.withAnnotatedLock { $0 }.report
    }

    /// How many changes did not fit a well-formed sequence (see the type's
    /// discussion).
    public var anomalies: Int {
        aggregator.withAnnotatedLock { $0.anomalies }
    }

    /// Whether the aggregator is still subscribed to an engine.
    public var isObserving: Bool {
        observation.withAnnotatedLock { token in token.map { !$0.isCancelled } ?? false }
    }

    /// Ends the subscription made by ``init(observing:)``; what was recorded
    /// stays. Does nothing if there is none.
    public func stopObserving() {
        let token = observation.withAnnotatedLock { token in
            defer { token = nil }
            return token
        }
        token?.cancel()
    }
}
