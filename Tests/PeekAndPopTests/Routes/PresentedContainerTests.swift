import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Any container may be presented (H5): tabs, a split, an app-defined
/// container. The presentation holds the container, the modules inside
/// route as they would at the root (H4), and every call is the same at a
/// tap, at a pop, and leaves nothing behind after a release (S4, S7, S8).
@MainActor
struct PresentedContainerTests {
    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        { seed in RouteScreen(name, seed: seed) }
    }

    /// An app-defined container of pages, one shown at a time.
    final class Pages: NavigationContainer {
        let id: ContainerID
        let pages: [NavigationChild]
        var current: Int

        init(id: ContainerID, pages: [NavigationChild], current: Int = 0) {
            self.id = id
            self.pages = pages
            self.current = current
        }

        var children: [NavigationChild] { pages }
        var visibleChildren: [NavigationChild] { [pages[current]] }
        var containerName: String { "pages" }

        static func isSame(_ a: NavigationChild, _ b: NavigationChild) -> Bool {
            switch (a, b) {
            case (.screen(let a), .screen(let b)): a === b
            case (.container(let a), .container(let b)): a === b
            default: false
            }
        }

        func makeVisible(_ child: NavigationChild) -> Bool {
            guard let index = pages.firstIndex(where: { Self.isSame($0, child) }) else { return false }
            current = index
            return true
        }
    }

    static let presentedTabs = RootContent.tabs(
        [[Self.screen("Inbox")], [Self.screen("Settings"), Self.screen("Profile")]], selectedIndex: 1)
    static let presentedSplit = RootContent.split(primary: [Self.screen("List")], secondary: [Self.screen("Mail")])
    static let presentedPages = RootContent.container(
        [.stack([Self.screen("A")]), .stack([Self.screen("B")])]
    ) { id, pages in Pages(id: id, pages: pages, current: 1) }

    /// Root stack `[Home]`, nothing recorded.
    static func rootStack(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(.stack([Self.screen("Home")]))
        fixture.clearRecords()
    }

    /// Root stack `[Home]` with `content` presented over it, nothing recorded.
    static func presenting(_ content: RootContent) -> (RouteFixture) throws -> Void {
        { fixture in
            try rootStack(fixture)
            try #require(fixture.screen("Home")).router.present(content, style: .fullScreen)
            fixture.clearRecords()
        }
    }

    static func module(_ fixture: RouteFixture, _ name: String) throws -> ModuleRouter {
        try #require(fixture.screen(name)).router
    }

    // MARK: Presenting

    @Test func presentingTabsThenPushingLandsInTheSelectedPresentedTab() throws {
        let worlds = try threeWorlds(setUp: Self.rootStack) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.present(Self.presentedTabs, style: .fullScreen)
            // Forwarded to the topmost stack as it is when performed (H2, H4).
            try home.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > tabs#2{stack#3[Inbox], *stack#4[Settings, Profile, Detail]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 presentContainer: presentations[tabs#2{stack#3[Inbox], *stack#4[Settings, Profile]}]",
                "transition#2 push: stack#4[Settings, Profile, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func presentingASplitThenPushingLandsInItsDetailColumn() throws {
        let worlds = try threeWorlds(setUp: Self.rootStack) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.present(Self.presentedSplit)
            try home.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > split#2{stack#3[List] | stack#4[Mail, Detail]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 presentContainer: presentations[split#2{stack#3[List] | stack#4[Mail]}]",
                "transition#2 push: stack#4[Mail, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func presentingAnAppDefinedContainerThenPushingLandsInItsShownPage() throws {
        let worlds = try threeWorlds(setUp: Self.rootStack) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.present(Self.presentedPages)
            try home.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > pages#2{stack#3[A], *stack#4[B, Detail]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 presentContainer: presentations[pages#2{stack#3[A], *stack#4[B]}]",
                "transition#2 push: stack#4[B, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func snapshotRouteAndVisibilityShowThePresentedContainer() throws {
        let fixture = RouteFixture()
        try Self.presenting(Self.presentedTabs)(fixture)

        let presentation = try #require(fixture.host.presentations.last)
        guard case .container(let tabs as TabContainer) = presentation.content else {
            Issue.record("a presented tab container: \(presentation.content)")
            return
        }
        #expect(presentation.style == .fullScreen)
        #expect(presentation.stack === tabs.selectedContent, "pushes go to the selected tab's stack (H4)")
        #expect(presentation.screens.map(\.screenName) == ["Inbox", "Settings", "Profile"])
        #expect(presentation.topScreen?.screenName == "Profile")
        #expect(fixture.tree == "stack#1[Home] > tabs#2{stack#3[Inbox], *stack#4[Settings, Profile]}")
        #expect(fixture.host.currentRoute == "/Home/tabs/tab:1/Settings/Profile")
        #expect(fixture.host.topmostScreen?.screenName == "Profile")
        #expect(fixture.host.isVisible(try #require(fixture.screen("Profile"))))
        #expect(!fixture.host.isVisible(try #require(fixture.screen("Inbox"))), "a tab that is not selected")
        #expect(!fixture.host.isVisible(try #require(fixture.screen("Home"))), "covered by the presentation")
        #expect(fixture.host.contains(tabs))
    }

    // MARK: Routing inside

    @Test func aModuleInPresentedTabsSelectsItsOwnTabsNotTheRootTabs() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            fixture.setUpTabs()
            try Self.module(fixture, "Home").present(Self.presentedTabs)
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            let profile = try Self.module(fixture, "Profile")
            try profile.selectTab(0)
            try profile.push(Self.screen("Detail"))
        }
        #expect(
            worlds.tap.tree
                == "tabs#1{*stack#2[Home], stack#3[Settings]} > tabs#4{*stack#5[Inbox, Detail], stack#6[Settings, Profile]}"
        )
        #expect(
            worlds.tap.changes == [
                "transition#2 selectTab: tabs#4 selected 0", "transition#3 push: stack#5[Inbox, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aModulesTabsRouterInPresentedTabsAddsAndSelectsThere() throws {
        let worlds = try threeWorlds(setUp: Self.presenting(Self.presentedTabs)) { fixture in
            let router = try #require(try Self.module(fixture, "Inbox").tabsRouter)
            try router.addTab([Self.screen("New")])
            try router.selectTab(2)
        }
        #expect(
            worlds.tap.tree
                == "stack#1[Home] > tabs#2{stack#3[Inbox], stack#4[Settings, Profile], *stack#6[New]}")
        expectPopIsTap(worlds)
    }

    @Test func dismissingAPushedModuleOfAPresentedTabPopsItThenPushesThere() throws {
        let worlds = try threeWorlds(setUp: Self.presenting(Self.presentedTabs)) { fixture in
            try Self.module(fixture, "Profile").dismissCurrentModule()
            try Self.module(fixture, "Settings").push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > tabs#2{stack#3[Inbox], *stack#4[Settings, Detail]}")
        #expect(
            worlds.tap.changes == [
                "transition#2 dismiss: stack#4[Settings]", "transition#3 push: stack#4[Settings, Detail]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func dismissingTheBottomModuleOfAPresentedColumnDismissesThePresentation() throws {
        let worlds = try threeWorlds(setUp: Self.presenting(Self.presentedSplit)) { fixture in
            let home = try Self.module(fixture, "Home")
            try Self.module(fixture, "Mail").dismissCurrentModule()
            // The topmost stack is the root's again (H2, H4).
            try home.push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "stack#1[Home, Detail]")
        #expect(
            worlds.tap.changes == ["transition#2 dismiss: presentations[]", "transition#3 push: stack#1[Home, Detail]"])
        expectPopIsTap(worlds)
    }

    @Test func focusingOnAModuleOfAPresentedPageDismissesWhatIsOverIt() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            try Self.presenting(Self.presentedPages)(fixture)
            try Self.module(fixture, "B").push(Self.screen("C"))
            try Self.module(fixture, "C").presentModally(Self.screen("Alert"))
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try Self.module(fixture, "B").focusOnCurrentModule()
            try Self.module(fixture, "B").push(Self.screen("D"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > pages#2{stack#3[A], *stack#4[B, D]}")
        #expect(
            worlds.tap.changes == [
                "transition#4 focus: stack#4[B]; presentations[pages#2{stack#3[A], *stack#4[B]}]",
                "transition#5 push: stack#4[B, D]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aModulesSplitRouterInAPresentedSplitActsOnThatSplit() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            fixture.host.setRoot(.split(primary: [Self.screen("Home")], secondary: [Self.screen("Root detail")]))
            try Self.module(fixture, "Home").present(Self.presentedSplit)
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            let router = try #require(try Self.module(fixture, "List").splitRouter)
            try router.setSecondary([Self.screen("Other")])
        }
        #expect(
            worlds.tap.tree
                == "split#1{stack#2[Home] | stack#3[Root detail]} > split#4{stack#5[List] | stack#6[Other]}")
        expectPopIsTap(worlds)
    }

    @Test func thePresentedContainersRouterDismissesItAndFocusesOnIt() throws {
        let worlds = try threeWorlds(setUp: Self.presenting(Self.presentedTabs)) { fixture in
            guard case .container(let tabs as TabContainer)? = fixture.host.presentations.last?.content else {
                throw NavigationError(.containerNotInTree, "no presented tabs")
            }
            try tabs.router.dismissCurrentModule()
            try Self.module(fixture, "Home").push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "stack#1[Home, Detail]")
        #expect(
            worlds.tap.changes == ["transition#2 dismiss: presentations[]", "transition#3 push: stack#1[Home, Detail]"])
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try Self.presenting(Self.presentedTabs)(fixture)
        guard case .container(let tabs as TabContainer)? = fixture.host.presentations.last?.content else {
            Issue.record("no presented tabs")
            return
        }
        try Self.module(fixture, "Profile").presentModally(Self.screen("Alert"))
        fixture.clearRecords()
        try tabs.router.focusOnCurrentModule()
        #expect(fixture.tree == "stack#1[Home] > tabs#2{stack#3[Inbox], *stack#4[Settings, Profile]}")
        #expect(try tabs.router.focusOnCurrentModule() == nil, "nothing over it any more")
    }

    @Test func theRootContainerDismissesEveryPresentedContainer() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            fixture.setUpTabs()
            try Self.module(fixture, "Home").present(Self.presentedSplit)
            try Self.module(fixture, "Mail").present(Self.presentedPages)
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            guard case .tabs(let tabs)? = fixture.host.root else {
                throw NavigationError(.containerNotInTree, "no root tabs")
            }
            try tabs.router.focusOnCurrentModule()
            try Self.module(fixture, "Home").push(Self.screen("Detail"))
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, Detail], stack#3[Settings]}")
        expectPopIsTap(worlds)
    }

    @Test func anInteractiveDismissalTakesThePresentedContainerAndItsModulesOutOfTheTree() throws {
        let fixture = RouteFixture()
        try Self.presenting(Self.presentedSplit)(fixture)
        let list = try Self.module(fixture, "List")
        #expect(list.isInTree)

        #expect(fixture.host.handleInteractiveDismissal())

        #expect(fixture.tree == "stack#1[Home]")
        #expect(fixture.changes == ["interaction: presentations[]"])
        #expect(!list.isInTree)
        #expect(list.splitRouter == nil, "its split left the tree with it")
    }

    // MARK: Routes

    /// Root stack `[Home]`, with `mailbox` registered as a presented split
    /// and `inbox` as presented tabs; nothing recorded.
    static func rootStackWithContainerRoutes(_ fixture: RouteFixture) throws {
        try rootStack(fixture)
        fixture.host.registerRouteContainer("mailbox", style: .fullScreen) { _ throws(NavigationError) in
            Self.presentedSplit
        }
        fixture.host.registerRouteContainer("inbox") { _ throws(NavigationError) in Self.presentedTabs }
        fixture.host.registerRouteContainer("pages") { _ throws(NavigationError) in Self.presentedPages }
    }

    @Test func aRouteNamesAPresentedContainerAndSettingItBuildsItAtATapAndAtAPop() throws {
        let worlds = try threeWorlds(setUp: Self.rootStackWithContainerRoutes) { fixture in
            try fixture.host.setRoute("/Home/inbox/tab:0/Inbox/A")
        }
        #expect(worlds.tap.tree == "stack#1[Home] > tabs#2{*stack#3[Inbox, A], stack#4[Settings, Profile]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 setRoute: presentations[tabs#2{*stack#3[Inbox, A], stack#4[Settings, Profile]}]"
            ])
        expectPopIsTap(worlds)
    }

    @Test func routesThroughAPresentedSplitAndPagesRoundTrip() throws {
        for route: Route in [
            "/Home/mailbox/List/column:1/Mail", "/Home/mailbox/List/B/column:1/Mail/C",
            "/Home/pages/pages:1/B/D", "/Home/pages/pages:0/A", "/Home/inbox/tab:1/Settings/Profile/X",
        ] {
            let fixture = RouteFixture()
            try Self.rootStackWithContainerRoutes(fixture)
            try fixture.host.setRoute(route)
            #expect(fixture.host.currentRoute == route)
            #expect(try fixture.host.setRoute(route) == nil, "the tree shows it already: nothing routed")
        }
    }

    @Test func aRouteChangesInsideAPresentedContainerByTheSmallestDifference() throws {
        let fixture = RouteFixture()
        try Self.rootStackWithContainerRoutes(fixture)
        try fixture.host.setRoute("/Home/inbox/tab:1/Settings/Profile/A")
        fixture.clearRecords()

        try fixture.host.setRoute("/Home/inbox/tab:0/Inbox/B")
        #expect(fixture.tree == "stack#1[Home] > tabs#2{*stack#3[Inbox, B], stack#4[Settings, Profile, A]}")
        #expect(fixture.builtNames == ["B"], "the presented tabs are kept")

        try fixture.host.setRoute("/Home/mailbox/List")
        #expect(fixture.host.currentRoute == "/Home/mailbox/List/column:1/Mail")

        try fixture.host.setRoute("/Home")
        #expect(fixture.tree == "stack#1[Home]")
        #expect(fixture.changes.count == 3, "one change per route")
    }

    @Test func aContainerPresentedByARouterIsNamedByItsContainerNameAndRoutedIntoByIt() throws {
        let fixture = RouteFixture()
        try Self.presenting(Self.presentedTabs)(fixture)
        #expect(fixture.host.currentRoute == "/Home/tabs/tab:1/Settings/Profile")

        try fixture.host.setRoute("/Home/tabs/tab:0/Inbox/A")
        #expect(fixture.tree == "stack#1[Home] > tabs#2{*stack#3[Inbox, A], stack#4[Settings, Profile]}")
    }

    @Test func aRestorationRebuildsPresentedContainersOnAFreshHost() throws {
        for route: Route in [
            "/Home/inbox/tab:1/Settings/Profile/A", "/Home/mailbox/List/column:1/Mail/C",
            "/Home/A/pages/pages:1/B/sheet:x/D",
        ] {
            let original = RouteFixture()
            try Self.rootStackWithContainerRoutes(original)
            original.host.setRouteData(["draft": "Hi"], for: route)
            try original.host.setRoute(route)
            let encoded = try JSONEncoder().encode(original.host.restoration)

            let restored = RouteFixture()
            try Self.rootStackWithContainerRoutes(restored)
            try restored.host.restore(try JSONDecoder().decode(RouteRestoration.self, from: encoded))

            #expect(restored.host.currentRoute == route)
            #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [])
            #expect(restored.changes.count == 1, "one transition")
            #expect(restored.host.routeData(for: route) == ["draft": "Hi"])
        }
    }

    @Test func aRouteNamingWhatAPresentedContainerDoesNotHaveThrowsAndChangesNothing() throws {
        for (route, code): (Route, NavigationError.Code) in [
            ("/Home/inbox/tab:5/Inbox", .invalidRoute), ("/Home/inbox/Inbox", .invalidRoute),
            ("/Home/inbox/tab:0/Settings", .invalidRoute), ("/Home/pages/pages:7/A", .invalidRoute),
            ("/Home/mailbox/Mail", .invalidRoute), ("/Home/nowhere/tab:0", .unknownRouteElement),
        ] {
            let fixture = RouteFixture()
            try Self.rootStackWithContainerRoutes(fixture)
            try Self.module(fixture, "Home").present(Self.presentedSplit)
            fixture.clearRecords()
            let before = fixture.host.snapshot()
            #expect(throws: NavigationError.self) { try fixture.host.setRoute(route) }
            do {
                try fixture.host.setRoute(route)
            } catch {
                #expect(error.code == code, "\(route)")
            }
            #expect(fixture.host.snapshot() == before)
            #expect(fixture.changes.isEmpty)
        }
    }

    @Test func aRouteChangesAPushedScreenOrAPresentedStackIntoAPresentedContainer() throws {
        let pushed: (RouteFixture) throws -> Void = { fixture in
            try Self.rootStackWithContainerRoutes(fixture)
            try fixture.host.setRoute("/Home/A/B")
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: pushed) { fixture in
            try fixture.host.setRoute("/Home/A/inbox/tab:0/Inbox")
        }
        #expect(worlds.tap.tree == "stack#1[Home, A] > tabs#2{*stack#3[Inbox], stack#4[Settings, Profile]}")
        #expect(worlds.tap.changes.count == 1)
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try Self.rootStackWithContainerRoutes(fixture)
        try fixture.host.setRoute("/Home/sheet:x/C")
        try fixture.host.setRoute("/Home/mailbox/List")
        #expect(fixture.host.currentRoute == "/Home/mailbox/List/column:1/Mail", "the sheet's place")
        #expect(fixture.host.presentations.count == 1)
        do {
            try fixture.host.setRoute("/inbox/tab:0/Inbox")
            Issue.record("the root stack's bottom became a presentation")
        } catch {
            #expect(error.code == .invalidRoute)
        }
        #expect(fixture.host.currentRoute == "/Home/mailbox/List/column:1/Mail")
    }

    @Test func theTabsOfPresentedTabsThatAreNotSelectedAreHiddenRoutesAndRestored() throws {
        let original = RouteFixture()
        try Self.rootStackWithContainerRoutes(original)
        try original.host.setRoute("/Home/inbox/tab:0/Inbox/A")
        try original.host.setRoute("/Home/inbox/tab:1/Settings/Profile/B")
        #expect(original.tree == "stack#1[Home] > tabs#2{stack#3[Inbox, A], *stack#4[Settings, Profile, B]}")
        #expect(original.host.hiddenRoutes == ["/Home/inbox/tab:0/Inbox/A"])
        let encoded = try JSONEncoder().encode(original.host.restoration)

        let restored = RouteFixture()
        try Self.rootStackWithContainerRoutes(restored)
        try restored.host.restore(try JSONDecoder().decode(RouteRestoration.self, from: encoded))

        #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [])
        #expect(restored.host.hiddenRoutes == ["/Home/inbox/tab:0/Inbox/A"])
        #expect(restored.changes.count == 1, "one transition")
    }

    @Test func aDestinationShownInTheDetailColumnGoesToThePresentedSplit() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            fixture.host.setRoot(.split(primary: [Self.screen("Home")], secondary: [Self.screen("Root detail")]))
            try Self.module(fixture, "Home").present(Self.presentedSplit)
            try Self.module(fixture, "Mail").push(Self.screen("A"))
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try fixture.host.navigate(to: fixture.product(7, shownBy: .showInSecondaryColumn))
        }
        #expect(
            worlds.tap.tree
                == "split#1{stack#2[Home] | stack#3[Root detail]} > split#4{stack#5[List] | stack#6[Product7]}")
        #expect(worlds.tap.changes.count == 1)
        expectPopIsTap(worlds)
    }

    @Test func aDestinationFoundInATabOfPresentedTabsThatIsNotSelectedIsRevealed() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            try Self.presenting(Self.presentedTabs)(fixture)
            try fixture.host.navigate(to: fixture.product(5))
            try Self.module(fixture, "Inbox").selectTab(0)
            try Self.module(fixture, "Inbox").push(Self.screen("A"))
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            try fixture.host.navigate(to: fixture.product(5))
            // Forwarded to the tab the destination was revealed in (H2, H4).
            try Self.module(fixture, "Home").push(Self.screen("B"))
        }
        #expect(
            worlds.tap.tree
                == "stack#1[Home] > tabs#2{stack#3[Inbox, A], *stack#4[Settings, Profile, Product5, B]}")
        expectPopIsTap(worlds)
        let fixture = RouteFixture()
        try setUp(fixture)
        try fixture.host.navigate(to: fixture.product(5))
        #expect(fixture.host.isVisible(try #require(fixture.screen("Product5"))))
    }
}
