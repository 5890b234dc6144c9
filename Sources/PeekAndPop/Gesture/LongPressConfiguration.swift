/// How long and how still a finger must stay down before a long-press ``PeekRecognizer`` peeks
/// (S20).
///
/// The defaults match UIKit's `UILongPressGestureRecognizer`: 0.5 s and 10 points.
///
/// ```swift
/// let patient = try LongPressConfiguration(minimumDuration: .seconds(1))
/// var recognizer = PeekRecognizer(mode: .longPress(patient))
/// ```
///
/// Values are validated on creation and on decoding, so every instance has a positive minimum
/// duration and a non-negative allowable movement.
///
/// `LongPressConfiguration` is `Sendable`.
public struct LongPressConfiguration: Sendable, Hashable, Codable {
    /// How long the finger must stay down, measured from the `began` sample's timestamp on the
    /// injected clock, before the peek.
    public let minimumDuration: Duration

    /// How far, in points, the finger may move from where it went down before the peek without
    /// failing the gesture (scrolling wins).
    ///
    /// Moving exactly this far is allowed; farther fails. `.infinity` disables the check.
    public let allowableMovement: Double

    /// Creates a validated configuration.
    ///
    /// - Parameters:
    ///   - minimumDuration: The hold time before the peek; must be greater than zero.
    ///   - allowableMovement: The movement allowance in points; must be `≥ 0` (not NaN).
    /// - Throws: ``GestureError`` with code ``ErrorCode/invalidConfiguration`` when a
    ///   value is out of range.
    public init(minimumDuration: Duration = .milliseconds(500), allowableMovement: Double = 10) throws(GestureError) {
        guard minimumDuration > .zero else {
            throw GestureError(
                .invalidConfiguration,
                "A long press needs a positive minimum duration; got \(minimumDuration)."
            )
        }
        guard allowableMovement >= 0 else {
            throw GestureError(
                .invalidConfiguration,
                "A long press needs an allowable movement ≥ 0; got \(allowableMovement)."
            )
        }
        self.minimumDuration = minimumDuration
        self.allowableMovement = allowableMovement
    }

    private init(uncheckedMinimumDuration minimumDuration: Duration, allowableMovement: Double) {
        self.minimumDuration = minimumDuration
        self.allowableMovement = allowableMovement
    }

    /// The UIKit-like configuration: a minimum duration of 0.5 s and an allowable movement of
    /// 10 points.
    public static let `default` = LongPressConfiguration(
        uncheckedMinimumDuration: .milliseconds(500),
        allowableMovement: 10
    )

    private enum CodingKeys: String, CodingKey {
        case minimumDuration
        case allowableMovement
    }

    /// Decodes a configuration and validates it like ``init(minimumDuration:allowableMovement:)``.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted`, whose underlying error is the ``GestureError``,
    ///   when the decoded values are invalid; any error of the decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let minimumDuration = try container.decode(Duration.self, forKey: .minimumDuration)
        let allowableMovement = try container.decode(Double.self, forKey: .allowableMovement)
        do {
            try self.init(minimumDuration: minimumDuration, allowableMovement: allowableMovement)
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
