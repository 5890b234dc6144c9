import PeekAndPop

/// Where and how to look for a screen in a ``NavigationHost``'s tree: a scope
/// (which parts of the tree) and a match (the first or the last screen that
/// the predicate accepts, in tree order) (H9).
///
/// Apps search with ``NavigationHost/findScreen(_:in:where:)`` and its
/// relatives; a ``Destination`` made with ``Destination/searching(_:)``
/// looks for its screen only where its search says.
///
/// ```swift
/// // The cart, if it is on the stack a push would land on.
/// let cart = host.findScreen(ofType: CartScreen.self, in: .currentStack)
/// // The oldest presented screen that shows an order.
/// let order = host.findScreen(.first, in: .presented) { $0 is OrderScreen }
/// ```
///
/// Tree order is the order of ``NavigationHost/screensInTree()``: the root
/// layer (its containers' screens in order, each stack bottom first), then
/// each presentation, oldest first. So `Match.first` is the bottommost
/// match and `Match.last` the topmost. `ScreenSearch` is `Sendable`.
public struct ScreenSearch: Hashable, Sendable, CustomStringConvertible {
    /// Which parts of the tree a search looks in; several may be combined.
    ///
    /// `Scope` is `Sendable`.
    public struct Scope: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        /// Creates a scope from its raw bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Every screen of the stack a push lands on now
        /// (``NavigationHost/topmostStack``): the topmost presentation's
        /// stack, or the root layer's current stack when nothing is
        /// presented (H4). Nothing when the topmost presentation is a single
        /// screen, with no stack.
        public static let currentStack = Scope(rawValue: 1 << 0)
        /// Every screen of every modal presentation.
        public static let presented = Scope(rawValue: 1 << 1)
        /// The root layer as it is shown, covered or not: every screen of
        /// the stacks it shows (the selected tab's, the shown columns of a
        /// split; every screen of such a stack, not only its top one) and
        /// the screens its containers show directly.
        public static let shownRoot = Scope(rawValue: 1 << 2)
        /// Every screen of every tab of the root layer, hidden tabs
        /// included.
        public static let allTabs = Scope(rawValue: 1 << 3)
        /// Every screen of the root layer, shown or hidden.
        public static let rootLayer = Scope(rawValue: 1 << 4)
        /// The screen shown on top of everything
        /// (``NavigationHost/topmostScreen``): the one the user sees.
        public static let topmostScreen = Scope(rawValue: 1 << 5)
        /// The whole tree: the root layer and every presentation.
        public static let everywhere: Scope = [.rootLayer, .presented]
    }

    /// Which of the screens a search accepts it gives.
    ///
    /// `Match` is `Sendable`.
    public enum Match: Hashable, Sendable {
        /// The first in tree order: the bottommost.
        case first
        /// The last in tree order: the topmost.
        case last
    }

    /// Which parts of the tree are searched.
    public var scope: Scope
    /// Which match is given.
    public var match: Match

    /// Creates a search.
    ///
    /// - Parameters:
    ///   - match: Which match is given; the topmost by default.
    ///   - scope: Where to look; everywhere by default.
    public init(_ match: Match = .last, in scope: Scope = .everywhere) {
        self.scope = scope
        self.match = match
    }

    /// The topmost match in the whole tree: how a ``Destination`` looks
    /// unless told otherwise (H9).
    public static let everywhere = ScreenSearch()

    /// The first (bottommost) match in `scope`.
    public static func first(in scope: Scope) -> ScreenSearch {
        ScreenSearch(.first, in: scope)
    }

    /// The last (topmost) match in `scope`.
    public static func last(in scope: Scope) -> ScreenSearch {
        ScreenSearch(.last, in: scope)
    }

    /// Whether the search looks at the whole tree.
    var isEverywhere: Bool { scope.isSuperset(of: .everywhere) }

    /// `last in [currentStack, presented]`, or `last everywhere`.
    public var description: String {
        if isEverywhere { return "\(match) everywhere" }
        let names: [(Scope, String)] = [
            (.currentStack, "currentStack"), (.presented, "presented"), (.shownRoot, "shownRoot"),
            (.allTabs, "allTabs"), (.rootLayer, "rootLayer"), (.topmostScreen, "topmostScreen"),
        ]
        let shown = names.filter { scope.contains($0.0) }.map(\.1)
        return "\(match) in [\(shown.joined(separator: ", "))]"
    }
}

extension ScreenSearch {
    /// Where to look relative to a screen of the tree, by presentation:
    /// below it or above it in the chain of presentations (H9).
    ///
    /// A ``NavigationHost`` is a root layer with a chain of presentations
    /// over it, oldest first; each layer is presented by the one under it.
    /// Used with ``NavigationHost/findScreen(_:of:match:where:)``.
    ///
    /// ```swift
    /// // The list that presented this editor, directly or not.
    /// let list = host.findScreen(.presenting, of: editor) { $0 is ListScreen }
    /// ```
    ///
    /// `Relation` is `Sendable`.
    public enum Relation: Hashable, Sendable {
        /// The screens that present the screen, directly or not: every
        /// screen of the layers under its own (the root layer and the
        /// presentations below its own), in tree order. Nothing for a screen
        /// of the root layer.
        case presenting
        /// The screens that the screen presents, directly or not: every
        /// screen of the presentations over its layer, in tree order.
        case presented
    }
}
