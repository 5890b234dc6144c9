import PeekAndPop
import PeekAndPopNavigation

/// The asynchronous routing work the app started, so that the demo can wait
/// for it at a point of its choosing and report what the seam did with it.
@MainActor
final class BackgroundWork {
    /// What one finished piece of work did.
    struct Finished {
        let label: String
        let result: Result<RoutingOutcome, NavigationError>
    }

    private var running: [Task<Void, Never>] = []
    /// The finished work, oldest first.
    private(set) var finished: [Finished] = []

    /// Starts `body` in a new `Task`, which inherits the caller's task-local
    /// values: started inside a capture window, it carries that peek session
    /// (S12).
    func start(label: String, _ body: @escaping @MainActor () async throws(NavigationError) -> RoutingOutcome) {
        running.append(
            Task {
                let result: Result<RoutingOutcome, NavigationError>
                do throws(NavigationError) {
                    result = .success(try await body())
                } catch {
                    result = .failure(error)
                }
                finished.append(Finished(label: label, result: result))
            }
        )
    }

    /// Whether some work has not been waited for yet.
    var isPending: Bool { !running.isEmpty }

    /// Waits for every piece of work started so far, in the order it started.
    func settle() async {
        while !running.isEmpty {
            await running.removeFirst().value
        }
    }

    /// Returns the finished work and forgets it.
    func takeFinished() -> [Finished] {
        defer { finished = [] }
        return finished
    }
}
