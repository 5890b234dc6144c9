import PeekAndPop
import Testing

struct RectTests {
    // MARK: Construction and standardization

    @Test func initializersAgreeAndCanonicalValuesHaveTheirDocumentedComponents() {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect == Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)))
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(Rect.null.origin == Point(x: .infinity, y: .infinity))
        #expect(Rect.null.size == .zero)
        #expect(Rect.null.isNull)
        #expect(!Rect.zero.isNull)
        #expect(Rect.zero.isEmpty)
        #expect(Rect.null.isEmpty)
        #expect(Rect.zero != Rect.null)
    }

    @Test(
        arguments: [
            (Rect(x: 10, y: 20, width: 30, height: 40), Rect(x: 10, y: 20, width: 30, height: 40)),
            (Rect(x: 10, y: 20, width: -30, height: 40), Rect(x: -20, y: 20, width: 30, height: 40)),
            (Rect(x: 10, y: 20, width: 30, height: -40), Rect(x: 10, y: -20, width: 30, height: 40)),
            (Rect(x: 10, y: 20, width: -30, height: -40), Rect(x: -20, y: -20, width: 30, height: 40)),
        ]
    )
    func standardizedFlipsNegativeSizes(rect: Rect, expected: Rect) {
        #expect(rect.standardized == expected)
        #expect(rect.minX == expected.origin.x)
        #expect(rect.maxX == expected.origin.x + 30)
        #expect(rect.minY == expected.origin.y)
        #expect(rect.maxY == expected.origin.y + 40)
        #expect(rect.midX == expected.origin.x + 15)
        #expect(rect.midY == expected.origin.y + 20)
        #expect(rect.width == 30)
        #expect(rect.height == 40)
        #expect(!rect.isEmpty)
    }

    @Test func standardizedNullStaysNull() {
        #expect(Rect.null.standardized == .null)
    }

    @Test(
        arguments: [
            (Rect(x: 0, y: 0, width: 0, height: 10), true),
            (Rect(x: 0, y: 0, width: 10, height: 0), true),
            (Rect(x: 0, y: 0, width: -10, height: 5), false),
            (Rect(x: 0, y: 0, width: .nan, height: 5), true),
            (Rect(x: 5, y: 5, width: 1, height: 1), false),
        ]
    )
    func isEmptyMeansZeroOrUndefinedArea(rect: Rect, isEmpty: Bool) {
        #expect(rect.isEmpty == isEmpty)
    }

    // MARK: Non-finite input

    static let nonFiniteRects: [Rect] = [
        Rect(x: .nan, y: 0, width: 10, height: 10),
        Rect(x: 0, y: .nan, width: 10, height: 10),
        Rect(x: 0, y: 0, width: .nan, height: 10),
        Rect(x: 0, y: 0, width: 10, height: .nan),
        Rect(x: -.infinity, y: 0, width: 10, height: 10),
        Rect(x: 0, y: 0, width: .infinity, height: 10),
        Rect(x: 0, y: 0, width: 10, height: -.infinity),
        Rect(x: -.infinity, y: -.infinity, width: .infinity, height: .infinity),
        .null,
    ]

    @Test(arguments: nonFiniteRects)
    func nonFiniteRectsAreReportedAndNeverTrap(rect: Rect) {
        #expect(!rect.isFinite)
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        // Every operation must return without trapping; the exact values are unspecified.
        _ = rect.standardized
        _ = (rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY, rect.width, rect.height)
        _ = rect.isEmpty
        _ = rect.contains(Point(x: 0.5, y: 0.5))
        _ = rect.contains(unit)
        _ = unit.contains(rect)
        _ = rect.intersects(unit)
        _ = rect.union(unit)
        _ = rect.insetBy(dx: 1, dy: 1)
        _ = rect.offsetBy(dx: 1, dy: 1)
        #expect(!unit.contains(rect))
    }

    @Test func nanPointsAreContainedInNothingAndHaveNaNDistances() {
        let rect = Rect(x: -100, y: -100, width: 200, height: 200)
        let nanPoint = Point(x: .nan, y: 0)
        #expect(!nanPoint.isFinite)
        #expect(!rect.contains(nanPoint))
        #expect(!rect.contains(Point(x: 0, y: .nan)))
        #expect(Point.zero.distance(to: nanPoint).isNaN)
        #expect(Point.zero.distance(to: Point(x: .infinity, y: 0)) == .infinity)
    }

    @Test func rectsWithNaNExtentsNeitherIntersectNorSilentlyDisappearFromAUnion() {
        let nanRect = Rect(x: 0, y: 0, width: .nan, height: 10)
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        #expect(nanRect.intersection(unit) == .null)
        #expect(unit.intersection(nanRect) == .null)
        #expect(!unit.union(nanRect).isFinite)
        #expect(!nanRect.union(unit).isFinite)
    }

    @Test func finiteRectsAndPointsReportFinite() {
        #expect(Rect(x: -1, y: 2, width: -3, height: 4).isFinite)
        #expect(Rect.zero.isFinite)
        #expect(Point(x: 1, y: -1).isFinite)
        #expect(Size(width: 1, height: 2).isFinite)
        #expect(!Size(width: .infinity, height: 2).isFinite)
    }

    // MARK: Points

    @Test func pointOffsetAndDistance() {
        #expect(Point(x: 1, y: 2).offsetBy(dx: 3, dy: -4) == Point(x: 4, y: -2))
        #expect(Point(x: 1, y: 1).distance(to: Point(x: 4, y: 5)) == 5)
        #expect(Point(x: 4, y: 5).distance(to: Point(x: 1, y: 1)) == 5)
        #expect(Point(x: 1, y: 1).distance(to: Point(x: 1, y: 1)) == 0)
        // Squaring these would overflow to infinity; the distance must stay finite.
        #expect(Point(x: 0, y: 0).distance(to: Point(x: 3e300, y: 4e300)) == 5e300)
    }

    // MARK: Containment

    @Test(
        arguments: [
            (Point(x: 10, y: 20), true),  // min corner
            (Point(x: 25, y: 35), true),  // inside
            (Point(x: 40, y: 30), false),  // on the max x edge
            (Point(x: 20, y: 60), false),  // on the max y edge
            (Point(x: 40, y: 60), false),  // max corner
            (Point(x: 39.999, y: 59.999), true),  // just inside the max corner
            (Point(x: 9.999, y: 30), false),  // just left of the min x edge
            (Point(x: 20, y: 19.999), false),  // just above the min y edge
        ]
    )
    func containsPointIsHalfOpen(point: Point, isInside: Bool) {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.contains(point) == isInside)
        // The same region written with negative sizes answers the same.
        let flipped = Rect(x: 40, y: 60, width: -30, height: -40)
        #expect(flipped.contains(point) == isInside)
    }

    @Test func emptyAndNullRectsContainNoPoint() {
        #expect(!Rect.zero.contains(Point.zero))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 10).contains(Point(x: 0, y: 5)))
        #expect(!Rect.null.contains(Point(x: .infinity, y: .infinity)))
    }

    @Test(
        arguments: [
            (Rect(x: 10, y: 10, width: 80, height: 80), true),  // strictly inside
            (Rect(x: 0, y: 0, width: 100, height: 100), true),  // equal
            (Rect(x: 0, y: 50, width: 100, height: 50), true),  // shares three edges
            (Rect(x: 50, y: 50, width: 60, height: 10), false),  // sticks out on the right
            (Rect(x: -1, y: 10, width: 10, height: 10), false),  // sticks out on the left
            (Rect(x: 200, y: 200, width: 10, height: 10), false),  // disjoint
            (Rect.null, false),
        ]
    )
    func containsRectUsesClosedExtents(other: Rect, isContained: Bool) {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.contains(other) == isContained)
    }

    @Test func nullContainsNoRect() {
        #expect(!Rect.null.contains(Rect.zero))
        #expect(!Rect.null.contains(Rect.null))
    }

    // MARK: Intersection

    @Test(
        arguments: [
            // Overlap.
            (Rect(x: 50, y: 50, width: 100, height: 100), Rect(x: 50, y: 50, width: 50, height: 50)),
            // Contained.
            (Rect(x: 10, y: 20, width: 30, height: 40), Rect(x: 10, y: 20, width: 30, height: 40)),
            // Partly outside on the left and top.
            (Rect(x: -20, y: -10, width: 50, height: 30), Rect(x: 0, y: 0, width: 30, height: 20)),
            // Containing the receiver.
            (Rect(x: -10, y: -10, width: 200, height: 200), Rect(x: 0, y: 0, width: 100, height: 100)),
            // Given with negative sizes: the result is standardized.
            (Rect(x: 150, y: 150, width: -100, height: -100), Rect(x: 50, y: 50, width: 50, height: 50)),
        ]
    )
    func intersectionOfOverlappingRects(other: Rect, expected: Rect) {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.intersection(other) == expected)
        #expect(other.intersection(rect) == expected)
        #expect(rect.intersects(other))
    }

    @Test(
        arguments: [
            Rect(x: 200, y: 200, width: 10, height: 10),  // disjoint
            Rect(x: 100, y: 0, width: 10, height: 100),  // touches the right edge
            Rect(x: 0, y: -10, width: 100, height: 10),  // touches the top edge
            Rect(x: 100, y: 100, width: 10, height: 10),  // touches a corner
            Rect(x: 50, y: 50, width: 0, height: 0),  // empty, inside
            Rect.null,
        ]
    )
    func intersectionOfRectsWithoutCommonAreaIsNull(other: Rect) {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.intersection(other) == .null)
        #expect(other.intersection(rect) == .null)
        #expect(!rect.intersects(other))
        #expect(!other.intersects(rect))
    }

    // MARK: Union

    @Test func unionWithNullIsTheOtherRect() {
        let rect = Rect(x: 5, y: 6, width: 7, height: 8)
        #expect(rect.union(.null) == rect)
        #expect(Rect.null.union(rect) == rect)
        #expect(Rect.null.union(.null).isNull)
        #expect(Rect(x: 12, y: 14, width: -7, height: -8).union(.null) == rect)
    }

    @Test func unionIsTheBoundingRectIncludingEmptyRects() {
        let first = Rect(x: 0, y: 0, width: 10, height: 10)
        let second = Rect(x: 20, y: -5, width: 5, height: 5)
        #expect(first.union(second) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(second.union(first) == Rect(x: 0, y: -5, width: 25, height: 15))
        #expect(first.union(Rect(x: 30, y: 30, width: 0, height: 0)) == Rect(x: 0, y: 0, width: 30, height: 30))
    }

    // MARK: Inset and offset

    @Test(
        arguments: [
            (10.0, 20.0, Rect(x: 10, y: 20, width: 80, height: 60)),
            (-5.0, 0.0, Rect(x: -5, y: 0, width: 110, height: 100)),
            (50.0, 50.0, Rect(x: 50, y: 50, width: 0, height: 0)),
            (50.1, 0.0, Rect.null),
            (0.0, 60.0, Rect.null),
        ]
    )
    func insetMovesEveryEdgeInwards(dx: Double, dy: Double, expected: Rect) {
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.insetBy(dx: dx, dy: dy) == expected)
    }

    @Test func insetStandardizesAndKeepsNullNull() {
        #expect(
            Rect(x: 100, y: 100, width: -100, height: -100).insetBy(dx: 10, dy: 10)
                == Rect(x: 10, y: 10, width: 80, height: 80))
        #expect(Rect.null.insetBy(dx: -10, dy: -10) == .null)
    }

    @Test func offsetMovesTheOriginAndKeepsTheSize() {
        #expect(
            Rect(x: 1, y: 2, width: 3, height: -4).offsetBy(dx: 10, dy: -20)
                == Rect(x: 11, y: -18, width: 3, height: -4))
        #expect(Rect.null.offsetBy(dx: 10, dy: 10) == .null)
    }

    // MARK: Hashable

    @Test func hashingAndEqualityFollowComponents() {
        let set: Set<Rect> = [Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 1, y: 2, width: 3, height: 4), .zero]
        #expect(set.count == 2)
        #expect(Rect(x: 1, y: 2, width: 3, height: 4) != Rect(x: 1, y: 2, width: 3, height: 5))
    }
}
