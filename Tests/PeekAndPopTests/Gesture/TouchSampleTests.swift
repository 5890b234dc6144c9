import Foundation
import PeekAndPop
import Testing

struct TouchSampleTests {
    typealias F = GestureFixtures

    // MARK: The value

    @Test func theMemberwiseInitializerKeepsEveryComponentAndTheValueRoundTripsThroughCodable() throws {
        let sample = TouchSample(
            location: Point(x: 1.5, y: -2),
            force: 0.75,
            maximumPossibleForce: 6.67,
            timestamp: .milliseconds(1234),
            phase: .stationary
        )
        #expect(sample.location == Point(x: 1.5, y: -2))
        #expect(sample.force == 0.75)
        #expect(sample.maximumPossibleForce == 6.67)
        #expect(sample.timestamp == .milliseconds(1234))
        #expect(sample.phase == .stationary)
        let decoded = try JSONDecoder().decode(TouchSample.self, from: JSONEncoder().encode(sample))
        #expect(decoded == sample)
    }

    @Test func phasesEncodeAsTheirNames() throws {
        let names = try TouchPhase.allCases.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) }
        #expect(names == ["\"began\"", "\"moved\"", "\"stationary\"", "\"ended\"", "\"cancelled\""])
    }

    // MARK: Malformed samples (S21)

    /// Recognizers with a touch down, each with non-trivial progress and a latest time of 100 ms.
    enum TouchDownFixture: String, CaseIterable, CustomTestStringConvertible {
        case forceTracking
        case forcePeeking
        case longPressTracking
        case longPressTapOnPreview

        var testDescription: String { rawValue }

        func make() throws -> PeekRecognizer {
            switch self {
            case .forceTracking:
                var recognizer = F.forceRecognizer()
                _ = try recognizer.handle(F.sample(.began, at: 0))
                _ = try recognizer.handle(F.sample(.moved, at: 100, force: 0.5))
                return recognizer
            case .forcePeeking:
                var recognizer = F.forceRecognizer()
                _ = try recognizer.handle(F.sample(.began, at: 0))
                _ = try recognizer.handle(F.sample(.moved, at: 100, force: 2))
                return recognizer
            case .longPressTracking:
                var recognizer = F.longPressRecognizer()
                _ = try recognizer.handle(F.sample(.began, at: 0))
                _ = try recognizer.advance(to: .milliseconds(100))
                return recognizer
            case .longPressTapOnPreview:
                var recognizer = PeekRecognizer(
                    mode: .longPress(try LongPressConfiguration(minimumDuration: .milliseconds(50))))
                _ = try recognizer.handle(F.sample(.began, at: 0))
                _ = try recognizer.handle(F.sample(.ended, at: 60))
                _ = try recognizer.handle(F.sample(.began, at: 100))
                return recognizer
            }
        }
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var name: String
        var sample: TouchSample
        var code: GestureError.Code

        var testDescription: String { name }

        init(_ name: String, _ sample: TouchSample, _ code: GestureError.Code) {
            self.name = name
            self.sample = sample
            self.code = code
        }
    }

    static let malformedSamples: [Malformed] = [
        Malformed("NaN x", move(location: Point(x: .nan, y: 0)), .nonFiniteValue),
        Malformed("infinite y", move(location: Point(x: 0, y: -.infinity)), .nonFiniteValue),
        Malformed("NaN force", F.sample(.moved, at: 200, force: .nan), .nonFiniteValue),
        Malformed("infinite force", F.sample(.moved, at: 200, force: .infinity), .nonFiniteValue),
        Malformed("zero maximum", F.sample(.moved, at: 200, force: 0, maximum: 0), .invalidMaximumForce),
        Malformed("negative maximum", F.sample(.moved, at: 200, force: 0, maximum: -1), .invalidMaximumForce),
        Malformed("infinite maximum", F.sample(.moved, at: 200, force: 1, maximum: .infinity), .invalidMaximumForce),
        Malformed("NaN maximum", F.sample(.moved, at: 200, force: 1, maximum: .nan), .invalidMaximumForce),
        Malformed("negative force", F.sample(.moved, at: 200, force: -0.5), .negativeForce),
        Malformed("force above maximum", F.sample(.moved, at: 200, force: 4.5), .forceAboveMaximum),
        Malformed("ended above maximum", F.sample(.ended, at: 200, force: 4.000001), .forceAboveMaximum),
        Malformed("timestamp before the latest", F.sample(.moved, at: 99, force: 4), .timestampWentBackwards),
        Malformed("ended before the latest", F.sample(.ended, at: 50), .timestampWentBackwards),
        Malformed("began while down", F.sample(.began, at: 200), .touchAlreadyDown),
    ]

    static func move(location: Point) -> TouchSample {
        TouchSample(location: location, force: 0, maximumPossibleForce: 4, timestamp: .milliseconds(200), phase: .moved)
    }

    @Test(arguments: TouchDownFixture.allCases, malformedSamples)
    func aMalformedSampleIsRejectedWithItsCodeAndChangesNothing(
        fixture: TouchDownFixture,
        malformed: Malformed
    ) throws {
        var recognizer = try fixture.make()
        let before = recognizer
        #expect(recognizer.latestTime == .milliseconds(100))
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(malformed.sample)
        }
        #expect(error?.code == malformed.code)
        #expect(recognizer == before)
        #expect(recognizer.state == before.state)
        #expect(recognizer.previewProgress == before.previewProgress)
        #expect(recognizer.commitProgress == before.commitProgress)
        #expect(recognizer.latestTime == .milliseconds(100))
        #expect(recognizer.isTouchDown)
    }

    /// Recognizers with no touch down, each with a latest time of 100 ms.
    enum TouchUpFixture: String, CaseIterable, CustomTestStringConvertible {
        case fresh
        case forceAfterRelease
        case forceAfterPop
        case longPressPreviewShown

        var testDescription: String { rawValue }

        func make() throws -> PeekRecognizer {
            switch self {
            case .fresh:
                var recognizer = F.forceRecognizer()
                _ = try recognizer.advance(to: .milliseconds(100))
                return recognizer
            case .forceAfterRelease:
                var recognizer = F.forceRecognizer()
                _ = try recognizer.handle(F.sample(.began, at: 0))
                _ = try recognizer.handle(F.sample(.ended, at: 100, force: 0.5))
                return recognizer
            case .forceAfterPop:
                var recognizer = F.forceRecognizer()
                _ = try recognizer.handle(F.sample(.began, at: 0, force: 4))
                _ = try recognizer.handle(F.sample(.ended, at: 100))
                return recognizer
            case .longPressPreviewShown:
                var recognizer = F.longPressRecognizer()
                _ = try recognizer.handle(F.sample(.began, at: 0))
                _ = try recognizer.handle(F.sample(.ended, at: 100, dx: 1))
                _ = try recognizer.advance(to: .milliseconds(100))
                _ = try recognizer.handle(F.sample(.began, at: 100))
                _ = try recognizer.handle(F.sample(.cancelled, at: 100))
                return recognizer
            }
        }
    }

    @Test(arguments: TouchUpFixture.allCases, [TouchPhase.moved, .stationary, .ended, .cancelled])
    func aSampleOtherThanBeganWithNoTouchDownIsRejectedAndChangesNothing(
        fixture: TouchUpFixture,
        phase: TouchPhase
    ) throws {
        var recognizer = try fixture.make()
        let before = recognizer
        #expect(!recognizer.isTouchDown)
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(phase, at: 200, force: 4))
        }
        #expect(error?.code == .noTouchDown)
        #expect(recognizer == before)
        #expect(recognizer.state == before.state)
        #expect(recognizer.previewProgress == before.previewProgress)
        #expect(recognizer.commitProgress == before.commitProgress)
        #expect(recognizer.latestTime == .milliseconds(100))
    }

    @Test func aSampleOtherThanBeganWithNoTouchDownIsRejectedWhileAPreviewIsShown() throws {
        var recognizer = F.longPressRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.ended, at: 500))
        #expect(recognizer.state == .peeking)
        let before = recognizer
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(.ended, at: 600))
        }
        #expect(error?.code == .noTouchDown)
        #expect(recognizer == before)
    }

    @Test func aRejectedSampleLeavesTheRecognizerWorkingFromWhereItWas() throws {
        var recognizer = F.forceRecognizer()
        _ = try recognizer.handle(F.sample(.began, at: 0))
        _ = try recognizer.handle(F.sample(.moved, at: 100, force: 0.5))
        #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(.moved, at: 50, force: 4))
        }
        #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(.moved, at: 150, force: 5))
        }
        // An equal timestamp is allowed.
        #expect(try recognizer.handle(F.sample(.moved, at: 100, force: 0.25)) == [.previewProgress(0.25)])
        #expect(
            try recognizer.handle(F.sample(.moved, at: 150, force: 4))
                == [.previewProgress(1), .peek(location: F.origin), .commitProgress(1), .pop(location: F.origin)]
        )
    }

    static let boundarySamples: [TouchSample] = [
        F.sample(.moved, at: 100, force: 0),
        F.sample(.moved, at: 100, force: -0.0),
        F.sample(.moved, at: 100, force: 4),
        F.sample(.moved, at: 100, force: 1e-300, maximum: 1e-300),
        F.sample(.moved, at: 100, force: 1e300, maximum: .greatestFiniteMagnitude),
        TouchSample(
            location: Point(x: -1e300, y: 1e300), force: 0, maximumPossibleForce: 1, timestamp: .milliseconds(100),
            phase: .moved
        ),
    ]

    @Test(arguments: boundarySamples)
    func samplesAtTheEdgesOfTheValidRangesAreAccepted(sample: TouchSample) throws {
        var recognizer = F.forceRecognizer(allowableMovement: .infinity)
        _ = try recognizer.handle(F.sample(.began, at: 100))
        _ = try recognizer.handle(sample)
        #expect(recognizer.latestTime == .milliseconds(100))
        #expect(recognizer.isTouchDown)
    }

    // MARK: The error

    @Test func everyCodeIsDistinctAndNamedAndErrorsDescribeThemselves() throws {
        let codes: [GestureError.Code] = [
            .nonFiniteValue, .negativeForce, .forceAboveMaximum, .invalidMaximumForce, .timestampWentBackwards,
            .noTouchDown, .touchAlreadyDown, .invalidThresholds, .invalidConfiguration,
        ]
        #expect(Set(codes).count == 9)
        #expect(
            codes.map(\.description) == [
                "nonFiniteValue", "negativeForce", "forceAboveMaximum", "invalidMaximumForce",
                "timestampWentBackwards", "noTouchDown", "touchAlreadyDown", "invalidThresholds",
                "invalidConfiguration",
            ]
        )
        var recognizer = F.forceRecognizer()
        let error = #expect(throws: GestureError.self) {
            try recognizer.handle(F.sample(.moved, at: 0, force: -1))
        }
        #expect(error?.message.contains("-1.0") == true)
        #expect(error?.description.hasPrefix("GestureError(negativeForce): ") == true)
    }
}
