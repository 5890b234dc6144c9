import PeekAndPop

/// The screens of a stack in a ``NavigationSnapshot``, bottom first: a
/// persistent list that shares its structure with the snapshots taken before
/// it (H1).
///
/// A stack's list is kept up to date as the stack changes, so taking a
/// snapshot costs nothing, and a push, a pop or a change of the top costs
/// what it changes, not the depth of the stack: every list shares the links
/// below its top with the lists it was made from. Two lists that share their
/// links compare equal at once; otherwise they compare screen by screen.
///
/// ```swift
/// let screens: ScreenList = [home, detail]     // ScreenSnapshots
/// #expect(screens.last?.name == "Detail")
/// #expect(Array(screens).map(\.name) == ["Home", "Detail"])
/// ```
///
/// Reading the last screen, the count and iterating are O(1) per element;
/// reading by position walks down from the top. `ScreenList` is `Sendable`.
public struct ScreenList: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One screen and the list below it.
    typealias Link = CountedLink<ScreenSnapshot>

    /// The top link; `nil` for an empty list.
    let top: Link?

    init(top: Link?) {
        self.top = top
    }

    /// An empty list.
    public init() {
        self.top = nil
    }

    /// A list of `screens`, bottom first.
    public init<S: Sequence>(_ screens: S) where S.Element == ScreenSnapshot {
        var top: Link?
        for screen in screens {
            top = Link(screen, below: top)
        }
        self.top = top
    }

    /// A list of the screens in the literal, bottom first.
    public init(arrayLiteral screens: ScreenSnapshot...) {
        self.init(screens)
    }

    /// How many screens the list holds.
    public var count: Int { top?.count ?? 0 }

    /// Whether the list holds no screen.
    public var isEmpty: Bool { top == nil }

    /// The screen on top, the one a stack shows.
    public var last: ScreenSnapshot? { top?.element }

    /// The screen at the bottom.
    public var first: ScreenSnapshot? {
        var link = top
        while let below = link?.below { link = below }
        return link?.element
    }

    /// The screens, bottom first.
    public var elements: [ScreenSnapshot] { top?.elements ?? [] }

    /// The screen at `position` from the bottom; walks down from the top.
    ///
    /// - Precondition: `position` is in `0..<count`.
    public subscript(position: Int) -> ScreenSnapshot {
        precondition(position >= 0 && position < count, "ScreenList: position \(position) is out of range")
        return link(at: position)!.element
    }

    /// The list with `screen` on top, sharing every link of this one.
    public func appending(_ screen: ScreenSnapshot) -> ScreenList {
        ScreenList(top: Link(screen, below: top))
    }

    /// The list of the first `count` screens, sharing their links.
    public func prefix(_ count: Int) -> ScreenList {
        guard count > 0 else { return ScreenList() }
        guard count < self.count else { return self }
        return ScreenList(top: link(at: count - 1))
    }

    /// The screens from `position` up, bottom first; walks down from the top
    /// only as far as `position` (costs the screens it returns).
    func suffix(from position: Int) -> [ScreenSnapshot] {
        var found: [ScreenSnapshot] = []
        var link = top
        while let current = link, current.count > Swift.max(0, position) {
            found.append(current.element)
            link = current.below
        }
        return found.reversed()
    }

    /// The link holding the screen at `position` from the bottom.
    private func link(at position: Int) -> Link? {
        var link = top
        var steps = count - 1 - position
        while steps > 0, let current = link {
            link = current.below
            steps -= 1
        }
        return link
    }

    /// The screen names, bottom first, separated by commas.
    public var description: String {
        "[" + elements.map(\.name).joined(separator: ", ") + "]"
    }

    /// Whether both lists hold the same screens in the same order; O(1) for
    /// lists that share their links.
    public static func == (lhs: ScreenList, rhs: ScreenList) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left = lhs.top
        var right = rhs.top
        while let l = left, let r = right {
            if l === r { return true }
            if l.element != r.element { return false }
            left = l.below
            right = r.below
        }
        return true
    }

    /// Hashes the screens in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var link = top
        while let current = link {
            hasher.combine(current.element)
            link = current.below
        }
    }
}

extension ScreenList: Sequence {
    /// Iterates the screens bottom first.
    public func makeIterator() -> IndexingIterator<[ScreenSnapshot]> {
        elements.makeIterator()
    }

    /// The number of screens.
    public var underestimatedCount: Int { count }
}

/// One element of a persistent list and the links below it, which it
/// counts: the links a ``ScreenList`` is made of, and the nodes a
/// ``NavigationSnapshot/NodeList`` added last. A link never changes once
/// made, so lists share the links below their tops.
final class CountedLink<Element: Sendable>: Sendable {
    let element: Element
    let below: CountedLink?
    let count: Int

    init(_ element: Element, below: CountedLink?) {
        self.element = element
        self.below = below
        self.count = (below?.count ?? 0) + 1
    }

    /// The elements from the bottom link up to this one.
    var elements: [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var link: CountedLink? = self
        while let current = link {
            elements.append(current.element)
            link = current.below
        }
        elements.reverse()
        return elements
    }
}
