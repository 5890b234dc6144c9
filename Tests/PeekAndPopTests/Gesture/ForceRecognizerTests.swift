import PeekAndPop
import Testing

struct ForceRecognizerTests {
    typealias F = GestureFixtures

    // MARK: Threshold crossings

    @Test func pressingThroughPublishesTheWholeSequenceInOrder() throws {
        var recognizer = F.forceRecognizer()
        #expect(recognizer.state == .possible)
        #expect(!recognizer.isTouchDown)

        #expect(try recognizer.handle(F.sample(.began, at: 0)) == [.began(location: F.origin)])
        #expect(recognizer.state == .tracking)
        #expect(recognizer.isTouchDown)

        #expect(try recognizer.handle(F.sample(.moved, at: 16, force: 0.5)) == [.previewProgress(0.5)])
        #expect(recognizer.previewProgress == 0.5)
        #expect(recognizer.commitProgress == 0)

        #expect(
            try recognizer.handle(F.sample(.moved, at: 32, dx: 1, force: 1))
                == [.previewProgress(1), .peek(location: F.point(dx: 1))]
        )
        #expect(recognizer.state == .peeking)

        #expect(try recognizer.handle(F.sample(.moved, at: 48, force: 2)) == [.commitProgress(0.5)])
        #expect(recognizer.commitProgress == 0.5)
        #expect(recognizer.previewProgress == 1)

        #expect(
            try recognizer.handle(F.sample(.moved, at: 64, dx: 2, force: 3))
                == [.commitProgress(1), .pop(location: F.point(dx: 2))]
        )
        #expect(recognizer.state == .popped)

        #expect(try recognizer.handle(F.sample(.moved, at: 80, force: 4)) == [])
        #expect(try recognizer.handle(F.sample(.moved, at: 96, force: 0)) == [])
        #expect(recognizer.commitProgress == 1)
        #expect(try recognizer.handle(F.sample(.ended, at: 112)) == [.ended])
        #expect(recognizer.state == .popped)
        #expect(!recognizer.isTouchDown)
    }

    static let singleSampleCrossings: [(force: Double, events: [RecognizerEvent], state: RecognizerState)] = [
        (0.96875, [.previewProgress(0.96875)], .tracking),
        (1, [.previewProgress(1), .peek(location: F.origin)], .peeking),
        (2.9375, [.previewProgress(1), .peek(location: F.origin), .commitProgress(0.96875)], .peeking),
        (3, [.previewProgress(1), .peek(location: F.origin), .commitProgress(1), .pop(location: F.origin)], .popped),
    ]

    @Test(arguments: singleSampleCrossings)
    func aSampleCrossesExactlyTheThresholdsItReaches(
        force: Double,
        events: [RecognizerEvent],
        state: RecognizerState
    ) throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try recognizer.handle(F.sample(.moved, at: 16, force: force)) == events)
        #expect(recognizer.state == state)
    }

    @Test func theDefaultThresholdsPeekNearAFifthAndPopNearThreeQuartersOfTheMaximum() throws {
        var recognizer = PeekRecognizer(mode: .force(.default))
        func press(_ force: Double, at milliseconds: Int64) throws -> [RecognizerEvent] {
            try recognizer.handle(F.sample(.moved, at: milliseconds, force: force, maximum: 6.67))
        }
        _ = try recognizer.handle(F.sample(.began, at: 0, maximum: 6.67))
        #expect(try press(1.3, at: 1) == [.previewProgress((1.3 / 6.67) / 0.2)])
        #expect(recognizer.state == .tracking)
        let peek = try press(1.4, at: 2)
        #expect(peek.prefix(2) == [.previewProgress(1), .peek(location: F.origin)])
        #expect(peek.count == 3)
        #expect(recognizer.state == .peeking)
        #expect(try press(5.0, at: 3) == [.commitProgress(((5.0 / 6.67) - 0.2) / (0.75 - 0.2))])
        #expect(recognizer.state == .peeking)
        #expect(try press(5.01, at: 4) == [.commitProgress(1), .pop(location: F.origin)])
        #expect(recognizer.state == .popped)
    }

    // MARK: Hysteresis

    @Test func hysteresisKeepsCommitProgressFromFlickeringAndPreviewProgressFollowsForceExactly() throws {
        var recognizer = F.forceRecognizer()
        var time: Int64 = 0
        func press(_ force: Double) throws -> [RecognizerEvent] {
            time += 16
            return try recognizer.handle(F.sample(.moved, at: time, force: force))
        }
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try press(0.5) == [.previewProgress(0.5)])
        #expect(try press(0.25) == [.previewProgress(0.25)])
        #expect(try press(2) == [.previewProgress(1), .peek(location: F.origin), .commitProgress(0.5)])
        // Jitter within the band (0.125 of the maximum, a force of 0.5) changes nothing.
        #expect(try press(1.75) == [])
        #expect(try press(2) == [])
        #expect(try press(1.5625) == [])
        // Falling beyond the band: progress follows, trailing by the hysteresis.
        #expect(try press(1.25) == [.commitProgress(0.375)])
        #expect(recognizer.commitProgress == 0.375)
        #expect(try press(0.5) == [.commitProgress(0)])
        #expect(try press(0) == [])
        #expect(recognizer.state == .peeking)
        #expect(recognizer.previewProgress == 1)
        // Rising is followed at once.
        #expect(try press(2.5) == [.commitProgress(0.75)])
        #expect(try press(3) == [.commitProgress(1), .pop(location: F.origin)])
    }

    @Test(arguments: [(0.0, [RecognizerEvent.commitProgress(0.375)]), (0.125, [])])
    func aSmallDropMovesCommitProgressOnlyWithoutHysteresis(hysteresis: Double, events: [RecognizerEvent]) throws {
        let thresholds = try PressureThresholds(peek: 0.25, pop: 0.75, hysteresis: hysteresis)
        var recognizer = PeekRecognizer(mode: .force(thresholds))
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 2))
        #expect(recognizer.commitProgress == 0.5)
        #expect(try recognizer.handle(F.sample(.moved, at: 32, force: 1.75)) == events)
    }

    @Test func forceFallingAfterThePeekNeverCancels() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 1.5))
        #expect(recognizer.state == .peeking)
        #expect(try recognizer.handle(F.sample(.moved, at: 32, force: 0)) == [.commitProgress(0)])
        #expect(try recognizer.handle(F.sample(.stationary, at: 48, force: 0)) == [])
        #expect(try recognizer.handle(F.sample(.moved, at: 64, force: 0.5)) == [])
        #expect(recognizer.state == .peeking)
        #expect(recognizer.previewProgress == 1)
        #expect(
            try recognizer.handle(F.sample(.moved, at: 80, force: 4)) == [.commitProgress(1), .pop(location: F.origin)])
    }

    // MARK: Very fast presses

    @Test func aVeryFastPressPeeksThenPopsFromOneSample() throws {
        var recognizer = F.forceRecognizer()
        #expect(try recognizer.handle(F.sample(.began, at: 0)) == [.began(location: F.origin)])
        #expect(
            try recognizer.handle(F.sample(.moved, at: 16, dx: 3, force: 4))
                == [
                    .previewProgress(1), .peek(location: F.point(dx: 3)), .commitProgress(1),
                    .pop(location: F.point(dx: 3)),
                ]
        )
        #expect(try recognizer.handle(F.sample(.ended, at: 32)) == [.ended])
        #expect(recognizer.state == .popped)
    }

    @Test func aTouchThatBeginsAtFullForcePeeksAndPopsAtOnce() throws {
        var recognizer = F.forceRecognizer()
        #expect(
            try recognizer.handle(F.sample(.began, at: 0, force: 4))
                == [
                    .began(location: F.origin), .previewProgress(1), .peek(location: F.origin), .commitProgress(1),
                    .pop(location: F.origin),
                ]
        )
    }

    @Test func aPressThatPeeksAndReleasesWithinOneSampleIntervalIsCancelled() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(
            try recognizer.handle(F.sample(.moved, at: 16, force: 1.5))
                == [.previewProgress(1), .peek(location: F.origin), .commitProgress(0.25)]
        )
        #expect(try recognizer.handle(F.sample(.ended, at: 32)) == [.commitProgress(0), .cancelled(.released)])
        #expect(recognizer.state == .cancelled)
        #expect(!recognizer.isTouchDown)
    }

    @Test func aLiftSampleThatStillCarriesPeekForcePeeksThenCancels() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(
            try recognizer.handle(F.sample(.ended, at: 16, force: 2))
                == [.previewProgress(1), .peek(location: F.origin), .commitProgress(0.5), .cancelled(.released)]
        )
        #expect(recognizer.state == .cancelled)
    }

    // MARK: Ending

    @Test func releasingBeforeThePeekCancels() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 0.5))
        #expect(try recognizer.handle(F.sample(.ended, at: 32)) == [.previewProgress(0), .cancelled(.released)])
        #expect(recognizer.state == .cancelled)
        #expect(!recognizer.isTouchDown)
    }

    static let systemCancellations: [(force: Double, events: [RecognizerEvent], state: RecognizerState)] = [
        (0.5, [.cancelled(.touchCancelled)], .cancelled),
        (2, [.cancelled(.touchCancelled)], .cancelled),
        (4, [.ended], .popped),
    ]

    @Test(arguments: systemCancellations)
    func aSystemCancellationCancelsBeforeThePopAndEndsAfterIt(
        force: Double,
        events: [RecognizerEvent],
        state: RecognizerState
    ) throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: force))
        // The cancelled sample's force and location are not user input and are not evaluated.
        #expect(try recognizer.handle(F.sample(.cancelled, at: 32, dx: 50, force: 4)) == events)
        #expect(recognizer.state == state)
        #expect(!recognizer.isTouchDown)
    }

    @Test func theNextTouchStartsAFreshGesture() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 4))
        _ = try recognizer.handle(F.sample(.ended, at: 32))
        #expect(recognizer.previewProgress == 1)
        #expect(recognizer.commitProgress == 1)
        #expect(try recognizer.handle(F.sample(.began, at: 48, dx: 5)) == [.began(location: F.point(dx: 5))])
        #expect(recognizer.state == .tracking)
        #expect(recognizer.previewProgress == 0)
        #expect(recognizer.commitProgress == 0)
        #expect(
            try recognizer.handle(F.sample(.moved, at: 64, dx: 5, force: 1)) == [
                .previewProgress(1), .peek(location: F.point(dx: 5)),
            ])
    }

    // MARK: Movement

    static let movements: [(dx: Double, dy: Double, events: [RecognizerEvent], state: RecognizerState)] = [
        (9.9, 0, [], .tracking),
        (0, -9.9, [], .tracking),
        (6, 8, [], .tracking),
        (10.1, 0, [.failed(.movedBeyondAllowance)], .failed),
        (0, 10.1, [.failed(.movedBeyondAllowance)], .failed),
        (-7.2, 7.2, [.failed(.movedBeyondAllowance)], .failed),
    ]

    @Test(arguments: movements)
    func movingBeyondTheAllowanceBeforeThePeekFails(
        dx: Double,
        dy: Double,
        events: [RecognizerEvent],
        state: RecognizerState
    ) throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try recognizer.handle(F.sample(.moved, at: 16, dx: dx, dy: dy)) == events)
        #expect(recognizer.state == state)
    }

    @Test func aFailedTouchIsIgnoredUntilItEnds() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 0.5))
        // Movement is checked before force within one sample.
        #expect(try recognizer.handle(F.sample(.moved, at: 32, dx: 10.1, force: 4)) == [.failed(.movedBeyondAllowance)])
        #expect(try recognizer.handle(F.sample(.moved, at: 48, force: 4)) == [])
        #expect(recognizer.previewProgress == 0.5)
        #expect(recognizer.state == .failed)
        #expect(try recognizer.handle(F.sample(.ended, at: 64)) == [.ended])
        #expect(recognizer.state == .failed)
        #expect(!recognizer.isTouchDown)
    }

    @Test func liftingBeyondTheAllowanceFailsThenEnds() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try recognizer.handle(F.sample(.ended, at: 16, dx: 20)) == [.failed(.movedBeyondAllowance), .ended])
        #expect(recognizer.state == .failed)
    }

    @Test func movementAfterThePeekIsAllowed() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 1))
        #expect(try recognizer.handle(F.sample(.moved, at: 32, dx: 100, dy: -40, force: 1)) == [])
        #expect(recognizer.state == .peeking)
        #expect(
            try recognizer.handle(F.sample(.moved, at: 48, dx: 150, force: 3))
                == [.commitProgress(1), .pop(location: F.point(dx: 150))]
        )
    }

    @Test(arguments: [
        (20.0, 19.9, RecognizerState.tracking), (20, 20.1, .failed), (0, 0, .tracking), (0, 0.1, .failed),
    ])
    func theForceModeAllowanceIsConfigurable(allowance: Double, distance: Double, state: RecognizerState) throws {
        var recognizer = F.forceRecognizer(allowableMovement: allowance)
        #expect(recognizer.mode.allowableMovement == allowance)
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, dx: distance))
        #expect(recognizer.state == state)
    }

    @Test func theDefaultForceModeAllowanceIsTenPoints() {
        #expect(RecognitionMode.force(.default).allowableMovement == 10)
        #expect(RecognitionMode.force(.default) == .force(.default, allowableMovement: 10))
    }

    @Test func aNegativeOrNaNAllowanceIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            _ = PeekRecognizer(mode: .force(.default, allowableMovement: -1))
        }
        await #expect(processExitsWith: .failure) {
            _ = PeekRecognizer(mode: .force(.default, allowableMovement: .nan))
        }
    }

    // MARK: Host actions and time

    @Test func dismissingThePreviewWhileTheFingerIsDownCancelsAndIgnoresTheRestOfTheTouch() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 2))
        #expect(recognizer.dismissPreview() == [.cancelled(.released)])
        #expect(recognizer.state == .cancelled)
        #expect(recognizer.isTouchDown)
        #expect(try recognizer.handle(F.sample(.moved, at: 32, force: 4)) == [])
        #expect(recognizer.state == .cancelled)
        #expect(try recognizer.handle(F.sample(.ended, at: 48)) == [.ended])
        #expect(recognizer.dismissPreview() == [])
    }

    @Test func dismissingWithNoPreviewShownDoesNothing() throws {
        var recognizer = F.forceRecognizer()
        #expect(recognizer.dismissPreview() == [])
        #expect(recognizer == F.forceRecognizer())
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 0.5))
        let before = recognizer
        #expect(recognizer.dismissPreview() == [])
        #expect(recognizer == before)
        #expect(recognizer.state == .tracking)
    }

    @Test func advancingTimeOnlyRecordsItInForceMode() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(recognizer.peekDeadline == nil)
        #expect(try recognizer.advance(to: .seconds(10)) == [])
        #expect(recognizer.latestTime == .seconds(10))
        #expect(recognizer.state == .tracking)
    }

    @Test func resetForgetsEverything() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, force: 2))
        #expect(recognizer != F.forceRecognizer())
        recognizer.reset()
        #expect(recognizer == F.forceRecognizer())
        #expect(recognizer.state == .possible)
        #expect(recognizer.latestTime == nil)
        #expect(recognizer.previewProgress == 0)
        #expect(recognizer.commitProgress == 0)
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(.moved, at: 32))
        }
        #expect(error?.code == .noTouchDown)
    }
}
