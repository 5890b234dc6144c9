import PeekAndPop

/// How a ``NavigationHost`` performs transitions, one at a time (H3): the
/// calls' animation choice, the transitions held while another one is
/// applied, the changes waiting to be published, and the animation queue
/// and due checks that follow the tree.
@MainActor
final class TransitionPerformer {
    /// How the routing calls being made now are animated (H6).
    var callAnimation = CallAnimation.host
    /// The transition whose check is running, and its phase: which calls
    /// frozen before it the tree it is checked against holds (H12).
    var checking: (PendingTransition, TransitionCheck.Phase)?
    /// The last tree the frozen calls were found to leave (H12), and what
    /// it was made from: a later call of the same window extends it.
    var frozenTree: FrozenTreeCache?
    /// The frozen transition whose interceptors a commit's checks are
    /// asking: a change the user's interaction reports from there is held
    /// until the transition is performed, after the calls before it (H12).
    var interceptingAtCommit: PendingTransition?
    /// How many transitions are being applied (nested when user code that
    /// one calls routes), and the transitions held meanwhile (H3).
    var applyingDepth = 0
    var heldTransitions: [(PendingTransition, TransitionID)] = []
    var isPerformingHeld = false
    /// Changes waiting to be published, with their routes
    /// (``NavigationHost/publish(_:)``).
    var outbox: [(NavigationChange?, Route?)] = []
    var isPublishingChanges = false
    /// The animations of performed transitions, and their watchdog.
    let animations: AnimationQueue
    /// The retain-cycle check and the wake-up on the host's clock.
    let dueChecks: DueChecks

    init(animations: AnimationQueue, dueChecks: DueChecks) {
        self.animations = animations
        self.dueChecks = dueChecks
    }

    /// Runs `body` with the calls it makes animated as `animation` says (H6).
    func withCallAnimation<Result, Failure: Error>(
        _ animation: CallAnimation,
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outer = callAnimation
        callAnimation = animation
        defer { callAnimation = outer }
        return try body()
    }
}

/// How the routing calls made inside ``NavigationHost/routing(animated:animator:_:)``
/// are animated (H6).
enum CallAnimation {
    /// By the host's animator.
    case host
    /// Not at all: the change is recorded and published, and no animator sees it.
    case none
    /// By an animator of its own.
    case animator(any NavigationAnimator)
}
