import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct RouteDataTests {
    @Test func routeDataIsHandedToTheScreensTheRouteBuilds() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        fixture.host.setRouteData(["draft": "Hello"], for: "/A/B")

        try fixture.host.setRoute("/A/B/C")

        #expect(try #require(fixture.screen("B")).data == ["draft": "Hello"])
        #expect(try #require(fixture.screen("C")).data == nil, "data belongs to one route")
        #expect(fixture.host.routeData(for: "/A/B") == ["draft": "Hello"])
    }

    @Test func routeDataIsHandedToThePreviewAndKeptWhenTheRouteIsReleased() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        fixture.host.setRouteData(["draft": "Hello"], for: "/A/B")

        let preview = try #require(try fixture.peek { try fixture.host.setRoute("/A/B") } as? RouteScreen)
        fixture.engine.interrupt(.released)

        #expect(preview.data == ["draft": "Hello"])
        #expect(fixture.host.routeData(for: "/A/B") == ["draft": "Hello"], "the route never entered the tree")
    }

    @Test func routeDataIsKeptWhileTheRouteIsInTheTreeAndDroppedWhenItLeaves() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        fixture.host.setRouteData(["draft": "Hello"], for: "/A/B")
        try fixture.host.setRoute("/A/B")

        try fixture.host.setRoute("/A/B/C")
        #expect(fixture.host.routeData(for: "/A/B") == ["draft": "Hello"], "/A/B is still in the tree")

        try fixture.host.setRoute("/A/D")
        #expect(fixture.host.routeData(for: "/A/B") == nil)
    }

    @Test func routeDataLeavesWithAPopTheUserMade() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        fixture.host.setRouteData(["draft": "Hello"], for: "/A/B")
        try fixture.host.setRoute("/A/B")

        fixture.host.handleInteractivePop(in: try #require(fixture.host.topmostStack))

        #expect(fixture.host.routeData(for: "/A/B") == nil)
    }

    /// Tabs with a route in the selected tab, a presented stack and route
    /// data; the route is encoded, decoded and restored on a fresh host.
    @Test func aRouteWithItsDataRoundTripsThroughCodableOntoAFreshHost() throws {
        let original = RouteFixture()
        original.setUpTabs()
        original.host.setRouteData(["scroll": "120"], for: "/tab:1/Settings/Detail")
        original.host.setRouteData(["draft": "Hi"], for: "/tab:1/Settings/Detail/sheet:compose")
        original.host.setRouteData(["gone": "yes"], for: "/tab:0/Home/X")
        try original.host.setRoute("/tab:1/Settings/Detail/sheet:compose/A/alert")

        let encoded = try JSONEncoder().encode(original.host.restoration)
        let decoded = try JSONDecoder().decode(RouteRestoration.self, from: encoded)
        let restored = RouteFixture()
        restored.setUpTabs()
        try restored.host.restore(decoded)

        #expect(decoded.route == "/tab:1/Settings/Detail/sheet:compose/A/alert")
        #expect(
            decoded.data == [
                "/tab:1/Settings/Detail": ["scroll": "120"], "/tab:1/Settings/Detail/sheet:compose": ["draft": "Hi"],
            ],
            "only the data of routes in the tree"
        )
        #expect(restored.tree == original.tree)
        #expect(
            restored.tree == "tabs#1{stack#2[Home], *stack#3[Settings, Detail]} > stack#4[sheet:compose, A] > alert")
        #expect(restored.host.currentRoute == original.host.currentRoute)
        #expect(restored.changes.count == 1, "restored as one transition")
        #expect(try #require(restored.screen("Detail")).data == ["scroll": "120"])
        #expect(try #require(restored.screen("sheet:compose")).data == ["draft": "Hi"])
        let styles = restored.host.presentations.map(\.style)
        #expect(styles == original.host.presentations.map(\.style))
    }

    /// A split with screens in both columns, a presented stack and route
    /// data; the secondary column starts at `column:1` in the route (H5, H8).
    @Test func aRouteThroughASplitRoundTripsOntoAFreshHost() throws {
        func makeSplit(_ fixture: RouteFixture) {
            fixture.host.setRoot(.split(primary: [{ seed in RouteScreen("Home", seed: seed) }]))
            fixture.clearRecords()
        }
        let original = RouteFixture()
        makeSplit(original)
        #expect(original.host.currentRoute == "/Home/column:1")
        original.host.setRouteData(["scroll": "7"], for: "/Home/List/column:1/Detail")
        try original.host.setRoute("/Home/List/column:1/Detail/B/sheet:compose/A")
        #expect(original.tree == "split#1{stack#2[Home, List] | stack#3[Detail, B]} > stack#4[sheet:compose, A]")

        let encoded = try JSONEncoder().encode(original.host.restoration)
        let decoded = try JSONDecoder().decode(RouteRestoration.self, from: encoded)
        let restored = RouteFixture()
        makeSplit(restored)
        try restored.host.restore(decoded)

        #expect(restored.tree == original.tree)
        #expect(restored.host.snapshot().isStructurallyEqual(to: original.host.snapshot()))
        #expect(restored.host.currentRoute == "/Home/List/column:1/Detail/B/sheet:compose/A")
        #expect(try #require(restored.screen("Detail")).data == ["scroll": "7"])
        #expect(restored.changes.count == 1, "restored as one transition")

        try restored.host.setRoute("/Home/column:1/Mail")
        #expect(restored.tree == "split#1{stack#2[Home] | stack#3[Mail]}", "pop below the prefix, change the detail")
        try restored.host.setRoute("/Home/column:1")
        #expect(restored.tree == "split#1{stack#2[Home] | stack#3[]}", "the secondary column's bottom leaves too")
    }

    @Test func aRestorationThatCannotApplyStoresNoData() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()

        #expect(throws: NavigationError.self) {
            try fixture.host.restore(RouteRestoration(route: "/tab:0/Home/nowhere", data: ["/tab:0/Home": ["a": "b"]]))
        }
        #expect(fixture.host.routeData(for: "/tab:0/Home") == nil)
        #expect(fixture.changes == [])
    }
}
