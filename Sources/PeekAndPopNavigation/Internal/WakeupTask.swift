import PeekAndPop
import Synchronization

/// The host's one pending wake-up task, cancellable from its `deinit` on any
/// thread, so that a released host never leaves a sleeper on its clock.
final class WakeupTask: Sendable {
    private let task = Mutex<Task<Void, Never>?>(nil)

    /// Replaces the pending task with `new`, cancelling the old one.
    func replace(with new: Task<Void, Never>?) {
        let old = task.withAnnotatedLock { task in
            defer { task = new }
            return task
        }
        old?.cancel()
    }

    /// Cancels the pending task.
    func cancel() {
        replace(with: nil)
    }
}
