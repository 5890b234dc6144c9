import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A tab that holds a master/detail split (``TabContent``), as on an iPad:
/// the current route through it, the routes of the tabs that are not
/// selected (``NavigationHost/hiddenRoutes``), route data kept while a route
/// is in any tab, restoration of every tab as one transition (H1, H5, H8),
/// and destinations shown in the detail column of the split that is shown.
@MainActor
struct TabsWithSplitsTests {
    /// `{stack[Home], *split{stack[Inbox] | stack[Mail]}}`, nothing recorded.
    static func setUpTabsWithASplit(_ fixture: RouteFixture, selectedIndex: Int = 1) {
        fixture.host.setRoot(
            .tabs(
                [
                    .stack([{ seed in RouteScreen("Home", seed: seed) }]),
                    .split(
                        primary: [{ seed in RouteScreen("Inbox", seed: seed) }],
                        secondary: [{ seed in RouteScreen("Mail", seed: seed) }]
                    ),
                ],
                selectedIndex: selectedIndex
            ))
        fixture.clearRecords()
    }

    @Test func theRouteGoesThroughTheSplitOfTheSelectedTabAndNamesTheOtherTabs() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture)

        #expect(fixture.tree == "tabs#1{stack#2[Home], *split#3{stack#4[Inbox] | stack#5[Mail]}}")
        #expect(fixture.host.currentRoute == "/tab:1/Inbox/column:1/Mail")
        #expect(fixture.host.hiddenRoutes == ["/tab:0/Home"])
        #expect(fixture.host.topmostScreen?.screenName == "Mail", "pushes go to the detail column (H4)")

        try fixture.host.setRoute("/tab:0/Home/A")
        #expect(fixture.host.currentRoute == "/tab:0/Home/A")
        #expect(fixture.host.hiddenRoutes == ["/tab:1/Inbox/column:1/Mail"], "the split keeps both columns")
        #expect(fixture.tree == "tabs#1{*stack#2[Home, A], split#3{stack#4[Inbox] | stack#5[Mail]}}")
    }

    @Test func aRouteIntoTheSplitOfAnotherTabSelectsItAndChangesBothColumns() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture, selectedIndex: 0)
        try fixture.host.setRoute("/tab:0/Home/A")
        fixture.clearRecords()

        try fixture.host.setRoute("/tab:1/Inbox/List/column:1/Detail/B")

        #expect(fixture.tree == "tabs#1{stack#2[Home, A], *split#3{stack#4[Inbox, List] | stack#5[Detail, B]}}")
        #expect(fixture.host.hiddenRoutes == ["/tab:0/Home/A"], "the old tab keeps its stack")
        #expect(fixture.changes.count == 1, "one transition")
        #expect(fixture.builtNames == ["List", "Detail", "B"])
    }

    @Test func routeDataIsKeptWhileItsRouteIsInATabThatIsNotSelected() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture, selectedIndex: 0)
        fixture.host.setRouteData(["scroll": "3"], for: "/tab:0/Home/A")
        try fixture.host.setRoute("/tab:0/Home/A")
        #expect(try #require(fixture.screen("A")).data == ["scroll": "3"])

        try fixture.host.setRoute("/tab:1/Inbox/column:1/Detail")
        #expect(fixture.host.routeData(for: "/tab:0/Home/A") == ["scroll": "3"], "A is still in tab 0")

        try fixture.host.setRoute("/tab:0/Home")
        #expect(fixture.host.routeData(for: "/tab:0/Home/A") == nil, "A left the tree")
    }

    /// The issue's restoration: tabs, a split, a presented stack and route
    /// data, encoded, decoded and restored on a fresh host as one transition.
    @Test func tabsWithASplitAPresentedStackAndRouteDataRoundTripOntoAFreshHost() throws {
        let original = RouteFixture()
        Self.setUpTabsWithASplit(original, selectedIndex: 0)
        original.host.setRouteData(["scroll": "120"], for: "/tab:0/Home/A")
        original.host.setRouteData(["draft": "Hi"], for: "/tab:1/Inbox/List/column:1/Detail")
        original.host.setRouteData(["sheet": "yes"], for: "/tab:1/Inbox/List/column:1/Detail/sheet:compose")
        try original.host.setRoute("/tab:0/Home/A/B")
        try original.host.setRoute("/tab:1/Inbox/List/column:1/Detail/sheet:compose/C")
        let expectedTree =
            "tabs#1{stack#2[Home, A, B], *split#3{stack#4[Inbox, List] | stack#5[Detail]}} > stack#6[sheet:compose, C]"
        #expect(original.tree == expectedTree)

        let encoded = try JSONEncoder().encode(original.host.restoration)
        let decoded = try JSONDecoder().decode(RouteRestoration.self, from: encoded)
        let restored = RouteFixture()
        Self.setUpTabsWithASplit(restored, selectedIndex: 0)
        try restored.host.restore(decoded)

        #expect(decoded.route == "/tab:1/Inbox/List/column:1/Detail/sheet:compose/C")
        #expect(decoded.hiddenRoutes == ["/tab:0/Home/A/B"])
        #expect(decoded.data.count == 3)
        #expect(restored.tree == expectedTree)
        #expect(restored.host.snapshot().isStructurallyEqual(to: original.host.snapshot()))
        #expect(restored.host.currentRoute == original.host.currentRoute)
        #expect(restored.host.hiddenRoutes == original.host.hiddenRoutes)
        #expect(restored.changes.count == 1, "restored as one transition")
        #expect(try #require(restored.screen("A")).data == ["scroll": "120"], "data in a tab not shown")
        #expect(try #require(restored.screen("Detail")).data == ["draft": "Hi"])
        #expect(try #require(restored.screen("sheet:compose")).data == ["sheet": "yes"])
        let styles = restored.host.presentations.map(\.style)
        #expect(styles == [.fullScreen])
    }

    @Test func aRestorationWithAHiddenRouteThatCannotApplyChangesNothing() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture)
        let before = fixture.host.snapshot()

        #expect(throws: NavigationError.self) {
            try fixture.host.restore(
                RouteRestoration(
                    route: "/tab:1/Inbox/column:1/Mail/A",
                    hiddenRoutes: ["/tab:0/Home/nowhere"],
                    data: ["/tab:0/Home": ["a": "b"]]
                ))
        }
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.host.routeData(for: "/tab:0/Home") == nil)
        #expect(fixture.changes == [])
    }

    @Test func aRestorationEncodedWithoutHiddenRoutesStillDecodes() throws {
        let saved = RouteRestoration(route: "/A/B", hiddenRoutes: ["/X"], data: ["/A": ["k": "v"]])
        var object = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(saved)) as? [String: Any])
        object["hiddenRoutes"] = nil
        let older = try JSONSerialization.data(withJSONObject: object)

        let decoded = try JSONDecoder().decode(RouteRestoration.self, from: older)

        #expect(decoded == RouteRestoration(route: "/A/B", data: ["/A": ["k": "v"]]))
    }

    @Test func aTabHoldingASplitIsAddedAndReplacedThroughTheTabsRouter() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let tabs = try #require(fixture.host.snapshot().root).description
        #expect(tabs.hasPrefix("tabs#1"))
        let router = try #require(fixture.screen("Home")?.router.tabsRouter)

        try router.addTab(
            select: true,
            .split(
                primary: [{ seed in RouteScreen("Inbox", seed: seed) }],
                secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
        #expect(fixture.tree == "tabs#1{stack#2[Home], stack#3[Settings], *split#4{stack#5[Inbox] | stack#6[Mail]}}")
        #expect(fixture.host.currentRoute == "/tab:2/Inbox/column:1/Mail")
        #expect(fixture.screen("Mail")?.router.splitRouter != nil, "the new split's modules reach it")

        try router.replaceTab(at: 0, .split(primary: [{ seed in RouteScreen("Feed", seed: seed) }]))
        #expect(
            fixture.tree
                == "tabs#1{split#7{stack#8[Feed] | stack#9[]}, stack#3[Settings], *split#4{stack#5[Inbox] | stack#6[Mail]}}"
        )
        #expect(fixture.host.hiddenRoutes == ["/tab:0/Feed/column:1", "/tab:1/Settings"])
    }

    @Test func aDetailDestinationGoesToTheSplitOfTheSelectedTab() throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .tabs(
                [
                    .split(primary: [{ seed in RouteScreen("Inbox", seed: seed) }]),
                    .split(primary: [{ seed in RouteScreen("Files", seed: seed) }]),
                ],
                selectedIndex: 1
            ))
        fixture.clearRecords()

        try fixture.host.navigate(to: fixture.product(1, shownBy: .showInSecondaryColumn))

        #expect(
            fixture.tree == "tabs#1{split#2{stack#3[Inbox] | stack#4[]}, *split#5{stack#6[Files] | stack#7[Product1]}}")
        #expect(fixture.host.currentRoute == "/tab:1/Files/column:1/product:1")
    }

    @Test func aDetailDestinationSelectsTheTabThatHoldsTheOnlySplit() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture, selectedIndex: 0)
        try fixture.host.setRoute("/tab:0/Home/sheet:compose")
        fixture.clearRecords()

        try fixture.host.navigate(to: fixture.product(2, shownBy: .showInSecondaryColumn))

        #expect(fixture.tree == "tabs#1{stack#2[Home], *split#3{stack#4[Inbox] | stack#5[Product2]}}")
        #expect(fixture.host.topmostScreen?.screenName == "Product2", "what was built is what is shown")
    }

    @Test func aModuleInATabWithoutASplitReachesTheSplitThatIsShown() throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .tabs(
                [
                    .split(primary: [{ seed in RouteScreen("Inbox", seed: seed) }]),
                    .stack([{ seed in RouteScreen("Home", seed: seed) }]),
                    .split(primary: [{ seed in RouteScreen("Files", seed: seed) }]),
                ],
                selectedIndex: 2
            ))
        let home = try #require(fixture.screen("Home"))

        let split = try #require(home.router.splitRouter)
        try split.setSecondary([{ seed in RouteScreen("Doc", seed: seed) }])

        #expect(fixture.screen("Doc") != nil)
        #expect(
            fixture.tree
                == "tabs#1{split#2{stack#3[Inbox] | stack#4[]}, stack#5[Home], *split#6{stack#7[Files] | stack#8[Doc]}}"
        )
    }

    /// RouteComposer's find-or-create through a split in another tab:
    /// "open product 42" with product 42 in the detail column of a tab that
    /// is not selected, under a sheet, focuses that very screen (H9).
    @Test func aDestinationInAnotherTabsDetailColumnIsFocusedNotBuiltAgain() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture)
        try fixture.host.navigate(to: fixture.product(42, shownBy: .showInSecondaryColumn))
        let product = try #require(fixture.screen("Product42"))
        try fixture.host.setRoute("/tab:0/Home/A/sheet:compose")
        fixture.clearRecords()

        let outcome = try fixture.host.navigate(to: fixture.product(42))

        guard case .found = outcome else {
            Issue.record("expected found, got \(outcome)")
            return
        }
        #expect(fixture.builtNames == [], "nothing built")
        #expect(fixture.host.topmostScreen === product)
        #expect(fixture.tree == "tabs#1{stack#2[Home, A], *split#3{stack#4[Inbox] | stack#5[Product42]}}")
        #expect(product.updates == ["shown 42", "shown 42"], "the context task ran on the found screen")
        #expect(fixture.changes.count == 1, "one transition")
    }

    @Test func aDestinationUnderPushesInAnotherTabsDetailColumnIsFocusedByPoppingAboveIt() throws {
        let fixture = RouteFixture()
        Self.setUpTabsWithASplit(fixture)
        try fixture.host.navigate(to: fixture.product(7, shownBy: .showInSecondaryColumn))
        try fixture.host.navigate(to: fixture.product(8))
        let product = try #require(fixture.screen("Product7"))
        #expect(fixture.tree == "tabs#1{stack#2[Home], *split#3{stack#4[Inbox] | stack#5[Product7, Product8]}}")
        try fixture.host.setRoute("/tab:0/Home/alert")
        fixture.clearRecords()

        try fixture.host.navigate(to: fixture.product(7))

        #expect(fixture.tree == "tabs#1{stack#2[Home], *split#3{stack#4[Inbox] | stack#5[Product7]}}")
        #expect(fixture.host.topmostScreen === product)
        #expect(fixture.builtNames == [])
        #expect(fixture.changes.count == 1, "one transition")
    }
}
