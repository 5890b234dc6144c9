import PeekAndPop
import Testing

@testable import PeekAndPopNavigation

/// Draining queued animations costs O(n): starting the next one moves no
/// waiting animation, except when the started ones are dropped, each moved
/// animation paid for by one started since the last drop.
@MainActor
struct AnimationQueueCountingTests {
    @Test(arguments: [10, 100, 1_000])
    func drainingQueuedAnimationsMovesAtMostOneWaitingAnimationPerAnimation(count: Int) throws {
        let animator = ManualAnimator()
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard), animator: animator)
        host.setRoot(.stack([{ seed in QueuedScreen(router: ModuleRouter(seed: seed)) }]))
        let router = try #require((host.topmostScreen as? QueuedScreen)?.router)
        for _ in 0..<count {
            try router.push { _ in QueuedScreen() }
        }
        #expect(host.queuedTransitionCount == count - 1)
        for index in 0..<count {
            animator.complete(index)
        }
        #expect(host.queuedTransitionCount == 0)
        #expect(!host.isTransitionInFlight)
        #expect(animator.started.count == count)
        #expect(host.performer.animations.moved <= count)
    }
}

@MainActor
private final class QueuedScreen: Screen {
    let router: ModuleRouter?

    init(router: ModuleRouter? = nil) {
        self.router = router
    }
}
