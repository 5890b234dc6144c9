import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct ResolutionTests {
    // S7
    @Test func popPerformsWithTheSameScreenInstanceThenPublishesPopped() throws {
        let harness = EngineHarness()
        let detail = TestScreen("detail")
        let context = harness.registerPushing(detail, from: harness.makeSource("row"))
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        try harness.engine.commit(preview)
        #expect(harness.stack.first === detail)
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped"])
        #expect(harness.engine.activePeek == nil)
    }

    // S7: re-entrant routing while the frozen transitions run is ordinary (S1).
    @Test func reentrantRoutingDuringCommitIsPerformedAndPoppedIsPublishedOnce() throws {
        let harness = EngineHarness()
        let detail = TestScreen("detail")
        let banner = TestScreen("banner")
        var reentrant: RoutingOutcome?
        let appearing = Transition(kind: .push, destination: detail) {
            harness.log.append("perform push detail")
            harness.stack.append(detail)
            // The detail screen routes while appearing.
            reentrant = harness.engine.route(harness.push(banner))
        }
        let context = harness.register(harness.makeSource("row")) { _, _ in harness.engine.route(appearing) }
        try harness.engine.commit(try #require(harness.engine.preview(for: context, at: .zero)))
        #expect(reentrant == .performed(TransitionID(rawValue: 2)))
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "perform push detail", "perform push banner",
                "state session#1 popped",
            ]
        )
        #expect(harness.stack.map(\.name) == ["detail", "banner"])
    }

    // S8
    @Test func interruptDiscardsPublishesTheReasonAndPerformsNothing() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.interrupt(.cancelledByHost))
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(cancelledByHost)"])
        #expect(harness.stack.isEmpty)
    }

    // S9
    @Test func commitWithNoActivePeekThrowsAndPerformsNothing() {
        let harness = EngineHarness()
        #expect(throws: PeekError.self) { try harness.engine.commit(TestScreen("x")) }
        do {
            try harness.engine.commit(TestScreen("x"))
        } catch {
            #expect(error.code == .noActivePeek)
        }
        #expect(harness.log.isEmpty)
    }

    // S9
    @Test func doubleCommitThrowsAlreadyCommittedAndPerformsNothingMore() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        try harness.engine.commit(preview)
        let error = #expect(throws: PeekError.self) { try harness.engine.commit(preview) }
        #expect(error?.code == .alreadyCommitted)
        #expect(error?.sessionID == SessionID(rawValue: 1))
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped"])
    }

    // S9
    @Test func commitAfterInterruptThrowsSessionInterrupted() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        harness.engine.interrupt(.released)
        let error = #expect(throws: PeekError.self) { try harness.engine.commit(preview) }
        #expect(error?.code == .sessionInterrupted)
        #expect(harness.stack.isEmpty)
        #expect(harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(released)"])
    }

    // S9
    @Test func commitOfADifferentScreenThrowsAndInterruptsThePeek() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        let error = #expect(throws: PeekError.self) { try harness.engine.commit(TestScreen("impostor")) }
        #expect(error?.code == .screenMismatch)
        #expect(harness.stack.isEmpty)
        #expect(
            harness.log == [
                "onPeek row", "state session#1 inPeek", "state session#1 interrupted(commitOfDifferentScreen)",
            ]
        )
    }

    // S9
    @Test func interruptWithNoActivePeekIsADocumentedNoOp() {
        let harness = EngineHarness()
        #expect(!harness.engine.interrupt(.released))
        #expect(harness.log.isEmpty)
    }

    // S6, S10
    @Test func newPeekWhileOneIsActiveSupersedesTheOldOneFirst() throws {
        let harness = EngineHarness()
        let first = harness.registerPushing(TestScreen("first"), from: harness.makeSource("row1"))
        let second = harness.registerPushing(
            TestScreen("second"),
            from: harness.makeSource("row2", frame: Rect(x: 0, y: 44, width: 320, height: 44))
        )
        _ = try #require(harness.engine.preview(for: first, at: .zero))
        let preview = try #require(harness.engine.preview(for: second, at: .zero))
        try harness.engine.commit(preview)
        #expect(
            harness.log == [
                "onPeek row1", "state session#1 inPeek", "state session#1 interrupted(superseded)", "onPeek row2",
                "state session#2 inPeek", "perform push second", "state session#2 popped",
            ]
        )
        #expect(harness.stack.map(\.name) == ["second"])
    }

    // S10
    @Test func onePointCoveredByTwoSourcesPeeksOnlyTheFrontmost() throws {
        let harness = EngineHarness()
        let back = harness.makeSource("back", frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let front = harness.makeSource("front", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        harness.registerPushing(TestScreen("from back"), from: back)
        harness.registerPushing(TestScreen("from front"), from: front)
        let peek = try #require(harness.engine.preview(at: Point(x: 10, y: 50), in: harness.window))
        #expect(peek.previewScreen.screenName == "from front")
        #expect(peek.location == Point(x: 10, y: 50))
        #expect(harness.log == ["onPeek front", "state session#1 inPeek"])
        // The same press asking the back source directly is refused (one press, one peek).
        let backContext = harness.engine.registeredContexts[0]
        #expect(harness.engine.preview(for: backContext, at: .zero, gesture: peek.gestureID) == nil)
        #expect(harness.log == ["onPeek front", "state session#1 inPeek"])
    }

    // S10
    @Test func whenTheFrontmostSourceFreezesNothingTheNextOneMay() throws {
        let harness = EngineHarness()
        let back = harness.makeSource("back", frame: Rect(x: 0, y: 0, width: 320, height: 200))
        let front = harness.makeSource("front", frame: Rect(x: 0, y: 0, width: 320, height: 100))
        harness.registerPushing(TestScreen("from back"), from: back)
        harness.register(front) { _, _ in }
        let peek = try #require(harness.engine.preview(at: Point(x: 10, y: 50), in: harness.window))
        #expect(peek.previewScreen.screenName == "from back")
        // The front source's attempt was session 1, which never reached peek.
        #expect(harness.log == ["onPeek front", "onPeek back", "state session#2 inPeek"])
    }

    // S10: nested sources: the deeper view is in front of its ancestor.
    @Test func aNestedSourceIsInFrontOfItsAncestorAndGetsTheConvertedLocation() throws {
        let harness = EngineHarness()
        let cell = harness.makeSource("cell", frame: Rect(x: 0, y: 100, width: 320, height: 100))
        let thumbnail = ViewNode(name: "thumbnail", frame: Rect(x: 20, y: 10, width: 60, height: 60))
        cell.addSubview(thumbnail)
        harness.registerPushing(TestScreen("cell detail"), from: cell)
        harness.registerPushing(TestScreen("photo"), from: thumbnail)
        let onThumbnail = try #require(harness.engine.preview(at: Point(x: 30, y: 120), in: harness.window))
        #expect(onThumbnail.previewScreen.screenName == "photo")
        #expect(onThumbnail.location == Point(x: 10, y: 10))
        harness.engine.interrupt(.released)
        let onCell = try #require(harness.engine.preview(at: Point(x: 200, y: 150), in: harness.window))
        #expect(onCell.previewScreen.screenName == "cell detail")
        #expect(onCell.location == Point(x: 200, y: 50))
    }

    // S10: hidden sources are skipped.
    @Test func hiddenSourcesAreSkipped() {
        let harness = EngineHarness()
        let row = harness.makeSource("row")
        harness.registerPushing(TestScreen("detail"), from: row)
        row.isHidden = true
        #expect(harness.engine.preview(at: Point(x: 10, y: 10), in: harness.window) == nil)
        #expect(harness.log.isEmpty)
    }

    // S6
    @Test func hostGoneMidPeekEndsThePeekAtTheNextEngineCall() throws {
        let harness = EngineHarness()
        var host: TestScreen? = TestScreen("transient host")
        let detail = TestScreen("detail")
        let context = harness.engine.register(host: host!, sourceView: harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(detail))
        }
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        host = nil
        let error = #expect(throws: PeekError.self) { try harness.engine.commit(preview) }
        #expect(error?.code == .hostScreenGone)
        #expect(harness.log == ["state session#1 inPeek", "state session#1 interrupted(hostScreenGone)"])
        #expect(harness.stack.isEmpty)
    }

    // S8
    @Test func previewGoneInterruptsWithItsReason() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.previewDidDisappear())
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(previewScreenGone)"])
    }

    // S8
    @Test func sourceUnregisteredMidPeekInterruptsThePeek() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        harness.engine.unregister(context)
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(sourceUnregistered)"]
        )
        let error = #expect(throws: PeekError.self) { try harness.engine.commit(preview) }
        #expect(error?.code == .sessionInterrupted)
    }

    // S8: stale and vetoed at commit.
    @Test(arguments: [
        (TransitionCheck.stale("container gone"), PeekError.Code.staleTransition, InterruptionReason.stale),
        (TransitionCheck.vetoed("login required"), PeekError.Code.transitionVetoed, InterruptionReason.vetoed),
    ])
    func aFrozenTransitionThatNoLongerAppliesAtCommitInterruptsAndPerformsNothing(
        check: TransitionCheck,
        code: PeekError.Code,
        reason: InterruptionReason
    ) throws {
        let harness = EngineHarness()
        var applies = true
        let detail = TestScreen("detail")
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("first")))
            harness.engine.route(
                Transition(kind: .push, destination: detail, check: { applies ? .ready : check }) {
                    harness.log.append("perform push detail")
                }
            )
        }
        let preview = try #require(harness.engine.preview(for: context, at: .zero))
        applies = false
        let error = #expect(throws: PeekError.self) { try harness.engine.commit(preview) }
        #expect(error?.code == code)
        #expect(harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(\(reason))"])
        #expect(harness.stack.isEmpty)
    }

    // S6: every peek ends exactly once, whatever path.
    @Test func everyPeekEndsWithExactlyOneTerminalState() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        for round in 0..<6 {
            let preview = try #require(harness.engine.preview(for: context, at: .zero))
            switch round % 3 {
            case 0: try harness.engine.commit(preview)
            case 1: harness.engine.interrupt(.released)
            default: harness.engine.route(harness.dismiss())
            }
        }
        let states = harness.log.filter { $0.hasPrefix("state") }
        #expect(
            states == [
                "state session#1 inPeek", "state session#1 popped",
                "state session#2 inPeek", "state session#2 interrupted(released)",
                "state session#3 inPeek", "state session#3 interrupted(interruptedByRouting)",
                "state session#4 inPeek", "state session#4 popped",
                "state session#5 inPeek", "state session#5 interrupted(released)",
                "state session#6 inPeek", "state session#6 interrupted(interruptedByRouting)",
            ]
        )
    }

    // S9: commitActivePeek needs an active peek too.
    @Test func commitActivePeekPopsWhateverThePreviewIs() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("detail"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        try harness.engine.commitActivePeek()
        #expect(harness.stack.map(\.name) == ["detail"])
        let error = #expect(throws: PeekError.self) { try harness.engine.commitActivePeek() }
        #expect(error?.code == .alreadyCommitted)
    }

    // S16: a preview asked for while the frozen transitions run is refused, so
    // the session's `popped` reaches observers before any new `inPeek`.
    @Test func aPreviewRequestedDuringACommitIsRefused() throws {
        let harness = EngineHarness()
        let other = harness.registerPushing(
            TestScreen("other"),
            from: harness.makeSource("row2", frame: Rect(x: 0, y: 44, width: 320, height: 44))
        )
        var nested: (any Screen)? = TestScreen("sentinel")
        let detail = TestScreen("detail")
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(
                Transition(kind: .push, destination: detail) {
                    harness.log.append("perform push detail")
                    nested = harness.engine.preview(for: other, at: .zero)
                }
            )
        }
        try harness.engine.commit(try #require(harness.engine.preview(for: context, at: .zero)))
        #expect(nested == nil)
        #expect(harness.diagnostics.codes == [.previewRefused])
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "perform push detail", "state session#1 popped"])
    }

}
