import PeekAndPop
import PeekAndPopTesting
import Testing

/// App-level flows driven by simulated force touches on the list fixture.
@MainActor
struct ForceTouchFlowTests {
    @Test func peekingRowThreeShowsRowThreesScreenAndPopPushesThatSameScreen() throws {
        let app = ListFixture()
        let peeked = try app.touch.peek(at: app.center(ofRow: 2))
        #expect(
            peeked.filter { !$0.isProgress }.map(\.description) == [
                "touchBegan(160.0, 174.0)", "peeked(session#1, Row 3)",
            ])
        let preview = try #require(app.engine.activePeek?.previewScreen as? FixtureDetailScreen)
        #expect(preview.title == "Row 3")
        #expect(app.engine.activePeek?.sourceRect == app.list.frame(ofRow: 2))
        #expect(app.stackTitles == ["List"])

        let popped = try app.touch.pop()
        #expect(popped.filter { !$0.isProgress }.map(\.description) == ["popped(session#1)"])
        #expect(app.stackTitles == ["List", "Row 3"])
        #expect(app.stack.last === preview)

        let released = try app.touch.release()
        #expect(released.map(\.description) == ["ended"])
        #expect(app.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        try app.touch.finish()
    }

    @Test func releasingBeforePopLeavesTheStackExactlyAsItWas() throws {
        let app = ListFixture()
        let before = app.navigation.snapshot()
        try app.touch.peek(at: app.center(ofRow: 2))
        weak let preview = app.engine.activePeek?.previewScreen
        #expect(preview != nil)
        let released = try app.touch.release()
        #expect(released.filter { !$0.isProgress }.map(\.description) == ["released(session#1)"])
        #expect(app.navigation.snapshot() == before)
        #expect(app.stackTitles == ["List"])
        #expect(app.stateSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
        #expect(preview == nil)
        try app.touch.finish()
    }

    @Test func aTapAndAPopLeaveTheSameTree() throws {
        let tapped = ListFixture()
        try tapped.list.tapRow(4)
        let popped = ListFixture()
        try popped.touch.peek(at: popped.center(ofRow: 4))
        try popped.touch.pop()
        try popped.touch.release()
        #expect(tapped.navigation.snapshot().description == popped.navigation.snapshot().description)
        #expect(tapped.stackTitles == ["List", "Row 5"])
    }

    @Test func progressRisesToThePeekThresholdThenTheCommitProgressToPop() throws {
        let app = ListFixture()
        let events = try app.touch.peek(at: app.center(ofRow: 0)) + app.touch.pop()
        var preview: [Double] = []
        var commit: [Double] = []
        for event in events {
            if case .previewProgress(let value) = event { preview.append(value) }
            if case .commitProgress(let value) = event { commit.append(value) }
        }
        #expect(preview == preview.sorted())
        #expect(preview.last == 1)
        #expect(commit == commit.sorted())
        #expect(commit.last == 1)
        try app.touch.release()
    }

    @Test func aVeryFastPressAndReleasePeeksAndPopsFromOneSample() throws {
        let app = ListFixture()
        try app.touch.touchDown(at: app.center(ofRow: 1))
        let events = try app.touch.press(to: 1, over: .milliseconds(10))
        #expect(
            events.filter { !$0.isProgress }.map(\.description) == [
                "peeked(session#1, Row 2)", "popped(session#1)",
            ])
        try app.touch.release()
        #expect(app.stackTitles == ["List", "Row 2"])
    }

    @Test func pressingOutsideEveryRowGivesNoPreview() throws {
        let app = ListFixture(rows: ["Only row"])
        let events = try app.touch.peek(at: Point(x: 160, y: 400))
        #expect(events.filter { !$0.isProgress }.map(\.description) == ["touchBegan(160.0, 400.0)", "noPreview"])
        let popped = try app.touch.pop()
        #expect(popped.filter { !$0.isProgress }.map(\.description) == ["commitFailed(noActivePeek)"])
        try app.touch.release()
        #expect(app.stateSummaries.isEmpty)
        #expect(app.stackTitles == ["List"])
    }

    @Test func movingBeyondTheAllowanceBeforePeekLetsScrollingWin() throws {
        let app = ListFixture()
        let start = try app.center(ofRow: 3)
        try app.touch.touchDown(at: start)
        let moved = try app.touch.move(to: Point(x: start.x, y: start.y + 30))
        #expect(moved.map(\.description) == ["failed(movedBeyondAllowance)"])
        let pressed = try app.touch.press(to: 1)
        #expect(pressed.filter { !$0.isProgress }.isEmpty)
        try app.touch.release()
        #expect(app.stateSummaries.isEmpty)
    }

    @Test func aSystemCancelInterruptsThePeekWithTheReleasedReason() throws {
        let app = ListFixture()
        try app.touch.peek(at: app.center(ofRow: 0))
        let cancelled = try app.touch.cancel()
        #expect(cancelled.map(\.description) == ["touchCancelled(session#1)"])
        #expect(app.stateSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
    }

    /// How the first press of ``aPressThatPeeksInItsFirstSampleRightAfterAnEarlierPressIsANewPress(_:)``
    /// ends: neither way publishes `.ended`, so the interaction still holds that press's gesture.
    enum FirstPressEnd: String, CaseIterable, Sendable {
        case released
        case cancelled
    }

    @Test(arguments: FirstPressEnd.allCases)
    func aPressThatPeeksInItsFirstSampleRightAfterAnEarlierPressIsANewPress(_ end: FirstPressEnd) throws {
        let app = ListFixture()
        try app.touch.peek(at: app.center(ofRow: 0))
        switch end {
        case .released: try app.touch.release()
        case .cancelled: try app.touch.cancel()
        }
        let pressed = try app.touch.touchDown(at: app.center(ofRow: 2), fraction: 0.5)
        #expect(
            pressed.filter { !$0.isProgress }.map(\.description) == [
                "touchBegan(160.0, 174.0)", "peeked(session#2, Row 3)",
            ])
        try app.touch.pop()
        try app.touch.release()
        #expect(
            app.stateSummaries == [
                "session#1 inPeek", "session#1 interrupted(released)", "session#2 inPeek", "session#2 popped",
            ])
        #expect(app.stackTitles == ["List", "Row 3"])
        try app.touch.finish()
    }

    @Test func aMalformedSampleIsRejectedAndChangesNothing() throws {
        let app = ListFixture()
        try app.touch.peek(at: app.center(ofRow: 0))
        let recognizer = app.interaction.recognizer
        let bad = TouchSample(
            location: Point(x: .nan, y: 0), force: 1, maximumPossibleForce: 20.0 / 3, timestamp: .seconds(10),
            phase: .moved
        )
        let error = #expect(throws: GestureError.self) { try app.interaction.handle(bad) }
        #expect(error?.code == .nonFiniteValue)
        #expect(app.interaction.recognizer == recognizer)
        #expect(app.stateSummaries == ["session#1 inPeek"])
        try app.touch.release()
    }

    @Test func longPressModePeeksAfterTheMinimumDurationAndATapOnThePreviewCommits() throws {
        let app = ListFixture(mode: .longPress(.default))
        try app.touch.touchDown(at: app.center(ofRow: 5), fraction: 0)
        let early = try app.touch.hold(for: .milliseconds(490))
        #expect(early.filter { !$0.isProgress }.isEmpty)
        let peeked = try app.touch.hold(for: .milliseconds(10))
        #expect(peeked.filter { !$0.isProgress }.map(\.description) == ["peeked(session#1, Row 6)"])
        let lifted = try app.touch.release()
        #expect(lifted.filter { !$0.isProgress }.isEmpty)
        #expect(app.engine.activePeek != nil)
        let tapped = try app.touch.tapPreview()
        #expect(tapped.filter { !$0.isProgress }.map(\.description) == ["popped(session#1)", "ended"])
        #expect(app.stackTitles == ["List", "Row 6"])
        try app.touch.finish()
    }

    @Test func scriptedForceCurvesArePlayedOneSampleAStep() throws {
        let app = ListFixture()
        try app.touch.touchDown(at: app.center(ofRow: 0), fraction: 0)
        let start = app.clock.now
        let events = try app.touch.play(
            ForceCurve([
                .init(at: .milliseconds(50), fraction: 0.5),
                .init(at: .milliseconds(100), fraction: 0.3),
            ])
        )
        #expect(app.clock.now.offset - start.offset == .milliseconds(100))
        #expect(events.filter { !$0.isProgress }.map(\.description) == ["peeked(session#1, Row 1)"])
        #expect(app.touch.fraction == 0.3)
        try app.touch.release()
    }
}

@MainActor
struct ForceTouchSimulatorTests {
    @Test func finishReportsAnActivePeekAndAFingerStillDown() throws {
        let app = ListFixture()
        try app.touch.peek(at: app.center(ofRow: 0))
        let error = #expect(throws: SimulatorError.self) { try app.touch.finish() }
        #expect(error?.code == .unresolved)
        #expect(error?.details == ["session#1 is still in peek", "a finger is still down at (160.0, 86.0)"])
    }

    @Test func finishIsQuietWhenEverythingIsResolved() throws {
        let app = ListFixture()
        try app.touch.peek(at: app.center(ofRow: 0))
        try app.touch.release()
        try app.touch.finish()
    }

    @Test func finishCanBeMadeNonExhaustive() throws {
        let app = ListFixture()
        try app.touch.peek(at: app.center(ofRow: 0))
        app.touch.exhaustivity = .off
        try app.touch.finish()
    }

    @Test func stepsThatNeedAFingerDownSayWhy() throws {
        let app = ListFixture()
        let error = #expect(throws: SimulatorError.self) { try app.touch.release() }
        #expect(error?.code == .noTouchDown)
        try app.touch.touchDown(at: .zero)
        let twice = #expect(throws: SimulatorError.self) { try app.touch.touchDown(at: .zero) }
        #expect(twice?.code == .touchAlreadyDown)
        let mode = #expect(throws: SimulatorError.self) { try app.touch.tapPreview() }
        #expect(mode?.code == .wrongMode)
    }

    @Test func everySampleAdvancesTheClockByOneStep() throws {
        let app = ListFixture()
        try app.touch.touchDown(at: .zero)
        try app.touch.press(to: 0.1, over: .milliseconds(50))
        #expect(app.clock.now.offset == .milliseconds(50))
        try app.touch.hold(for: .milliseconds(25))
        #expect(app.clock.now.offset == .milliseconds(75))
    }
}

@MainActor
struct EventRecorderTests {
    @Test func recordsEveryEventInOrderUntilStopped() {
        let bus = EventBus<String>()
        let recorder = EventRecorder(bus)
        bus.publish("a")
        bus.publish("b")
        #expect(recorder.events == ["a", "b"])
        recorder.removeAll()
        bus.publish("c")
        #expect(recorder.takeAll() == ["c"])
        #expect(recorder.events.isEmpty)
        recorder.stop()
        bus.publish("d")
        #expect(recorder.events.isEmpty)
    }

    @Test func keyedRecorderSeesOnlyItsKey() {
        let bus = EventBus<Int>()
        let recorder = EventRecorder(bus, key: EventKey("mine"))
        bus.publish(1)
        bus.publish(2, key: EventKey("mine"))
        bus.publish(3, key: EventKey("other"))
        #expect(recorder.events == [2])
    }

    @Test func diagnosticsRecorderKeepsEveryDiagnosticInOrder() {
        let diagnostics = DiagnosticsRecorder()
        diagnostics.sink.report(Diagnostic(code: .sourceRectClipped, message: "one"))
        diagnostics.sink.report(Diagnostic(code: .previewRefused, message: "two"))
        #expect(diagnostics.codes == [.sourceRectClipped, .previewRefused])
        #expect(diagnostics.diagnostics.map(\.message) == ["one", "two"])
        diagnostics.removeAll()
        #expect(diagnostics.codes.isEmpty)
    }
}
