import Synchronization

/// A clock whose time moves only when a test calls ``advance(by:)`` or ``advance(to:)``.
///
/// Inject it wherever the package takes a `Clock` (the engine's timestamps, the gesture
/// recognizer's long-press timing) to make time-dependent behaviour deterministic. Nothing moves
/// its time except `advance`: no wall clock, no frames, no background task.
///
/// ```swift
/// let clock = ManualClock()
/// let deadline = clock.now.advanced(by: .seconds(1))
/// let sleeper = Task { try await clock.sleep(until: deadline) }
/// await clock.waitForSleeper(until: deadline)  // suspended, whatever else sleeps on the clock
/// clock.advance(by: .milliseconds(999))  // still asleep
/// clock.advance(by: .milliseconds(1))    // resumed
/// try await sleeper.value
/// ```
///
/// Resumption is deterministic: when one `advance` passes several deadlines, the sleepers are
/// resumed one at a time in deadline order, ties in the order they started sleeping, and ``now``
/// is set to each deadline just before its sleeper is resumed, then to the final time. Resuming
/// a sleeper schedules its task; it runs when its executor gets to it. Sleepers that call from
/// the same serial actor (for instance `@MainActor` tests) therefore run in exactly that order,
/// because ``sleep(until:tolerance:)`` resumes on its caller's actor.
///
/// `ManualClock` is `Sendable`: every method may be called from any thread. Its state is guarded
/// by a `Mutex`, and no continuation is ever resumed while the mutex is held.
public final class ManualClock: Clock, Sendable {
    /// The clock's duration type: `Swift.Duration`.
    public typealias Duration = Swift.Duration

    /// A point in a ``ManualClock``'s time: a duration since the clock's origin.
    ///
    /// Instants are compared by their offsets. They are plain values: the same instant means
    /// the same thing for any `ManualClock` whose origin is the same.
    ///
    /// `Instant` is `Sendable`.
    public struct Instant: InstantProtocol, Hashable, Sendable, Codable {
        /// The duration since the clock's origin; may be negative.
        public var offset: Duration

        /// Creates an instant at the given offset from the clock's origin.
        ///
        /// - Parameter offset: The duration since the clock's origin.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// Returns the instant that lies the given duration after this one.
        ///
        /// - Parameter duration: The distance to move; may be negative.
        /// - Returns: The instant at `offset + duration`.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// Returns the duration from this instant to another one.
        ///
        /// - Parameter other: The later (or earlier) instant.
        /// - Returns: `other.offset - offset`, negative if `other` is earlier.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether the first instant comes before the second.
        ///
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        /// - Returns: Whether `lhs.offset < rhs.offset`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    /// One suspended call of ``sleep(until:tolerance:)``.
    private struct Sleeper {
        /// The order in which sleeps started; breaks ties between equal deadlines.
        var id: UInt64

        /// The instant at which the sleeper is due.
        var deadline: Instant

        /// Resumed, outside the lock, when the sleeper is due or cancelled.
        var continuation: CheckedContinuation<Void, any Error>
    }

    /// Everything the mutex guards.
    private struct State {
        /// The current time.
        var now: Instant

        /// The id the next sleep gets.
        var nextID: UInt64 = 0

        /// The suspended sleepers, in the order they were registered.
        var sleepers: [Sleeper] = []

        /// Calls of ``waitForSleeper(until:)`` waiting for a sleeper with their deadline.
        var waiters: [(deadline: Instant, continuation: CheckedContinuation<Void, Never>)] = []
    }

    /// The clock's state.
    private let state: Mutex<State>

    /// Creates a clock whose time starts at the given instant.
    ///
    /// - Parameter now: The starting time; by default the clock's origin.
    public init(now: Instant = .init(offset: .zero)) {
        state = Mutex(State(now: now))
    }

    /// The current time; it changes only through ``advance(by:)`` and ``advance(to:)``.
    public var now: Instant {
        state.withAnnotatedLock { $0.now }
    }

    /// The time elapsed since the clock's origin: `now.offset`.
    public var elapsed: Duration {
        now.offset
    }

    /// The smallest measurable duration: zero, since time moves only in the steps a test chooses.
    public var minimumResolution: Duration {
        .zero
    }

    /// The number of calls of ``sleep(until:tolerance:)`` that are currently suspended.
    ///
    /// Tests use it to check that a cancelled sleeper was removed. To wait until a task has
    /// started sleeping, use ``waitForSleeper(until:)``: a count miscounts once something else
    /// (a navigation host's watchdog, say) sleeps on the same clock.
    public var sleeperCount: Int {
        state.withAnnotatedLock { $0.sleepers.count }
    }

    /// Suspends until the clock's time reaches a deadline.
    ///
    /// Returns at once if ``now`` has already reached `deadline`. Otherwise the caller stays
    /// suspended until an ``advance(by:)`` or ``advance(to:)`` reaches the deadline, however long
    /// that takes. The call resumes on the caller's actor (it is `nonisolated(nonsending)`).
    ///
    /// - Parameters:
    ///   - deadline: The instant to wait for.
    ///   - tolerance: Ignored: the clock has no slack to use.
    /// - Throws: `CancellationError` if the task is cancelled before or while sleeping (checked
    ///   before the deadline, as `Task.sleep` does); the sleeper is then removed from the clock.
    nonisolated(nonsending) public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: UInt64? = state.withAnnotatedLock { state in
            if deadline <= state.now {
                return nil
            }
            defer { state.nextID += 1 }
            return state.nextID
        }
        guard let id else {
            return
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, CancellationError>? = state.withAnnotatedLock { state in
                    // The cancellation handler runs only after the flag is set, and takes the same lock,
                    // so checking the flag here means no cancellation can be missed.
                    if Task.isCancelled {
                        return .failure(CancellationError())
                    }
                    if deadline <= state.now {
                        return .success(())
                    }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                    return
                }
                let waiting = state.withAnnotatedLock { state in
                    let matching = state.waiters.filter { $0.deadline == deadline }.map(\.continuation)
                    state.waiters.removeAll { $0.deadline == deadline }
                    return matching
                }
                for waiter in waiting {
                    waiter.resume()
                }
            }
        } onCancel: {
            let continuation = state.withAnnotatedLock { state in
                state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0).continuation }
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Suspends until a call of ``sleep(until:tolerance:)`` with exactly this deadline is
    /// suspended on the clock; returns at once if one already is.
    ///
    /// This is how a test waits for the work it cares about to reach its sleep, whatever else
    /// sleeps on the same clock. Counting sleepers (``sleeperCount``) miscounts as soon as
    /// something else sleeps too — a navigation host's watchdog or retain-cycle check, another
    /// task — while a deadline names the sleep the test expects:
    ///
    /// ```swift
    /// let deadline = clock.now.advanced(by: .seconds(1))
    /// let work = Task { try await clock.sleep(until: deadline) }
    /// await clock.waitForSleeper(until: deadline)   // the work is now asleep, until exactly 1 s
    /// clock.advance(to: deadline)                   // resumed
    /// try await work.value
    /// ```
    ///
    /// The wait involves no wall clock and no polling: the sleep resumes it when it registers.
    /// If no such sleep ever comes, the wait lasts until the test's time limit.
    ///
    /// - Parameter deadline: The deadline of the sleep to wait for.
    public func waitForSleeper(until deadline: Instant) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isAsleep = state.withAnnotatedLock { state in
                if state.sleepers.contains(where: { $0.deadline == deadline }) {
                    return true
                }
                state.waiters.append((deadline, continuation))
                return false
            }
            if isAsleep {
                continuation.resume()
            }
        }
    }

    /// Moves the clock's time forward by a duration, resuming every sleeper that becomes due.
    ///
    /// Sleepers are resumed in deadline order, ties in the order they started sleeping; ``now``
    /// is set to each deadline before its sleeper is resumed, then to the final time. A sleep
    /// that starts during the advance with a deadline it covers is resumed too.
    ///
    /// ```swift
    /// clock.advance(by: .milliseconds(500))
    /// ```
    ///
    /// - Parameter duration: How far to move; must not be negative (that traps).
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "ManualClock.advance(by:): the duration must not be negative")
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock's time forward to an instant, resuming every sleeper that becomes due.
    ///
    /// Advancing to the current time resumes nothing new and changes nothing. See
    /// ``advance(by:)`` for the order of resumption.
    ///
    /// - Parameter instant: The new time; must not be earlier than ``now`` (that traps).
    public func advance(to instant: Instant) {
        let start = now
        precondition(instant >= start, "ManualClock.advance(to:): time must not go backwards")
        while let continuation = nextDueSleeper(through: instant) {
            continuation.resume()
        }
    }

    /// Removes the earliest sleeper due by `instant` and moves `now` to its deadline; when none is
    /// left, moves `now` to `instant` and returns `nil`.
    private func nextDueSleeper(through instant: Instant) -> CheckedContinuation<Void, any Error>? {
        state.withAnnotatedLock { state in
            var earliest: Int?
            for index in state.sleepers.indices where state.sleepers[index].deadline <= instant {
                let sleeper = state.sleepers[index]
                if let best = earliest {
                    let current = state.sleepers[best]
                    if (sleeper.deadline, sleeper.id) < (current.deadline, current.id) {
                        earliest = index
                    }
                } else {
                    earliest = index
                }
            }
            guard let earliest else {
                state.now = Swift.max(state.now, instant)
                return nil
            }
            let sleeper = state.sleepers.remove(at: earliest)
            state.now = Swift.max(state.now, sleeper.deadline)
            return sleeper.continuation
        }
    }
}
