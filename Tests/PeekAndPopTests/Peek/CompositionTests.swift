import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// The engine's bound on deciding again after user code changed the state.
private enum PeekEngineLimits {
    static let rounds = 16
}

/// An engine harness that also records the raw state stream, unfiltered.
@MainActor
private final class RawHarness {
    let harness: EngineHarness
    let raw: EventRecorder<PeekAndPopStateChange>

    init(policy: LateTransitionPolicy = .interruptPeek) {
        harness = EngineHarness(policy: policy)
        raw = EventRecorder(harness.engine.stateChanges)
    }

    var engine: PeekEngine { harness.engine }
    var rawSummaries: [String] { raw.events.map(\.summary) }

    /// A source at row `index` whose `onPeek` pushes a screen named `name`.
    func row(_ index: Int, pushing name: String) -> PreviewingContext {
        harness.registerPushing(
            TestScreen(name),
            from: harness.makeSource("row\(index)", frame: Rect(x: 0, y: Double(index) * 44, width: 320, height: 44))
        )
    }
}

/// Composition: user code that the engine calls out to calls back in (S22).
/// Every test asserts the whole raw state stream: exactly one terminal state
/// per session that published `inPeek`, in S16's order.
@MainActor
struct CompositionTests {
    // Issue defect 1 (S6, S16, S18, S22): an observer that starts a new peek
    // from `interrupted(superseded)` starts a real peek, which the request
    // being served then supersedes in turn.
    @Test func aPeekStartedByAnObserverOfSupersededIsSupersededInTurn() throws {
        let app = RawHarness()
        let first = app.row(0, pushing: "first")
        let second = app.row(1, pushing: "second")
        let third = app.row(2, pushing: "third")
        let starter = app.engine.observe { change in
            if change.sessionID == SessionID(rawValue: 1), change.interruptionReason == .superseded {
                _ = app.engine.preview(for: third, at: .zero)
            }
        }
        _ = try #require(app.engine.preview(for: first, at: .zero))
        let preview = try #require(app.engine.preview(for: second, at: .zero)) as? TestScreen

        #expect(preview?.name == "second")
        #expect(app.engine.activePeek?.sessionID == SessionID(rawValue: 3))
        #expect(
            app.rawSummaries == [
                "session#1 inPeek", "session#1 interrupted(superseded)", "session#2 inPeek",
                "session#2 interrupted(superseded)", "session#3 inPeek",
            ]
        )
        app.engine.interrupt(.released)
        #expect(app.rawSummaries.last == "session#3 interrupted(released)")
        withExtendedLifetime(starter) {}
    }

    // Issue defect 2 (S11, S22): the late call is never performed while a
    // peek that an observer started meanwhile is showing.
    @Test func aLateCallInterruptsAPeekThatAnObserverStartedMeanwhileBeforeItIsPerformed() throws {
        let app = RawHarness()
        let first = app.row(0, pushing: "first")
        let second = app.row(1, pushing: "second")
        let starter = app.engine.observe { change in
            if change.sessionID == SessionID(rawValue: 1), change.interruptionReason == .interruptedByRouting {
                _ = app.engine.preview(for: second, at: .zero)
            }
        }
        _ = try #require(app.engine.preview(for: first, at: .zero))
        let outcome = app.engine.route(app.harness.push(TestScreen("late")))

        #expect(outcome == .performed(TransitionID(rawValue: 2)))
        #expect(app.engine.activePeek == nil)
        #expect(app.harness.stack.map(\.name) == ["late"])
        #expect(
            app.rawSummaries == [
                "session#1 inPeek", "session#1 interrupted(interruptedByRouting)", "session#2 inPeek",
                "session#2 interrupted(interruptedByRouting)",
            ]
        )
        withExtendedLifetime(starter) {}
    }

    // S11 with the deferring policy: the late call keeps the peek, waits for
    // its resolution, then runs as an ordinary call.
    @Test func withTheDeferringPolicyALateCallWaitsAndRunsAfterTheResolution() throws {
        let app = RawHarness(policy: .deferUntilResolved)
        let first = app.row(0, pushing: "first")
        _ = try #require(app.engine.preview(for: first, at: .zero))
        let outcome = app.engine.route(app.harness.push(TestScreen("late")))
        #expect(outcome == .deferred(TransitionID(rawValue: 2), until: SessionID(rawValue: 1)))
        app.engine.interrupt(.released)
        #expect(app.harness.stack.map(\.name) == ["late"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
    }

    /// Registers a source whose `onPeek` freezes a push of `detail` whose
    /// check runs `duringCheck` at commit.
    private func registerCheckedPush(
        _ app: RawHarness,
        _ detail: TestScreen,
        duringCheck: @escaping @MainActor () -> TransitionCheck
    ) -> PreviewingContext {
        let harness = app.harness
        return harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(
                Transition(
                    kind: .push,
                    destination: detail,
                    phasedCheck: { phase in phase == .commit ? duringCheck() : .ready }
                ) {
                    harness.log.append("perform push \(detail.name)")
                    harness.stack.append(detail)
                }
            )
        }
    }

    // Issue defect 3 (S22): `interrupt()` from a commit's check is refused.
    @Test func interruptFromACommitCheckIsRefusedAndTheCommitPops() throws {
        let app = RawHarness()
        var interrupted: Bool?
        let detail = TestScreen("detail")
        let context = registerCheckedPush(app, detail) {
            interrupted = app.engine.interrupt(.cancelledByHost)
            return .ready
        }
        try app.engine.commit(try #require(app.engine.preview(for: context, at: .zero)))

        #expect(interrupted == false)
        #expect(app.harness.stack.map(\.name) == ["detail"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 popped"])
        #expect(app.harness.diagnostics.codes == [.requestRefused])
    }

    // Issue defect 3 (S22): `route()` from a commit's check runs after `popped`.
    @Test func routingFromACommitCheckRunsAfterTheSessionResolves() throws {
        let app = RawHarness()
        var outcome: RoutingOutcome?
        var streamWhenPerformed: [String] = []
        let banner = Transition(kind: .push, destination: TestScreen("banner")) {
            streamWhenPerformed = app.rawSummaries
            app.harness.log.append("perform push banner")
        }
        let context = registerCheckedPush(app, TestScreen("detail")) {
            outcome = app.engine.route(banner)
            return .ready
        }
        try app.engine.commit(try #require(app.engine.preview(for: context, at: .zero)))

        #expect(outcome == .deferred(TransitionID(rawValue: 2), until: SessionID(rawValue: 1)))
        #expect(streamWhenPerformed == ["session#1 inPeek", "session#1 popped"])
        #expect(
            app.harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped",
                "perform push banner",
            ]
        )
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    // Issue defect 3 (S22): `preview(...)` from a commit's check is refused.
    @Test func previewFromACommitCheckIsRefusedAndLeavesNoPeekBehind() throws {
        let app = RawHarness()
        let other = app.row(1, pushing: "other")
        var nested: (any Screen)?
        let context = registerCheckedPush(app, TestScreen("detail")) {
            nested = app.engine.preview(for: other, at: .zero)
            return .ready
        }
        try app.engine.commit(try #require(app.engine.preview(for: context, at: .zero)))

        #expect(nested == nil)
        #expect(app.engine.activePeek == nil)
        #expect(app.harness.stack.map(\.name) == ["detail"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    // Issue defect 3 (S22): `commitActivePeek()` from a commit's check throws.
    @Test func commitFromACommitCheckThrowsReentrantRequestAndPopsOnce() throws {
        let app = RawHarness()
        var nested: PeekError?
        var selected: PeekError?
        let context = registerCheckedPush(app, TestScreen("detail")) {
            do throws(PeekError) { try app.engine.commitActivePeek() } catch { nested = error }
            do throws(PeekError) { try app.engine.selectAction("any") } catch { selected = error }
            return .ready
        }
        try app.engine.commit(try #require(app.engine.preview(for: context, at: .zero)))

        #expect(nested?.code == .reentrantRequest)
        #expect(selected?.code == .reentrantRequest)
        #expect(app.harness.stack.map(\.name) == ["detail"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    // Issue defect 3 (S22): the everyday interceptor presents the login screen,
    // then vetoes: the peek ends `vetoed`, then the login screen is presented.
    @Test func anInterceptorThatPresentsLoginThenVetoesEndsVetoedThenPresentsLogin() throws {
        let app = RawHarness()
        var streamWhenPresented: [String] = []
        let login = Transition(kind: .presentModally, destination: TestScreen("login")) {
            streamWhenPresented = app.rawSummaries
            app.harness.log.append("present login")
        }
        let context = registerCheckedPush(app, TestScreen("account")) {
            app.engine.route(login)
            return .vetoed("login required")
        }
        let preview = try #require(app.engine.preview(for: context, at: .zero))
        let error = #expect(throws: PeekError.self) { try app.engine.commit(preview) }

        #expect(error?.code == .transitionVetoed)
        #expect(app.harness.stack.isEmpty)
        #expect(streamWhenPresented == ["session#1 inPeek", "session#1 interrupted(vetoed)"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(vetoed)"])
        #expect(
            app.harness.log == [
                "onPeek row", "state session#1 inPeek", "state session#1 interrupted(vetoed)", "present login",
            ]
        )
    }

    // S22: a check that lets go of the host's registration: the commit looks
    // again and ends the peek instead of performing.
    @Test func aCheckThatUnregistersTheSourceEndsThePeekInsteadOfPopping() throws {
        let app = RawHarness()
        let context = registerCheckedPush(app, TestScreen("detail")) {
            app.engine.unregisterAll(of: app.harness.host)
            return .ready
        }
        let preview = try #require(app.engine.preview(for: context, at: .zero))
        let error = #expect(throws: PeekError.self) { try app.engine.commit(preview) }

        #expect(error?.code == .sessionInterrupted)
        #expect(app.harness.stack.isEmpty)
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(sourceUnregistered)"])
    }

    // Issue defect 4 (S6): reads end a peek whose host screen went away.
    @Test func readingActivePeekEndsAPeekWhoseHostWentAway() throws {
        let app = RawHarness()
        var host: TestScreen? = TestScreen("host")
        let context = app.engine.register(host: host!, sourceView: app.harness.makeSource("row")) { _, _ in
            app.engine.route(app.harness.push(TestScreen("detail")))
        }
        _ = try #require(app.engine.preview(for: context, at: .zero))
        host = nil

        #expect(app.engine.activePeek == nil)
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(hostScreenGone)"])
    }

    // Issue defect 4 (S6): so does a window-wide request at a point with no source.
    @Test func aPreviewAtAPointWithNoSourceEndsAPeekWhoseHostWentAway() throws {
        let app = RawHarness()
        var host: TestScreen? = TestScreen("host")
        let context = app.engine.register(host: host!, sourceView: app.harness.makeSource("row")) { _, _ in
            app.engine.route(app.harness.push(TestScreen("detail")))
        }
        _ = try #require(app.engine.preview(for: context, at: .zero))
        host = nil

        #expect(app.engine.preview(at: Point(x: 10, y: 400), in: app.harness.window) == nil)
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(hostScreenGone)"])
    }

    // Issue defect 5 (S16): every change carries the preview screen while it is
    // alive, the terminal one included — also when the terminal state is
    // queued behind the delivery of another change; the screen is released
    // afterwards (S19).
    @Test(arguments: [false, true])
    func theTerminalChangeCarriesThePreviewScreen(endedByAnObserver: Bool) throws {
        let app = RawHarness()
        weak var weakDetail: TestScreen?
        let context = app.harness.register(app.harness.makeSource("row")) { _, _ in
            let detail = TestScreen("detail")
            weakDetail = detail
            app.engine.route(app.harness.push(detail))
        }
        let interrupter = app.engine.observe { change in
            if endedByAnObserver, change.state == .inPeek {
                app.engine.interrupt(.cancelledByHost)
            }
        }
        var seen: [String] = []
        let checker = app.engine.stateChanges.subscribe { change in
            MainActor.assumeIsolated {
                seen.append("\(change.summary) \((change.previewScreen as? TestScreen)?.name ?? "nil")")
            }
        }
        _ = app.engine.preview(for: context, at: .zero)
        if !endedByAnObserver {
            app.engine.interrupt(.released)
        }
        let reason = endedByAnObserver ? "cancelledByHost" : "released"
        #expect(seen == ["session#1 inPeek detail", "session#1 interrupted(\(reason)) detail"])
        #expect(weakDetail == nil)
        withExtendedLifetime((interrupter, checker)) {}
    }

    // S16, S19: a session that an observer starts and ends inside a delivery
    // keeps its preview screen until every observer has seen both changes.
    @Test func aSessionStartedAndEndedInsideADeliveryKeepsItsScreenUntilDelivered() throws {
        let app = RawHarness()
        let first = app.row(0, pushing: "first")
        let second = app.row(1, pushing: "second")
        weak var weakThird: TestScreen?
        let third = app.harness.register(app.harness.makeSource("row2")) { _, _ in
            let screen = TestScreen("third")
            weakThird = screen
            app.engine.route(app.harness.push(screen))
        }
        let starter = app.engine.observe { change in
            if change.sessionID == SessionID(rawValue: 1), change.state == .interrupted {
                _ = app.engine.preview(for: third, at: .zero)
                app.engine.interrupt(.cancelledByHost)
            }
        }
        var seen: [String] = []
        let checker = app.engine.stateChanges.subscribe { change in
            MainActor.assumeIsolated {
                seen.append("\(change.summary) \((change.previewScreen as? TestScreen)?.name ?? "nil")")
            }
        }
        _ = try #require(app.engine.preview(for: first, at: .zero))
        _ = try #require(app.engine.preview(for: second, at: .zero))

        #expect(
            seen == [
                "session#1 inPeek first", "session#1 interrupted(superseded) first", "session#2 inPeek third",
                "session#2 interrupted(cancelledByHost) third", "session#3 inPeek second",
            ]
        )
        #expect(weakThird == nil)
        withExtendedLifetime((starter, checker)) {}
    }

    // Issue defect 6 (S23): a transition whose check refuses it at capture is
    // not frozen, so there is no preview and nothing is published.
    @Test func aTransitionRefusedAtCaptureIsNotFrozenAndThereIsNoPreview() throws {
        let app = RawHarness()
        var asked: [TransitionCheck.Phase] = []
        let shownElsewhere = TestScreen("shown elsewhere")
        let context = app.harness.register(app.harness.makeSource("row")) { _, _ in
            let outcome = app.engine.route(
                Transition(
                    kind: .presentModally,
                    destination: shownElsewhere,
                    phasedCheck: { phase in
                        asked.append(phase)
                        return .stale("already in the tree")
                    },
                    perform: { app.harness.log.append("perform present") }
                )
            )
            app.harness.log.append("outcome \(outcome)")
        }
        #expect(app.engine.preview(for: context, at: .zero) == nil)
        #expect(asked == [.capture])
        #expect(app.harness.log == ["onPeek row", "outcome discarded(transition#1)"])
        #expect(app.rawSummaries == [])
        #expect(app.harness.diagnostics.codes == [.transitionRefused])
    }

    // S23: a refused transition does not hide a later one that shows a screen.
    @Test func aLaterTransitionBecomesThePreviewWhenTheFirstIsRefusedAtCapture() throws {
        let app = RawHarness()
        let context = app.harness.register(app.harness.makeSource("row")) { _, _ in
            app.engine.route(
                Transition(kind: .push, destination: TestScreen("refused"), check: { .vetoed("no") }) {
                    app.harness.log.append("perform refused")
                }
            )
            app.engine.route(app.harness.push(TestScreen("accepted")))
        }
        let preview = try #require(app.engine.preview(for: context, at: .zero) as? TestScreen)
        #expect(preview.name == "accepted")
        #expect(app.engine.activePeek?.frozenTransition.entries.map(\.label) == ["push accepted"])
        try app.engine.commit(preview)
        #expect(app.harness.stack.map(\.name) == ["accepted"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    // S23: the host screen itself is on screen already and is never a preview.
    @Test func theHostScreenIsNeverThePreview() {
        let app = RawHarness()
        let context = app.harness.register(app.harness.makeSource("row")) { _, _ in
            app.engine.route(app.harness.push(app.harness.host))
        }
        #expect(app.engine.preview(for: context, at: .zero) == nil)
        #expect(app.harness.log == ["onPeek row"])
        #expect(app.rawSummaries == [])
    }

    // S23: the check is asked again at commit, with the phase.
    @Test func aFrozenTransitionIsCheckedAtCaptureAndAtCommit() throws {
        let app = RawHarness()
        var asked: [TransitionCheck.Phase] = []
        let detail = TestScreen("detail")
        let context = app.harness.register(app.harness.makeSource("row")) { _, _ in
            app.engine.route(
                Transition(
                    kind: .push,
                    destination: detail,
                    phasedCheck: { phase in
                        asked.append(phase)
                        return .ready
                    },
                    perform: { app.harness.stack.append(detail) }
                )
            )
        }
        try app.engine.commit(try #require(app.engine.preview(for: context, at: .zero)))
        app.engine.route(
            Transition(
                kind: .push,
                phasedCheck: { phase in
                    asked.append(phase)
                    return .ready
                }
            ) {}
        )
        #expect(asked == [.capture, .commit, .perform])
    }

    // S10, S22: one press peeks once, even when an observer ended its peek at once.
    @Test func aPressWhosePeekWasEndedByAnObserverDoesNotPeekAtTheNextSource() throws {
        let app = RawHarness()
        let front = app.harness.registerPushing(
            TestScreen("front"),
            from: app.harness.makeSource("front", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        )
        let back = app.harness.registerPushing(
            TestScreen("back"),
            from: app.harness.makeSource("back", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        )
        let interrupter = app.engine.observe { change in
            if change.state == .inPeek { app.engine.interrupt(.cancelledByHost) }
        }
        let gesture = app.engine.makeGestureID()
        #expect(app.engine.preview(for: back, at: .zero, gesture: gesture) == nil)
        #expect(app.engine.preview(for: front, at: .zero, gesture: gesture) == nil)
        #expect(app.harness.log.filter { $0.hasPrefix("onPeek") } == ["onPeek back"])
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(cancelledByHost)"])
        withExtendedLifetime(interrupter) {}
    }

    // S22: a check that starts a peek while a direct call is being performed:
    // the call decides again and interrupts that peek before it runs.
    @Test func aDirectCallWhoseCheckStartsAPeekInterruptsItBeforeRunning() throws {
        let app = RawHarness()
        let row = app.row(0, pushing: "detail")
        var started = false
        let outcome = app.engine.route(
            Transition(
                kind: .push, destination: TestScreen("tapped"),
                check: {
                    if !started {
                        started = true
                        _ = app.engine.preview(for: row, at: .zero)
                    }
                    return .ready
                }
            ) { app.harness.log.append("perform push tapped") }
        )
        #expect(outcome == .performed(TransitionID(rawValue: 1)))
        #expect(app.rawSummaries == ["session#1 inPeek", "session#1 interrupted(interruptedByRouting)"])
        #expect(app.harness.log.last == "perform push tapped")
    }

    // S22: observers that start a new peek each time theirs is superseded do
    // not make a request loop for ever: it gives up, and the raw stream stays
    // well formed.
    @Test func aRequestGivesUpWhenObserversKeepStartingNewPeeks() throws {
        let app = RawHarness()
        let first = app.row(0, pushing: "first")
        let second = app.row(1, pushing: "second")
        let third = app.row(2, pushing: "third")
        let starter = app.engine.observe { change in
            if change.interruptionReason == .superseded {
                _ = app.engine.preview(for: third, at: .zero)
            }
        }
        _ = try #require(app.engine.preview(for: first, at: .zero))
        #expect(app.engine.preview(for: second, at: .zero) == nil)
        #expect(app.harness.diagnostics.codes.last == .requestRefused)
        #expect(!app.engine.isCapturing)
        app.engine.interrupt(.released)

        let summaries = app.rawSummaries
        #expect(summaries.count == 2 * (PeekEngineLimits.rounds + 1))
        #expect(summaries.last?.hasSuffix("interrupted(released)") == true)
        for (index, summary) in summaries.enumerated() {
            let session = index / 2 + 1
            let expected = index % 2 == 0 ? "session#\(session) inPeek" : "session#\(session) interrupted("
            #expect(summary.hasPrefix(expected))
        }
        withExtendedLifetime(starter) {}
    }

    // Issue defect 7 (B9): the raw stream is subscribe-only.
    @Test func theRawStateStreamIsASubscribeOnlySource() {
        let app = RawHarness()
        let source: EventSource<PeekAndPopStateChange> = app.engine.stateChanges
        #expect(source.subscriberCount == 2)  // the harness's observer and the recorder
    }
}
