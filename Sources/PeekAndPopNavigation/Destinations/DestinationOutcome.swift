import PeekAndPop

/// What ``NavigationHost/navigate(to:)`` did with a destination (H9, H10).
///
/// `DestinationOutcome` is `Sendable`.
public enum DestinationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// No screen with the destination's identity was in the tree: one was
    /// built and routed; what the engine's seam did.
    case built(RoutingOutcome)
    /// A screen with the destination's identity was in the tree: it is made
    /// visible and updated; what the engine's seam did.
    case found(RoutingOutcome)
    /// An interceptor refused it; nothing was built or routed. Its reason.
    case refused(String)

    /// What the engine's seam did, unless the destination was refused.
    public var routingOutcome: RoutingOutcome? {
        switch self {
        case .built(let outcome), .found(let outcome): outcome
        case .refused: nil
        }
    }

    /// `built(performed(transition#2))`, `found(…)` or `refused(reason)`.
    public var description: String {
        switch self {
        case .built(let outcome): "built(\(outcome))"
        case .found(let outcome): "found(\(outcome))"
        case .refused(let why): "refused(\(why))"
        }
    }
}
