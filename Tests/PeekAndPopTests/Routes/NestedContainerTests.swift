import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A tab's content may be any container (H5): tabs in a tab, an app-defined
/// container in a tab, tabs in an app-defined container, at the root and
/// presented, nested two levels deep. The modules inside route as at the
/// root (H4), and every call is the same at a tap, at a pop, and leaves
/// nothing behind after a release (S4, S7, S8).
@MainActor
struct NestedContainerTests {
    typealias Pages = PresentedContainerTests.Pages

    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        PresentedContainerTests.screen(name)
    }

    static func module(_ fixture: RouteFixture, _ name: String) throws -> ModuleRouter {
        try #require(fixture.screen(name)).router
    }

    /// Root `tabs{stack[Home], tabs{stack[News], stack[Sport]}}`, the outer
    /// tab `outer` selected; nothing recorded.
    static func tabsInTabs(outer: Int) -> (RouteFixture) throws -> Void {
        { fixture in
            fixture.host.setRoot(
                .tabs(
                    [
                        .stack([Self.screen("Home")]),
                        .container(.tabs([[Self.screen("News")], [Self.screen("Sport")]])),
                    ],
                    selectedIndex: outer
                ))
            fixture.clearRecords()
        }
    }

    /// Root `tabs{stack[Home], *pages{stack[A], *stack[B]}}`; nothing recorded.
    static func pagesInATab(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(
            .tabs(
                [.stack([Self.screen("Home")]), .container(PresentedContainerTests.presentedPages)], selectedIndex: 1))
        fixture.clearRecords()
    }

    /// Tabs of a split and of pages, to present.
    static let splitAndPagesInTabs = RootContent.tabs(
        [
            .split(primary: [Self.screen("List")], secondary: [Self.screen("Mail")]),
            .container(PresentedContainerTests.presentedPages),
        ])

    // MARK: At the root

    @Test func aPushAfterSelectingATabOfTabsLandsInTheInnerSelectedTab() throws {
        let worlds = try threeWorlds(setUp: Self.tabsInTabs(outer: 0)) { fixture in
            let home = try Self.module(fixture, "Home")
            try #require(home.tabsRouter).selectTab(1)
            try home.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home], *tabs#3{*stack#4[News, Detail], stack#5[Sport]}}")
        #expect(
            worlds.tap.changes == [
                "transition#1 selectTab: tabs#1 selected 1", "transition#2 push: stack#4[News, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aModuleInInnerTabsSelectsTheInnerTabs() throws {
        let worlds = try threeWorlds(setUp: Self.tabsInTabs(outer: 1)) { fixture in
            let news = try Self.module(fixture, "News")
            try news.selectTab(1)
            try news.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home], *tabs#3{stack#4[News], *stack#5[Sport, Detail]}}")
        #expect(
            worlds.tap.changes == [
                "transition#1 selectTab: tabs#3 selected 1", "transition#2 push: stack#5[Sport, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aPushIntoPagesInATabLandsInTheShownPageAndTheSnapshotShowsIt() throws {
        let worlds = try threeWorlds(setUp: Self.pagesInATab) { fixture in
            try Self.module(fixture, "Home").push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home], *pages#3{stack#4[A], *stack#5[B, Detail]}}")
        #expect(worlds.tap.changes == ["transition#1 push: stack#5[B, Detail]"])
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try Self.pagesInATab(fixture)
        guard case .tabs(let tabs)? = fixture.host.root, let pages = tabs.contents[1] as? Pages else {
            Issue.record("pages in tab 1")
            return
        }
        try #require(fixture.host.containerRouter(for: pages)).show(pages.children[0])
        #expect(fixture.tree == "tabs#1{stack#2[Home], *pages#3{*stack#4[A], stack#5[B]}}", "a page turned in a tab")
        #expect(tabs.tabs.map { $0.rootScreen?.screenName } == ["Home", "A"], "a tab of pages lists its first stack")
    }

    @Test func tabsInAnAppDefinedRootContainerTakeThePushes() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            fixture.host.setRoot(
                .container([
                    .tabs([[Self.screen("X")], [Self.screen("Y")]], selectedIndex: 1), .stack([Self.screen("Z")]),
                ]) {
                    id, pages in Pages(id: id, pages: pages, current: 0)
                })
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try Self.module(fixture, "Y").push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "pages#1{*tabs#2{stack#3[X], *stack#4[Y, Detail]}, stack#5[Z]}")
        expectPopIsTap(worlds)
    }

    // MARK: Presented

    @Test func presentedTabsOfASplitAndPagesRouteAsAtTheRoot() throws {
        let worlds = try threeWorlds(setUp: PresentedContainerTests.rootStack) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.present(Self.splitAndPagesInTabs)
            try home.push(Self.screen("Detail"))
        }
        #expect(
            worlds.tap.tree
                == "stack#1[Home] > tabs#2{*split#3{stack#4[List] | stack#5[Mail, Detail]}, pages#6{stack#7[A], *stack#8[B]}}"
        )
        expectPopIsTap(worlds)

        let presented: (RouteFixture) throws -> Void = { fixture in
            try PresentedContainerTests.rootStack(fixture)
            try Self.module(fixture, "Home").present(Self.splitAndPagesInTabs)
            fixture.clearRecords()
        }
        let inside = try threeWorlds(setUp: presented) { fixture in
            let list = try Self.module(fixture, "List")
            try #require(list.tabsRouter).selectTab(1)
            try list.push(Self.screen("More"))
        }
        #expect(
            inside.tap.tree
                == "stack#1[Home] > tabs#2{split#3{stack#4[List] | stack#5[Mail]}, *pages#6{stack#7[A], *stack#8[B, More]}}"
        )
        #expect(
            inside.tap.changes == ["transition#2 selectTab: tabs#2 selected 1", "transition#3 push: stack#8[B, More]"])
        expectPopIsTap(inside)
    }

    // MARK: Routes

    @Test func theRouteGoesThroughEveryLevelAndSetsInsideIt() throws {
        let worlds = try threeWorlds(setUp: Self.tabsInTabs(outer: 0)) { fixture in
            try fixture.host.setRoute("/tab:1/tab:1/Sport/A")
        }
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home], *tabs#3{stack#4[News], *stack#5[Sport, A]}}")
        #expect(worlds.tap.changes.count == 1, "one transition")
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try Self.tabsInTabs(outer: 1)(fixture)
        #expect(fixture.host.currentRoute == "/tab:1/tab:0/News")
        #expect(fixture.host.hiddenRoutes == ["/tab:0/Home", "/tab:1/tab:1/Sport"], "every level's other tabs")
        let pages = RouteFixture()
        try Self.pagesInATab(pages)
        #expect(pages.host.currentRoute == "/tab:1/pages:1/B")
        try pages.host.setRoute("/tab:1/pages:0/A/C")
        #expect(pages.tree == "tabs#1{stack#2[Home], *pages#3{*stack#4[A, C], stack#5[B]}}")
    }

    @Test func nestedRoutesRoundTripAtTheRootAndPresented() throws {
        let cases: [(setUp: (RouteFixture) throws -> Void, route: Route)] = [
            (Self.tabsInTabs(outer: 0), "/tab:1/tab:1/Sport/A/B"),
            (Self.pagesInATab, "/tab:1/pages:0/A/C"),
            (Self.presentedNested, "/Home/desk/tab:0/List/column:1/Mail/D"),
            (Self.presentedNested, "/Home/desk/tab:1/pages:0/A/sheet:x/Z"),
        ]
        for (setUp, route) in cases {
            try expectRouteRoundTrips(route, setUp: setUp)
        }
    }

    /// Root stack `[Home]` with `desk` registered as presented tabs of a split and pages.
    static func presentedNested(_ fixture: RouteFixture) throws {
        try PresentedContainerTests.rootStack(fixture)
        fixture.host.registerRouteContainer("desk") { _ throws(NavigationError) in Self.splitAndPagesInTabs }
    }

    @Test func aRouteNamingWhatANestedContainerDoesNotHaveThrowsAndChangesNothing() throws {
        for route: Route in ["/tab:1/tab:7/News", "/tab:1/News", "/tab:1/tab:0/Sport", "/tab:1/pages:0/A"] {
            let fixture = RouteFixture()
            try Self.tabsInTabs(outer: 0)(fixture)
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

    @Test func aRestorationKeepsTheSelectionOfTabsInATabThatIsNotSelected() throws {
        let original = RouteFixture()
        try Self.tabsInTabs(outer: 1)(original)
        try original.host.setRoute("/tab:1/tab:1/Sport/A")
        try original.host.setRoute("/tab:1/tab:0/News")
        try original.host.setRoute("/tab:0/Home/B")
        #expect(original.tree == "tabs#1{*stack#2[Home, B], tabs#3{*stack#4[News], stack#5[Sport, A]}}")
        #expect(original.host.hiddenRoutes == ["/tab:1/tab:1/Sport/A", "/tab:1/tab:0/News"], "inner tabs first")

        let restored = RouteFixture()
        try Self.tabsInTabs(outer: 1)(restored)
        try restored.host.restore(original.host.restoration)
        #expect(restored.tree == original.tree)
    }
}
