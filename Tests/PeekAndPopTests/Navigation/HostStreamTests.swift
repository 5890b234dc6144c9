import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// The host's streams (B4, B9, H8): subscribe-only, safe from any thread, and
/// each in the order the tree changed, whatever their subscribers route.
@MainActor
struct HostStreamTests {
    @Test func theHostAndTheInteractionHandOutSubscribeOnlyStreams() {
        let fixture = NavFixture()
        let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let interaction = PeekInteraction(engine: fixture.engine, rootView: window)
        // Sources have no `publish`: only the host and the interaction publish (B9).
        let changes: EventSource<NavigationChange> = fixture.host.changes
        let routes: EventSource<Route> = fixture.host.routeChanges
        let events: EventSource<PeekInteractionEvent> = interaction.events
        #expect(changes.subscriberCount == 1)  // The fixture's recorder.
        #expect(routes.subscriberCount == 0)
        #expect(events.subscriberCount == 0)
    }

    @Test func aChangeSubscriberThatRoutesFromItsHandlerLeavesNoRouteOut() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let once = NavBox(true)
        // Subscribed before anything follows routes: its routing call is made
        // before the route of the change it saw is taken.
        let subscription = fixture.host.changes.subscribe { [fixture] _ in
            MainActor.assumeIsolated {
                guard once.value else { return }
                once.value = false
                _ = try? fixture.router("Home").presentModally(fixture.built.make("Alert"))
            }
        }
        defer { subscription.cancel() }
        let routes = EventRecorder(fixture.host.routeChanges)

        try fixture.router("Home").push(fixture.built.make("Detail"))

        #expect(routes.events == ["/Home/Detail", "/Home/Detail/Alert"])
        #expect(
            fixture.changeSummaries == [
                "transition#1 push: stack#1[Home, Detail]",
                "transition#2 presentModally: presentations[Alert]",
            ])
    }

    @Test func aRouteSubscriberThatRoutesSeesEveryRouteInOrder() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.registerRouteElement("Login") { context in NavScreen("Login", seed: context.seed) }
        let seen = NavBox<[Route]>([])
        let first = fixture.host.routeChanges.subscribe { [host = fixture.host] route in
            MainActor.assumeIsolated {
                seen.value.append(route)
                if route == "/Home/Detail" { _ = try? host.setRoute("/Home/Detail/Login") }
            }
        }
        defer { first.cancel() }
        let routes = EventRecorder(fixture.host.routeChanges)

        try fixture.router("Home").push(fixture.built.make("Detail"))

        #expect(seen.value == ["/Home/Detail", "/Home/Detail/Login"])
        #expect(routes.events == ["/Home/Detail", "/Home/Detail/Login"])
    }

    @Test func aChangePublishedOffTheMainActorDoesNotTrap() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let routes = EventRecorder(fixture.host.routeChanges)
        try fixture.router("Home").push(fixture.built.make("Detail"))
        let change = try #require(fixture.changes.events.last)
        let bus = fixture.host.changeBus
        let offMain = EventRecorder(fixture.host.changes)

        // B4: publishing is safe from any thread; following the route is the
        // host's own work on the main actor, never a subscriber's.
        await Task.detached { bus.publish(change) }.value

        #expect(offMain.events == [change])
        #expect(routes.events == ["/Home/Detail"])
    }

    @Test func withoutRouteSubscribersAChangeTakesNoRouteAndASubscriberStartsFromTheCurrentOne() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        fixture.host.registerRouteElement("Login") { context in NavScreen("Login", seed: context.seed) }
        try fixture.host.setRoute("/Home/Login")
        try fixture.router("Login").push(fixture.built.make("Detail"))
        let routes = EventRecorder(fixture.host.routeChanges)

        try fixture.router("Detail").dismissCurrentModule()
        try fixture.router("Login").push(fixture.built.make("Detail"))

        #expect(routes.events == ["/Home/Login", "/Home/Login/Detail"])
    }
}
