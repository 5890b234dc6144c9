import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct ObservationTests {
    // S16
    @Test func stateChangesCarryTheSessionPreviewContextReasonAndTimestamp() throws {
        let harness = EngineHarness()
        let recorder = EventRecorder(harness.engine.stateChanges)
        let detail = TestScreen("detail")
        let context = harness.registerPushing(detail, from: harness.makeSource("row"))
        harness.clock.advance(by: .milliseconds(100))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        harness.clock.advance(by: .milliseconds(250))
        harness.engine.interrupt(.released)
        let expected = [
            PeekAndPopStateChange(
                sessionID: SessionID(rawValue: 1), state: .inPeek, timestamp: .milliseconds(100),
                contextID: context.id, hostScreenID: ObjectIdentifier(harness.host), hostScreenName: "list",
                previewScreenID: ObjectIdentifier(detail), previewScreenName: "detail", destinationKind: .push,
                previewScreen: detail
            ),
            PeekAndPopStateChange(
                sessionID: SessionID(rawValue: 1), state: .interrupted, interruptionReason: .released,
                timestamp: .milliseconds(350), contextID: context.id, hostScreenID: ObjectIdentifier(harness.host),
                hostScreenName: "list", previewScreenID: ObjectIdentifier(detail), previewScreenName: "detail",
                destinationKind: .push, previewScreen: nil
            ),
        ]
        #expect(recorder.events == expected)
        #expect(recorder.events.first?.previewScreen === detail)
    }

    // S17: an observer added mid-peek gets the active inPeek, and only that one.
    @Test func observerAddedMidPeekReceivesTheActiveInPeekOnce() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        harness.engine.interrupt(.released)
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        var late: [String] = []
        let token = harness.engine.observe { late.append($0.summary) }
        #expect(late == ["session#2 inPeek"])
        harness.engine.interrupt(.released)
        #expect(late == ["session#2 inPeek", "session#2 interrupted(released)"])
        withExtendedLifetime(token) {}
    }

    // S17: per preview screen, and per host.
    @Test func observersForOnePreviewScreenOrOneHostSeeOnlyTheirPeeks() throws {
        let harness = EngineHarness()
        let otherHost = TestScreen("other host")
        let detailA = TestScreen("A")
        let detailB = TestScreen("B")
        let a = harness.registerPushing(detailA, from: harness.makeSource("rowA"))
        let b = harness.register(harness.makeSource("rowB"), host: otherHost) { _, _ in
            harness.engine.route(harness.push(detailB))
        }
        var screenLog: [String] = []
        var hostLog: [String] = []
        harness.engine.observe(previewScreen: detailA) { screen, change in
            screenLog.append("\(screen.name) \(change.summary)")
        }
        harness.engine.observe(host: otherHost) { host, change in
            hostLog.append("\(host.name) \(change.summary)")
        }
        try harness.engine.commit(try #require(harness.engine.preview(for: a, at: .zero)))
        _ = try #require(harness.engine.preview(for: b, at: .zero))
        harness.engine.interrupt(.released)
        #expect(screenLog == ["A session#1 inPeek", "A session#1 popped"])
        #expect(hostLog == ["other host session#2 inPeek", "other host session#2 interrupted(released)"])
    }

    // S17: a keyed observer added mid-peek is replayed only a matching peek.
    @Test func previewScreenObserverAddedMidPeekGetsTheReplayOnlyForItsScreen() throws {
        let harness = EngineHarness()
        let detail = TestScreen("detail")
        let unrelated = TestScreen("unrelated")
        let context = harness.registerPushing(detail, from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        var mine: [String] = []
        var theirs: [String] = []
        harness.engine.observe(previewScreen: detail) { _, change in mine.append(change.summary) }
        harness.engine.observe(previewScreen: unrelated) { _, change in theirs.append(change.summary) }
        try harness.engine.commitActivePeek()
        #expect(mine == ["session#1 inPeek", "session#1 popped"])
        #expect(theirs.isEmpty)
    }

    // S17, S19: owner-bound observation ends with its owner and never retains it.
    @Test func ownerBoundObservationEndsWhenTheOwnerGoesAway() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        var owner: TestScreen? = TestScreen("analytics owner")
        weak let weakOwner = owner
        var seen: [String] = []
        harness.engine.observe(owner: owner!) { _, change in seen.append(change.summary) }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        owner = nil
        #expect(weakOwner == nil)
        harness.engine.interrupt(.released)
        #expect(seen == ["session#1 inPeek"])
    }

    // S17: subscriptions end when the token is cancelled or released.
    @Test func observationEndsWhenItsTokenIsCancelledOrReleased() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        var cancelled: [String] = []
        var released: [String] = []
        let token = harness.engine.observe { cancelled.append($0.summary) }
        var releasedToken: Subscription? = harness.engine.observe { released.append($0.summary) }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        token.cancel()
        releasedToken = nil
        harness.engine.interrupt(.released)
        #expect(cancelled == ["session#1 inPeek"])
        #expect(released == ["session#1 inPeek"])
        #expect(releasedToken == nil)
    }

    // S18: an observer that routes on inPeek; everyone sees the same order.
    @Test func observerThatRoutesOnInPeekKeepsEveryObserversOrder() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        var routed = false
        let router = harness.engine.observe { change in
            harness.log.append("router saw \(change.summary)")
            if change.state == .inPeek, !routed {
                routed = true
                harness.engine.route(harness.push(TestScreen("elsewhere")))
            }
        }
        var other: [String] = []
        let otherToken = harness.engine.observe { other.append($0.summary) }
        // The observer ended the peek before `preview` returned: no preview (S22).
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "router saw session#1 inPeek", "perform push elsewhere",
                "state session#1 interrupted(interruptedByRouting)",
                "router saw session#1 interrupted(interruptedByRouting)",
            ]
        )
        #expect(other == ["session#1 inPeek", "session#1 interrupted(interruptedByRouting)"])
        withExtendedLifetime((router, otherToken)) {}
    }

    // S18: an observer that commits on inPeek.
    @Test func observerThatCommitsOnInPeekPopsAndEveryoneSeesInPeekThenPopped() throws {
        let harness = EngineHarness()
        let detail = TestScreen("detail")
        let context = harness.registerPushing(detail, from: harness.makeSource("row"))
        var commitError: PeekError?
        let committer = harness.engine.observe { change in
            guard change.state == .inPeek, let screen = change.previewScreen else { return }
            do throws(PeekError) {
                try harness.engine.commit(screen)
            } catch {
                commitError = error
            }
        }
        var other: [String] = []
        let otherToken = harness.engine.observe { other.append($0.summary) }
        // The observer popped the peek before `preview` returned, so there is
        // no preview to show: the screen is already pushed (S22).
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(commitError == nil)
        #expect(harness.stack.first === detail)
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped"]
        )
        #expect(other == ["session#1 inPeek", "session#1 popped"])
        withExtendedLifetime((committer, otherToken)) {}
    }

    // S16, S18: an observer that starts a new peek from inside a notification.
    @Test func observerStartingANewPeekKeepsTheTerminalBeforeTheNextInPeek() throws {
        let harness = EngineHarness()
        let first = harness.registerPushing(TestScreen("first"), from: harness.makeSource("row1"))
        let second = harness.registerPushing(
            TestScreen("second"),
            from: harness.makeSource("row2", frame: Rect(x: 0, y: 44, width: 320, height: 44))
        )
        var late: [String] = []
        var lateToken: Subscription?
        let starter = harness.engine.observe { change in
            if change.sessionID == SessionID(rawValue: 1), change.state == .inPeek {
                _ = harness.engine.preview(for: second, at: .zero)
                // Subscribing now: the new peek is active; its inPeek is replayed once.
                lateToken = harness.engine.observe { late.append($0.summary) }
            }
        }
        // Superseded by the observer's peek before `preview` returned (S22).
        #expect(harness.engine.preview(for: first, at: .zero) == nil)
        #expect(
            harness.log == [
                "onPeek row1", "state session#1 inPeek", "onPeek row2", "state session#1 interrupted(superseded)",
                "state session#2 inPeek",
            ]
        )
        harness.engine.interrupt(.released)
        #expect(late == ["session#2 inPeek", "session#2 interrupted(released)"])
        withExtendedLifetime((starter, lateToken)) {}
    }
}
