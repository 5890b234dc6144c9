import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A route round-trips however its screens were shown (H8, H9): by a tap
/// through a ``ModuleRouter``, by a destination, by a deep link, or by the
/// pop of a peek that did any of those. It equals the deep link's route,
/// encodes and decodes, restores on a fresh host to a structurally equal
/// tree, and setting it again changes nothing.
@MainActor
@Suite struct RouteRoundTripTests {
    enum Way: String, CaseIterable, CustomTestStringConvertible {
        case tap, destination, deepLink
        var testDescription: String { rawValue }
    }

    /// The `product` destination whose screen is named as its element is.
    static func product(_ id: Int, shownBy presentation: RoutePresentation = .push) -> Destination<Int> {
        Destination("product", context: id, shownBy: presentation) { id, seed in
            RouteScreen("product:\(id)", seed: seed)
        }
    }

    /// Shows `product:42` over Home the way `way` says.
    static func show(_ way: Way, in fixture: RouteFixture) throws {
        switch way {
        case .tap:
            let home = try #require(fixture.screen("Home"))
            try home.router.push { seed in RouteScreen("product:42", seed: seed) }
        case .destination:
            try fixture.host.navigate(to: product(42))
        case .deepLink:
            try fixture.host.setRoute("/tab:0/Home/product:42")
        }
    }

    @Test(arguments: Way.allCases, [false, true])
    func theRouteRoundTrips(_ way: Way, popped: Bool) throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        if popped {
            let preview = try #require(try fixture.peek { try Self.show(way, in: fixture) })
            try fixture.engine.commit(preview)
        } else {
            try Self.show(way, in: fixture)
        }
        let deepLink = Route(path: "/tab:0/Home/product:42")
        let tree = "tabs#1{*stack#2[Home, product:42], stack#3[Settings]}"
        #expect(fixture.tree == tree)
        #expect(fixture.host.currentRoute == deepLink)

        // Encodes and decodes, and restores on a fresh host to an equal tree.
        let saved = try JSONEncoder().encode(fixture.host.restoration)
        let decoded = try JSONDecoder().decode(RouteRestoration.self, from: saved)
        #expect(decoded == fixture.host.restoration)
        let fresh = RouteFixture()
        fresh.setUpTabs()
        try fresh.host.restore(decoded)
        #expect(fresh.tree == tree)
        #expect(fresh.host.currentRoute == deepLink)

        // Setting it again finds the screen: nothing is built or published.
        let shown = try #require(fixture.screen("product:42"))
        fixture.clearRecords()
        #expect(try fixture.host.setRoute(fixture.host.currentRoute) == nil)
        #expect(try fixture.host.setRoute(deepLink) == nil)
        #expect(fixture.screen("product:42") === shown)
        #expect(fixture.builtNames == [])
        #expect(fixture.changes == [])

        // A deep link that goes on from it keeps it, as a tap after it would.
        try fixture.host.setRoute("/tab:0/Home/product:42/A")
        #expect(fixture.screen("product:42") === shown)
        #expect(fixture.builtNames == ["A"])
        #expect(fixture.tree == "tabs#1{*stack#2[Home, product:42, A], stack#3[Settings]}")
        #expect(fixture.host.currentRoute == "/tab:0/Home/product:42/A")
    }

    @Test func aDestinationContributesTheElementItsDeepLinkParsesTo() {
        #expect(Self.product(42).routeElement == RouteElement("product", argument: "42"))
        #expect(Route([Self.product(42).routeElement]) == Route(path: "/product:42"))
    }

    /// A route finds a screen only where it shows its element: a product
    /// presented modally is not the pushed `product:42` a route names, so a
    /// route that goes on from it builds it pushed, as a tap would, and never
    /// pushes where there is no stack.
    @Test func aPresentedDestinationIsNotFoundWhereTheRoutePushesItsElement() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.navigate(to: Self.product(42, shownBy: .presentModally(.sheet)))
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > product:42")
        #expect(fixture.host.currentRoute == "/tab:0/Home/product:42")
        fixture.clearRecords()

        try fixture.host.setRoute("/tab:0/Home/product:42/A")

        #expect(fixture.builtNames == ["product:42", "A"])
        #expect(fixture.tree == "tabs#1{*stack#2[Home, product:42, A], stack#3[Settings]}")
        #expect(fixture.host.currentRoute == "/tab:0/Home/product:42/A")
    }
    /// A name or an argument that holds `/`, `:` or `%` is escaped in the
    /// path, so that the path parses back to the same elements (H8); a `%`
    /// that starts no escape is kept as written.
    @Test(arguments: [
        RouteElement("product", argument: "a/b"),
        RouteElement("product", argument: "a:b"),
        RouteElement("product", argument: "50%"),
        RouteElement("product", argument: "%2F"),
        RouteElement("odd:name/x%", argument: "x/y:z%25"),
        RouteElement("plain"),
    ])
    func aPathParsesBackToItsElements(_ element: RouteElement) {
        let route = Route([RouteElement("tab", argument: "0"), element])
        #expect(Route(path: route.path) == route)
        #expect(RouteElement(stringLiteral: element.description) == element)
    }

    @Test func aPercentThatStartsNoEscapeIsKept() {
        #expect(
            Route(path: "/search:50%off/a%2Fb%3ac").elements == [
                RouteElement("search", argument: "50%off"), RouteElement("a/b:c", argument: nil),
            ])
        #expect(Route(path: "/search:100%").elements == [RouteElement("search", argument: "100%")])
    }

    /// A destination whose context holds `/` and `:` round-trips: its route's
    /// path restores it, and setting that path again finds the screen.
    @Test func aDestinationContextWithSlashesAndColonsRoundTrips() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let destination = Destination("product", context: "mail/inbox:3") { context, seed in
            RouteScreen("product \(context)", seed: seed)
        }
        try fixture.host.navigate(to: destination)
        let shown = try #require(fixture.screen("product mail/inbox:3"))
        let path = fixture.host.currentRoute.path
        #expect(path == "/tab:0/Home/product:mail%2Finbox:3")
        fixture.clearRecords()

        #expect(try fixture.host.setRoute(Route(path: path)) == nil)
        #expect(fixture.screen("product mail/inbox:3") === shown)
        #expect(fixture.builtNames == [])

        let fresh = RouteFixture()
        fresh.setUpTabs()
        try fresh.host.setRoute(Route(path: path))
        #expect(fresh.builtNames == ["product:mail%2Finbox:3"])
        #expect(fresh.host.currentRoute == fixture.host.currentRoute)
    }

    /// A screen that knows its destination contributes `kind:context` however
    /// it was built (H8, H9): pushed by a router, its route is the deep link
    /// of its destination, and setting that route finds it.
    @Test func anIdentifiableScreenPushedByARouterContributesItsIdentity() throws {
        final class OrderScreen: IdentifiableScreen {
            let id: Int
            init(id: Int) { self.id = id }
            var screenName: String { "Order #\(id)" }
            var destinationIdentity: DestinationIdentity { DestinationIdentity(kind: "order", context: id) }
        }
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        let order = OrderScreen(id: 7)
        try home.router.push { _ in order }

        #expect(fixture.host.currentRoute == "/tab:0/Home/order:7")
        #expect(try fixture.host.setRoute("/tab:0/Home/order:7") == nil)
        #expect(fixture.host.topmostScreen === order)
    }
}
