import PeekAndPop

/// The smallest difference between two routes, as the steps that turn one
/// into the other (H8).
///
/// The diff keeps the longest common prefix, pops what lies below it from the
/// deepest element up, *changes* the first differing element when both routes
/// have one there, and pushes the rest, in that order:
///
/// ```swift
/// RouteDiff.steps(from: ["a", "b", "c"], to: ["a", "d"])
/// // [.pop("c", at: 2), .change("b", to: "d", at: 1)]
/// RouteDiff.steps(from: ["a", "b"], to: ["x"])
/// // [.pop("b", at: 1), .change("a", to: "x", at: 0)]
/// ```
///
/// Equal routes give no step at all. The diff is a pure function of its two
/// arguments; ``NavigationHost/setRoute(_:)`` turns its steps into one
/// transition.
public enum RouteDiff {
    /// One step of a diff; `depth` is the element's index in its route.
    public enum Step: Hashable, Sendable, CustomStringConvertible {
        /// Removes the element at `depth` of the old route.
        case pop(RouteElement, at: Int)
        /// Replaces the element at `depth` of the old route with another one.
        case change(RouteElement, to: RouteElement, at: Int)
        /// Adds an element at `depth` of the new route.
        case push(RouteElement, at: Int)

        /// The depth the step acts at.
        public var depth: Int {
            switch self {
            case .pop(_, let depth), .change(_, _, let depth), .push(_, let depth): depth
            }
        }

        /// `pop c@2`, `change b→d@1` or `push c@2`.
        public var description: String {
            switch self {
            case .pop(let element, let depth): "pop \(element)@\(depth)"
            case .change(let old, let new, let depth): "change \(old)→\(new)@\(depth)"
            case .push(let element, let depth): "push \(element)@\(depth)"
            }
        }
    }

    /// The steps that turn `old` into `new`: pops from the deepest up, then at
    /// most one change, then pushes from the shallowest down.
    ///
    /// - Parameters:
    ///   - old: The route as it is.
    ///   - new: The route as it should be.
    /// - Returns: The steps, in the order they apply; empty when the routes are equal.
    public static func steps(from old: Route, to new: Route) -> [Step] {
        Array(StepList(from: old, to: new))
    }

    /// The steps that turn `old` into `new`, made as they are read: a long
    /// route's diff is never stored (`steps(from:to:)` is this, listed).
    struct StepList: RandomAccessCollection {
        private let old: [RouteElement]
        private let new: [RouteElement]
        /// The length of the common prefix.
        private let common: Int
        /// Whether the first differing element is changed in place.
        private let changes: Bool
        private let popCount: Int
        private let pushCount: Int

        init(from old: Route, to new: Route) {
            self.old = old.elements
            self.new = new.elements
            var common = 0
            while common < self.old.count, common < self.new.count, self.old[common] == self.new[common] {
                common += 1
            }
            self.common = common
            changes = common < self.old.count && common < self.new.count
            let kept = changes ? common + 1 : common
            popCount = Swift.max(self.old.count, kept) - kept
            pushCount = Swift.max(self.new.count, kept) - kept
        }

        var startIndex: Int { 0 }
        var endIndex: Int { popCount + (changes ? 1 : 0) + pushCount }

        /// Pops from the deepest up, then the change, then pushes.
        subscript(position: Int) -> Step {
            if position < popCount {
                let depth = old.count - 1 - position
                return .pop(old[depth], at: depth)
            }
            var offset = position - popCount
            if changes {
                if offset == 0 { return .change(old[common], to: new[common], at: common) }
                offset -= 1
            }
            let depth = (changes ? common + 1 : common) + offset
            return .push(new[depth], at: depth)
        }
    }
}
