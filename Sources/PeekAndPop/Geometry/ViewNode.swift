/// A node of a small headless view tree, with frames, bounds, hit-testing and coordinate conversion.
///
/// `ViewNode` models the parts of `UIView` that peek and pop needs, without UIKit: a host (or a
/// test) builds a tree of nodes, registers some of them as source views, and the engine uses
/// ``hitTest(_:)`` to find the frontmost view under a press and ``convert(_:to:)-(Point,ViewNode)`` to
/// move source rects between coordinate spaces (S10, S15; see <doc:Rules>).
///
/// Geometry works as in UIKit, without transforms:
///
/// - ``frame`` is the node's rectangle in its superview's coordinates.
/// - ``bounds`` is the same rectangle in the node's own coordinates. Its origin is usually zero;
///   a non-zero origin shifts the content, like a scroll view's content offset. Its size is
///   always the frame's size: setting either one sets both.
/// - A point `p` in a node's coordinates is `frame.origin + (p - bounds.origin)` in its
///   superview's coordinates.
///
/// ``subviews`` are ordered back to front: the last one is frontmost. A node holds its subviews
/// strongly and its ``superview`` weakly; the node without a superview is the ``root`` of its
/// tree.
///
/// ```swift
/// let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
/// let list = ViewNode(name: "list", frame: Rect(x: 0, y: 100, width: 320, height: 380))
/// let cell = ViewNode(name: "cell", frame: Rect(x: 0, y: 0, width: 320, height: 44))
/// window.addSubview(list)
/// list.addSubview(cell)
/// window.hitTest(Point(x: 10, y: 120))?.name              // "cell"
/// cell.convert(Point(x: 10, y: 20), to: window)           // Point(x: 10, y: 120)
/// ```
///
/// `ViewNode` is isolated to the main actor, like the UI it models. Being main-actor isolated, it
/// is implicitly `Sendable`: references may be handed across tasks, but its state can only be
/// read or changed on the main actor.
@MainActor
public final class ViewNode {
    // Stored properties skip the runtime exclusivity check: the class is
    // main-actor isolated and never hands out overlapping accesses, and
    // hit-testing reads them for every view it passes.
    /// A name for diagnostics and debugging; it plays no part in layout or hit-testing.
    public var name: String

    /// An optional number a host can use to identify the node; it plays no part in layout.
    public var tag: Int?

    /// Whether the node, and with it its whole subtree, is hidden.
    ///
    /// Hidden nodes are skipped by ``hitTest(_:)`` and make ``isVisibleInTree`` false for their
    /// subtree. They still take part in coordinate conversion.
    @exclusivity(unchecked) public var isHidden: Bool

    /// Whether the node, and with it its whole subtree, receives touches.
    ///
    /// Defaults to `true`. When `false`, ``hitTest(_:)`` skips the node and all its descendants.
    @exclusivity(unchecked) public var isUserInteractionEnabled: Bool

    /// The node's subviews, back to front: the last element is frontmost.
    ///
    /// Change the list with ``addSubview(_:)``, ``insertSubview(_:at:)`` and
    /// ``removeFromSuperview()``.
    @exclusivity(unchecked) public private(set) var subviews: [ViewNode] = []

    /// The node this one is a subview of, or `nil` for a root.
    ///
    /// Held weakly: when the superview is released, this becomes `nil`.
    public private(set) weak var superview: ViewNode?

    /// The origin of ``frame``, in the superview's coordinates.
    @exclusivity(unchecked) private var frameOrigin: Point

    /// The origin of ``bounds``, in the node's own coordinates.
    @exclusivity(unchecked) private var boundsOrigin: Point

    /// The size shared by ``frame`` and ``bounds``.
    @exclusivity(unchecked) private var sharedSize: Size

    /// Creates a node that is not part of any tree yet.
    ///
    /// The bounds start at the origin with the frame's size.
    ///
    /// - Parameters:
    ///   - name: A name for diagnostics and debugging.
    ///   - frame: The node's rectangle in its future superview's coordinates.
    ///   - tag: An optional number identifying the node.
    public init(name: String = "", frame: Rect = .zero, tag: Int? = nil) {
        self.name = name
        self.tag = tag
        self.isHidden = false
        self.isUserInteractionEnabled = true
        self.frameOrigin = frame.origin
        self.boundsOrigin = .zero
        self.sharedSize = frame.size
    }

    /// The node's rectangle in its superview's coordinates.
    ///
    /// Setting the frame also sets the size of ``bounds``; the bounds origin is unchanged.
    public var frame: Rect {
        get { Rect(origin: frameOrigin, size: sharedSize) }
        set {
            frameOrigin = newValue.origin
            sharedSize = newValue.size
        }
    }

    /// The node's rectangle in its own coordinates.
    ///
    /// The origin is the coordinate shown at the node's top-left corner: a non-zero origin
    /// scrolls the content (and the subviews) by that amount. Setting the bounds also sets the
    /// size of ``frame``; the frame origin is unchanged. ``hitTest(_:)`` accepts exactly the
    /// points that `bounds` contains.
    public var bounds: Rect {
        get { Rect(origin: boundsOrigin, size: sharedSize) }
        set {
            boundsOrigin = newValue.origin
            sharedSize = newValue.size
        }
    }

    /// Releases the subtree without recursion: a subview that nothing else
    /// holds gives its own subviews to a work list before it goes, so a chain
    /// of any depth is released in a loop instead of one stack frame per
    /// level (a recursive release overflowed the stack at about 100,000
    /// nested views). A subview that something else still holds keeps its
    /// subtree.
    isolated deinit {
        guard !subviews.isEmpty else { return }
        var work = subviews
        subviews = []
        while var node = work.popLast() {
            if isKnownUniquelyReferenced(&node), !node.subviews.isEmpty {
                work += node.subviews
                node.subviews = []
            }
        }
    }

    /// The root of the tree this node belongs to: the topmost ancestor, or the node itself.
    public var root: ViewNode {
        var node = self
        while let parent = node.superview {
            node = parent
        }
        return node
    }

    /// Whether neither this node nor any of its ancestors is hidden.
    public var isVisibleInTree: Bool {
        var node: ViewNode? = self
        while let current = node {
            if current.isHidden {
                return false
            }
            node = current.superview
        }
        return true
    }

    /// Adds a node as the frontmost subview.
    ///
    /// The node is first removed from its current superview, if any; adding a node that is
    /// already a subview of the receiver moves it to the front.
    ///
    /// - Parameter view: The node to add. It must be neither the receiver nor one of its
    ///   ancestors (that would make a cycle); doing so traps.
    public func addSubview(_ view: ViewNode) {
        precondition(!isDescendant(of: view), "ViewNode.addSubview: adding an ancestor (or self) makes a cycle")
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts a node into the subviews at the given position, `0` being the back.
    ///
    /// The node is first removed from its current superview, if any. The index is checked
    /// against the subviews before that removal and then clamped, so moving an existing subview
    /// to `subviews.count` moves it to the front.
    ///
    /// - Parameters:
    ///   - view: The node to insert. It must be neither the receiver nor one of its ancestors;
    ///     doing so traps.
    ///   - index: The position, in `0...subviews.count`; anything else traps.
    public func insertSubview(_ view: ViewNode, at index: Int) {
        precondition(!isDescendant(of: view), "ViewNode.insertSubview: adding an ancestor (or self) makes a cycle")
        precondition(index >= 0 && index <= subviews.count, "ViewNode.insertSubview: index out of range")
        view.removeFromSuperview()
        subviews.insert(view, at: Swift.min(index, subviews.count))
        view.superview = self
    }

    /// Removes the node from its superview; does nothing for a root.
    ///
    /// The node keeps its own subviews and becomes the root of its own tree.
    public func removeFromSuperview() {
        guard let parent = superview else {
            return
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether the node is the given node or one of its descendants.
    ///
    /// As in UIKit, every node is a descendant of itself.
    ///
    /// - Parameter view: The possible ancestor.
    /// - Returns: Whether `view` is this node or one of its ancestors.
    public func isDescendant(of view: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === view {
                return true
            }
            node = current.superview
        }
        return false
    }

    /// Returns the deepest, frontmost node of this subtree that contains a point.
    ///
    /// UIKit semantics, without alpha: the receiver returns `nil` if it is hidden, does not
    /// accept user interaction, or its ``bounds`` do not contain the point (bounds are half-open,
    /// see ``Rect/contains(_:)-(Point)``). Otherwise its subviews are asked frontmost first (from
    /// the end of ``subviews``), each with the point converted into its coordinates; the first
    /// non-`nil` answer wins, and if there is none the receiver itself is the result. So hidden or
    /// non-interactive nodes hide their whole subtree, and a subview sticking out of its
    /// superview is not hit outside the superview's bounds.
    ///
    /// The walk is iterative, so a tree of any depth (100,000 nested nodes, say) is hit-tested
    /// without growing the call stack.
    ///
    /// - Parameter point: A point in the receiver's own coordinates.
    /// - Returns: The node that should receive a touch at `point`, or `nil`.
    public func hitTest(_ point: Point) -> ViewNode? {
        guard accepts(point) else {
            return nil
        }
        // A subview that accepts the point always answers (itself at worst), so the first one
        // found, frontmost first, is where the walk goes on: no backtracking is ever needed.
        var node = self
        var location = point
        descending: while true {
            let subviews = node.subviews
            var index = subviews.count
            while index > 0 {
                index -= 1
                let subview = subviews[index]
                let inSubview = subview.convertFromSuperview(location)
                if subview.accepts(inSubview) {
                    node = subview
                    location = inSubview
                    continue descending
                }
            }
            return node
        }
    }

    /// Whether the node itself takes a touch at `point` (in its own coordinates): it is not
    /// hidden, accepts user interaction, and its bounds contain the point.
    private func accepts(_ point: Point) -> Bool {
        !isHidden && isUserInteractionEnabled && bounds.contains(point)
    }

    /// Converts a point from the receiver's coordinates into another node's coordinates.
    ///
    /// The nodes may be anywhere in one tree (siblings, cousins, ancestor and descendant).
    /// Hidden nodes convert like any other.
    ///
    /// - Parameters:
    ///   - point: A point in the receiver's coordinates.
    ///   - view: The node whose coordinates the result is in.
    /// - Returns: The point in `view`'s coordinates, or `nil` if the two nodes are not in the
    ///   same tree.
    public func convert(_ point: Point, to view: ViewNode) -> Point? {
        guard let ancestor = nearestCommonAncestor(with: view) else {
            return nil
        }
        return view.convertFromAncestor(ancestor, convertToAncestor(ancestor, point))
    }

    /// Converts a point from another node's coordinates into the receiver's coordinates.
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s coordinates.
    ///   - view: The node whose coordinates `point` is in.
    /// - Returns: The point in the receiver's coordinates, or `nil` if the two nodes are not in
    ///   the same tree.
    public func convert(_ point: Point, from view: ViewNode) -> Point? {
        view.convert(point, to: self)
    }

    /// Converts a rect from the receiver's coordinates into another node's coordinates.
    ///
    /// Without transforms, conversion only moves the origin; the size (even a negative one) is
    /// kept. The ``Rect/null`` rect converts to itself.
    ///
    /// - Parameters:
    ///   - rect: A rect in the receiver's coordinates.
    ///   - view: The node whose coordinates the result is in.
    /// - Returns: The rect in `view`'s coordinates, or `nil` if the two nodes are not in the same
    ///   tree.
    public func convert(_ rect: Rect, to view: ViewNode) -> Rect? {
        guard let origin = convert(rect.origin, to: view) else {
            return nil
        }
        if rect.isNull {
            return .null
        }
        return Rect(origin: origin, size: rect.size)
    }

    /// Converts a rect from another node's coordinates into the receiver's coordinates.
    ///
    /// This is how a source rect given in any view of the tree is brought into the source view's
    /// coordinates (S15, in <doc:Rules>).
    ///
    /// - Parameters:
    ///   - rect: A rect in `view`'s coordinates.
    ///   - view: The node whose coordinates `rect` is in.
    /// - Returns: The rect in the receiver's coordinates, or `nil` if the two nodes are not in the
    ///   same tree.
    public func convert(_ rect: Rect, from view: ViewNode) -> Rect? {
        view.convert(rect, to: self)
    }

    /// Converts a point from the superview's coordinates into the receiver's.
    private func convertFromSuperview(_ point: Point) -> Point {
        Point(x: point.x - frameOrigin.x + boundsOrigin.x, y: point.y - frameOrigin.y + boundsOrigin.y)
    }

    /// Converts a point from the receiver's coordinates into the superview's.
    private func convertToSuperview(_ point: Point) -> Point {
        Point(x: point.x - boundsOrigin.x + frameOrigin.x, y: point.y - boundsOrigin.y + frameOrigin.y)
    }

    /// Converts a point from the receiver's coordinates into those of one of its ancestors.
    private func convertToAncestor(_ ancestor: ViewNode, _ point: Point) -> Point {
        var result = point
        var node = self
        while node !== ancestor, let parent = node.superview {
            result = node.convertToSuperview(result)
            node = parent
        }
        return result
    }

    /// Converts a point from one of the receiver's ancestors' coordinates into the receiver's.
    private func convertFromAncestor(_ ancestor: ViewNode, _ point: Point) -> Point {
        var path: [ViewNode] = []
        var node = self
        while node !== ancestor, let parent = node.superview {
            path.append(node)
            node = parent
        }
        var result = point
        for step in path.reversed() {
            result = step.convertFromSuperview(result)
        }
        return result
    }

    /// The deepest node that is an ancestor of (or is) both nodes, or `nil` in different trees.
    private func nearestCommonAncestor(with other: ViewNode) -> ViewNode? {
        var ancestors: Set<ObjectIdentifier> = []
        var node: ViewNode? = self
        while let current = node {
            ancestors.insert(ObjectIdentifier(current))
            node = current.superview
        }
        node = other
        while let current = node {
            if ancestors.contains(ObjectIdentifier(current)) {
                return current
            }
            node = current.superview
        }
        return nil
    }
}
