import PeekAndPop

/// How a routing call of a ``NavigationHost`` finished, as
/// ``NavigationHost/completion(of:)->TransitionCompletion`` reports it (H6).
///
/// `TransitionCompletion` is `Sendable`.
public enum TransitionCompletion: Hashable, Sendable, CustomStringConvertible {
    /// The transition changed the tree (at once for a tap, on pop for a
    /// frozen call, after its peek for a deferred one) and its visual change
    /// has finished: the animator completed it, or it was not animated.
    case completed(TransitionID)
    /// The transition changed the tree, but its animator never completed the
    /// animation: the watchdog moved on, or the host went away first.
    case animationAbandoned(TransitionID)
    /// The transition was performed and changed nothing: the tree already
    /// showed what it asked (a route already shown when it was performed, a
    /// focus with nothing above its module), so nothing was published or
    /// animated.
    case unchanged(TransitionID)
    /// The transition never changed the tree: a check refused it (stale,
    /// vetoed, already in the tree), or it was frozen and discarded when its
    /// peek ended without a pop, or the host went away before performing it.
    case discarded(TransitionID)
    /// The host has no record of the transition: it did not go through this
    /// host, or it finished longer ago than the host remembers
    /// (``NavigationHost/completionMemory``).
    case untracked(TransitionID)

    /// The transition's identifier.
    public var transitionID: TransitionID {
        switch self {
        case .completed(let id), .animationAbandoned(let id), .unchanged(let id), .discarded(let id),
            .untracked(let id):
            id
        }
    }

    /// Whether the transition changed the tree.
    public var didChangeTree: Bool {
        switch self {
        case .completed, .animationAbandoned: true
        case .unchanged, .discarded, .untracked: false
        }
    }

    /// `completed(transition#3)` and the like.
    public var description: String {
        switch self {
        case .completed(let id): "completed(\(id))"
        case .animationAbandoned(let id): "animationAbandoned(\(id))"
        case .unchanged(let id): "unchanged(\(id))"
        case .discarded(let id): "discarded(\(id))"
        case .untracked(let id): "untracked(\(id))"
        }
    }
}
