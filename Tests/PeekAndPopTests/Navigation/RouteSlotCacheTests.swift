import PeekAndPop
import Testing

@testable import PeekAndPopNavigation

/// A route call reads the current route from the slots the host keeps in
/// step with the edits at the route's end (`RouteSlotCache`): pushing,
/// popping, presenting and dismissing at the end of a long route take the
/// route from the tree once, not once per call, so that a call costs what
/// it changes (H1, H8). An edit elsewhere drops the slots, and the next
/// read takes the route from the tree again, as it is.
@MainActor
struct RouteSlotCacheTests {
    private func host(length: Int) throws -> (NavigationHost, Route) {
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        host.registerRouteElement("item") { _ in CachedRouteScreen() }
        host.registerRouteElement("modal", shownBy: .presentModally(.sheet)) { _ in CachedRouteScreen() }
        host.setRoot(.stack([{ _ in CachedRouteScreen() }]))
        let root = host.routeElement(of: try #require(host.topmostScreen))
        let route = Route([root] + (1..<length).map { RouteElement("item", argument: String($0)) })
        try host.setRoute(route)
        return (host, route)
    }

    @Test func routeCallsAtTheEndOfTheRouteTakeItFromTheTreeOnce() throws {
        let (host, route) = try host(length: 50)
        let longer = Route(route.elements + (0..<5).map { RouteElement("item", argument: "top\($0)") })
        let presented = Route(route.elements + (0..<3).map { RouteElement("modal", argument: String($0)) })
        _ = host.currentRoute
        let taken = host.routesTakenFromTheTree

        try host.setRoute(longer)
        try host.setRoute(route)
        try host.setRoute(presented)
        try host.setRoute(route)

        #expect(host.routesTakenFromTheTree == taken)
        #expect(host.currentRoute == route)
        #expect(host.presentations.isEmpty)
    }

    @Test func pushesAndPopsAtTheRouteEndCostTheNextReadWhatTheyChanged() throws {
        let (host, route) = try host(length: 50)
        let stack = try #require(rootStack(of: host))
        _ = host.currentRoute
        let taken = host.routesTakenFromTheTree
        let caughtUp = host.routeSlotsCaughtUp
        let kept = CachedRouteScreen()

        // Three pushes and two pops (a tap's, a deep link's) between two reads.
        host.apply(.push(kept, onto: stack))
        host.apply(.push(CachedRouteScreen(), onto: stack))
        host.apply(.push(CachedRouteScreen(), onto: stack))
        host.apply(.setStack(stack, keeping: 51, screens: []))
        // A pop to a module dismisses what is over its layer: here nothing.
        host.apply(.dismissPresentations(keeping: 0))
        #expect(host.routeSlotsCaughtUp == caughtUp, "nothing is taken before the route is read")

        let expected = Route(route.elements + [RouteElement(component: "CachedRouteScreen")])
        #expect(host.currentRoute == expected)
        #expect(host.routeSlotsCaughtUp == caughtUp + 1, "only the screen that changed is taken")
        #expect(host.routesTakenFromTheTree == taken)

        // A pop under the first change, then a push: taken from the lower one.
        host.apply(.setStack(stack, keeping: 48, screens: []))
        host.apply(.push(kept, onto: stack))
        host.apply(.push(CachedRouteScreen(), onto: stack))
        #expect(host.currentRoute.elements.count == 50)
        #expect(host.routeSlotsCaughtUp == caughtUp + 3)
        #expect(host.routesTakenFromTheTree == taken)
    }

    @Test func aRouteCallTakesTheScreensItPushesAsItAppliesThem() throws {
        // Each while it is still in the cache: a long route taken at the
        // next read would miss the cache once per screen.
        let (host, route) = try host(length: 50)
        _ = host.currentRoute
        let caughtUp = host.routeSlotsCaughtUp

        try host.setRoute(Route(route.elements + (0..<5).map { RouteElement("item", argument: "top\($0)") }))

        #expect(host.routeSlotsCaughtUp == caughtUp + 5)
        #expect(host.currentRoute.elements.count == 55)
        #expect(host.routeSlotsCaughtUp == caughtUp + 5)
    }

    @Test func anEditElsewhereDropsTheSlotsAndTheNextReadIsTheTrees() throws {
        let (host, route) = try host(length: 5)
        try host.setRoute(Route(route.elements + [RouteElement("modal", argument: "1")]))
        _ = host.currentRoute
        let taken = host.routesTakenFromTheTree
        let stack = try #require(rootStack(of: host))

        // A push onto the root stack, under the presentation: not the
        // route's end.
        host.apply(.push(CachedRouteScreen(), onto: stack))

        let expected = Route(
            route.elements + [RouteElement(component: "CachedRouteScreen"), RouteElement("modal", argument: "1")])
        #expect(host.currentRoute == expected)
        #expect(host.routesTakenFromTheTree == taken + 1)
    }

    @Test func anElementReadFromAScreenIsReadAgainAtEveryRead() throws {
        let (host, _) = try host(length: 3)
        let top = NamedScreen(name: "Draft")
        let stack = try #require(rootStack(of: host))
        host.apply(.push(top, onto: stack))
        _ = host.currentRoute
        let taken = host.routesTakenFromTheTree

        top.screenName = "Sent"

        #expect(host.currentRoute.elements.last == RouteElement(component: "Sent"))
        #expect(host.routesTakenFromTheTree == taken)
    }
}

/// The host's root stack, if its root is one.
@MainActor
private func rootStack(of host: NavigationHost) -> ScreenStack? {
    guard case .stack(let stack)? = host.root else { return nil }
    return stack
}

@MainActor
private final class CachedRouteScreen: Screen {}

@MainActor
private final class NamedScreen: Screen {
    var screenName: String
    init(name: String) { screenName = name }
}
