import Foundation
import Testing

@testable import PeekAndPop
@testable import PeekAndPopNavigation

/// The children an app-defined container does not show are in the hidden
/// routes, as unselected tabs are, so that a restoration rebuilds them (H5,
/// H8): Marshroute's and RouteComposer's custom containers restore whole.
@MainActor
@Suite struct AppContainerHiddenRouteTests {
    /// Root `pages{*stack[A], stack[B]}` (``PresentedContainerTests/Pages``);
    /// nothing recorded.
    static func rootPages(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(
            .container([.stack([PresentedContainerTests.screen("A")]), .stack([PresentedContainerTests.screen("B")])]) {
                id, pages in PresentedContainerTests.Pages(id: id, pages: pages, current: 0)
            })
        fixture.clearRecords()
    }

    /// Root `split{stack[List] | pages{stack[A], *stack[B]}}`; nothing recorded.
    static func pagesInAColumn(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(SplitColumnContainerTests.pagesInTheDetailColumn)
        fixture.clearRecords()
    }

    /// Root stack `[Home]` with `pages` registered as a presented
    /// container of two stacks; nothing recorded.
    static func presentedPages(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(.stack([PresentedContainerTests.screen("Home")]))
        fixture.host.registerRouteContainer("pages") { _ throws(NavigationError) in
            PresentedContainerTests.presentedPages
        }
        fixture.clearRecords()
    }

    @Test(arguments: [
        ("root", "/pages:1/B/X/Y", "/pages:0/A/Z", ["/pages:1/B/X/Y"]),
        ("column", "/List/column:1/pages:0/A/X", "/List/C/column:1/pages:1/B/Y", ["/List/C/column:1/pages:0/A/X"]),
        ("presented", "/Home/pages/pages:0/A/X", "/Home/pages/pages:1/B/Y", ["/Home/pages/pages:0/A/X"]),
    ])
    func theChildrenAContainerDoesNotShowAreHiddenRoutesAndRestore(
        composition: String, first: String, second: String, hidden: [String]
    ) throws {
        let setUps: [String: (RouteFixture) throws -> Void] = [
            "root": Self.rootPages, "column": Self.pagesInAColumn, "presented": Self.presentedPages,
        ]
        let setUp = try #require(setUps[composition])
        let original = RouteFixture()
        try setUp(original)
        try original.host.setRoute(Route(stringLiteral: first))
        try original.host.setRoute(Route(stringLiteral: second))
        #expect(original.host.currentRoute == Route(stringLiteral: second), "\(composition)")
        #expect(original.host.hiddenRoutes == hidden.map { Route(stringLiteral: $0) }, "\(composition)")
        let encoded = try JSONEncoder().encode(original.host.restoration)

        let restored = RouteFixture()
        try setUp(restored)
        try restored.host.restore(try JSONDecoder().decode(RouteRestoration.self, from: encoded))
        #expect(restored.host.currentRoute == Route(stringLiteral: second), "\(composition)")
        #expect(restored.host.hiddenRoutes == hidden.map { Route(stringLiteral: $0) }, "\(composition)")
        #expect(
            restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [],
            "\(composition): the page not shown keeps its screens")
    }

    /// Setting the hidden routes, then the current one, is what a restore
    /// does: at a tap and as a peek's pop alike (S7, H8).
    @Test func settingAHiddenRouteOfPagesIsTheSameAtATapAndAtAPop() throws {
        let setUp = SplitColumnContainerTests.routed(Self.rootPages, "/pages:0/A/Z")
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try fixture.host.setRoute("/pages:1/B/X")
        }
        #expect(worlds.tap.tree == "pages#1{stack#2[A, Z], *stack#3[B, X]}")
        expectPopIsTap(worlds)
    }
}
