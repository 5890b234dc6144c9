import Foundation
import PeekAndPop
import Testing

struct LongPressRecognizerTests {
    typealias F = GestureFixtures

    // MARK: Timing

    static let holdTimes: [(milliseconds: Int64, events: [RecognizerEvent], state: RecognizerState)] = [
        (250, [.previewProgress(0.5)], .tracking),
        (499, [.previewProgress(0.998)], .tracking),
        (500, [.previewProgress(1), .peek(location: F.origin)], .peeking),
        (750, [.previewProgress(1), .peek(location: F.origin)], .peeking),
    ]

    @Test(arguments: holdTimes)
    func holdingStillWithSamplesPeeksAtTheMinimumDuration(
        milliseconds: Int64,
        events: [RecognizerEvent],
        state: RecognizerState
    ) throws {
        var recognizer = F.longPressRecognizer()
        #expect(try recognizer.handle(F.sample(.began, at: 1000)) == [.began(location: F.origin)])
        #expect(try recognizer.handle(F.sample(.stationary, at: 1000 + milliseconds)) == events)
        #expect(recognizer.state == state)
    }

    @Test(arguments: holdTimes)
    func holdingStillWithoutSamplesPeeksWhenTimeAdvancesToTheMinimumDuration(
        milliseconds: Int64,
        events: [RecognizerEvent],
        state: RecognizerState
    ) throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 1000))
        #expect(try recognizer.advance(to: .milliseconds(1000 + milliseconds)) == events)
        #expect(recognizer.state == state)
        #expect(recognizer.latestTime == .milliseconds(1000 + milliseconds))
    }

    @Test func progressIsPublishedOnlyWhenItChangesAndTheDeadlineIsReported() throws {
        var recognizer = F.longPressRecognizer()
        #expect(recognizer.peekDeadline == nil)
        _ = try recognizer.handle(F.sample(.began, at: 100))
        #expect(recognizer.peekDeadline == .milliseconds(600))
        #expect(try recognizer.advance(to: .milliseconds(100)) == [])
        #expect(try recognizer.advance(to: .milliseconds(200)) == [.previewProgress(0.2)])
        #expect(try recognizer.advance(to: .milliseconds(200)) == [])
        #expect(try recognizer.handle(F.sample(.stationary, at: 200)) == [])
        #expect(try recognizer.handle(F.sample(.moved, at: 350, dx: 4)) == [.previewProgress(0.5)])
        #expect(
            try recognizer.advance(to: .milliseconds(600)) == [.previewProgress(1), .peek(location: F.point(dx: 4))])
        #expect(recognizer.peekDeadline == nil)
        #expect(try recognizer.advance(to: .milliseconds(900)) == [])
        #expect(recognizer.commitProgress == 0)
    }

    @Test func forceIsIgnored() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0, force: 4))
        #expect(try recognizer.handle(F.sample(.moved, at: 100, force: 4)) == [.previewProgress(0.2)])
        #expect(recognizer.state == .tracking)
    }

    @Test func aSampleAfterTheDeadlinePeeksAtTheLastLocationBeforeItThenMoves() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 100, dx: 3))
        #expect(
            try recognizer.handle(F.sample(.moved, at: 600, dx: 50))
                == [.previewProgress(1), .peek(location: F.point(dx: 3))]
        )
        #expect(recognizer.state == .peeking)
    }

    @Test func aLiftAtOrAfterTheDeadlinePeeksAndThePreviewStays() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try recognizer.handle(F.sample(.ended, at: 500)) == [.previewProgress(1), .peek(location: F.origin)])
        #expect(recognizer.state == .peeking)
        #expect(!recognizer.isTouchDown)
    }

    // MARK: After the peek

    @Test func liftingAfterThePeekKeepsThePreviewAndATapPops() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.advance(to: .milliseconds(500))
        #expect(try recognizer.handle(F.sample(.ended, at: 700, dx: 2)) == [])
        #expect(recognizer.state == .peeking)
        #expect(!recognizer.isTouchDown)
        #expect(try recognizer.advance(to: .seconds(5)) == [])
        #expect(try recognizer.handle(F.sample(.began, at: 5000, dx: 40)) == [])
        #expect(recognizer.isTouchDown)
        #expect(recognizer.state == .peeking)
        #expect(try recognizer.handle(F.sample(.moved, at: 5050, dx: 45)) == [])
        #expect(
            try recognizer.handle(F.sample(.ended, at: 5100, dx: 44))
                == [.commitProgress(1), .pop(location: F.point(dx: 44)), .ended]
        )
        #expect(recognizer.state == .popped)
        #expect(recognizer.commitProgress == 1)
        #expect(!recognizer.isTouchDown)
        #expect(try recognizer.handle(F.sample(.began, at: 6000)) == [.began(location: F.origin)])
        #expect(recognizer.commitProgress == 0)
        #expect(recognizer.previewProgress == 0)
    }

    @Test func theHostDismissingAShownPreviewCancelsItAsReleased() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.advance(to: .milliseconds(500))
        _ = try recognizer.handle(F.sample(.ended, at: 600))
        #expect(recognizer.dismissPreview() == [.cancelled(.released)])
        #expect(recognizer.state == .cancelled)
        #expect(recognizer.dismissPreview() == [])
        #expect(try recognizer.handle(F.sample(.began, at: 700)) == [.began(location: F.origin)])
        #expect(recognizer.state == .tracking)
    }

    @Test func dismissingWhileTheFingerIsStillDownEndsItsTouchQuietly() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.advance(to: .milliseconds(500))
        #expect(recognizer.dismissPreview() == [.cancelled(.released)])
        #expect(try recognizer.handle(F.sample(.ended, at: 600)) == [.ended])
        #expect(recognizer.state == .cancelled)
        #expect(!recognizer.isTouchDown)
    }

    @Test func dismissingDuringATapOnThePreviewCancelsAndTheTapDoesNotPop() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.ended, at: 500))
        _ = try recognizer.handle(F.sample(.began, at: 800))
        #expect(recognizer.dismissPreview() == [.cancelled(.released)])
        #expect(try recognizer.handle(F.sample(.ended, at: 900)) == [.ended])
        #expect(recognizer.state == .cancelled)
        #expect(recognizer.commitProgress == 0)
    }

    // MARK: Ending before the peek, and system cancellation

    @Test func liftingBeforeTheMinimumDurationCancelsAsReleased() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try recognizer.handle(F.sample(.ended, at: 300)) == [.previewProgress(0.6), .cancelled(.released)])
        #expect(recognizer.state == .cancelled)
        #expect(recognizer.previewProgress == 0.6)
        #expect(try recognizer.advance(to: .milliseconds(900)) == [])
        #expect(recognizer.state == .cancelled)
    }

    enum CancellationPoint: String, CaseIterable, CustomTestStringConvertible {
        case beforeThePeek
        case afterThePeekWithTheFingerDown
        case duringATapOnThePreview
        case afterTheDeadlineWithoutSamples

        var testDescription: String { rawValue }
    }

    @Test(arguments: CancellationPoint.allCases)
    func aSystemCancellationCancelsAsTouchCancelled(at point: CancellationPoint) throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        switch point {
        case .beforeThePeek:
            _ = try recognizer.advance(to: .milliseconds(100))
        case .afterThePeekWithTheFingerDown:
            _ = try recognizer.advance(to: .milliseconds(500))
        case .duringATapOnThePreview:
            _ = try recognizer.handle(F.sample(.ended, at: 500))
            _ = try recognizer.handle(F.sample(.began, at: 550))
        case .afterTheDeadlineWithoutSamples:
            break
        }
        // A cancelled sample is not user input: its time does not let the hold reach the deadline.
        #expect(try recognizer.handle(F.sample(.cancelled, at: 600)) == [.cancelled(.touchCancelled)])
        #expect(recognizer.state == .cancelled)
        #expect(!recognizer.isTouchDown)
        #expect(recognizer.commitProgress == 0)
    }

    // MARK: Movement

    static let movements: [(dx: Double, dy: Double, events: [RecognizerEvent], state: RecognizerState)] = [
        (9.9, 0, [.previewProgress(0.2)], .tracking),
        (6, -8, [.previewProgress(0.2)], .tracking),
        (10.1, 0, [.previewProgress(0.2), .failed(.movedBeyondAllowance)], .failed),
        (0, -10.1, [.previewProgress(0.2), .failed(.movedBeyondAllowance)], .failed),
    ]

    @Test(arguments: movements)
    func movingBeyondTheAllowanceBeforeThePeekFails(
        dx: Double,
        dy: Double,
        events: [RecognizerEvent],
        state: RecognizerState
    ) throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        #expect(try recognizer.handle(F.sample(.moved, at: 100, dx: dx, dy: dy)) == events)
        #expect(recognizer.state == state)
    }

    @Test func aFailedHoldNeverPeeksAndItsEndIsReported() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 100, dx: 30))
        #expect(recognizer.peekDeadline == nil)
        #expect(try recognizer.advance(to: .seconds(2)) == [])
        #expect(try recognizer.handle(F.sample(.moved, at: 2100)) == [])
        #expect(recognizer.state == .failed)
        #expect(try recognizer.handle(F.sample(.ended, at: 2200)) == [.ended])
    }

    @Test func movementAfterThePeekIsAllowed() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.advance(to: .milliseconds(500))
        #expect(try recognizer.handle(F.sample(.moved, at: 600, dx: 100, dy: 100)) == [])
        #expect(recognizer.state == .peeking)
    }

    @Test(arguments: [(20.0, 19.9, RecognizerState.tracking), (20, 20.1, .failed), (.infinity, 1e300, .tracking)])
    func theLongPressAllowanceIsConfigurable(allowance: Double, distance: Double, state: RecognizerState) throws {
        let configuration = try LongPressConfiguration(allowableMovement: allowance)
        var recognizer = PeekRecognizer(mode: .longPress(configuration))
        #expect(recognizer.mode.allowableMovement == allowance)
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 16, dx: distance))
        #expect(recognizer.state == state)
    }

    // MARK: Time validation

    @Test func advancingWithNoTouchRecordsTheTimeAndRejectsGoingBackwards() throws {
        var recognizer = F.longPressRecognizer()
        #expect(try recognizer.advance(to: .seconds(1)) == [])
        #expect(recognizer.latestTime == .seconds(1))
        #expect(recognizer.state == .possible)
        let before = recognizer
        let error = #expect(throws: GestureError.self) {
            try recognizer.advance(to: .milliseconds(999))
        }
        #expect(error?.code == .timestampWentBackwards)
        #expect(recognizer == before)
        let lateError = #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(.began, at: 999))
        }
        #expect(lateError?.code == .timestampWentBackwards)
        #expect(recognizer == before)
    }

    @Test func advancingBackwardsWhileHoldingChangesNothing() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.advance(to: .milliseconds(300))
        let before = recognizer
        let error = #expect(throws: GestureError.self) {
            try recognizer.advance(to: .milliseconds(299))
        }
        #expect(error?.code == .timestampWentBackwards)
        #expect(recognizer == before)
        #expect(recognizer.previewProgress == 0.6)
        #expect(recognizer.latestTime == .milliseconds(300))
        #expect(try recognizer.advance(to: .milliseconds(500)) == [.previewProgress(1), .peek(location: F.origin)])
    }

    // MARK: Configuration

    @Test func theDefaultConfigurationIsHalfASecondAndTenPoints() throws {
        #expect(LongPressConfiguration.default.minimumDuration == .milliseconds(500))
        #expect(LongPressConfiguration.default.allowableMovement == 10)
        #expect(try LongPressConfiguration() == .default)
    }

    static let validConfigurations: [(Duration, Double)] = [
        (.nanoseconds(1), 0), (.milliseconds(500), 10), (.seconds(3), .infinity),
    ]

    @Test(arguments: validConfigurations)
    func validConfigurationsKeepTheirValues(minimumDuration: Duration, allowableMovement: Double) throws {
        let configuration = try LongPressConfiguration(
            minimumDuration: minimumDuration,
            allowableMovement: allowableMovement
        )
        #expect(configuration.minimumDuration == minimumDuration)
        #expect(configuration.allowableMovement == allowableMovement)
    }

    static let invalidConfigurations: [(Duration, Double)] = [
        (.zero, 10), (.milliseconds(-1), 10), (.milliseconds(500), -0.1), (.milliseconds(500), .nan),
        (.milliseconds(500), -.infinity),
    ]

    @Test(arguments: invalidConfigurations)
    func invalidConfigurationsAreRejected(minimumDuration: Duration, allowableMovement: Double) {
        let error = #expect(throws: GestureError.self) {
            try LongPressConfiguration(minimumDuration: minimumDuration, allowableMovement: allowableMovement)
        }
        #expect(error?.code == .invalidConfiguration)
    }

    @Test func configurationsRoundTripThroughCodableAndDecodingValidates() throws {
        let configuration = try LongPressConfiguration(minimumDuration: .milliseconds(750), allowableMovement: 12.5)
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(LongPressConfiguration.self, from: data) == configuration)

        let invalid = try JSONEncoder().encode(Invalid(minimumDuration: .zero, allowableMovement: 10))
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(LongPressConfiguration.self, from: invalid)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect((context.underlyingError as? GestureError)?.code == .invalidConfiguration)
    }

    /// The unvalidated shape of a configuration, to encode invalid values.
    struct Invalid: Encodable {
        var minimumDuration: Duration
        var allowableMovement: Double
    }
}
