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
}
