import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A split's columns may hold any container (H5): tabs in the detail column,
/// tabs in the master column, at the root, in a tab and presented two levels
/// deep. The modules inside route as at the root (H4: pushes go to the stack
/// the shown column leads to; `tabsRouter` binds to the tabs a module is
/// in), every call is the same at a tap, at a pop, and leaves nothing behind
/// after a release (S4, S7, S8); the master/detail calls of a column that is
/// not a stack throw a typed error and change nothing; collapsing hides such
/// a column, expanding shows it again; routes name the columns' tabs and
/// restore them; a split in a split's detail column routes and restores
/// as one at the root.
@MainActor
struct SplitColumnContainerTests {
    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        PresentedContainerTests.screen(name)
    }

    static func module(_ fixture: RouteFixture, _ name: String) throws -> ModuleRouter {
        try #require(fixture.screen(name)).router
    }

    /// `split{stack[List] | tabs{*stack[Mail], stack[Settings]}}`.
    static let tabsInTheDetailColumn = RootContent.split(
        primary: .stack([Self.screen("List")]), secondary: .tabs([[Self.screen("Mail")], [Self.screen("Settings")]]))

    /// `split{tabs{*stack[A], stack[B]} | stack[Mail]}`.
    static let tabsInTheMasterColumn = RootContent.split(
        primary: .tabs([[Self.screen("A")], [Self.screen("B")]]), secondary: .stack([Self.screen("Mail")]))

    /// Tabs of a split with tabs in its detail column, and of a stack: to
    /// present, two levels deep.
    static let tabsOfASplitOfTabs = RootContent.tabs([
        .container(Self.tabsInTheDetailColumn), .stack([Self.screen("X")]),
    ])

    /// Root `content`; nothing recorded.
    static func root(_ content: RootContent) -> (RouteFixture) throws -> Void {
        { fixture in
            fixture.host.setRoot(content)
            fixture.clearRecords()
        }
    }

    /// Root `tabs{stack[Home], *split{tabs{*stack[A], stack[B]} | stack[Mail]}}`; nothing recorded.
    static func splitInATab(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(
            .tabs([.stack([Self.screen("Home")]), .container(Self.tabsInTheMasterColumn)], selectedIndex: 1))
        fixture.clearRecords()
    }

    /// Root stack `[Home]` presenting ``tabsOfASplitOfTabs``; nothing recorded.
    static func presented(_ fixture: RouteFixture) throws {
        try PresentedContainerTests.rootStack(fixture)
        try Self.module(fixture, "Home").present(Self.tabsOfASplitOfTabs)
        fixture.clearRecords()
    }

    /// Root stack `[Home]` with `desk` registered as ``tabsOfASplitOfTabs``.
    static func desk(_ fixture: RouteFixture) throws {
        try PresentedContainerTests.rootStack(fixture)
        fixture.host.registerRouteContainer("desk") { _ throws(NavigationError) in Self.tabsOfASplitOfTabs }
    }

    // MARK: Routing inside a column

    @Test func aPushFromTheMasterColumnLandsInTheSelectedTabOfTheDetailColumn() throws {
        let worlds = try threeWorlds(setUp: Self.root(Self.tabsInTheDetailColumn)) { fixture in
            try #require(try Self.module(fixture, "Mail").tabsRouter).selectTab(1)
            try Self.module(fixture, "List").push(Self.screen("D"))
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List] | tabs#3{stack#4[Mail], *stack#5[Settings, D]}}")
        #expect(
            worlds.tap.changes == [
                "transition#1 selectTab: tabs#3 selected 1", "transition#2 push: stack#5[Settings, D]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aModuleInTheMasterColumnsTabsSelectsThoseTabsNotTheRootOnes() throws {
        let worlds = try threeWorlds(setUp: Self.splitInATab) { fixture in
            let a = try Self.module(fixture, "A")
            try #require(a.tabsRouter).selectTab(1)
            try a.push(Self.screen("D"))
        }
        // The tabs A is in are the master column's; the push goes to the
        // topmost stack, the detail column (H4).
        #expect(
            worlds.tap.tree == "tabs#1{stack#2[Home], *split#3{tabs#4{stack#5[A], *stack#6[B]} | stack#7[Mail, D]}}")
        #expect(
            worlds.tap.changes == [
                "transition#1 selectTab: tabs#4 selected 1", "transition#2 push: stack#7[Mail, D]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aSplitOfTabsPresentedInTabsRoutesAsAtTheRoot() throws {
        let worlds = try threeWorlds(setUp: Self.presented) { fixture in
            let mail = try Self.module(fixture, "Mail")
            try #require(mail.tabsRouter).selectTab(1)
            try mail.push(Self.screen("D"))
        }
        #expect(
            worlds.tap.tree
                == "stack#1[Home] > tabs#2{*split#3{stack#4[List] | tabs#5{stack#6[Mail], *stack#7[Settings, D]}}, stack#8[X]}"
        )
        #expect(
            worlds.tap.changes == [
                "transition#2 selectTab: tabs#5 selected 1", "transition#3 push: stack#7[Settings, D]",
            ])
        expectPopIsTap(worlds)

        let presenting = try threeWorlds(setUp: PresentedContainerTests.rootStack) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.present(Self.tabsOfASplitOfTabs)
            try home.push(Self.screen("D"))
        }
        #expect(
            presenting.tap.tree
                == "stack#1[Home] > tabs#2{*split#3{stack#4[List] | tabs#5{*stack#6[Mail, D], stack#7[Settings]}}, stack#8[X]}"
        )
        expectPopIsTap(presenting)
    }

    @Test func anAppDefinedContainerInTheDetailColumnTakesThePushesAndIsNamedByTheRoute() throws {
        let pages = RootContent.split(
            primary: .stack([Self.screen("List")]), secondary: PresentedContainerTests.presentedPages)
        let worlds = try threeWorlds(setUp: Self.root(pages)) { fixture in
            try Self.module(fixture, "List").push(Self.screen("D"))
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List] | pages#3{stack#4[A], *stack#5[B, D]}}")
        expectPopIsTap(worlds)

        let routed = try threeWorlds(setUp: Self.root(pages)) { fixture in
            try fixture.host.setRoute("/List/column:1/pages:0/A/C")
        }
        #expect(routed.tap.tree == "split#1{stack#2[List] | pages#3{*stack#4[A, C], stack#5[B]}}")
        expectPopIsTap(routed)

        let fixture = RouteFixture()
        try Self.root(pages)(fixture)
        #expect(fixture.host.currentRoute == "/List/column:1/pages:1/B")
    }

    // MARK: Master/detail calls

    /// The code of the error `call` throws; `nil` when it throws none.
    static func code(_ call: () throws(NavigationError) -> RoutingOutcome) -> NavigationError.Code? {
        do {
            _ = try call()
            return nil
        } catch {
            return error.code
        }
    }

    @Test func theMasterDetailCallsOfAColumnThatIsNotAStackThrowAndChangeNothing() throws {
        for content in [Self.tabsInTheDetailColumn, Self.tabsInTheMasterColumn] {
            let fixture = RouteFixture()
            try Self.root(content)(fixture)
            guard case .split(let split)? = fixture.host.root else {
                Issue.record("a split root")
                return
            }
            let tabsInSecondary = split.secondaryColumn is TabContainer
            let module = try Self.module(fixture, tabsInSecondary ? "Mail" : "A")
            var built = 0
            let build: (RouterSeed) -> any Screen = { seed in
                built += 1
                return RouteScreen("Z", seed: seed)
            }
            let before = fixture.host.snapshot()
            for router in [split.router, try #require(module.splitRouter)] {
                let codes: [NavigationError.Code?] =
                    tabsInSecondary
                    ? [
                        Self.code { () throws(NavigationError) in try router.setSecondary(build) },
                        Self.code { () throws(NavigationError) in try router.pushSecondary(build) },
                    ]
                    : [
                        Self.code { () throws(NavigationError) in try router.setPrimary([build]) },
                        Self.code { () throws(NavigationError) in try router.pushPrimary(build) },
                    ]
                #expect(codes == [.columnNotAStack, .columnNotAStack])
            }
            #expect(built == 0, "nothing is built")
            #expect(fixture.host.snapshot() == before)
            #expect(fixture.changes.isEmpty)
            #expect(fixture.states.isEmpty)
        }
    }

    @Test func theOtherColumnsCallsStillActOnItsStack() throws {
        let worlds = try threeWorlds(setUp: Self.root(Self.tabsInTheDetailColumn)) { fixture in
            try #require(try Self.module(fixture, "Mail").splitRouter).pushPrimary(Self.screen("D"))
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List, D] | tabs#3{*stack#4[Mail], stack#5[Settings]}}")
        expectPopIsTap(worlds)
    }

    @Test func aDestinationForTheDetailColumnIsPushedWhenTheColumnHoldsTabs() throws {
        let worlds = try threeWorlds(setUp: Self.root(Self.tabsInTheDetailColumn)) { fixture in
            try fixture.host.navigate(to: fixture.product(1, shownBy: .showInSecondaryColumn))
        }
        // Onto the topmost stack, the detail column's selected tab (H4).
        #expect(worlds.tap.tree == "split#1{stack#2[List] | tabs#3{*stack#4[Mail, Product1], stack#5[Settings]}}")
        expectPopIsTap(worlds)
    }

    // MARK: A split in a split's column

    /// `split{stack[List] | split{stack[Mail] | stack[Detail]}}`.
    static let splitInTheDetailColumn = RootContent.split(
        primary: .stack([Self.screen("List")]),
        secondary: .split(primary: .stack([Self.screen("Mail")]), secondary: .stack([Self.screen("Detail")])))

    @Test func aPushFromAModuleOfASplitInADetailColumnIsTheSameAtATapAPopAndNothingAfterARelease() throws {
        let worlds = try threeWorlds(setUp: Self.root(Self.splitInTheDetailColumn)) { fixture in
            try Self.module(fixture, "Mail").push(Self.screen("D"))
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List] | split#3{stack#4[Mail] | stack#5[Detail, D]}}")
        #expect(worlds.tap.changes == ["transition#1 push: stack#5[Detail, D]"], "forwarded to the topmost stack (H4)")
        expectPopIsTap(worlds)
    }

    @Test func aRouteIntoTheDetailColumnOfASplitInADetailColumnIsTheSameAtATapAPopAndRoundTrips() throws {
        let route: Route = "/List/B/column:1/Mail/C/column:1/Detail/D"
        let worlds = try threeWorlds(setUp: Self.root(Self.splitInTheDetailColumn)) { fixture in
            try fixture.host.setRoute(route)
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List, B] | split#3{stack#4[Mail, C] | stack#5[Detail, D]}}")
        #expect(worlds.tap.changes == ["transition#1 setRoute: stack#2[List, B]; stack#4[Mail, C]; stack#5[Detail, D]"])
        expectPopIsTap(worlds)

        let original = RouteFixture()
        try Self.root(Self.splitInTheDetailColumn)(original)
        #expect(original.host.currentRoute == "/List/column:1/Mail/column:1/Detail")
        try original.host.setRoute(route)
        #expect(original.host.currentRoute == route)
        let restored = RouteFixture()
        try Self.root(Self.splitInTheDetailColumn)(restored)
        try restored.host.restore(original.host.restoration)
        #expect(restored.host.currentRoute == route)
        #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [])
    }

    // MARK: Collapse

    @Test func collapsingHidesADetailColumnOfTabsAndExpandingShowsItAgainWithNothingLost() throws {
        let fixture = RouteFixture()
        try Self.root(Self.tabsInTheDetailColumn)(fixture)
        guard case .split(let split)? = fixture.host.root else {
            Issue.record("a split root")
            return
        }
        let mail = try #require(fixture.screen("Mail"))
        try mail.router.push(Self.screen("D"))

        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: true))
        #expect(fixture.tree == "split#1{stack#2[List] | tabs#3{*stack#4[Mail, D], stack#5[Settings]} collapsed}")
        #expect(fixture.host.currentRoute == "/List", "the hidden column is not in the route")
        #expect(fixture.host.topmostScreen?.screenName == "List")
        #expect(try fixture.host.isVisible(#require(fixture.screen("List"))))
        #expect(try !fixture.host.isVisible(#require(fixture.screen("D"))))
        // Forwarded to the topmost stack, the master column, whichever module asks (H4).
        try mail.router.push(Self.screen("Y"))
        #expect(fixture.tree == "split#1{stack#2[List, Y] | tabs#3{*stack#4[Mail, D], stack#5[Settings]} collapsed}")

        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: false))
        #expect(fixture.tree == "split#1{stack#2[List, Y] | tabs#3{*stack#4[Mail, D], stack#5[Settings]}}")
        #expect(fixture.host.currentRoute == "/List/Y/column:1/tab:0/Mail/D")
        #expect(try fixture.host.isVisible(#require(fixture.screen("D"))))
        #expect(
            fixture.changes == [
                "transition#1 push: stack#4[Mail, D]", "interaction: split#1 collapsed",
                "transition#2 push: stack#2[List, Y]", "interaction: split#1 expanded",
            ])
    }

    @Test func collapsingAMasterColumnOfTabsKeepsTheDetailStackWhereItIs() throws {
        let fixture = RouteFixture()
        try Self.root(Self.tabsInTheMasterColumn)(fixture)
        guard case .split(let split)? = fixture.host.root else {
            Issue.record("a split root")
            return
        }
        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: true))
        #expect(fixture.tree == "split#1{tabs#2{*stack#3[A], stack#4[B]} | stack#5[Mail] collapsed}")
        #expect(split.secondaryScreens.map(\.screenName) == ["Mail"])
        #expect(fixture.host.currentRoute == "/tab:0/A")
        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: false))
        #expect(fixture.host.currentRoute == "/tab:0/A/column:1/Mail")
    }

    // MARK: Routes

    @Test func routesNameTheTabsOfEitherColumnAndSetInsideThemAsOneTransition() throws {
        let detail = try threeWorlds(setUp: Self.root(Self.tabsInTheDetailColumn)) { fixture in
            try fixture.host.setRoute("/List/B/column:1/tab:1/Settings/D")
        }
        #expect(detail.tap.tree == "split#1{stack#2[List, B] | tabs#3{stack#4[Mail], *stack#5[Settings, D]}}")
        #expect(
            detail.tap.changes == ["transition#1 setRoute: tabs#3 selected 1; stack#2[List, B]; stack#5[Settings, D]"])
        expectPopIsTap(detail)

        let master = try threeWorlds(setUp: Self.splitInATab) { fixture in
            try fixture.host.setRoute("/tab:1/tab:1/B/C/column:1/Mail/D")
        }
        // The master column's other tab is selected; the detail column is
        // kept as far as it matches the route.
        #expect(
            master.tap.tree
                == "tabs#1{stack#2[Home], *split#3{tabs#4{stack#5[A], *stack#6[B, C]} | stack#7[Mail, D]}}")
        #expect(
            master.tap.changes == ["transition#1 setRoute: tabs#4 selected 1; stack#6[B, C]; stack#7[Mail, D]"])
        expectPopIsTap(master)

        let presented = try threeWorlds(setUp: Self.desk) { fixture in
            try fixture.host.setRoute("/Home/desk/tab:0/List/column:1/tab:1/Settings/D")
        }
        #expect(
            presented.tap.tree
                == "stack#1[Home] > tabs#2{*split#3{stack#4[List] | tabs#5{stack#6[Mail], *stack#7[Settings, D]}}, stack#8[X]}"
        )
        expectPopIsTap(presented)
    }

    @Test func theRouteOfASplitWithTabsInAColumnIsReadAndHidesNothing() throws {
        let fixture = RouteFixture()
        try Self.root(Self.tabsInTheDetailColumn)(fixture)
        #expect(fixture.host.currentRoute == "/List/column:1/tab:0/Mail")
        #expect(fixture.host.hiddenRoutes == ["/List/column:1/tab:1/Settings"])
        // A route that stops at the column names what it shows: nothing changes.
        try fixture.host.setRoute("/List/column:1")
        #expect(fixture.host.currentRoute == "/List/column:1/tab:0/Mail")
        #expect(fixture.changes.isEmpty)

        let inATab = RouteFixture()
        try Self.splitInATab(inATab)
        #expect(inATab.host.currentRoute == "/tab:1/tab:0/A/column:1/Mail")
        #expect(inATab.host.hiddenRoutes == ["/tab:0/Home", "/tab:1/tab:1/B"])
    }

    @Test func routesThroughTheColumnsTabsRoundTripAtTheRootInATabAndPresented() throws {
        let cases: [(setUp: (RouteFixture) throws -> Void, route: Route)] = [
            (Self.root(Self.tabsInTheDetailColumn), "/List/B/column:1/tab:1/Settings/D"),
            (Self.root(Self.tabsInTheMasterColumn), "/tab:1/B/C/column:1/Mail/D"),
            (Self.splitInATab, "/tab:1/tab:1/B/C/column:1/Mail/D"),
            (Self.desk, "/Home/desk/tab:0/List/column:1/tab:1/Settings/D"),
        ]
        for (setUp, route) in cases {
            try expectRouteRoundTrips(route, setUp: setUp)
        }
    }

    /// The split `fixture` shows at the root or in the selected root tab.
    static func shownSplit(_ fixture: RouteFixture) throws -> SplitContainer {
        switch fixture.host.root {
        case .split(let split)?: return split
        case .tabs(let tabs)?: return try #require(tabs.selectedContent as? SplitContainer)
        default: throw NavigationError(.invalidRoute, "no split is shown")
        }
    }

    /// `setUp`, then its shown split collapsed; nothing recorded.
    static func collapsed(_ setUp: @escaping (RouteFixture) throws -> Void) -> (RouteFixture) throws -> Void {
        { fixture in
            try setUp(fixture)
            #expect(fixture.host.handleSplitCollapse(try Self.shownSplit(fixture), isCollapsed: true))
            fixture.clearRecords()
        }
    }

    @Test func aCollapsedSplitsHiddenColumnIsInTheHiddenRoutesAndRestoredOnACollapsedOrAnExpandedHost() throws {
        let cases: [(setUp: (RouteFixture) throws -> Void, route: Route, collapsed: Route, hidden: [Route])] = [
            (
                Self.root(Self.tabsInTheDetailColumn), "/List/B/column:1/tab:1/Settings/D", "/List/B",
                ["/List/B/column:1/tab:0/Mail", "/List/B/column:1/tab:1/Settings/D"]
            ),
            // A detail stack kept where it is while the master column of tabs shows.
            (
                Self.root(Self.tabsInTheMasterColumn), "/tab:1/B/C/column:1/Mail/D", "/tab:1/B/C",
                ["/tab:0/A", "/tab:1/B/C/column:1/Mail/D"]
            ),
            (
                Self.splitInATab, "/tab:1/tab:1/B/C/column:1/Mail/D", "/tab:1/tab:1/B/C",
                ["/tab:0/Home", "/tab:1/tab:0/A", "/tab:1/tab:1/B/C/column:1/Mail/D"]
            ),
        ]
        for (setUp, route, collapsedRoute, hidden) in cases {
            let original = RouteFixture()
            try setUp(original)
            try original.host.setRoute(route)
            #expect(original.host.handleSplitCollapse(try Self.shownSplit(original), isCollapsed: true))
            #expect(original.host.currentRoute == collapsedRoute)
            // The hidden column's routes as when expanded, its own hidden
            // tabs' first, as for tabs (H5, H8).
            #expect(original.host.hiddenRoutes == hidden, "\(route)")
            let encoded = try JSONEncoder().encode(original.host.restoration)
            let restoration = try JSONDecoder().decode(RouteRestoration.self, from: encoded)

            // Onto a collapsed host: the same tree, collapsed; pop == tap.
            let collapsed = try threeWorlds(setUp: Self.collapsed(setUp)) { fixture in
                try fixture.host.restore(restoration)
            }
            #expect(collapsed.tap.tree == original.tree, "\(route)")
            #expect(collapsed.tap.changes.count == 1)
            expectPopIsTap(collapsed)
            let restored = RouteFixture()
            try Self.collapsed(setUp)(restored)
            try restored.host.restore(restoration)
            #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [], "\(route)")
            #expect(restored.host.currentRoute == collapsedRoute)
            #expect(restored.host.restoration == original.host.restoration)
            #expect(restored.host.currentRoute == collapsedRoute)
            #expect(restored.host.restoration == original.host.restoration)

            // Onto an expanded host: the tree of the original once expanded.
            let expanded = try threeWorlds(setUp: setUp) { fixture in
                try fixture.host.restore(restoration)
            }
            #expect(original.host.handleSplitCollapse(try Self.shownSplit(original), isCollapsed: false))
            #expect(expanded.tap.tree == original.tree, "\(route)")
            expectPopIsTap(expanded)
        }
    }

    @Test func aRouteSavedExpandedIsRestoredIntoTheHiddenColumnOfACollapsedHost() throws {
        let original = RouteFixture()
        try Self.root(Self.tabsInTheDetailColumn)(original)
        try original.host.setRoute("/List/B/column:1/tab:1/Settings/D")
        let restoration = original.host.restoration

        let worlds = try threeWorlds(setUp: Self.collapsed(Self.root(Self.tabsInTheDetailColumn))) { fixture in
            try fixture.host.restore(restoration)
        }
        #expect(worlds.tap.tree == "split#1{stack#2[List, B] | tabs#3{stack#4[Mail], *stack#5[Settings, D]} collapsed}")
        expectPopIsTap(worlds)
    }

    /// `split{stack[List] | pages{stack[A], *stack[B]}}`: an app-defined container in the detail column.
    static let pagesInTheDetailColumn = RootContent.split(
        primary: .stack([Self.screen("List")]), secondary: PresentedContainerTests.presentedPages)

    /// `setUp`, then `route` set; nothing recorded.
    static func routed(
        _ setUp: @escaping (RouteFixture) throws -> Void, _ route: Route
    ) -> (RouteFixture) throws ->
        Void
    {
        { fixture in
            try setUp(fixture)
            try fixture.host.setRoute(route)
            fixture.clearRecords()
        }
    }

    /// A route that changes a master column while the detail column holds
    /// a container: the earlier steps pop the detail column's screens, and
    /// the route is planned from what they leave (the container's bottom
    /// screen), never from the column as it was before them: the screens
    /// the route names again are pushed again (H5, H8).
    @Test(arguments: [
        (
            "tabs in the detail column", "/List/Y/column:1/tab:0/Mail/A/B/C", "/List/C/column:1/tab:0/Mail/A/Y",
            "split#1{stack#2[List, C] | tabs#3{*stack#4[Mail, A, Y], stack#5[Settings]}}"
        ),
        (
            "pages in the detail column", "/List/Y/column:1/pages:1/B/A/C/D", "/List/C/column:1/pages:1/B/A/Y",
            "split#1{stack#2[List, C] | pages#3{stack#4[A], *stack#5[B, A, Y]}}"
        ),
        (
            "a split in the detail column", "/List/Y/column:1/Mail/A/B/column:1/Detail/C",
            "/List/C/column:1/Mail/A/Y/column:1/Detail/B",
            "split#1{stack#2[List, C] | split#3{stack#4[Mail, A, Y] | stack#5[Detail, B]}}"
        ),
        (
            "a split with tabs in a root tab", "/tab:0/List/Y/column:1/tab:0/Mail/A/B",
            "/tab:0/List/C/column:1/tab:0/Mail/A/Y",
            "tabs#1{*split#2{stack#3[List, C] | tabs#4{*stack#5[Mail, A, Y], stack#6[Settings]}}, stack#7[X]}"
        ),
        (
            "tabs of a split presented in tabs", "/Home/desk/tab:0/List/Y/column:1/tab:0/Mail/A/B/C",
            "/Home/desk/tab:0/List/C/column:1/tab:0/Mail/A/Y",
            "stack#1[Home] > tabs#2{*split#3{stack#4[List, C] | tabs#5{*stack#6[Mail, A, Y], stack#7[Settings]}}, stack#8[X]}"
        ),
    ])
    func aRouteChangingTheMasterColumnKeepsWhatTheDetailColumnsContainerStillShows(
        composition: String, first: String, second: String, tree: String
    ) throws {
        let setUps: [String: (RouteFixture) throws -> Void] = [
            "tabs in the detail column": Self.root(Self.tabsInTheDetailColumn),
            "pages in the detail column": Self.root(Self.pagesInTheDetailColumn),
            "a split in the detail column": Self.root(Self.splitInTheDetailColumn),
            "a split with tabs in a root tab": Self.root(Self.tabsOfASplitOfTabs),
            "tabs of a split presented in tabs": Self.desk,
        ]
        let setUp = Self.routed(try #require(setUps[composition]), Route(stringLiteral: first))
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try fixture.host.setRoute(Route(stringLiteral: second))
        }
        #expect(worlds.tap.tree == tree, "\(composition)")
        #expect(worlds.tap.changes.count == 1, "one transition (H8)")
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try setUp(fixture)
        try fixture.host.setRoute(Route(stringLiteral: second))
        #expect(fixture.host.currentRoute == Route(stringLiteral: second), "\(composition)")
    }

    /// A route that changes the master column and selects another tab (or
    /// page) of the detail column leaves the old tab's stack as it is, as a
    /// tab bar does: its screens only leave the route (H5, H8).
    @Test(arguments: [
        (
            "tabs", "/List/A/column:1/tab:0/Mail/X/Y", "/List/B/column:1/tab:1/Settings/Z",
            "split#1{stack#2[List, B] | tabs#3{stack#4[Mail, X, Y], *stack#5[Settings, Z]}}",
            "/List/B/column:1/tab:0/Mail/X/Y"
        ),
        (
            "pages", "/List/A/column:1/pages:1/B/X/Y", "/List/B/column:1/pages:0/A/Z",
            "split#1{stack#2[List, B] | pages#3{*stack#4[A, Z], stack#5[B, X, Y]}}",
            "/List/B/column:1/pages:1/B/X/Y"
        ),
    ])
    func aRouteChangingTheMasterColumnAndTheDetailTabLeavesTheOldTabAsItIs(
        composition: String, first: String, second: String, tree: String, hidden: String
    ) throws {
        let content = composition == "tabs" ? Self.tabsInTheDetailColumn : Self.pagesInTheDetailColumn
        let setUp = Self.routed(Self.root(content), Route(stringLiteral: first))
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try fixture.host.setRoute(Route(stringLiteral: second))
        }
        #expect(worlds.tap.tree == tree)
        #expect(worlds.tap.changes.count == 1, "one transition (H8)")
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try setUp(fixture)
        try fixture.host.setRoute(Route(stringLiteral: second))
        #expect(fixture.host.currentRoute == Route(stringLiteral: second))
        // The tab or page not shown is in the hidden routes (H8).
        #expect(fixture.host.hiddenRoutes == [Route(stringLiteral: hidden)])
    }

    /// Root ``tabsInTheDetailColumn`` with `desk` registered as
    /// ``tabsOfASplitOfTabs``, `/List/column:1/tab:0/Mail/A/desk/tab:1/X`
    /// set, then the split collapsed; nothing recorded.
    static func presentedOverACollapsedSplit(_ fixture: RouteFixture) throws {
        try Self.root(Self.tabsInTheDetailColumn)(fixture)
        fixture.host.registerRouteContainer("desk") { _ throws(NavigationError) in Self.tabsOfASplitOfTabs }
        try fixture.host.setRoute("/List/column:1/tab:0/Mail/A/desk/tab:1/X")
        #expect(fixture.host.handleSplitCollapse(try Self.shownSplit(fixture), isCollapsed: true))
        fixture.clearRecords()
    }

    /// A route into the hidden column of a collapsed split with something
    /// presented over it is the difference from the tree with that column
    /// in, as when expanded: the column changes as the route says, and
    /// what is presented stays where it still matches (H5, H8).
    @Test func aRouteIntoAHiddenColumnUnderAPresentationIsTheDifferenceFromTheColumnAsItIs() throws {
        let kept = try threeWorlds(setUp: Self.presentedOverACollapsedSplit) { fixture in
            try fixture.host.setRoute("/List/column:1/tab:0/Mail/A/desk/tab:1/X/B")
        }
        #expect(
            kept.tap.tree
                == "split#1{stack#2[List] | tabs#3{*stack#4[Mail, A], stack#5[Settings]} collapsed} > tabs#6{split#7{stack#8[List] | tabs#9{*stack#10[Mail], stack#11[Settings]}}, *stack#12[X, B]}"
        )
        #expect(kept.tap.changes == ["transition#2 setRoute: stack#12[X, B]"], "only the push")
        expectPopIsTap(kept)

        let changed = try threeWorlds(setUp: Self.presentedOverACollapsedSplit) { fixture in
            try fixture.host.setRoute("/List/column:1/tab:1/Settings/B/desk/tab:1/X")
        }
        #expect(
            changed.tap.tree
                == "split#1{stack#2[List] | tabs#3{stack#4[Mail, A], *stack#5[Settings, B]} collapsed} > tabs#14{split#15{stack#16[List] | tabs#17{*stack#18[Mail], stack#19[Settings]}}, *stack#20[X]}"
        )
        expectPopIsTap(changed)

        let fixture = RouteFixture()
        try Self.presentedOverACollapsedSplit(fixture)
        #expect(fixture.host.currentRoute == "/List/desk/tab:1/X")
        #expect(try fixture.host.setRoute("/List/column:1/tab:0/Mail/A/desk/tab:1/X") == nil, "the tree as it is")
        try fixture.host.setRoute("/List/column:1/tab:1/Settings/B/desk/tab:1/X")
        #expect(fixture.host.currentRoute == "/List/desk/tab:1/X", "the hidden column stays out of the route")
        #expect(
            fixture.host.hiddenRoutes == [
                "/List/column:1/tab:0/Mail/A", "/List/column:1/tab:1/Settings/B",
                "/List/desk/tab:0/List/column:1/tab:1/Settings",
                "/List/desk/tab:0/List/column:1/tab:0/Mail",
            ])
    }

    /// Root ``tabsInTheDetailColumn`` with `desk` registered as ``tabsOfASplitOfTabs``; nothing recorded.
    static func deskOverTabsInTheDetailColumn(_ fixture: RouteFixture) throws {
        try Self.root(Self.tabsInTheDetailColumn)(fixture)
        fixture.host.registerRouteContainer("desk") { _ throws(NavigationError) in Self.tabsOfASplitOfTabs }
    }

    /// The restoration of a collapsed split that hides its column, with
    /// tabs presented over it, rebuilds the same tree on a collapsed host,
    /// and on an expanded one the tree the original shows once expanded:
    /// the column is not popped by the route of what is presented (H5, H8).
    @Test func aPresentationOverACollapsedSplitsHiddenColumnRestoresOnACollapsedAndAnExpandedHost() throws {
        let original = RouteFixture()
        try Self.deskOverTabsInTheDetailColumn(original)
        try original.host.setRoute("/List/B/column:1/tab:1/Settings/D/desk/tab:0/List/column:1/tab:1/Settings/C")
        try original.host.setRoute("/List/B/column:1/tab:1/Settings/D/desk/tab:1/X/Y")
        #expect(original.host.handleSplitCollapse(try Self.shownSplit(original), isCollapsed: true))
        #expect(original.host.currentRoute == "/List/B/desk/tab:1/X/Y")
        let encoded = try JSONEncoder().encode(original.host.restoration)
        let restoration = try JSONDecoder().decode(RouteRestoration.self, from: encoded)

        // Onto a collapsed host: the same tree, collapsed; pop == tap.
        let collapsed = try threeWorlds(setUp: Self.collapsed(Self.deskOverTabsInTheDetailColumn)) { fixture in
            try fixture.host.restore(restoration)
        }
        #expect(collapsed.tap.tree == original.tree)
        #expect(collapsed.tap.changes.count == 1, "one transition (H8)")
        expectPopIsTap(collapsed)
        let restored = RouteFixture()
        try Self.collapsed(Self.deskOverTabsInTheDetailColumn)(restored)
        try restored.host.restore(restoration)
        #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [])
        #expect(restored.host.restoration == original.host.restoration)

        // Onto an expanded host: the tree of the original once expanded.
        let expanded = try threeWorlds(setUp: Self.deskOverTabsInTheDetailColumn) { fixture in
            try fixture.host.restore(restoration)
        }
        #expect(original.host.handleSplitCollapse(try Self.shownSplit(original), isCollapsed: false))
        #expect(
            original.tree
                == "split#1{stack#2[List, B] | tabs#3{stack#4[Mail], *stack#5[Settings, D]}} > tabs#6{split#7{stack#8[List] | tabs#9{stack#10[Mail], *stack#11[Settings, C]}}, *stack#12[X, Y]}"
        )
        #expect(expanded.tap.tree == original.tree)
        expectPopIsTap(expanded)
        let expandedHost = RouteFixture()
        try Self.deskOverTabsInTheDetailColumn(expandedHost)
        try expandedHost.host.restore(restoration)
        #expect(expandedHost.host.restoration == original.host.restoration)
    }

    @Test func aRouteNamingWhatAColumnsTabsDoNotHaveThrowsAndChangesNothing() throws {
        for route: Route in ["/List/column:1/tab:7/Mail", "/List/column:1/Mail", "/List/column:1/tab:1/Mail"] {
            let fixture = RouteFixture()
            try Self.root(Self.tabsInTheDetailColumn)(fixture)
            let before = fixture.host.snapshot()
            do {
                try fixture.host.setRoute(route)
                Issue.record("\(route) was set")
            } catch {
                #expect(error.code == .invalidRoute, "\(route)")
            }
            #expect(fixture.host.snapshot() == before)
            #expect(fixture.changes.isEmpty)
        }
    }
}
