/// A rectangle: an origin and a size, in some view's coordinate space.
///
/// `Rect` follows `CGRect`'s conventions so that UIKit hosts can bridge it field by field:
///
/// - A rect may have a negative width or height; it then extends to the left of (or above) its
///   origin. The edge accessors (``minX``, ``maxY``, ``width`` …) and every geometric operation
///   work on the ``standardized`` rect, whose size is never negative.
/// - ``null`` is the "no rectangle" value (the result of intersecting disjoint rects). It is not
///   the same as ``zero``, which is an empty rect at the origin. ``union(_:)`` treats `null` as
///   its identity.
/// - ``contains(_:)-(Point)`` is half-open: the minimum edges belong to the rect, the maximum
///   edges do not, so a point lies in at most one of several rects that tile a plane.
///
/// Any `Double` is accepted, including NaN and infinities: no operation traps on them. Results
/// computed from non-finite input are unspecified but never trap; check ``isFinite`` to validate
/// rects that come from outside (S15 in <doc:Rules> refuses non-finite source rects).
///
/// ```swift
/// let card = Rect(x: 10, y: 10, width: 100, height: 50)
/// card.contains(Point(x: 10, y: 10))    // true
/// card.contains(Point(x: 110, y: 10))   // false: on the max edge
/// card.intersection(Rect(x: 60, y: 0, width: 100, height: 20))
/// // Rect(x: 60, y: 10, width: 50, height: 10)
/// ```
///
/// `Rect` is `Sendable`.
public struct Rect: Sendable, Hashable, Codable {
    /// The corner the size is measured from; the top-left corner when the size is not negative.
    public var origin: Point

    /// The extents measured from ``origin``; either may be negative.
    public var size: Size

    /// Creates a rect from an origin and a size.
    ///
    /// - Parameters:
    ///   - origin: The corner the size is measured from.
    ///   - size: The extents; either may be negative.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rect from the coordinates of its origin and its extents.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate of the origin.
    ///   - y: The vertical coordinate of the origin.
    ///   - width: The horizontal extent; may be negative.
    ///   - height: The vertical extent; may be negative.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rect at the origin of the coordinate space.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The null rect: the absence of a rectangle, like `CGRect.null`.
    ///
    /// Its origin is `(+infinity, +infinity)` and its size is zero. It is what ``intersection(_:)``
    /// returns for rects that do not overlap, and the identity of ``union(_:)``.
    public static let null = Rect(
        origin: Point(x: .infinity, y: .infinity),
        size: .zero
    )

    /// Whether this is the null rect.
    ///
    /// Like `CGRect.isNull`, any rect whose origin has a `+infinity` coordinate counts as null.
    public var isNull: Bool {
        origin.x == .infinity || origin.y == .infinity
    }

    /// Whether the origin and the size are all finite.
    ///
    /// The ``null`` rect is not finite.
    public var isFinite: Bool {
        origin.isFinite && size.isFinite
    }

    /// Whether the rect covers no area: it is ``null``, or its width or height is zero (or NaN).
    ///
    /// A negative width or height does not make a rect empty: it is measured on the
    /// ``standardized`` rect, whose extents are the magnitudes. A finite rect is empty exactly when
    /// ``contains(_:)-(Point)`` is false for every point.
    public var isEmpty: Bool {
        isNull || !(width > 0) || !(height > 0)
    }

    /// The same rectangle with a non-negative width and height.
    ///
    /// A negative extent is flipped: the origin moves to the other edge and the extent becomes
    /// its magnitude. The ``null`` rect standardizes to itself.
    ///
    /// ```swift
    /// Rect(x: 10, y: 10, width: -4, height: 6).standardized
    /// // Rect(x: 6, y: 10, width: 4, height: 6)
    /// ```
    public var standardized: Rect {
        if isNull {
            return .null
        }
        var result = self
        if result.size.width < 0 {
            result.origin.x += result.size.width
            result.size.width = -result.size.width
        }
        if result.size.height < 0 {
            result.origin.y += result.size.height
            result.size.height = -result.size.height
        }
        return result
    }

    /// The smallest x coordinate of the standardized rect.
    public var minX: Double {
        standardized.origin.x
    }

    /// The x coordinate halfway between ``minX`` and ``maxX``.
    public var midX: Double {
        let rect = standardized
        return rect.origin.x + rect.size.width / 2
    }

    /// The largest x coordinate of the standardized rect (an edge the rect does not contain).
    public var maxX: Double {
        let rect = standardized
        return rect.origin.x + rect.size.width
    }

    /// The smallest y coordinate of the standardized rect.
    public var minY: Double {
        standardized.origin.y
    }

    /// The y coordinate halfway between ``minY`` and ``maxY``.
    public var midY: Double {
        let rect = standardized
        return rect.origin.y + rect.size.height / 2
    }

    /// The largest y coordinate of the standardized rect (an edge the rect does not contain).
    public var maxY: Double {
        let rect = standardized
        return rect.origin.y + rect.size.height
    }

    /// The width of the standardized rect: the magnitude of `size.width`.
    public var width: Double {
        size.width.magnitude
    }

    /// The height of the standardized rect: the magnitude of `size.height`.
    public var height: Double {
        size.height.magnitude
    }

    /// Whether the rect contains a point, with half-open edges.
    ///
    /// The point is inside when `minX <= x < maxX` and `minY <= y < maxY`. A point on the maximum
    /// edge (``maxX`` or ``maxY``) is **outside**, so adjacent rects never both contain a point.
    /// The ``null`` rect, empty rects and points with NaN coordinates contain or are contained in
    /// nothing.
    ///
    /// - Parameter point: A point in the same coordinate space as the rect.
    /// - Returns: Whether the point lies inside the rect.
    public func contains(_ point: Point) -> Bool {
        if isNull {
            return false
        }
        let rect = standardized
        return point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }

    /// Whether the rect wholly contains another rect.
    ///
    /// The comparison uses closed extents: a rect contains itself, and a rect that shares an edge
    /// with the receiver from the inside is contained. A ``null`` rect neither contains nor is
    /// contained in anything; a rect with NaN extents is never contained.
    ///
    /// - Parameter other: A rect in the same coordinate space.
    /// - Returns: Whether every part of `other` lies within the receiver.
    public func contains(_ other: Rect) -> Bool {
        if isNull || other.isNull {
            return false
        }
        let outer = standardized
        let inner = other.standardized
        return inner.minX >= outer.minX && inner.maxX <= outer.maxX
            && inner.minY >= outer.minY && inner.maxY <= outer.maxY
    }

    /// Whether the two rects share some area.
    ///
    /// Rects that only touch along an edge or at a corner do not intersect; neither does anything
    /// with the ``null`` rect.
    ///
    /// - Parameter other: A rect in the same coordinate space.
    /// - Returns: Whether ``intersection(_:)`` is not null.
    public func intersects(_ other: Rect) -> Bool {
        !intersection(other).isNull
    }

    /// The area the two rects have in common.
    ///
    /// The result is standardized and always has a positive width and height, or it is ``null``:
    /// rects that only touch along an edge, that are disjoint, or of which one is empty, null or
    /// has a NaN extent have no intersection.
    ///
    /// - Parameter other: A rect in the same coordinate space.
    /// - Returns: The common area, or ``null``.
    public func intersection(_ other: Rect) -> Rect {
        if isNull || other.isNull {
            return .null
        }
        let first = standardized
        let second = other.standardized
        let minX = Swift.max(first.minX, second.minX)
        let maxX = Swift.min(first.maxX, second.maxX)
        let minY = Swift.max(first.minY, second.minY)
        let maxY = Swift.min(first.maxY, second.maxY)
        guard first.hasNumericExtents, second.hasNumericExtents, minX < maxX, minY < maxY else {
            return .null
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rect that contains both rects.
    ///
    /// The ``null`` rect is the identity: `r.union(.null)` is `r.standardized`. Empty (non-null)
    /// rects do count, as in `CGRect`. If either rect has a NaN extent, the result has NaN
    /// components (so it is not ``isFinite``) rather than silently dropping the NaN.
    ///
    /// - Parameter other: A rect in the same coordinate space.
    /// - Returns: The standardized bounding rect of both.
    public func union(_ other: Rect) -> Rect {
        if isNull {
            return other.standardized
        }
        if other.isNull {
            return standardized
        }
        let first = standardized
        let second = other.standardized
        guard first.hasNumericExtents, second.hasNumericExtents else {
            return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        let minX = Swift.min(first.minX, second.minX)
        let maxX = Swift.max(first.maxX, second.maxX)
        let minY = Swift.min(first.minY, second.minY)
        let maxY = Swift.max(first.maxY, second.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Returns the standardized rect shrunk (or, with negative amounts, grown) on every side.
    ///
    /// `dx` is taken off both the left and the right edge, `dy` off both the top and the bottom.
    /// If that would leave a negative width or height, the result is ``null``; the ``null`` rect
    /// stays null.
    ///
    /// - Parameters:
    ///   - dx: The amount to move each vertical edge inwards.
    ///   - dy: The amount to move each horizontal edge inwards.
    /// - Returns: The inset rect, or ``null``.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        if isNull {
            return .null
        }
        let rect = standardized
        let width = rect.size.width - 2 * dx
        let height = rect.size.height - 2 * dy
        if width < 0 || height < 0 {
            return .null
        }
        return Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: width, height: height)
    }

    /// Returns the rect moved by the given amounts, its size unchanged.
    ///
    /// The ``null`` rect stays null.
    ///
    /// - Parameters:
    ///   - dx: The amount added to the origin's `x`.
    ///   - dy: The amount added to the origin's `y`.
    /// - Returns: The moved rect.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        if isNull {
            return .null
        }
        return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// Whether none of the four edges is NaN.
    private var hasNumericExtents: Bool {
        !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN)
    }
}
