/// A width and a height.
///
/// Sizes may be negative: a ``Rect`` with a negative size extends to the left of (or above) its
/// origin, and ``Rect/standardized`` flips it. `Size` accepts any `Double`, including NaN and
/// infinities; no operation traps on them. Use ``isFinite`` to validate values from outside.
///
/// `Size` is `Sendable`.
public struct Size: Sendable, Hashable, Codable {
    /// The horizontal extent.
    public var width: Double

    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    ///
    /// - Parameters:
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size whose width and height are both zero.
    public static let zero = Size(width: 0, height: 0)

    /// Whether both extents are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        width.isFinite && height.isFinite
    }
}
