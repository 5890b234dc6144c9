import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A deep link costs the same per element at any length (H8): the benchmark
/// measures it (`set_route_scaling`); here a 100,000-element link, which
/// never finished while each element copied the route's beginning, is set.
@MainActor
struct RouteScalingTests {
    // A hang guard, not a timing: under the sanitizers on two busy cores a
    // test may wait its turn for minutes; the quadratic version never ended.
    @Test(.timeLimit(.minutes(10)))
    func aHundredThousandElementDeepLinkIsSetAsOneTransition() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home")
        let count = 100_000
        let route = Route(["Home"] + (1...count).map { RouteElement("product", argument: String($0)) })
        let routes = EventRecorder(fixture.host.routeChanges)

        let outcome = try #require(try fixture.host.setRoute(route))

        #expect(outcome == .performed(outcome.transitionID))
        #expect(fixture.host.topmostStack?.screens.count == count + 1)
        #expect(fixture.host.currentRoute == route)
        #expect(routes.events == [route])
        #expect(fixture.host.history.map(\.kind) == [.setRoute])
    }

    @Test func eachBuilderStillSeesTheRouteDownToItsElementAndItsData() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home")
        let seen = NavBox<[String]>([])
        fixture.host.registerRouteElement("step") { context in
            seen.value.append("\(context.route) \(context.data?["note"] ?? "-")")
            return RouteScreen(context.element.description, seed: context.seed)
        }
        var data = RouteData()
        data["note"] = "two"
        fixture.host.setRouteData(data, for: "/Home/step:1/step:2")

        try fixture.host.setRoute("/Home/step:1/step:2/step:3")

        #expect(seen.value == ["/Home/step:1 -", "/Home/step:1/step:2 two", "/Home/step:1/step:2/step:3 -"])
    }
}
