import PeekAndPop
import Testing

@testable import PeekAndPopNavigation

/// A change with a route subscriber costs what it changes (H1, H8): the
/// route published after a push or a pop on a deep stack takes the
/// elements of the changed screens only, not of the whole stack.
@MainActor
struct RouteSubscriberCountingTests {
    @Test func aPushWithARouteSubscriberTakesTheElementsOfWhatChanged() throws {
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        let builder: (RouterSeed) -> any Screen = { seed in CountingScreen(router: ModuleRouter(seed: seed)) }
        host.setRoot(.stack(Array(repeating: builder, count: 100)))
        let seen = NavBox<[Int]>([])
        let subscription = host.routeChanges.subscribe { route in
            MainActor.assumeIsolated { seen.value.append(route.elements.count) }
        }
        let router = try #require((host.topmostScreen as? CountingScreen)?.router)
        let taken = host.routeElementsTaken
        try router.push(builder)
        try router.push(builder)
        try router.push(builder)
        #expect(host.routeElementsTaken - taken == 3)
        try router.focusOnCurrentModule()
        #expect(host.routeElementsTaken - taken == 3)
        #expect(seen.value == [101, 102, 103, 100])
        withExtendedLifetime(subscription) {}
    }
}

@MainActor
private final class CountingScreen: Screen {
    let router: ModuleRouter?
    init(router: ModuleRouter? = nil) { self.router = router }
}
