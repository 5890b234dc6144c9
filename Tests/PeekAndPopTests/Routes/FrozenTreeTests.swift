import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A call frozen in a capture window is checked against the tree the calls
/// frozen before it leave, as a value (H11, H12): whatever those calls are,
/// wherever their containers sit, the pop decides each call as a tap does.
@MainActor
struct FrozenTreeTests {
    // MARK: Checks against the tree the frozen calls leave (H12)

    @Test func aDeepLinkAfterAFrozenRootReplacementSelectsATabOfTheNewRootAsAtATap() throws {
        // Before: the deep link looked for tabs in the live root, a stack,
        // and threw in `onPeek`, though a tap after the replacement follows it.
        let worlds = try tapAndPop(
            setUp: { fixture in
                try fixture.setUpStack("/Home")
                fixture.host.registerRouteHandler(for: "third") { _ in
                    [.selectTab(2), .push(PopIsTapDefectTests.screen("Y"))]
                }
            },
            action: { fixture, thrown in
                fixture.host.replaceRoot(
                    .tabs([
                        [PopIsTapDefectTests.screen("A")], [PopIsTapDefectTests.screen("B")],
                        [PopIsTapDefectTests.screen("C")],
                    ]))
                thrown.attempt { try fixture.host.openRelative("/third") }
            })
        #expect(worlds.tap.tree == "tabs#2{stack#3[A], stack#4[B], *stack#5[C, Y]}")
        #expect(worlds.tap.thrown == [])
        expectPopIsTap(worlds, preview: "A")
    }

    @Test func aScreenThatAnEarlierFrozenCallTookOutMayBeShownAgainAsAtATap() throws {
        // Before: a screen that any call of the window showed counted as
        // shown for the whole window, so pushing it again after a frozen
        // dismissal was refused in `onPeek`, though a tap pushes it.
        let worlds = try tapAndPop(setUp: { $0.setUpTabs() }) { fixture, thrown in
            let home = try #require(fixture.screen("Home"))
            let cached = KeptScreen()
            let cachedA = cached.builder("A")
            try home.router.push(PopIsTapDefectTests.screen("X"))
            try home.router.push(cachedA)
            let module = try #require(cached.screen)
            thrown.attempt { _ = try module.router.dismissCurrentModule() }
            thrown.attempt { try home.router.push(cachedA) }
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, X, A], stack#3[Settings]}")
        expectPopIsTap(worlds, preview: "X")
    }

    @Test func aScreenOfTheLiveTreeThatAFrozenCallTookOutMayBeShownAgainAsAtATap() throws {
        // Before: whether a screen was already in the tree was read from the
        // live tree, where the screen still was, so its push was refused at
        // capture and dropped from the pop, though a tap pushes it after the
        // dismissal. The frozen tree answers from the live tree's index and
        // what the frozen calls took out and put in (H1, H12).
        var kept: [ObjectIdentifier: KeptScreen] = [:]
        let worlds = try tapAndPop(
            setUp: { fixture in
                fixture.setUpTabs()
                let screen = KeptScreen()
                kept[ObjectIdentifier(fixture)] = screen
                try #require(fixture.screen("Home")).router.push(screen.builder("A"))
                try #require(fixture.screen("Home")).router.push(PopIsTapDefectTests.screen("B"))  // Peeked from.
            },
            action: { fixture, thrown in
                let home = try #require(fixture.screen("Home"))
                let cached = try #require(kept[ObjectIdentifier(fixture)])
                let module = try #require(cached.screen)
                thrown.attempt { _ = try module.router.dismissCurrentModule() }
                thrown.attempt { try home.router.push(PopIsTapDefectTests.screen("X")) }
                thrown.attempt { try home.router.push(cached.builder("A")) }
            })
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, X, A], stack#3[Settings]}")
        #expect(worlds.tap.thrown == [])
        expectPopIsTap(worlds, preview: "X")
    }

    @Test func aModuleThatAnEarlierFrozenCallDismissedStillRoutesAsAtATap() throws {
        // A module a frozen call put in the tree and a later one took out
        // has joined the tree: its forwarded calls route, as at a tap (H2).
        let worlds = try tapAndPop(setUp: { $0.setUpTabs() }) { fixture, thrown in
            let home = try #require(fixture.screen("Home"))
            let pushed = KeptScreen()
            try home.router.push(PopIsTapDefectTests.screen("X"))
            try home.router.push(pushed.builder("A"))
            let module = try #require(pushed.screen)
            thrown.attempt { _ = try module.router.dismissCurrentModule() }
            thrown.attempt { try module.router.push(PopIsTapDefectTests.screen("B")) }
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, X, B], stack#3[Settings]}")
        expectPopIsTap(worlds, preview: "X")
    }

    @Test func aModuleInTabsPresentedEarlierInTheWindowEditsThoseTabsAsAtATap() throws {
        // Before: the module's tab router bound against the live tree, where
        // its tabs were not yet: to the root's two tabs, so selecting its
        // third tab threw in `onPeek`, though a tap selects it.
        let worlds = try tapAndPop(setUp: { $0.setUpTabs() }) { fixture, thrown in
            let home = try #require(fixture.screen("Home"))
            let first = KeptScreen()
            try home.router.present(
                .tabs([
                    [first.builder("A")],
                    [PopIsTapDefectTests.screen("B")], [PopIsTapDefectTests.screen("C")],
                ]))
            let module = try #require(first.screen)
            thrown.attempt { try #require(module.router.tabsRouter).selectTab(2) }
            thrown.attempt { try #require(module.router.tabsRouter).removeTab(at: 1) }
        }
        #expect(worlds.tap.tree.hasSuffix("> tabs#4{stack#5[A], *stack#7[C]}"), "\(worlds.tap.tree)")
        #expect(worlds.tap.thrown == [])
        expectPopIsTap(worlds, preview: "A")
    }

    @Test func aModulesSplitRouterThrowsOnceAFrozenCallDismissedItsPresentationAsAtATap() throws {
        // Before: the module counted as shown for the whole window, so the
        // call was frozen and did nothing on pop, where a tap throws.
        let worlds = try tapAndPop(setUp: { $0.setUpTabs() }) { fixture, thrown in
            let home = try #require(fixture.screen("Home"))
            try home.router.push(PopIsTapDefectTests.screen("X"))
            let master = KeptScreen()
            try home.router.present(
                .split(
                    primary: [master.builder("L")],
                    secondary: [PopIsTapDefectTests.screen("R")]))
            let module = try #require(master.screen)
            let split = try #require(module.router.splitRouter)
            thrown.attempt { _ = try module.router.dismissCurrentModule() }
            thrown.attempt { try split.pushPrimary(PopIsTapDefectTests.screen("F")) }
        }
        #expect(worlds.tap.thrown == ["containerNotInTree"])
        expectPopIsTap(worlds, preview: "X")
    }

    @Test func aReleasedPeekLeavesNothingOfWhatItsFrozenCallsBuiltAlive() throws {
        // The frozen tree the checks read is kept by the host for the next
        // check; it must not keep the containers and screens of the calls a
        // release discards (S8).
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        weak var built: RouteScreen?
        do {
            let preview = try fixture.peek {
                let first = KeptScreen()
                try home.router.present(
                    .tabs([
                        [first.builder("A")],
                        [PopIsTapDefectTests.screen("B")],
                    ]))
                let module = try #require(first.screen)
                let router = try #require(module.router.tabsRouter)
                try router.selectTab(1)
                built = module
            }
            #expect(preview != nil)
            fixture.engine.interrupt(.released)
        }
        #expect(built == nil, "the screens of the tabs a released peek built are released")
    }

    @Test func theFrozenTreeOfAReleasedPeekIsNeverTakenForTheNextOne() throws {
        // The host keeps the last frozen tree for the next check, for the
        // calls it was made from: a later peek's calls, as many, are others.
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let tabs = try FrozenRoutePlanningTests.tabs(fixture)
        let home = try #require(fixture.screen("Home"))
        let first = try fixture.peek {
            try tabs.router.removeTab(at: 1)
            try tabs.router.selectTab(0)  // checked against the tree without tab 1
        }
        if first != nil { fixture.engine.interrupt(.released) }
        var thrown: [String] = []
        let second = try fixture.peek {
            try home.router.push(PopIsTapDefectTests.screen("X"))
            do { try tabs.router.selectTab(1) } catch { thrown.append("\(error)") }
        }
        #expect(second != nil)
        #expect(thrown == [], "tab 1 is there: the first peek's removal was released")
    }

    // MARK: The edits a frozen call shows (H11)

    @Test func frozenCallsShowTheirEditsPlannedAgainstTheTreeTheCallsBeforeThemLeave() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let tabs = try FrozenRoutePlanningTests.tabs(fixture)
        let home = try #require(fixture.screen("Home"))
        let before = fixture.host.snapshot()
        guard case .tabs(let tabsID, _, _)? = before.root else { throw NavigationError(.noTabContainer, "no tabs") }
        var shown: [[NavigationEdit]] = []
        let preview = try fixture.peek {
            try tabs.router.removeTab(at: 1)
            try home.router.push(PopIsTapDefectTests.screen("X"))
            shown = fixture.host.frozenEdits()
        }
        let x = try #require(preview)
        guard
            case .stack(let homeStack, _) = before.root.flatMap({ node -> NavigationSnapshot.Node? in
                if case .tabs(_, let list, _) = node { return list.first } else { return nil }
            })
        else { throw NavigationError(.noTabContainer, "no stack") }
        #expect(shown == [[.removeTab(at: 1, of: tabsID)], [.push(ScreenSnapshot(x), onto: homeStack)]])
        #expect(shown.map { $0.map(\.description) } == [["remove tab 1 of tabs#1"], ["push X onto stack#2"]])
        // The edits applied to the tree before the peek are the tree after the pop.
        let expected = try before.applying(shown.flatMap { $0 })
        try fixture.engine.commit(x)
        #expect(fixture.host.snapshot() == expected)
        #expect(fixture.host.frozenEdits() == [])
    }

    @Test(arguments: ["/Home/List/A", "/Home/sheet/B", "/Home"])
    func aFrozenRouteShowsTheEditsItsPlanMakesAndThePopMakesThem(route: String) throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home/List")
        let before = fixture.host.snapshot()
        var shown: [[NavigationEdit]] = []
        let preview = try fixture.peek {
            try fixture.host.setRoute(Route(path: route))
            try #require(fixture.screen("Home")).router.push(PopIsTapDefectTests.screen("X"))
            shown = fixture.host.frozenEdits()
        }
        #expect(shown.count == 2)
        #expect(shown.allSatisfy { !$0.isEmpty }, "the route's plan and the push, as edits: \(shown)")
        let expected = try before.applying(shown.flatMap { $0 })
        try fixture.engine.commit(try #require(preview))
        #expect(fixture.host.snapshot().isStructurallyEqual(to: expected), "\(fixture.tree) ≠ \(expected)")
    }

    @Test func aFrozenDestinationForASecondaryColumnOrTheRootShowsItsEditsAndThePopMakesThem() throws {
        // Before: a destination placed in a split's column or as the root was
        // known to place its screen, not where; the frozen tree now plans it
        // as the host places it when performed (H9, H12).
        for (presentation, expected) in [
            (
                RoutePresentation.showInSecondaryColumn,
                ["dismiss every presentation", "select tab 1 of tabs#1", "set stack#5 to its first 0 and [Product7]"]
            ),
            (RoutePresentation.setRoot, ["dismiss every presentation", "replace the root with stack#7[Product7]"]),
        ] {
            let fixture = RouteFixture()
            TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: 0)
            let home = try #require(fixture.screen("Home"))
            try home.router.presentModally(PopIsTapDefectTests.screen("Sheet"))
            let before = fixture.host.snapshot()
            var shown: [[NavigationEdit]] = []
            let preview = try fixture.peek {
                try fixture.host.navigate(to: fixture.product(7, shownBy: presentation))
                shown = fixture.host.frozenEdits()
            }
            #expect(shown.map { $0.map(\.description) } == [expected], "\(presentation)")
            let tree = try before.applying(shown.flatMap { $0 })
            try fixture.engine.commit(try #require(preview))
            #expect(fixture.host.snapshot() == tree, "\(presentation): \(fixture.tree) ≠ \(tree)")
        }
    }

    /// Root tabs `{*stack[Home], stack[Settings, Product7, …]}`: the
    /// `product(7)` destination shown in the second tab, then `more` done
    /// with its screen, then the first tab selected again.
    private static func tabsWithProduct7InTheSecondTab(
        _ more: (RouteScreen) throws -> Void = { _ in }
    ) throws -> (RouteFixture, TabContainer, RouteScreen) {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        fixture.host.handleTabSelection(1, in: tabs)
        try fixture.host.navigate(to: fixture.product(7))
        try more(try #require(fixture.screen("Product7")))
        fixture.host.handleTabSelection(0, in: tabs)
        return (fixture, tabs, try #require(fixture.screen("Home")))
    }

    @Test func aFrozenDestinationFoundInTheTreeRevealsItThereAndTheCallsAfterItSeeThat() throws {
        // Before: a destination found in the tree changed nothing in the
        // frozen tree, so a push after it was planned onto the presentation
        // its reveal dismisses, and `frozenEdits()` did not make the pop.
        let (fixture, _, home) = try Self.tabsWithProduct7InTheSecondTab { product in
            try product.router.push(PopIsTapDefectTests.screen("A"))
        }
        try home.router.presentModally(PopIsTapDefectTests.screen("Sheet"))
        let before = fixture.host.snapshot()
        var shown: [[NavigationEdit]] = []
        let preview = try fixture.peek {
            try home.router.push(PopIsTapDefectTests.screen("X"))
            try fixture.host.navigate(to: fixture.product(7))
            try home.router.push(PopIsTapDefectTests.screen("Y"))
            shown = fixture.host.frozenEdits()
        }
        #expect(
            shown.map { $0.map(\.description) } == [
                ["present stack#-1[X]"],
                ["select tab 1 of tabs#1", "dismiss every presentation", "set stack#3 to its first 2 and []"],
                ["push Y onto stack#3"],
            ])
        let tree = try before.applying(shown.flatMap { $0 })
        try fixture.engine.commit(try #require(preview))
        #expect(fixture.tree == "tabs#1{stack#2[Home], *stack#3[Settings, Product7, Y]}")
        #expect(fixture.host.snapshot().isStructurallyEqual(to: tree), "\(fixture.tree) ≠ \(tree)")
    }

    @Test func aDestinationWhoseFoundScreenAnEarlierFrozenCallTookOutIsDecidedWhenPerformed() throws {
        // The screen found at the call is gone from the tree the calls before
        // it leave: it is searched for again, or built, when performed, so
        // its edits cannot be known before, and the host says so.
        let (fixture, tabs, home) = try Self.tabsWithProduct7InTheSecondTab()
        var decided: [[Int]] = []
        let preview = try fixture.peek {
            try home.router.push(PopIsTapDefectTests.screen("X"))
            decided.append(fixture.host.frozenCallsDecidedWhenPerformed())
            try tabs.router.removeTab(at: 1)
            try fixture.host.navigate(to: fixture.product(7))
            decided.append(fixture.host.frozenCallsDecidedWhenPerformed())
        }
        #expect(decided == [[], [2]])
        #expect(fixture.host.frozenEdits().map(\.count) == [1, 1, 0])
        try fixture.engine.commit(try #require(preview))
        #expect(fixture.tree == "tabs#1{*stack#2[Home, X, Product7]}")
        #expect(fixture.host.frozenCallsDecidedWhenPerformed() == [])
    }

    @Test func aDeepLinksStepsGoOnFromTheStackTheyReachInTheFrozenTree() throws {
        // The tab selected under a presentation is where the push goes, as
        // the host applies the steps, not the topmost (presented) stack.
        let fixture = RouteFixture()
        try PopIsTapDefectTests.tabsWithDeepLinks(fixture)
        try #require(fixture.screen("Home")).router.presentInNavigationStack(PopIsTapDefectTests.screen("Sheet"))
        fixture.clearRecords()
        let before = fixture.host.snapshot()
        var shown: [[NavigationEdit]] = []
        let preview = try fixture.peek {
            try fixture.host.openRelative("/settings")
            shown = fixture.host.frozenEdits()
        }
        #expect(shown.flatMap { $0 }.map(\.description) == ["select tab 1 of tabs#1", "push Mail onto stack#3"])
        try fixture.engine.commit(try #require(preview))
        #expect(fixture.host.snapshot().isStructurallyEqual(to: try before.applying(shown.flatMap { $0 })))
    }

    // MARK: Applying an edit to a snapshot (H11)

    @Test(arguments: [
        (NavigationEdit.push(Snap.detail, onto: Snap.two), "tabs#1{*stack#2[Home, Detail], stack#3[Settings]}"),
        (.setStack(Snap.three, keeping: 0, screens: [Snap.detail]), "tabs#1{*stack#2[Home], stack#3[Detail]}"),
        (.selectTab(1, of: Snap.one), "tabs#1{stack#2[Home], *stack#3[Settings]}"),
        (
            .insertTab(.stack(ContainerID(rawValue: 4), [Snap.detail]), at: 0, of: Snap.one, selecting: false),
            "tabs#1{stack#4[Detail], *stack#2[Home], stack#3[Settings]}"
        ),
        (.removeTab(at: 0, of: Snap.one), "tabs#1{*stack#3[Settings]}"),
        (
            .replaceTab(at: 1, with: .stack(ContainerID(rawValue: 4), [Snap.detail]), of: Snap.one),
            "tabs#1{*stack#2[Home], stack#4[Detail]}"
        ),
        (.present(.screen(Snap.detail), style: .sheet), "tabs#1{*stack#2[Home], stack#3[Settings]} > Detail"),
        (.replaceRoot(.stack(ContainerID(rawValue: 4), [Snap.detail])), "stack#4[Detail]"),
    ])
    func anEditAppliesToTheSnapshot(edit: NavigationEdit, after: String) throws {
        var tree = Snap.tabs
        try tree.apply(edit)
        #expect(tree.description == after)
    }

    @Test(arguments: [
        (NavigationEdit.push(Snap.home, onto: Snap.three), NavigationEdit.Refusal.screenAlreadyInTree(Snap.home)),
        (.push(Snap.detail, onto: ContainerID(rawValue: 9)), .containerNotInTree(ContainerID(rawValue: 9))),
        (.push(Snap.detail, onto: Snap.one), .wrongContainer(Snap.one, expected: "a stack")),
        (.selectTab(2, of: Snap.one), .positionOutOfRange(2, of: Snap.one, count: 2)),
        (.selectTab(0, of: Snap.two), .wrongContainer(Snap.two, expected: "a tab container")),
        (
            .insertTab(.stack(ContainerID(rawValue: 4), [Snap.detail]), at: 3, of: Snap.one, selecting: true),
            .positionOutOfRange(3, of: Snap.one, count: 3)
        ),
        (.setStack(Snap.two, keeping: 2, screens: []), .positionOutOfRange(2, of: Snap.two, count: 1)),
        (.dismissPresentations(keeping: 1), .presentationsOutOfRange(keeping: 1, count: 0)),
        (.showChild(0, of: Snap.one), .wrongContainer(Snap.one, expected: "an app-defined container")),
    ])
    func anEditThatDoesNotApplyIsRefusedWithItsReasonAndChangesNothing(
        edit: NavigationEdit, reason: NavigationEdit.Refusal
    ) {
        var tree = Snap.tabs
        #expect(throws: reason) { try tree.apply(edit) }
        #expect(tree == Snap.tabs)
    }

    @Test func aTabContainerKeepsItsLastTab() throws {
        var tree = Snap.tabs
        try tree.apply(.removeTab(at: 1, of: Snap.one))
        #expect(throws: NavigationEdit.Refusal.lastTab(Snap.one)) { try tree.apply(.removeTab(at: 0, of: Snap.one)) }
        #expect(tree.description == "tabs#1{*stack#2[Home]}")
    }

    @Test func aScreenCutFromAStackMayComeBackInTheSameSetStack() throws {
        var tree = NavigationSnapshot(root: .stack(Snap.two, [Snap.home, Snap.detail]))
        try tree.apply(.setStack(Snap.two, keeping: 1, screens: [Snap.detail]))
        #expect(tree.description == "stack#2[Home, Detail]")
        #expect(throws: NavigationEdit.Refusal.screenAlreadyInTree(Snap.home)) {
            try tree.apply(.setStack(Snap.two, keeping: 1, screens: [Snap.home]))
        }
    }

    @Test func removingATabKeepsTheSelectionOnItsTab() throws {
        var tree = Snap.tabs
        try tree.apply(.selectTab(1, of: Snap.one))
        try tree.apply(.removeTab(at: 0, of: Snap.one))
        #expect(tree.description == "tabs#1{*stack#3[Settings]}")
    }

    @Test func editsPrintInTheVocabularyOfTheSnapshot() {
        #expect(NavigationEdit.push(Snap.detail, onto: Snap.two).description == "push Detail onto stack#2")
        #expect(NavigationEdit.dismissPresentations(keeping: 0).description == "dismiss every presentation")
        #expect(
            NavigationEdit.Refusal.positionOutOfRange(2, of: Snap.one, count: 2).description
                == "position 2 of #1 is not there (2)")
    }
}

/// Snapshots built by hand: `tabs#1{*stack#2[Home], stack#3[Settings]}`.
private enum Snap {
    static let home = ScreenSnapshot(id: ObjectIdentifier(Marker.home), name: "Home")
    static let settings = ScreenSnapshot(id: ObjectIdentifier(Marker.settings), name: "Settings")
    static let detail = ScreenSnapshot(id: ObjectIdentifier(Marker.detail), name: "Detail")

    /// `tabs#1{*stack#2[Home], stack#3[Settings]}`.
    static var tabs: NavigationSnapshot {
        NavigationSnapshot(
            root: .tabs(
                ContainerID(rawValue: 1),
                [.stack(ContainerID(rawValue: 2), [home]), .stack(ContainerID(rawValue: 3), [settings])],
                selectedIndex: 0))
    }

    static let one = ContainerID(rawValue: 1)
    static let two = ContainerID(rawValue: 2)
    static let three = ContainerID(rawValue: 3)

}

/// Objects whose identities stand for screens in snapshots built by hand.
private enum Marker {
    final class Token: Sendable {}
    static let home = Token()
    static let settings = Token()
    static let detail = Token()
}

/// A builder that builds one screen and hands the same one out again (a
/// builder that caches its screen), keeping it for the test to route from.
@MainActor
final class KeptScreen {
    private(set) var screen: RouteScreen?

    func builder(_ name: String) -> (RouterSeed) -> any Screen {
        { [self] seed in
            if let screen { return screen }
            let built = RouteScreen(name, seed: seed)
            screen = built
            return built
        }
    }
}
