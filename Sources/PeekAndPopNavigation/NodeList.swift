import PeekAndPop

extension NavigationSnapshot {
    /// The nodes of a tab container in a ``NavigationSnapshot``, in tab order:
    /// a persistent list that shares its structure with the snapshots taken
    /// before it (H1).
    ///
    /// A tab container keeps its list up to date as its tabs change, so that a
    /// snapshot of a container with many tabs costs what changed since the
    /// last one, not the number of tabs: adding, removing or replacing a tab,
    /// or changing one tab's stack, makes a list that shares every other part
    /// with the list it was made from. Two lists compare part by part and
    /// skip the parts they share.
    ///
    /// ```swift
    /// guard case .tabs(_, let tabs, let selected)? = host.snapshot().root else { return }
    /// #expect(tabs.count == 2)
    /// #expect(tabs[selected].screens.map(\.name) == ["Home"])
    /// ```
    ///
    /// Reading by position costs O(log n); iterating costs O(1) per node;
    /// adding a node at the end costs O(1) amortized. `NodeList` is
    /// `Sendable`.
    public struct NodeList: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible,
        ExpressibleByArrayLiteral
    {
        /// A balanced tree of nodes, by weight (the number of nodes below).
        typealias Tree = OrderedTree<Node>

        /// The nodes added last, newest first, above `tree`: adding at the
        /// end makes one link, and every `tailLimit` links join the tree
        /// as one balanced part, so that adding tab after tab allocates
        /// O(1) per tab, whatever the count.
        typealias Tail = CountedLink<Node>

        static let tailLimit = 32

        let tree: Tree?
        let tail: Tail?

        init(tree: Tree?, tail: Tail? = nil) {
            self.tree = tree
            self.tail = tail
        }

        /// An empty list.
        public init() {
            self.tree = nil
            self.tail = nil
        }

        /// A list of `nodes`, in order.
        public init<S: Sequence>(_ nodes: S) where S.Element == Node {
            self.tree = Tree.build(Array(nodes)[...])
            self.tail = nil
        }

        /// A list of the nodes in the literal, in order.
        public init(arrayLiteral nodes: Node...) {
            self.init(nodes)
        }

        // MARK: Collection

        /// 0.
        public var startIndex: Int { 0 }

        /// The number of nodes.
        public var endIndex: Int { count }

        /// The number of nodes.
        public var count: Int { (tree?.count ?? 0) + (tail?.count ?? 0) }

        /// The node at `position`; O(log n).
        ///
        /// - Precondition: `position` is in `0..<count`.
        public subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "NodeList: position \(position) is out of range")
            let inTree = tree?.count ?? 0
            if position >= inTree {
                var link = tail!
                for _ in 0..<(link.count - 1 - (position - inTree)) { link = link.below! }
                return link.element
            }
            return tree!.element(at: position)
        }

        /// Iterates the nodes in order, O(1) per node.
        public func makeIterator() -> Iterator {
            Iterator(tree, tail: tail?.elements ?? [])
        }

        /// Iterates a `NodeList` in order.
        public struct Iterator: IteratorProtocol {
            private var trees: Tree.Iterator
            private var tail: [Node]
            private var nextInTail = 0

            init(_ tree: Tree?, tail: [Node]) {
                self.trees = Tree.Iterator(tree)
                self.tail = tail
            }

            /// The next node, or `nil` after the last.
            public mutating func next() -> Node? {
                if let node = trees.next() { return node }
                guard nextInTail < tail.count else { return nil }
                defer { nextInTail += 1 }
                return tail[nextInTail]
            }
        }

        // MARK: Changes that share structure

        /// The list with `node` inserted at `position`; O(log n), sharing
        /// every other part of this one.
        func inserting(_ node: Node, at position: Int) -> NodeList {
            precondition(position >= 0 && position <= count, "NodeList: position \(position) is out of range")
            if position == count {
                guard let tail, tail.count >= Self.tailLimit else {
                    return NodeList(tree: tree, tail: Tail(node, below: tail))
                }
                return NodeList(tree: Tree.join(tree, Tree.build((tail.elements + [node])[...])))
            }
            return NodeList(tree: Tree.insert(node, at: position, into: flattened))
        }

        /// The list without the node at `position`; O(log n).
        func removing(at position: Int) -> NodeList {
            precondition(position >= 0 && position < count, "NodeList: position \(position) is out of range")
            if position == count - 1, let tail { return NodeList(tree: tree, tail: tail.below) }
            return NodeList(tree: Tree.remove(at: position, from: flattened!))
        }

        /// The list with the node at `position` replaced by `node`; O(log n),
        /// and the shape of the list kept, so that comparing the two lists
        /// skips every shared part.
        func replacing(at position: Int, with node: Node) -> NodeList {
            precondition(position >= 0 && position < count, "NodeList: position \(position) is out of range")
            let inTree = tree?.count ?? 0
            guard position >= inTree, let tail else {
                return NodeList(tree: Tree.replace(at: position, with: node, in: tree!), tail: tail)
            }
            // Above the replaced node the links are made again (at most
            // `tailLimit`); below it they are shared.
            var above: [Node] = []
            var link = tail
            for _ in 0..<(tail.count - 1 - (position - inTree)) {
                above.append(link.element)
                link = link.below!
            }
            var replaced = Tail(node, below: link.below)
            for node in above.reversed() { replaced = Tail(node, below: replaced) }
            return NodeList(tree: tree, tail: replaced)
        }

        /// The tree of every node, the tail joined in.
        private var flattened: Tree? {
            guard let tail else { return tree }
            return Tree.join(tree, Tree.build(tail.elements[...]))
        }

        // MARK: Invariants

        /// Traps if the list's structure breaks one of its invariants: every
        /// tree part counts the nodes below it, no side of a part of three
        /// or more nodes holds more than three times the other (weight
        /// balance), every tail link counts the links below it, and the
        /// tail holds at most `tailLimit` links. O(n); for tests and the
        /// model-based fuzzer, which call it after every step.
        package func _checkInvariants() {
            Tree.checkInvariants(of: tree, "NodeList")
            var link = tail
            while let current = link {
                precondition(
                    current.count == (current.below?.count ?? 0) + 1, "NodeList: a tail link miscounts the links below")
                link = current.below
            }
            precondition((tail?.count ?? 0) <= Self.tailLimit, "NodeList: the tail holds more than tailLimit links")
            precondition(
                count == (tree?.count ?? 0) + (tail?.count ?? 0), "NodeList: count is not the tree's plus the tail's")
        }

        // MARK: Comparing

        /// Calls `body` with the nodes of this list and `other` at each
        /// position where they may differ, in order, skipping the parts the
        /// two lists share. The lists have the same count.
        func forEachPair(differingFrom other: NodeList, _ body: (Node, Node) -> Void) {
            precondition(count == other.count, "NodeList: pairs of lists of different counts")
            guard tree?.count ?? 0 == other.tree?.count ?? 0 else {
                for (mine, theirs) in zip(self, other) { body(mine, theirs) }
                return
            }
            Self.forEachPair(tree, other.tree, body)
            // The tails, newest first: the pairs that differ, then in order.
            var pairs: [(Node, Node)] = []
            var mine = tail
            var theirs = other.tail
            while let left = mine, let right = theirs, left !== right {
                pairs.append((left.element, right.element))
                mine = left.below
                theirs = right.below
            }
            for (left, right) in pairs.reversed() { body(left, right) }
        }

        private static func forEachPair(_ mine: Tree?, _ theirs: Tree?, _ body: (Node, Node) -> Void) {
            guard let mine, let theirs, mine !== theirs else { return }
            if mine.left?.count ?? 0 == theirs.left?.count ?? 0 {
                // The same shape here (a replacement keeps it): side by side.
                forEachPair(mine.left, theirs.left, body)
                body(mine.element, theirs.element)
                forEachPair(mine.right, theirs.right, body)
                return
            }
            for (left, right) in zip(NodeList(tree: mine), NodeList(tree: theirs)) {
                body(left, right)
            }
        }

        /// Whether both lists hold equal nodes in the same order; skips the
        /// parts they share.
        public static func == (lhs: NodeList, rhs: NodeList) -> Bool {
            guard lhs.count == rhs.count else { return false }
            var equal = true
            lhs.forEachPair(differingFrom: rhs) { left, right in
                if equal, left != right { equal = false }
            }
            return equal
        }

        /// Hashes the nodes in order.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for node in self {
                hasher.combine(node)
            }
        }

        /// The nodes, separated by commas.
        public var description: String {
            "[" + map(\.description).joined(separator: ", ") + "]"
        }
    }
}

/// A persistent, weight-balanced tree of elements in order (Adams' trees):
/// the structure a ``NavigationSnapshot/NodeList`` keeps its nodes in and a
/// ``TabContainer/Contents`` its tabs in (H1).
///
/// A part never changes once made: inserting, removing or replacing an
/// element at a position makes O(log n) new parts and shares every other
/// one with the tree it was made from. Reading by position costs O(log n).
final class OrderedTree<Element: Sendable>: Sendable {
    let left: OrderedTree?
    let element: Element
    let right: OrderedTree?
    /// The number of elements in this part: itself and those below it.
    let count: Int

    init(_ left: OrderedTree?, _ element: Element, _ right: OrderedTree?) {
        self.left = left
        self.element = element
        self.right = right
        self.count = (left?.count ?? 0) + 1 + (right?.count ?? 0)
    }

    /// The element at `position`, which is in `0..<count`.
    func element(at position: Int) -> Element {
        var tree = self
        var position = position
        while true {
            let below = tree.left?.count ?? 0
            if position < below {
                tree = tree.left!
            } else if position == below {
                return tree.element
            } else {
                position -= below + 1
                tree = tree.right!
            }
        }
    }

    /// Iterates a tree's elements in order, O(1) amortized per element.
    struct Iterator: IteratorProtocol {
        private var path: [OrderedTree] = []

        init(_ tree: OrderedTree?) {
            descend(from: tree)
        }

        private mutating func descend(from tree: OrderedTree?) {
            var tree = tree
            while let current = tree {
                path.append(current)
                tree = current.left
            }
        }

        /// The next element, or `nil` after the last.
        mutating func next() -> Element? {
            guard let tree = path.popLast() else { return nil }
            descend(from: tree.right)
            return tree.element
        }
    }

    /// A balanced tree of `elements`, in order; O(n).
    static func build(_ elements: ArraySlice<Element>) -> OrderedTree? {
        guard !elements.isEmpty else { return nil }
        let middle = elements.startIndex + elements.count / 2
        return OrderedTree(build(elements[..<middle]), elements[middle], build(elements[(middle + 1)...]))
    }

    /// The tree of the elements of `left`, then of `right`; O(log n).
    static func join(_ left: OrderedTree?, _ right: OrderedTree?) -> OrderedTree? {
        guard let left else { return right }
        guard let right else { return left }
        let (first, rest) = removeFirst(right)
        return link(left, first, rest)
    }

    /// The tree of `left`, `element`, then `right`, balanced (Adams' concat3).
    private static func link(_ left: OrderedTree?, _ element: Element, _ right: OrderedTree?) -> OrderedTree {
        guard let left else { return insert(element, at: 0, into: right) }
        guard let right else { return insert(element, at: left.count, into: left) }
        if 3 * left.count < right.count {
            return balance(link(left, element, right.left), right.element, right.right)
        }
        if 3 * right.count < left.count {
            return balance(left.left, left.element, link(left.right, element, right))
        }
        return OrderedTree(left, element, right)
    }

    /// The tree with `element` inserted at `position`; O(log n).
    static func insert(_ element: Element, at position: Int, into tree: OrderedTree?) -> OrderedTree {
        guard let tree else { return OrderedTree(nil, element, nil) }
        let below = tree.left?.count ?? 0
        if position <= below {
            return balance(insert(element, at: position, into: tree.left), tree.element, tree.right)
        }
        return balance(tree.left, tree.element, insert(element, at: position - below - 1, into: tree.right))
    }

    /// The tree without the element at `position`; O(log n).
    static func remove(at position: Int, from tree: OrderedTree) -> OrderedTree? {
        let below = tree.left?.count ?? 0
        if position < below {
            return balance(remove(at: position, from: tree.left!), tree.element, tree.right)
        }
        if position > below {
            return balance(tree.left, tree.element, remove(at: position - below - 1, from: tree.right!))
        }
        guard let left = tree.left else { return tree.right }
        guard let right = tree.right else { return left }
        if left.count > right.count {
            let (last, rest) = removeLast(left)
            return balance(rest, last, right)
        }
        let (first, rest) = removeFirst(right)
        return balance(left, first, rest)
    }

    private static func removeFirst(_ tree: OrderedTree) -> (Element, OrderedTree?) {
        guard let left = tree.left else { return (tree.element, tree.right) }
        let (first, rest) = removeFirst(left)
        return (first, balance(rest, tree.element, tree.right))
    }

    private static func removeLast(_ tree: OrderedTree) -> (Element, OrderedTree?) {
        guard let right = tree.right else { return (tree.element, tree.left) }
        let (last, rest) = removeLast(right)
        return (last, balance(tree.left, tree.element, rest))
    }

    /// The tree with the element at `position` replaced by `element`;
    /// O(log n), and the shape kept, so that comparing the two trees skips
    /// every shared part.
    static func replace(at position: Int, with element: Element, in tree: OrderedTree) -> OrderedTree {
        let below = tree.left?.count ?? 0
        if position < below {
            return OrderedTree(replace(at: position, with: element, in: tree.left!), tree.element, tree.right)
        }
        if position > below {
            return OrderedTree(
                tree.left, tree.element, replace(at: position - below - 1, with: element, in: tree.right!))
        }
        return OrderedTree(tree.left, element, tree.right)
    }

    /// Rebuilds a tree whose sides went out of balance by one insertion
    /// or removal (weight-balanced, with the usual factors 3 and 2).
    private static func balance(_ left: OrderedTree?, _ element: Element, _ right: OrderedTree?) -> OrderedTree {
        let leftCount = left?.count ?? 0
        let rightCount = right?.count ?? 0
        if leftCount + rightCount <= 1 { return OrderedTree(left, element, right) }
        if let right, rightCount > 3 * leftCount {
            let inner = right.left?.count ?? 0
            let outer = right.right?.count ?? 0
            if inner < 2 * outer {
                return OrderedTree(OrderedTree(left, element, right.left), right.element, right.right)
            }
            let middle = right.left!
            return OrderedTree(
                OrderedTree(left, element, middle.left), middle.element,
                OrderedTree(middle.right, right.element, right.right))
        }
        if let left, leftCount > 3 * rightCount {
            let inner = left.right?.count ?? 0
            let outer = left.left?.count ?? 0
            if inner < 2 * outer {
                return OrderedTree(left.left, left.element, OrderedTree(left.right, element, right))
            }
            let middle = left.right!
            return OrderedTree(
                OrderedTree(left.left, left.element, middle.left), middle.element,
                OrderedTree(middle.right, element, right))
        }
        return OrderedTree(left, element, right)
    }

    /// Traps, naming `owner`, if a part of `tree` miscounts the elements
    /// below it or is out of balance (no side of a part of three or more
    /// elements holds more than three times the other). O(n).
    static func checkInvariants(of tree: OrderedTree?, _ owner: String) {
        guard let tree else { return }
        let left = tree.left?.count ?? 0
        let right = tree.right?.count ?? 0
        precondition(tree.count == left + 1 + right, "\(owner): a tree part miscounts the nodes below it")
        precondition(
            left + right <= 1 || (left <= 3 * right && right <= 3 * left),
            "\(owner): a tree part is out of balance (\(left) nodes left, \(right) right)")
        checkInvariants(of: tree.left, owner)
        checkInvariants(of: tree.right, owner)
    }
}
