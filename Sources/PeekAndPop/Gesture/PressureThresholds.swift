/// The force levels, as fractions of the maximum possible force, at which a force-mode
/// ``PeekRecognizer`` peeks and pops (S20).
///
/// Fractions make the thresholds independent of the hardware's units: UIKit reports a force of
/// 1.0 for an average touch, and the first 3D Touch phones reported a maximum possible force of
/// about 6.67 (20/3). The system's own peek was observed near 0.2 of the maximum (a little above
/// an average touch) and its pop near 0.75 of the maximum; ``default`` uses those values.
///
/// ```swift
/// let firm = try PressureThresholds(peek: 0.3, pop: 0.85, hysteresis: 0.05)
/// var recognizer = PeekRecognizer(mode: .force(firm))
/// ```
///
/// **Hysteresis.** After the peek, commit progress follows a rising force at once, but follows a
/// falling force only once it has dropped more than `hysteresis` below the level the progress
/// shows, and then trails it by `hysteresis`. Sensor jitter smaller than `hysteresis` therefore
/// never makes commit progress flicker. Hysteresis never delays a crossing: the peek needs
/// `force/max ≥ peek`, the pop needs `force/max ≥ pop`, and a force falling after the peek never
/// cancels it. Preview progress (before the peek) follows the force exactly.
///
/// Values are validated on creation and on decoding, so every instance satisfies
/// `0 < peek < pop ≤ 1` and `0 ≤ hysteresis < peek`.
///
/// `PressureThresholds` is `Sendable`.
public struct PressureThresholds: Sendable, Hashable, Codable {
    /// The fraction of the maximum force at which the preview appears (peek).
    public let peek: Double

    /// The fraction of the maximum force at which the previewed screen is committed (pop).
    public let pop: Double

    /// The fraction of the maximum force by which a falling force must drop before commit
    /// progress follows it.
    public let hysteresis: Double

    /// Creates validated thresholds.
    ///
    /// - Parameters:
    ///   - peek: The peek threshold, a fraction of the maximum force: `0 < peek < pop`.
    ///   - pop: The pop threshold, a fraction of the maximum force: `peek < pop ≤ 1`.
    ///   - hysteresis: The dead band for falling force: `0 ≤ hysteresis < peek`.
    /// - Throws: ``GestureError`` with code ``ErrorCode/invalidThresholds`` when a value
    ///   is out of range or NaN.
    public init(peek: Double, pop: Double, hysteresis: Double) throws(GestureError) {
        guard 0 < peek, peek < pop, pop <= 1, 0 <= hysteresis, hysteresis < peek else {
            throw GestureError(
                .invalidThresholds,
                "Pressure thresholds need 0 < peek < pop ≤ 1 and 0 ≤ hysteresis < peek; "
                    + "got peek \(peek), pop \(pop), hysteresis \(hysteresis)."
            )
        }
        self.peek = peek
        self.pop = pop
        self.hysteresis = hysteresis
    }

    private init(uncheckedPeek peek: Double, pop: Double, hysteresis: Double) {
        self.peek = peek
        self.pop = pop
        self.hysteresis = hysteresis
    }

    /// The system-like thresholds: peek at 0.2, pop at 0.75 of the maximum force, hysteresis 0.05.
    ///
    /// With the first 3D Touch phones' maximum of about 6.67, that is a peek at a force of about
    /// 1.33 (a firm touch) and a pop at about 5.
    public static let `default` = PressureThresholds(uncheckedPeek: 0.2, pop: 0.75, hysteresis: 0.05)

    private enum CodingKeys: String, CodingKey {
        case peek
        case pop
        case hysteresis
    }

    /// Decodes thresholds and validates them like ``init(peek:pop:hysteresis:)``.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted`, whose underlying error is the ``GestureError``,
    ///   when the decoded values are invalid; any error of the decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let peek = try container.decode(Double.self, forKey: .peek)
        let pop = try container.decode(Double.self, forKey: .pop)
        let hysteresis = try container.decode(Double.self, forKey: .hysteresis)
        do {
            try self.init(peek: peek, pop: pop, hysteresis: hysteresis)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: error.message,
                    underlyingError: error
                )
            )
        }
    }
}
