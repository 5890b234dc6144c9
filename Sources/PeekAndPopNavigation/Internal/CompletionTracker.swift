import PeekAndPop

/// What the host knows about how its transitions finished (H6): the fates of
/// the recent ones, and who waits for the others.
///
/// Fates are kept for the last `capacity` transitions that finished, so
/// that awaiting a call after it finished answers at once; waiting never
/// hangs: every transition the host submitted is settled exactly once
/// (performed and animated, abandoned by the watchdog, or discarded), and a
/// caller awaiting one keeps the host alive.
@MainActor
final class CompletionTracker {
    var capacity = 1024
    private var fates: [TransitionID: TransitionCompletion] = [:]
    private var order: [TransitionID] = []
    private var orderStart = 0
    /// Transitions submitted and not settled yet.
    private(set) var pending: Set<TransitionID> = []
    /// Performed transitions whose animation has not finished.
    private(set) var animating: Set<TransitionID> = []
    private var waiters: [TransitionID: [CheckedContinuation<TransitionCompletion, Never>]] = [:]
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    func submitted(_ id: TransitionID) {
        pending.insert(id)
    }

    func startedAnimating(_ id: TransitionID) {
        animating.insert(id)
    }

    /// Records how `id` finished and resumes whoever waits for it; a second
    /// settlement of the same transition is ignored.
    func settle(_ fate: TransitionCompletion) {
        let id = fate.transitionID
        guard pending.remove(id) != nil else { return }
        animating.remove(id)
        fates[id] = fate
        order.append(id)
        if order.count - orderStart > capacity {
            fates.removeValue(forKey: order[orderStart])
            orderStart += 1
            if orderStart > 64, orderStart * 2 > order.count {
                order.removeFirst(orderStart)
                orderStart = 0
            }
        }
        if let waiting = waiters.removeValue(forKey: id) {
            for continuation in waiting { continuation.resume(returning: fate) }
        }
    }

    func fate(of id: TransitionID) -> TransitionCompletion? {
        fates[id]
    }

    func wait(for id: TransitionID) async -> TransitionCompletion {
        if let fate = fates[id] { return fate }
        guard pending.contains(id) else { return .untracked(id) }
        return await withCheckedContinuation { continuation in
            waiters[id, default: []].append(continuation)
        }
    }

    func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            idleWaiters.append(continuation)
        }
    }

    func becameIdle() {
        guard !idleWaiters.isEmpty else { return }
        let waiting = idleWaiters
        idleWaiters = []
        for continuation in waiting { continuation.resume() }
    }
}
