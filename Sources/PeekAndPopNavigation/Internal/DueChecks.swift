import PeekAndPop

/// What a ``NavigationHost`` checks on its clock: the screens that left the
/// tree, watched for outliving their removal (a retain cycle), and the one
/// wake-up task that sleeps until the earliest deadline (a departure's, or
/// the animation watchdog's).
@MainActor
final class DueChecks {
    /// How long a screen removed from the tree may stay alive.
    var retainCycleGracePeriod: Duration
    /// The screens that left the tree, in the order they left.
    private(set) var departures: [Departure] = []
    /// The deadline the wake-up task sleeps until; always the earliest pending one.
    var scheduledWakeup: Duration?
    let wakeup = WakeupTask()
    /// Sleeps on the host's clock until an offset from its origin.
    let sleepUntil: @Sendable (Duration) async throws -> Void

    init(retainCycleGracePeriod: Duration, sleepUntil: @escaping @Sendable (Duration) async throws -> Void) {
        self.retainCycleGracePeriod = retainCycleGracePeriod
        self.sleepUntil = sleepUntil
    }

    deinit {
        // Goes with its host. No call can be waiting here: awaiting
        // `completion(of:)` keeps the host alive.
        wakeup.cancel()
    }

    /// Watches `screens`, removed at `time`; the deadline of their check.
    func watch(_ screens: [any Screen], removedAt time: Duration) -> Duration {
        let deadline = time + retainCycleGracePeriod
        for screen in screens {
            departures.append(
                Departure(
                    screen: screen,
                    name: screen.screenName,
                    removedAt: time,
                    deadline: deadline
                )
            )
        }
        return deadline
    }

    /// Stops watching the departures due by `time`, and returns them in the
    /// order they left.
    func takeDue(at time: Duration) -> [Departure] {
        var due: [Departure] = []
        var waiting: [Departure] = []
        for departure in departures {
            if departure.deadline <= time {
                due.append(departure)
            } else {
                waiting.append(departure)
            }
        }
        departures = waiting
        return due
    }
}

/// A screen that left the tree, watched for outliving it (a retain cycle).
@MainActor
struct Departure {
    weak var screen: (any Screen)?
    let name: String
    let removedAt: Duration
    let deadline: Duration
}
