import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A destination may present a container around its screen (H5, H9): tabs,
/// a split, an app-defined container. Find-or-create is unchanged, and every
/// call is the same at a tap, at a pop, and leaves nothing behind after a
/// release (S4, S7, S8).
@MainActor
struct DestinationInContainerTests {
    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        PresentedContainerTests.screen(name)
    }

    static func inSplit(_ fixture: RouteFixture, _ id: Int) -> Destination<Int> {
        fixture.product(id).presentedInContainer { screen in
            .split(primary: [Self.screen("List")], secondary: [screen])
        }
    }

    static func inTabs(_ fixture: RouteFixture, _ id: Int) -> Destination<Int> {
        fixture.product(id).presentedInContainer(style: .sheet) { screen in
            .tabs([[Self.screen("Inbox")], [Self.screen("Settings"), screen]], selectedIndex: 1)
        }
    }

    static func inPages(_ fixture: RouteFixture, _ id: Int) -> Destination<Int> {
        fixture.product(id).presentedInContainer { screen in
            .container([.stack([Self.screen("A")]), .stack([screen])]) { id, pages in
                PresentedContainerTests.Pages(id: id, pages: pages, current: 1)
            }
        }
    }

    @Test func aDestinationPresentsASplitAroundItsScreenAndPushesLandInItsColumn() throws {
        let worlds = try threeWorlds(setUp: PresentedContainerTests.rootStack) { fixture in
            let outcome = try fixture.host.navigate(to: Self.inSplit(fixture, 7))
            guard case .built = outcome else { throw NavigationError.invalidRoute("not built: \(outcome)") }
            try #require(fixture.screen("Home")).router.push(Self.screen("C"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > split#2{stack#3[List] | stack#4[Product7, C]}")
        #expect(
            worlds.tap.changes == [
                "transition#1 presentContainer: presentations[split#2{stack#3[List] | stack#4[Product7]}]",
                "transition#2 push: stack#4[Product7, C]",
            ])
        expectPopIsTap(worlds)
    }

    @Test func aDestinationPresentsTabsAndAnAppDefinedContainerAroundItsScreen() throws {
        let tabs = try threeWorlds(setUp: PresentedContainerTests.rootStack) { fixture in
            try fixture.host.navigate(to: Self.inTabs(fixture, 7))
        }
        #expect(tabs.tap.tree == "stack#1[Home] > tabs#2{stack#3[Inbox], *stack#4[Settings, Product7]}")
        #expect(
            tabs.tap.changes == [
                "transition#1 presentContainer: presentations[tabs#2{stack#3[Inbox], *stack#4[Settings, Product7]}]"
            ])
        expectPopIsTap(tabs)

        let pages = try threeWorlds(setUp: PresentedContainerTests.rootStack) { fixture in
            try fixture.host.navigate(to: Self.inPages(fixture, 7))
        }
        #expect(pages.tap.tree == "stack#1[Home] > pages#2{stack#3[A], *stack#4[Product7]}")
        expectPopIsTap(pages)

        let fixture = RouteFixture()
        try PresentedContainerTests.rootStack(fixture)
        try fixture.host.navigate(to: Self.inTabs(fixture, 7))
        #expect(fixture.host.presentations.last?.style == .sheet)
        #expect(fixture.host.currentRoute == "/Home/tabs/tab:1/Settings/product:7")
        let product = try #require(fixture.host.screen(for: fixture.product(7).identity))
        #expect(fixture.host.identity(of: product) == fixture.product(7).identity)
    }

    @Test func aDestinationInAPresentedContainerIsFoundAndRevealedNotPresentedAgain() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            try PresentedContainerTests.rootStack(fixture)
            try fixture.host.navigate(to: Self.inTabs(fixture, 7))
            try #require(fixture.screen("Inbox")).router.selectTab(0)
            fixture.clearRecords()
        }
        let worlds = try threeWorlds(setUp: setUp) { fixture in
            let outcome = try fixture.host.navigate(to: Self.inTabs(fixture, 7))
            guard case .found = outcome else { throw NavigationError.invalidRoute("not found: \(outcome)") }
            // Forwarded to the tab the destination was revealed in (H2, H4).
            try #require(fixture.screen("Home")).router.push(Self.screen("C"))
        }
        #expect(worlds.tap.tree == "stack#1[Home] > tabs#2{stack#3[Inbox], *stack#4[Settings, Product7, C]}")
        #expect(worlds.tap.changes.count == 2, "a focus and a push; nothing presented: \(worlds.tap.changes)")
        #expect(worlds.tap.changes.last == "transition#4 push: stack#4[Settings, Product7, C]")
        expectPopIsTap(worlds)
    }

    /// A destination presented in a stack or as a lone screen is shown by a
    /// transition of the kind `present` gives the same content: in the
    /// record and in the request an interceptor is asked about, at a tap
    /// and at a pop (H5, H9).
    @Test(arguments: ["stack", "screen", "tabs"])
    func aDestinationInAContainerIsShownByTheKindPresentGivesTheSameContent(_ shape: String) throws {
        func content(_ screen: @escaping (RouterSeed) -> any Screen) -> RootContent {
            switch shape {
            case "stack": .stack([Self.screen("A"), screen])
            case "screen": .screen(screen)
            default: .tabs([[Self.screen("A")], [screen]], selectedIndex: 1)
            }
        }
        let kind: TransitionKind =
            switch shape {
            case "stack": .presentInNavigationStack
            case "screen": .presentModally
            default: .presentContainer
            }
        // What the module's router does with the same content.
        let presented = RouteFixture()
        try PresentedContainerTests.rootStack(presented)
        try #require(presented.screen("Home")).router.present(content(Self.screen("Product7")))
        #expect(presented.host.history.map(\.kind) == [kind])

        var asked: [String] = []
        let worlds = try threeWorlds(setUp: PresentedContainerTests.rootStack) { fixture in
            fixture.host.addInterceptor(named: "kinds") { request in
                asked.append("\(request.kind) \(request.phase)")
                return .proceed
            }
            try fixture.host.navigate(to: fixture.product(7).presentedInContainer(style: .sheet, content))
        }
        #expect(worlds.tap.changes.first?.hasPrefix("transition#1 \(kind): ") == true, "\(worlds.tap.changes)")
        #expect(worlds.tap.tree == presented.tree)
        expectPopIsTap(worlds)
        #expect(
            asked == [
                "\(kind) perform", "\(kind) capture", "\(kind) commit", "\(kind) capture",
            ])
    }

    @Test func aContainerThatDoesNotHoldTheScreenOnceOrABuilderThatThrowsChangesNothing() throws {
        let fixture = RouteFixture()
        try PresentedContainerTests.rootStack(fixture)
        let before = fixture.host.snapshot()
        let twice = fixture.product(7).presentedInContainer { screen in .tabs([[screen], [screen]]) }
        let never = fixture.product(7).presentedInContainer { _ in .stack([Self.screen("A")]) }
        let throwing = Destination("broken", context: 1) { _, _ throws(NavigationError) -> any Screen in
            throw .invalidRoute("broken on purpose")
        }
        .presentedInContainer { screen in .split(primary: [Self.screen("List")], secondary: [screen]) }
        for (destination, code): (Destination<Int>, NavigationError.Code) in [
            (twice, .invalidRoute), (never, .invalidRoute), (throwing, .invalidRoute),
        ] {
            do {
                try fixture.host.navigate(to: destination)
                Issue.record("\(destination.identity) was shown")
            } catch {
                #expect(error.code == code)
            }
        }
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
        #expect(fixture.host.screensInTree().count == 1)
    }

    /// Root `split{stack[List] | tabs{*stack[Mail, Product7, A], stack[Settings]}}`
    /// collapsed (the tabs column hidden) with `Sheet` presented over it;
    /// nothing recorded.
    static func productInAHiddenColumn(_ fixture: RouteFixture) throws {
        try SplitColumnContainerTests.root(SplitColumnContainerTests.tabsInTheDetailColumn)(fixture)
        try fixture.host.setRoute("/List/column:1/tab:0/Mail")
        try fixture.host.navigate(to: fixture.product(7))
        try #require(fixture.screen("Product7")).router.push(Self.screen("A"))
        #expect(fixture.host.handleSplitCollapse(try SplitColumnContainerTests.shownSplit(fixture), isCollapsed: true))
        try #require(fixture.screen("List")).router.present(.screen(Self.screen("Sheet")))
        fixture.clearRecords()
    }

    /// A screen in the hidden column of a collapsed split is found and
    /// focused in that column: what is presented over the split is
    /// dismissed and what is above it popped, the split stays collapsed
    /// (only the platform expands it), and the column shows it once
    /// expanded (H5, H9).
    @Test func aDestinationInACollapsedSplitsHiddenColumnIsFocusedThere() throws {
        let worlds = try threeWorlds(setUp: Self.productInAHiddenColumn) { fixture in
            let outcome = try fixture.host.navigate(to: fixture.product(7))
            guard case .found = outcome else { throw NavigationError.invalidRoute("not found: \(outcome)") }
        }
        #expect(
            worlds.tap.tree
                == "split#1{stack#2[List] | tabs#3{*stack#4[Mail, Product7], stack#5[Settings]} collapsed}")
        #expect(worlds.pop == nil, "a focus shows no new screen: no preview (S23)")
        #expect(worlds.releaseLeftWorldAsItWas)

        let fixture = RouteFixture()
        try Self.productInAHiddenColumn(fixture)
        try fixture.host.navigate(to: fixture.product(7))
        #expect(fixture.host.currentRoute == "/List")
        #expect(fixture.host.handleSplitCollapse(try SplitColumnContainerTests.shownSplit(fixture), isCollapsed: false))
        #expect(fixture.host.currentRoute == "/List/column:1/tab:0/Mail/product:7")
    }
}
