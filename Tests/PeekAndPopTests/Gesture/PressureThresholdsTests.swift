import Foundation
import PeekAndPop
import Testing

struct PressureThresholdsTests {
    @Test func theDefaultPeeksAtAFifthAndPopsAtThreeQuartersOfTheMaximum() {
        #expect(PressureThresholds.default.peek == 0.2)
        #expect(PressureThresholds.default.pop == 0.75)
        #expect(PressureThresholds.default.hysteresis == 0.05)
        #expect(PressureThresholds.default == (try? PressureThresholds(peek: 0.2, pop: 0.75, hysteresis: 0.05)))
    }

    static let validThresholds: [(Double, Double, Double)] = [
        (0.2, 0.75, 0.05), (0.001, 1, 0), (0.5, 0.5000001, 0.4999), (0.25, 0.75, 0.125),
    ]

    @Test(arguments: validThresholds)
    func validThresholdsKeepTheirValues(peek: Double, pop: Double, hysteresis: Double) throws {
        let thresholds = try PressureThresholds(peek: peek, pop: pop, hysteresis: hysteresis)
        #expect(thresholds.peek == peek)
        #expect(thresholds.pop == pop)
        #expect(thresholds.hysteresis == hysteresis)
    }

    static let invalidThresholds: [(Double, Double, Double)] = [
        (0, 0.75, 0),  // peek must be positive
        (-0.1, 0.75, 0),
        (0.5, 0.5, 0.05),  // peek must be below pop
        (0.8, 0.75, 0.05),
        (0.2, 1.01, 0.05),  // pop must be at most 1
        (0.2, 0.75, -0.01),  // hysteresis must be non-negative
        (0.2, 0.75, 0.2),  // hysteresis must be below peek
        (0.2, 0.75, 0.3),
        (.nan, 0.75, 0.05),
        (0.2, .nan, 0.05),
        (0.2, 0.75, .nan),
        (0.2, .infinity, 0.05),
        (-.infinity, 0.75, 0),
    ]

    @Test(arguments: invalidThresholds)
    func invalidThresholdsAreRejected(peek: Double, pop: Double, hysteresis: Double) {
        let error = #expect(throws: GestureError.self) {
            try PressureThresholds(peek: peek, pop: pop, hysteresis: hysteresis)
        }
        #expect(error?.code == .invalidThresholds)
    }

    @Test func thresholdsRoundTripThroughCodable() throws {
        let thresholds = try PressureThresholds(peek: 0.3, pop: 0.9, hysteresis: 0.1)
        let data = try JSONEncoder().encode(thresholds)
        #expect(try JSONDecoder().decode(PressureThresholds.self, from: data) == thresholds)
    }

    @Test(arguments: [
        #"{"peek": 0.8, "pop": 0.75, "hysteresis": 0.05}"#,
        #"{"peek": 0.2, "pop": 0.75, "hysteresis": 0.5}"#,
        #"{"peek": 0, "pop": 0.75, "hysteresis": 0}"#,
    ])
    func decodingValidatesTheThresholds(json: String) {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PressureThresholds.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("Expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect((context.underlyingError as? GestureError)?.code == .invalidThresholds)
    }
}
