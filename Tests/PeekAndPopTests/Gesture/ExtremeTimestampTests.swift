import PeekAndPop
import Testing

/// Timestamps at the edges of `Duration`'s range (about ±1.7 × 10²⁰ s): the recognizer throws
/// ``ErrorCode/timestampOutOfRange`` and changes nothing, where the arithmetic on them
/// would otherwise overflow and trap (S21).
struct ExtremeTimestampTests {
    typealias F = GestureFixtures

    static let farPast = Duration.seconds(-1e20)
    static let farFuture = Duration.seconds(1e20)
    static let latest = Duration(attoseconds: .max)

    static func sample(_ phase: TouchPhase, at time: Duration) -> TouchSample {
        TouchSample(location: F.origin, force: 0, maximumPossibleForce: F.maximumForce, timestamp: time, phase: phase)
    }

    static let modes: [RecognitionMode] = [.longPress(.default), .force(F.thresholds, allowableMovement: 10)]

    @Test(arguments: modes, [TouchPhase.moved, .stationary, .ended])
    func aSampleTooFarFromTheTouchDownIsRejectedAndChangesNothing(mode: RecognitionMode, phase: TouchPhase) throws {
        var recognizer = PeekRecognizer(mode: mode)
        _ = try recognizer.handle(Self.sample(.began, at: Self.farPast))
        let before = recognizer
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(Self.sample(phase, at: Self.farFuture))
        }
        #expect(error?.code == .timestampOutOfRange)
        #expect(recognizer == before)
    }

    @Test(arguments: modes)
    func advancingTooFarFromTheTouchDownIsRejectedAndChangesNothing(mode: RecognitionMode) throws {
        var recognizer = PeekRecognizer(mode: mode)
        _ = try recognizer.handle(Self.sample(.began, at: Self.farPast))
        let before = recognizer
        let error = #expect(throws: GestureError.self) {
            try recognizer.advance(to: Self.farFuture)
        }
        #expect(error?.code == .timestampOutOfRange)
        #expect(recognizer == before)
    }

    @Test func aLongPressWhoseDeadlineIsNotRepresentableIsRejectedAndChangesNothing() throws {
        var recognizer = F.longPressRecognizer()
        let before = recognizer
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(Self.sample(.began, at: Self.latest))
        }
        #expect(error?.code == .timestampOutOfRange)
        #expect(recognizer == before)
    }

    @Test func aForcePressMayBeginAtTheLatestInstant() throws {
        var recognizer = F.forceRecognizer()
        #expect(try recognizer.handle(Self.sample(.began, at: Self.latest)) == [.began(location: F.origin)])
        let ended = try recognizer.handle(Self.sample(.ended, at: Self.latest))
        #expect(ended == [.cancelled(.released)])
    }

    @Test func aLongPressFarFromTheOriginStillPeeksOnTime() throws {
        var recognizer = F.longPressRecognizer()
        #expect(try recognizer.handle(Self.sample(.began, at: Self.farPast)) == [.began(location: F.origin)])
        let deadline = Self.farPast + .milliseconds(500)
        #expect(recognizer.peekDeadline == deadline)
        #expect(try recognizer.advance(to: deadline) == [.previewProgress(1), .peek(location: F.origin)])
        let lifted = try recognizer.handle(Self.sample(.ended, at: deadline + .seconds(1)))
        #expect(lifted == [])
        #expect(recognizer.state == .peeking)
    }
}
