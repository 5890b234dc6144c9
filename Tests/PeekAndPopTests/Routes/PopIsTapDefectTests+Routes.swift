import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

extension PopIsTapDefectTests {
    // MARK: Columns and elements (defect 5)

    @Test(arguments: ["/List/column:0/D", "/List/column:2/D", "/List/column/D"] as [Route])
    func aColumnElementOtherThanColumnOneIsAnInvalidRoute(_ route: Route) throws {
        // Before: every `column` element was read as `column:1`.
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .split(primary: .stack([Self.screen("List")]), secondary: .stack([Self.screen("Mail")])))
        fixture.clearRecords()

        let error = #expect(throws: NavigationError.self) { try fixture.host.setRoute(route) }

        #expect(error?.code == .invalidRoute)
        #expect(fixture.tree == "split#1{stack#2[List] | stack#3[Mail]}")
        #expect(fixture.host.currentRoute == "/List/column:1/Mail")
        #expect(fixture.changes == [])
    }

    @Test func anElementWithAnEmptyNameSurvivesThePathRoundTrip() {
        // Before: `/A//B` was written, and read back as `/A/B`.
        let routes: [Route] = [
            Route([RouteElement("A"), RouteElement(""), RouteElement("B")]),
            Route([RouteElement("")]),
            Route([RouteElement("", argument: "x"), RouteElement("%00"), RouteElement("%00", argument: "")]),
        ]
        for route in routes {
            #expect(Route(path: route.path) == route, "\(route.path)")
        }
        #expect(Route([RouteElement("A"), RouteElement(""), RouteElement("B")]).path == "/A/%00/B")
        #expect(
            Route(path: "/home//product:42") == Route([RouteElement("home"), RouteElement("product", argument: "42")]))
    }

    // MARK: A route into a split's tab that stops before `column:1` (defect 5)

    @Test(arguments: [0, 1])
    func aRouteStoppingBeforeTheDetailColumnEmptiesItWhicheverTabWasSelected(selectedIndex: Int) throws {
        // Before: from tab 0 the route kept Mail in the detail column (the
        // current route then read `/tab:1/Inbox/column:1/Mail`, not the route
        // set); from tab 1 it emptied it.
        let fixture = RouteFixture()
        TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: selectedIndex)

        try fixture.host.setRoute("/tab:1/Inbox")

        #expect(fixture.tree == "tabs#1{stack#2[Home], *split#3{stack#4[Inbox] | stack#5[]}}")
        #expect(fixture.host.currentRoute == "/tab:1/Inbox/column:1")
        #expect(fixture.host.hiddenRoutes == ["/tab:0/Home"])
        #expect(fixture.changes.count == 1, "one transition")
        #expect(try fixture.host.setRoute("/tab:1/Inbox") == nil, "setting it again changes nothing")
    }
}
