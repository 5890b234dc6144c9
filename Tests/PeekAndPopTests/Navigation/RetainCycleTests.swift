import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A screen that keeps itself alive through a closure capturing `self`.
@MainActor
private final class LeakyScreen: Screen {
    let router: ModuleRouter
    var onAppear: (() -> Void)?

    init(seed: RouterSeed) {
        router = ModuleRouter(seed: seed)
        onAppear = { _ = self.router }
    }

    var screenName: String { "Leaky" }

    func breakCycle() { onAppear = nil }
}

@MainActor
private final class WeakLeaky {
    weak var screen: LeakyScreen?
}

@MainActor
struct RetainCycleTests {
    @Test func aScreenThatOutlivesItsRemovalIsReportedAfterTheGracePeriod() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let leaky = WeakLeaky()
        try fixture.router("Home").push { seed in
            let screen = LeakyScreen(seed: seed)
            leaky.screen = screen
            return screen
        }
        try fixture.router("Home").push(fixture.built.make("Clean"))
        fixture.clock.advance(by: .milliseconds(500))

        try fixture.router("Home").focusOnCurrentModule()
        #expect(fixture.host.snapshot().description == "stack#1[Home]")
        #expect(fixture.built["Clean"] == nil, "a screen without a cycle goes away at once")
        #expect(leaky.screen != nil)

        fixture.clock.advance(by: .milliseconds(999))
        #expect(fixture.host.checkForRetainCycles() == [])
        #expect(fixture.diagnostics.codes == [])

        fixture.clock.advance(by: .milliseconds(1))
        let suspects = fixture.host.checkForRetainCycles()

        #expect(suspects.map(\.name) == ["Leaky"])
        #expect(fixture.diagnostics.codes == [.possibleRetainCycle])
        #expect(
            fixture.diagnostics.diagnostics.first?.message
                == "Leaky left the navigation tree at 0.5 seconds and is still alive 1.0 seconds later; "
                + "something retains it (a closure capturing self?)"
        )
        #expect(fixture.host.checkForRetainCycles() == [], "each removal is reported once")
        leaky.screen?.breakCycle()
        #expect(leaky.screen == nil)
    }

    /// A diagnostics sink that changes the tree while a retain cycle is
    /// reported (user code, called out to): a screen that leaves the tree
    /// then is watched in its turn, not forgotten with the removals that were
    /// being checked (decide, call out, re-read).
    @Test func aScreenThatLeavesWhileARetainCycleIsReportedIsCheckedInItsTurn() throws {
        let clock = ManualClock()
        let recorder = DiagnosticsRecorder()
        let onReport = NavBox<(@MainActor () -> Void)?>(nil)
        let sink = DiagnosticsSink { diagnostic in
            recorder.sink.report(diagnostic)
            MainActor.assumeIsolated { onReport.value?() }
        }
        let host = NavigationHost(
            engine: PeekEngine(clock: clock, diagnostics: sink),
            clock: clock,
            retainCycleGracePeriod: .seconds(1)
        )
        let first = WeakLeaky()
        let second = WeakLeaky()
        host.setRoot(
            .stack([
                Built().make("Home"),
                { seed in
                    let screen = LeakyScreen(seed: seed)
                    first.screen = screen
                    return screen
                },
                { seed in
                    let screen = LeakyScreen(seed: seed)
                    second.screen = screen
                    return screen
                },
            ]))
        let stack = try #require(host.topmostStack)
        #expect(host.handleInteractivePop(in: stack))
        clock.advance(by: .seconds(1))
        onReport.value = {
            onReport.value = nil
            #expect(host.handleInteractivePop(in: stack), "the sink pops the first leaky screen")
        }

        #expect(host.checkForRetainCycles().map(\.name) == ["Leaky"], "the second leaky screen")
        #expect(host.snapshot().description == "stack#1[Home]")
        clock.advance(by: .seconds(1))
        #expect(host.checkForRetainCycles().map(\.name) == ["Leaky"], "the first, popped while the second was reported")

        #expect(recorder.codes == [.possibleRetainCycle, .possibleRetainCycle])
        first.screen?.breakCycle()
        second.screen?.breakCycle()
        #expect(first.screen == nil && second.screen == nil)
    }

    @Test func theRetainCycleCheckRunsOnItsOwnOnTheHostsClock() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let leaky = WeakLeaky()
        try fixture.router("Home").push { seed in
            let screen = LeakyScreen(seed: seed)
            leaky.screen = screen
            return screen
        }
        #expect(fixture.host.handleInteractivePop(in: try #require(fixture.host.topmostStack)))
        #expect(leaky.screen != nil)

        for _ in 0..<1000 where fixture.clock.sleeperCount == 0 {
            await Task.yield()
        }
        fixture.clock.advance(by: .seconds(1))
        for _ in 0..<1000 where fixture.diagnostics.codes.isEmpty {
            await Task.yield()
        }

        #expect(fixture.diagnostics.codes == [.possibleRetainCycle])
        leaky.screen?.breakCycle()
    }

    @Test func aRemovedScreenThatIsBackInTheTreeIsNotReported() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        try fixture.router("Home").push(fixture.built.make("Detail"))
        let detail = try #require(fixture.built["Detail"])

        try fixture.router("Home").focusOnCurrentModule()
        fixture.host.registerRouteHandler(for: "again") { _ in [.push { _ in detail }] }
        try fixture.host.openRelative("/again")
        fixture.clock.advance(by: .seconds(1))

        #expect(fixture.host.checkForRetainCycles() == [])
        #expect(fixture.diagnostics.codes == [])
    }

    @Test func historyHoldsItsScreensWeakly() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let outcome = try fixture.router("Home").push(fixture.built.make("Detail"))
        #expect(fixture.host.record(for: outcome.transitionID)?.destination === fixture.built["Detail"])

        try fixture.router("Detail").dismissCurrentModule()

        let record = try #require(fixture.host.record(for: outcome.transitionID))
        #expect(record.destination == nil)
        #expect(record.label == "push Detail")
        #expect(fixture.built.wasMade("Detail") && fixture.built["Detail"] == nil)
        #expect(fixture.host.history.map(\.kind) == [.push, .dismiss])
    }

    @Test func historyKeepsItsLimit() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.historyLimit = 2
        for name in ["A", "B", "C"] {
            try fixture.router("Home").push(fixture.built.make(name))
        }
        #expect(fixture.host.history.map(\.label) == ["push B", "push C"])
        #expect(fixture.host.record(for: TransitionID(rawValue: 1)) == nil)
    }

    @Test func historyKeepsItsOrderAsTheOldestRecordsGoAndAsItsLimitChanges() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.historyLimit = 3
        var ids: [String: TransitionID] = [:]
        func push(_ names: String...) throws {
            for name in names {
                ids[name] = try fixture.router("Home").push(fixture.built.make(name)).transitionID
            }
        }
        try push("A", "B", "C", "D", "E")
        #expect(fixture.host.history.map(\.label) == ["push C", "push D", "push E"])
        #expect(fixture.host.record(for: try #require(ids["E"]))?.label == "push E")
        #expect(fixture.host.record(for: try #require(ids["C"]))?.label == "push C")
        #expect(fixture.host.record(for: try #require(ids["B"])) == nil)

        fixture.host.historyLimit = 2
        try push("F")
        #expect(fixture.host.history.map(\.label) == ["push E", "push F"])

        fixture.host.historyLimit = 4
        try push("G", "H", "I")
        #expect(fixture.host.history.map(\.label) == ["push F", "push G", "push H", "push I"])
        #expect(fixture.host.record(for: try #require(ids["F"]))?.label == "push F")

        fixture.host.historyLimit = 0
        try push("J")
        #expect(fixture.host.history.isEmpty)
        #expect(fixture.host.record(for: try #require(ids["J"])) == nil)
    }
}
