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
        let old = old.elements
        let new = new.elements
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] {
            common += 1
        }
        let changes = common < old.count && common < new.count
        let firstPopped = changes ? common + 1 : common
        let firstPushed = changes ? common + 1 : common
        var steps: [Step] = []
        steps.reserveCapacity(
            max(old.count, firstPopped) - firstPopped + (changes ? 1 : 0) + max(new.count, firstPushed) - firstPushed)
        for depth in (firstPopped..<max(old.count, firstPopped)).reversed() {
            steps.append(.pop(old[depth], at: depth))
        }
        if changes {
            steps.append(.change(old[common], to: new[common], at: common))
        }
        for depth in firstPushed..<max(new.count, firstPushed) {
            steps.append(.push(new[depth], at: depth))
        }
        return steps
    }
}
