import PeekAndPopTesting
import Testing

/// `waitForSleeper(until:)`: waiting for the sleep a test cares about, whatever else sleeps on the
/// clock (a navigation host's watchdog, say), where a sleeper count miscounts.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ManualClockWaitTests {
    @MainActor
    final class Log {
        var entries: [String] = []
    }

    @Test func waitingForADeadlineIgnoresOtherSleepersAndResumesWhenTheWorkSleeps() async throws {
        let clock = ManualClock()
        let log = Log()
        let watchdog = Task { @MainActor in
            try await clock.sleep(until: .init(offset: .seconds(5)))
            log.entries.append("watchdog")
        }
        let deadline = ManualClock.Instant(offset: .seconds(1))
        let work = Task { @MainActor in
            try await clock.sleep(until: deadline)
            log.entries.append("work")
        }

        await clock.waitForSleeper(until: deadline)
        #expect(clock.sleeperCount == 2)  // the watchdog and the work: counting to 1 would be wrong
        #expect(log.entries == [])

        clock.advance(to: deadline)
        try await work.value
        #expect(log.entries == ["work"])
        clock.advance(by: .seconds(4))
        try await watchdog.value
        #expect(log.entries == ["work", "watchdog"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func waitingForASleeperThatIsAlreadyAsleepReturnsAtOnce() async throws {
        let clock = ManualClock()
        let deadline = ManualClock.Instant(offset: .milliseconds(500))
        let work = Task { @MainActor in try await clock.sleep(until: deadline) }
        await clock.waitForSleeper(until: deadline)
        await clock.waitForSleeper(until: deadline)
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(500))
        try await work.value
        #expect(clock.sleeperCount == 0)
    }
}
