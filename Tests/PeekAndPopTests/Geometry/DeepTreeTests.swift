import PeekAndPop
import Testing

/// Hit-testing walks trees of any depth without growing the call stack: a recursive walk
/// overflowed it at about 20,000 nested views.
@MainActor
struct DeepTreeTests {
    /// A chain of `depth` nested views, each 1 point inside its superview, outermost first.
    static func chain(depth: Int) -> [ViewNode] {
        // Built from the deepest up, so that each `addSubview` finds no ancestors to check.
        let views = (0..<depth).map { level in
            ViewNode(name: "\(level)", frame: Rect(x: level == 0 ? 0 : 1, y: 0, width: 1_000_000, height: 1_000_000))
        }
        for level in stride(from: depth - 1, to: 0, by: -1) {
            views[level - 1].addSubview(views[level])
        }
        return views
    }

    static let depth = 100_000

    /// Releasing the outermost view of a deep chain releases the whole chain in a loop: a
    /// recursive release overflowed the stack.
    @Test func releasingTheOutermostOfOneHundredThousandNestedViewsReleasesThemAll() {
        weak var deepest: ViewNode?
        weak var outermost: ViewNode?
        do {
            var views = Self.chain(depth: Self.depth)
            var root: ViewNode? = views[0]
            deepest = views.last
            outermost = root
            views.removeAll()  // Now each view is held by its superview only.
            #expect(deepest != nil)
            root = nil
        }
        #expect(outermost == nil)
        #expect(deepest == nil)
    }

    /// A subview that something else still holds keeps its own subtree when its superview goes.
    @Test func aSubviewHeldElsewhereKeepsItsSubtreeWhenItsSuperviewIsReleased() {
        let kept: ViewNode
        weak var released: ViewNode?
        do {
            let views = Self.chain(depth: 4)
            kept = views[1]
            released = views[0]
        }
        #expect(released == nil)
        #expect(kept.superview == nil)
        #expect(kept.subviews.map(\.name) == ["2"])
        #expect(kept.subviews.first?.subviews.map(\.name) == ["3"])
    }

    @Test func hitTestingFindsTheDeepestOfOneHundredThousandNestedViews() {
        let views = Self.chain(depth: Self.depth)
        // The deepest view starts at x = 99,999 in the outermost one's coordinates.
        #expect(views[0].hitTest(Point(x: 100_000, y: 5)) === views[Self.depth - 1])
        #expect(views[0].hitTest(Point(x: 99_998.5, y: 5)) === views[Self.depth - 2])
        views[Self.depth - 1].isHidden = true
        #expect(views[0].hitTest(Point(x: 100_000, y: 5)) === views[Self.depth - 2])
        #expect(views[0].hitTest(Point(x: -1, y: 5)) == nil)
    }

    @Test func theEngineFindsSourcesOneHundredThousandViewsDeepFrontmostFirst() throws {
        let views = Self.chain(depth: Self.depth)
        let engine = PeekEngine()
        let host = TestScreen("list")
        var log: [String] = []
        for level in [Self.depth - 1, Self.depth / 2, 0] {
            engine.register(host: host, sourceView: views[level]) { _, location in
                log.append("onPeek \(level) at \(location.x)")
            }
        }
        #expect(engine.preview(at: Point(x: 100_000, y: 5), in: views[0]) == nil)
        #expect(
            log == [
                "onPeek \(Self.depth - 1) at 1.0",
                "onPeek \(Self.depth / 2) at \(100_000.0 - Double(Self.depth / 2))",
                "onPeek 0 at 100000.0",
            ])
    }
}
