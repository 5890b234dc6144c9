import PeekAndPop
import Testing

/// A small screen used by several tests.
///
/// ```
/// window   (0, 0, 320, 480)
/// ├─ list      frame (0, 100, 320, 380), bounds origin (0, 200): scrolled by 200
/// │  ├─ cellA  (0, 200, 320, 44)
/// │  └─ cellB  (0, 244, 320, 44)
/// └─ toolbar   (0, 436, 320, 44)
///    └─ button (10, 5, 50, 30)
/// ```
@MainActor
private struct Screen {
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let list = ViewNode(name: "list", frame: Rect(x: 0, y: 100, width: 320, height: 380))
    let cellA = ViewNode(name: "cellA", frame: Rect(x: 0, y: 200, width: 320, height: 44))
    let cellB = ViewNode(name: "cellB", frame: Rect(x: 0, y: 244, width: 320, height: 44))
    let toolbar = ViewNode(name: "toolbar", frame: Rect(x: 0, y: 436, width: 320, height: 44))
    let button = ViewNode(name: "button", frame: Rect(x: 10, y: 5, width: 50, height: 30))

    init() {
        window.addSubview(list)
        window.addSubview(toolbar)
        list.addSubview(cellA)
        list.addSubview(cellB)
        toolbar.addSubview(button)
        list.bounds.origin = Point(x: 0, y: 200)
    }

    var all: [ViewNode] { [window, list, cellA, cellB, toolbar, button] }
}

@MainActor
struct ViewNodeTests {
    // MARK: Frame and bounds

    @Test func newNodesHaveDocumentedDefaults() {
        let node = ViewNode()
        #expect(node.name == "")
        #expect(node.tag == nil)
        #expect(node.frame == .zero)
        #expect(node.bounds == .zero)
        #expect(!node.isHidden)
        #expect(node.isUserInteractionEnabled)
        #expect(node.subviews.isEmpty)
        #expect(node.superview == nil)
        #expect(node.root === node)
        let tagged = ViewNode(name: "tagged", frame: Rect(x: 1, y: 2, width: 3, height: 4), tag: 7)
        #expect(tagged.tag == 7)
        #expect(tagged.bounds == Rect(x: 0, y: 0, width: 3, height: 4))
    }

    @Test func settingTheFrameUpdatesTheBoundsSizeAndViceVersa() {
        let node = ViewNode(frame: Rect(x: 10, y: 20, width: 30, height: 40))
        node.bounds.origin = Point(x: 5, y: 6)

        node.frame = Rect(x: 1, y: 2, width: 100, height: 200)
        #expect(node.bounds == Rect(x: 5, y: 6, width: 100, height: 200))

        node.bounds = Rect(x: 7, y: 8, width: 50, height: 60)
        #expect(node.frame == Rect(x: 1, y: 2, width: 50, height: 60))

        node.frame.origin = Point(x: -1, y: -2)
        #expect(node.bounds == Rect(x: 7, y: 8, width: 50, height: 60))
    }

    // MARK: Tree structure

    @Test func addSubviewAppendsAndMovesAnExistingSubviewToTheFront() {
        let parent = ViewNode(name: "parent")
        let first = ViewNode(name: "first")
        let second = ViewNode(name: "second")
        let third = ViewNode(name: "third")
        parent.addSubview(first)
        parent.addSubview(second)
        parent.addSubview(third)
        #expect(parent.subviews.map(\.name) == ["first", "second", "third"])

        parent.addSubview(first)
        #expect(parent.subviews.map(\.name) == ["second", "third", "first"])
        #expect(first.superview === parent)
    }

    @Test func insertSubviewPlacesTheNodeAtTheIndex() {
        let parent = ViewNode(name: "parent")
        let back = ViewNode(name: "back")
        let front = ViewNode(name: "front")
        let middle = ViewNode(name: "middle")
        parent.addSubview(back)
        parent.addSubview(front)
        parent.insertSubview(middle, at: 1)
        #expect(parent.subviews.map(\.name) == ["back", "middle", "front"])

        parent.insertSubview(front, at: 0)
        #expect(parent.subviews.map(\.name) == ["front", "back", "middle"])

        // Checked before the move, then clamped: `count` moves an existing subview to the front.
        parent.insertSubview(front, at: 3)
        #expect(parent.subviews.map(\.name) == ["back", "middle", "front"])
    }

    @Test func movingASubviewToAnotherParentRemovesItFromTheOldOne() {
        let screen = Screen()
        let point = Point(x: 10, y: 20)
        #expect(screen.button.convert(point, to: screen.window) == Point(x: 20, y: 461))

        screen.cellA.addSubview(screen.button)

        #expect(screen.toolbar.subviews.isEmpty)
        #expect(screen.cellA.subviews.map(\.name) == ["button"])
        #expect(screen.button.superview === screen.cellA)
        #expect(screen.button.isDescendant(of: screen.list))
        #expect(!screen.button.isDescendant(of: screen.toolbar))
        // The same frame now lies inside cellA: (10, 5) in cellA is (10, 105) in the window.
        #expect(screen.button.convert(point, to: screen.window) == Point(x: 20, y: 125))
        #expect(screen.window.hitTest(Point(x: 20, y: 125)) === screen.button)
        #expect(screen.window.hitTest(Point(x: 20, y: 461)) === screen.toolbar)
    }

    @Test func removeFromSuperviewMakesTheNodeARootOfItsOwnSubtree() {
        let screen = Screen()
        screen.toolbar.removeFromSuperview()

        #expect(screen.window.subviews.map(\.name) == ["list"])
        #expect(screen.toolbar.superview == nil)
        #expect(screen.toolbar.root === screen.toolbar)
        #expect(screen.button.root === screen.toolbar)
        #expect(screen.toolbar.subviews.map(\.name) == ["button"])

        // Removing a root does nothing.
        screen.toolbar.removeFromSuperview()
        #expect(screen.toolbar.subviews.map(\.name) == ["button"])
    }

    @Test func rootAndIsDescendantFollowTheSuperviewChain() {
        let screen = Screen()
        for node in screen.all {
            #expect(node.root === screen.window, "\(node.name)")
            #expect(node.isDescendant(of: node), "\(node.name)")
            #expect(node.isDescendant(of: screen.window), "\(node.name)")
        }
        #expect(screen.cellA.isDescendant(of: screen.list))
        #expect(!screen.cellA.isDescendant(of: screen.cellB))
        #expect(!screen.list.isDescendant(of: screen.cellA))
        #expect(!screen.button.isDescendant(of: ViewNode()))
    }

    @Test func cyclesAndOutOfRangeIndexesTrap() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let node = ViewNode()
                node.addSubview(node)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = ViewNode()
                let child = ViewNode()
                parent.addSubview(child)
                child.insertSubview(parent, at: 0)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                ViewNode().insertSubview(ViewNode(), at: 1)
            }
        }
    }

    @Test func aReleasedSuperviewLeavesItsChildWithoutASuperview() {
        let child = ViewNode(name: "child")
        var parent: ViewNode? = ViewNode(name: "parent")
        parent?.addSubview(child)
        #expect(child.superview === parent)
        weak let weakParent = parent

        parent = nil

        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.root === child)
    }

    @Test func isVisibleInTreeIsFalseBelowAHiddenNode() {
        let screen = Screen()
        #expect(screen.all.filter(\.isVisibleInTree).count == 6)

        screen.list.isHidden = true

        #expect(screen.all.filter(\.isVisibleInTree).map(\.name) == ["window", "toolbar", "button"])
        screen.list.isHidden = false
        screen.button.isHidden = true
        #expect(screen.all.filter { !$0.isVisibleInTree }.map(\.name) == ["button"])
    }

    // MARK: Hit-testing

    @Test func hitTestFindsTheFrontmostOfOverlappingSiblings() {
        let parent = ViewNode(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let back = ViewNode(name: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = ViewNode(name: "front", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(back)
        parent.addSubview(front)

        #expect(parent.hitTest(Point(x: 60, y: 60))?.name == "front")
        #expect(parent.hitTest(Point(x: 10, y: 10))?.name == "back")
        #expect(parent.hitTest(Point(x: 190, y: 10))?.name == "parent")

        parent.addSubview(back)

        #expect(parent.hitTest(Point(x: 60, y: 60))?.name == "back")
        #expect(parent.hitTest(Point(x: 120, y: 120))?.name == "front")
    }

    @Test(
        arguments: [
            (Point(x: 10, y: 120), "cellA"),  // list y 220
            (Point(x: 10, y: 144), "cellB"),  // list y 244: cellA's max edge, cellB's min edge
            (Point(x: 10, y: 200), "list"),  // list y 300: below both cells
            (Point(x: 10, y: 99.5), "window"),  // above the list
            (Point(x: 15, y: 450), "button"),  // toolbar (15, 14), button (5, 9)
            (Point(x: 5, y: 450), "toolbar"),  // left of the button
            (Point(x: 60, y: 450), "toolbar"),  // on the button's max x edge
        ]
    )
    func hitTestReturnsTheDeepestNodeHonoringScrolledBounds(point: Point, expected: String) {
        let screen = Screen()
        #expect(screen.window.hitTest(point)?.name == expected)
    }

    @Test func scrollingTheBoundsChangesWhatIsHit() {
        let screen = Screen()
        let point = Point(x: 10, y: 120)
        #expect(screen.window.hitTest(point) === screen.cellA)

        screen.list.bounds.origin.y = 244

        #expect(screen.window.hitTest(point) === screen.cellB)
    }

    @Test func hitTestOutsideTheReceiverOrOnItsMaxEdgeFindsNothing() {
        let screen = Screen()
        #expect(screen.window.hitTest(Point(x: -1, y: 10)) == nil)
        #expect(screen.window.hitTest(Point(x: 320, y: 10)) == nil)
        #expect(screen.window.hitTest(Point(x: 10, y: 480)) == nil)
        #expect(screen.window.hitTest(Point(x: .nan, y: 10)) == nil)
    }

    @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHitThere() {
        let parent = ViewNode(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let overhang = ViewNode(name: "overhang", frame: Rect(x: 80, y: 80, width: 50, height: 50))
        parent.addSubview(overhang)

        #expect(parent.hitTest(Point(x: 90, y: 90)) === overhang)
        #expect(parent.hitTest(Point(x: 110, y: 110)) == nil)
    }

    @Test func hiddenSubtreesAreSkipped() {
        let screen = Screen()
        let point = Point(x: 15, y: 450)
        screen.toolbar.isHidden = true

        // The button itself is not hidden, but its superview is; the list reaches under the toolbar.
        #expect(screen.window.hitTest(point) === screen.list)

        screen.toolbar.isHidden = false
        screen.button.isHidden = true
        #expect(screen.window.hitTest(point) === screen.toolbar)

        screen.window.isHidden = true
        #expect(screen.window.hitTest(Point(x: 10, y: 10)) == nil)
    }

    @Test func nonInteractiveSubtreesAreSkipped() {
        let screen = Screen()
        screen.list.isUserInteractionEnabled = false
        #expect(screen.window.hitTest(Point(x: 10, y: 120)) === screen.window)
        #expect(screen.window.hitTest(Point(x: 15, y: 450)) === screen.button)

        screen.list.isUserInteractionEnabled = true
        screen.cellA.isUserInteractionEnabled = false
        #expect(screen.window.hitTest(Point(x: 10, y: 120)) === screen.list)
    }

    @Test func hiddenFrontSiblingLetsTheSiblingBehindBeHit() {
        let parent = ViewNode(name: "parent", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let back = ViewNode(name: "back", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let front = ViewNode(name: "front", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(back)
        parent.addSubview(front)
        #expect(parent.hitTest(Point(x: 10, y: 10)) === front)

        front.isHidden = true

        #expect(parent.hitTest(Point(x: 10, y: 10)) === back)
    }

    // MARK: Conversion

    @Test(
        arguments: [
            // (from, to, point, expected): indexes into Screen.all.
            (2, 0, Point(x: 10, y: 20), Point(x: 10, y: 120)),  // cellA → window (nested, scrolled)
            (0, 2, Point(x: 10, y: 120), Point(x: 10, y: 20)),  // window → cellA
            (2, 1, Point(x: 10, y: 20), Point(x: 10, y: 220)),  // cellA → list (its bounds)
            (2, 3, Point(x: 10, y: 20), Point(x: 10, y: -24)),  // cellA → cellB (siblings)
            (5, 0, Point(x: 1, y: 2), Point(x: 11, y: 443)),  // button → window
            (2, 5, Point(x: 10, y: 20), Point(x: 0, y: -321)),  // cellA → button (cousins)
            (1, 4, Point(x: 0, y: 200), Point(x: 0, y: -336)),  // list → toolbar (siblings, scrolled)
            (3, 3, Point(x: 7, y: 8), Point(x: 7, y: 8)),  // identity
        ]
    )
    func convertPointBetweenNodesOfOneTree(from: Int, to: Int, point: Point, expected: Point) throws {
        let screen = Screen()
        let source = screen.all[from]
        let target = screen.all[to]

        let converted = try #require(source.convert(point, to: target))
        #expect(converted == expected)
        #expect(target.convert(point, from: source) == expected)
        // And back.
        #expect(target.convert(converted, to: source) == point)
        #expect(source.convert(converted, from: target) == point)
    }

    @Test func conversionRoundTripsBetweenEveryPairOfNodes() throws {
        let screen = Screen()
        screen.toolbar.bounds.origin = Point(x: -3.5, y: 7.25)
        let point = Point(x: 12.5, y: -4.75)
        for source in screen.all {
            for target in screen.all {
                let there = try #require(source.convert(point, to: target))
                #expect(source.convert(point, from: target).flatMap { source.convert($0, to: target) } == point)
                #expect(target.convert(there, to: source) == point, "\(source.name) → \(target.name)")
            }
        }
    }

    @Test func convertRectMovesTheOriginAndKeepsTheSize() throws {
        let screen = Screen()
        let rect = Rect(x: 10, y: 20, width: 5, height: -6)

        let inWindow = try #require(screen.cellA.convert(rect, to: screen.window))
        #expect(inWindow == Rect(x: 10, y: 120, width: 5, height: -6))
        #expect(screen.cellA.convert(inWindow, from: screen.window) == rect)
        #expect(screen.button.convert(rect, from: screen.cellA) == Rect(x: 0, y: -321, width: 5, height: -6))
        #expect(screen.cellA.convert(Rect.null, to: screen.window) == .null)
    }

    @Test func conversionBetweenDifferentTreesIsNil() {
        let screen = Screen()
        let stranger = ViewNode(name: "stranger", frame: Rect(x: 1, y: 1, width: 10, height: 10))
        let strangerChild = ViewNode(name: "strangerChild")
        stranger.addSubview(strangerChild)

        #expect(screen.cellA.convert(Point.zero, to: stranger) == nil)
        #expect(screen.cellA.convert(Point.zero, from: strangerChild) == nil)
        #expect(strangerChild.convert(Rect.zero, to: screen.window) == nil)
        #expect(screen.window.convert(Rect.null, from: stranger) == nil)

        // Joining the trees makes conversion possible.
        screen.cellA.addSubview(stranger)
        #expect(strangerChild.convert(Point.zero, to: screen.window) == Point(x: 1, y: 101))
    }

    @Test func conversionIgnoresVisibility() {
        let screen = Screen()
        screen.list.isHidden = true
        screen.list.isUserInteractionEnabled = false
        #expect(screen.cellA.convert(Point(x: 10, y: 20), to: screen.window) == Point(x: 10, y: 120))
    }

    @Test func nonFiniteGeometryNeverTraps() {
        let parent = ViewNode(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = ViewNode(name: "child", frame: Rect(x: .nan, y: .infinity, width: .nan, height: -.infinity))
        parent.addSubview(child)

        #expect(parent.hitTest(Point(x: 10, y: 10)) === parent)
        let converted = child.convert(Point(x: 1, y: 1), to: parent)
        #expect(converted.map { !$0.isFinite } == true)
        #expect(parent.convert(Point(x: .nan, y: 0), to: child).map { !$0.isFinite } == true)
    }
}
