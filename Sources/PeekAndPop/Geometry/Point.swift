/// A location in a two-dimensional coordinate space.
///
/// Coordinates grow to the right (`x`) and downwards (`y`), as in UIKit. A point has no
/// coordinate space of its own: it means something only together with the ``ViewNode`` whose
/// coordinates it is expressed in.
///
/// `Point` accepts any `Double`, including NaN and infinities; no operation traps on them.
/// Use ``isFinite`` to validate values that come from outside (touch samples, host input).
///
/// `Point` is `Sendable`.
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double

    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point whose coordinates are both zero, the origin of a coordinate space.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        x.isFinite && y.isFinite
    }

    /// Returns this point moved by the given amounts.
    ///
    /// - Parameters:
    ///   - dx: The amount added to ``x``.
    ///   - dy: The amount added to ``y``.
    /// - Returns: The point `(x + dx, y + dy)`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// Returns the Euclidean distance between this point and another one.
    ///
    /// The computation avoids intermediate overflow, so two far-apart finite points give a finite
    /// distance whenever it is representable. If either point has a NaN coordinate the result is
    /// NaN; otherwise, if a coordinate is infinite, the result is infinity.
    ///
    /// ```swift
    /// Point(x: 0, y: 0).distance(to: Point(x: 3, y: 4))  // 5
    /// ```
    ///
    /// - Parameter other: The other point, in the same coordinate space.
    /// - Returns: The non-negative distance, NaN, or infinity.
    public func distance(to other: Point) -> Double {
        let dx = (other.x - x).magnitude
        let dy = (other.y - y).magnitude
        if dx.isNaN || dy.isNaN {
            return .nan
        }
        let larger = Swift.max(dx, dy)
        let smaller = Swift.min(dx, dy)
        guard larger > 0, larger.isFinite else {
            // Zero, or infinity.
            return larger
        }
        let ratio = smaller / larger
        return larger * (1 + ratio * ratio).squareRoot()
    }
}
