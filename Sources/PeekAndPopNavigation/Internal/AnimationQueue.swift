import PeekAndPop

/// The animations of performed transitions, played one at a time in the
/// order the tree changed (H3), and the watchdog's setting for the one in
/// flight.
@MainActor
final class AnimationQueue {
    /// What animates each transition the host animates (``NavigationHost/animator``).
    var animator: any NavigationAnimator
    /// How long the animator may take to complete an animation.
    var watchdogTimeout: Duration
    /// The animations waiting for the one in flight, oldest first, each with
    /// its animator, from ``head`` on: the ones before it have started.
    private var queued: [(AnimatedTransition, any NavigationAnimator)?] = []
    /// The position in ``queued`` of the next animation to start: taking one
    /// moves it, so that draining n animations costs O(n), not O(n²).
    private var head = 0
    /// How many waiting animations were moved in storage to drop the
    /// started ones: the tests read it to show that draining costs O(n).
    private(set) var moved = 0
    /// The animation the host waits for the animator to complete.
    private(set) var inFlight: InFlightTransition?
    /// Whether the host is starting animations (a completion called at once
    /// does not start the next one from inside the loop).
    var isPlaying = false
    /// The number of the next animation started: a late or second
    /// completion is told apart by it.
    private var nextToken = 1

    init(animator: any NavigationAnimator, watchdogTimeout: Duration) {
        self.animator = animator
        self.watchdogTimeout = watchdogTimeout
    }

    /// How many animations wait for the one in flight.
    var waitingCount: Int { queued.count - head }

    /// The labels of the animations waiting for the one in flight, oldest
    /// first (``NavigationHost/outstandingWork()``).
    var waitingLabels: [String] { queued[head...].compactMap { $0?.0.label } }

    /// Whether no animation is in flight or waiting.
    var isIdle: Bool { inFlight == nil && waitingCount == 0 }

    func enqueue(_ animation: AnimatedTransition, by animator: any NavigationAnimator) {
        queued.append((animation, animator))
    }

    /// Takes the next waiting animation into flight, its watchdog's
    /// deadline counted from `time`; `nil` while one is in flight or none waits.
    func startNext(at time: Duration) -> (AnimatedTransition, any NavigationAnimator, token: Int)? {
        guard inFlight == nil, head < queued.count, let (animation, animator) = queued[head] else { return nil }
        queued[head] = nil  // What it holds is released once it started.
        head += 1
        if head == queued.count {
            queued.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64, head * 2 >= queued.count {
            // Half of the storage holds started animations: drop them, in
            // time proportional to the ones taken since the last drop.
            moved += queued.count - head
            queued.removeFirst(head)
            head = 0
        }
        let token = nextToken
        nextToken += 1
        inFlight = InFlightTransition(
            token: token,
            id: animation.id,
            label: animation.label,
            deadline: time + watchdogTimeout
        )
        return (animation, animator, token)
    }

    /// Lands the animation `token` if it is the one in flight; `nil` for a
    /// late or second completion.
    func land(_ token: Int) -> InFlightTransition? {
        guard let finished = inFlight, finished.token == token else { return nil }
        inFlight = nil
        return finished
    }

    /// Abandons the animation in flight if its deadline passed by `time`.
    func abandonOverdue(at time: Duration) -> InFlightTransition? {
        guard let overdue = inFlight, overdue.deadline <= time else { return nil }
        inFlight = nil
        return overdue
    }
}

/// The transition whose animation the host is waiting for.
struct InFlightTransition {
    let token: Int
    let id: TransitionID
    let label: String
    let deadline: Duration
}
