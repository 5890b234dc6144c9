import PeekAndPopTesting
import Testing

/// Yields until the clock has `count` suspended sleepers; fails the test if that never happens.
///
/// Sleepers here are main-actor tasks, so each yield lets every pending one run up to its
/// suspension; the bound only guards against a broken clock hanging the suite.
@MainActor
private func waitForSleepers(
    _ count: Int, on clock: ManualClock, sourceLocation: SourceLocation = #_sourceLocation
) async {
    for _ in 0..<1_000 where clock.sleeperCount != count {
        await Task.yield()
    }
    #expect(clock.sleeperCount == count, sourceLocation: sourceLocation)
}

/// What main-actor sleepers recorded when they woke up, in order.
@MainActor
private final class WakeLog {
    var entries: [String] = []
}

@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ManualClockTests {
    @Test func timeStartsAtTheGivenInstantAndMovesOnlyWhenAdvanced() {
        let clock = ManualClock()
        #expect(clock.now == ManualClock.Instant(offset: .zero))
        #expect(clock.elapsed == .zero)
        #expect(clock.minimumResolution == .zero)

        clock.advance(by: .milliseconds(250))
        #expect(clock.now.offset == .milliseconds(250))
        clock.advance(by: .seconds(1))
        #expect(clock.elapsed == .milliseconds(1_250))
        clock.advance(to: ManualClock.Instant(offset: .seconds(3)))
        #expect(clock.now == ManualClock.Instant(offset: .seconds(3)))
        clock.advance(by: .zero)
        #expect(clock.elapsed == .seconds(3))

        let started = ManualClock(now: ManualClock.Instant(offset: .seconds(-5)))
        #expect(started.elapsed == .seconds(-5))
    }

    @Test func instantsMeasureDurationsAndCompareByOffset() {
        let early = ManualClock.Instant(offset: .seconds(1))
        let late = early.advanced(by: .milliseconds(1_500))
        #expect(late.offset == .milliseconds(2_500))
        #expect(early.duration(to: late) == .milliseconds(1_500))
        #expect(late.duration(to: early) == .milliseconds(-1_500))
        #expect(early < late)
        #expect(!(late < early))
        #expect([late, early].sorted() == [early, late])
    }

    @Test func aSleeperResumesOnlyOnceAdvanceReachesItsDeadline() async throws {
        let clock = ManualClock()
        let log = WakeLog()
        let sleeper = Task {
            try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
            log.entries.append("woke at \(clock.elapsed)")
        }
        await waitForSleepers(1, on: clock)

        clock.advance(by: .milliseconds(999))
        for _ in 0..<10 { await Task.yield() }
        #expect(clock.sleeperCount == 1)
        #expect(log.entries.isEmpty)

        clock.advance(by: .milliseconds(1))
        #expect(clock.sleeperCount == 0)
        try await sleeper.value
        #expect(log.entries == ["woke at \(Duration.seconds(1))"])
    }

    @Test func eachAdvanceResumesExactlyTheSleepersWhoseDeadlinesItReaches() async throws {
        let clock = ManualClock()
        let log = WakeLog()
        let deadlines: [(name: String, seconds: Int)] = [("a", 30), ("b", 10), ("c", 20), ("d", 10), ("e", 50)]
        var sleepers: [Task<Void, any Error>] = []
        for (name, seconds) in deadlines {
            sleepers.append(
                Task {
                    try await clock.sleep(until: .init(offset: .seconds(seconds)))
                    log.entries.append(name)
                }
            )
            // One at a time, so that the starting order is the order of this loop.
            await waitForSleepers(sleepers.count, on: clock)
        }

        // Which sleepers are resumed by each advance is the clock's business and
        // deterministic; the order in which resumed tasks then *run* belongs to
        // the executor (under a parallel test run it may differ), so each step
        // checks the set woken by one advance.
        clock.advance(to: .init(offset: .seconds(10)))
        try await sleepers[1].value
        try await sleepers[3].value
        #expect(Set(log.entries) == ["b", "d"])
        #expect(clock.sleeperCount == 3)

        clock.advance(to: .init(offset: .seconds(40)))
        try await sleepers[2].value
        try await sleepers[0].value
        #expect(Array(log.entries.dropFirst(2)).sorted() == ["a", "c"])
        #expect(clock.sleeperCount == 1)
        #expect(clock.elapsed == .seconds(40))

        clock.advance(by: .seconds(10))
        try await sleepers[4].value
        #expect(log.entries.last == "e")
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationErrorAndRemovesIt() async {
        let clock = ManualClock()
        let log = WakeLog()
        let doomed = Task {
            try await clock.sleep(until: .init(offset: .seconds(1)))
            log.entries.append("doomed")
        }
        let survivor = Task {
            try await clock.sleep(until: .init(offset: .seconds(1)))
            log.entries.append("survivor")
        }
        await waitForSleepers(2, on: clock)

        doomed.cancel()

        #expect(clock.sleeperCount == 1)
        await #expect(throws: CancellationError.self) {
            try await doomed.value
        }
        clock.advance(by: .seconds(1))
        await #expect(throws: Never.self) {
            try await survivor.value
        }
        #expect(log.entries == ["survivor"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func aTaskCancelledBeforeSleepingThrowsWithoutRegistering() async {
        let clock = ManualClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(until: .init(offset: .seconds(1)))
        }
        await #expect(throws: CancellationError.self) {
            try await sleeper.value
        }
        #expect(clock.sleeperCount == 0)
    }

    @Test(arguments: [-1, 0])
    func aDeadlineAlreadyReachedReturnsWithoutAdvancing(secondsFromNow: Int) async throws {
        let clock = ManualClock(now: .init(offset: .seconds(5)))

        try await clock.sleep(until: clock.now.advanced(by: .seconds(secondsFromNow)))

        #expect(clock.sleeperCount == 0)
        #expect(clock.elapsed == .seconds(5))
    }

    @Test func advancingByANegativeDurationTraps() async {
        await #expect(processExitsWith: .failure) {
            ManualClock().advance(by: .seconds(-1))
        }
        await #expect(processExitsWith: .failure) {
            let clock = ManualClock(now: .init(offset: .seconds(2)))
            clock.advance(to: .init(offset: .seconds(1)))
        }
    }
}
