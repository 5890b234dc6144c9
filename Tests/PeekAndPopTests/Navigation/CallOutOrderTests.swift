import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Decide, call out, re-read: the host calls user code (the change stream's
/// subscribers, the route stream's, post-routing tasks) only once a
/// transition is recorded and its animation queued, so a routing call made
/// from there is a transition of its own, animated after the one it saw, in
/// the order the model changed (H3).
@MainActor
struct CallOutOrderTests {
    @Test func aChangeSubscriberThatRoutesIsAnimatedAfterTheChangeItSaw() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        let once = NavBox(true)
        let subscription = fixture.host.changes.subscribe { [fixture] _ in
            MainActor.assumeIsolated {
                guard once.value else { return }
                once.value = false
                _ = try? fixture.router("Home").presentModally(fixture.built.make("Alert"))
            }
        }
        defer { subscription.cancel() }

        try fixture.router("Home").push(fixture.built.make("Detail"))
        animator.complete(0)

        #expect(animator.labels == ["push Detail", "presentModally Alert"])
        #expect(fixture.host.history.map(\.label) == ["push Detail", "presentModally Alert"])
        #expect(
            fixture.changeSummaries == [
                "setup: root stack#1[Home]",
                "transition#1 push: stack#1[Home, Detail]",
                "transition#2 presentModally: presentations[Alert]",
            ])
    }

    @Test func aRouteSubscriberThatSetsARouteIsAnimatedAfterTheRouteItSaw() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        fixture.host.registerRouteElement("Login") { context in NavScreen("Login", seed: context.seed) }
        let seen = NavBox<[Route]>([])
        let subscription = fixture.host.routeChanges.subscribe { [host = fixture.host] route in
            MainActor.assumeIsolated {
                seen.value.append(route)
                if route == "/Home/Detail" { _ = try? host.setRoute("/Home/Detail/Login") }
            }
        }
        defer { subscription.cancel() }

        try fixture.router("Home").push(fixture.built.make("Detail"))
        animator.complete(0)

        #expect(seen.value == ["/Home/Detail", "/Home/Detail/Login"])
        #expect(animator.labels == ["push Detail", "setRoute /Home/Detail/Login"])
    }
}
