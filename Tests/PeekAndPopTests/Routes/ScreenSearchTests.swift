import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Finders with search options (H9): where to look (the current stack,
/// presented screens, the root layer as shown, every tab, everywhere), which
/// match (the bottommost or the topmost) and a predicate; and destinations
/// that find-or-create only where their search says, with pop == tap.
/// RouteComposer's search options (`ClassFinder` with `SearchOptions`).
@MainActor
struct ScreenSearchTests {
    /// Tabs `{*stack[Home, Product1], stack[Settings, Product2]}` with
    /// `stack[Product3]` presented over them.
    static func setUpComposed(_ fixture: RouteFixture) throws {
        fixture.setUpTabs(selectedIndex: 1)
        try fixture.host.navigate(to: fixture.product(2))
        _ = try fixture.host.rootTabsRouter().selectTab(0)
        try fixture.host.navigate(to: fixture.product(1))
        try fixture.host.navigate(to: fixture.product(3, shownBy: .presentInNavigationStack(.sheet)))
        fixture.clearRecords()
    }

    static let composedTree =
        "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]} > stack#4[Product3]"

    private func names(_ fixture: RouteFixture, _ match: ScreenSearch.Match, in scope: ScreenSearch.Scope) -> String? {
        fixture.host.findScreen(match, in: scope) { ($0 as? RouteScreen)?.name.hasPrefix("Product") == true }?
            .screenName
    }

    @Test func eachScopeLooksWhereItSaysAndFirstIsBottommostLastTopmost() throws {
        let fixture = RouteFixture()
        try Self.setUpComposed(fixture)
        #expect(fixture.tree == Self.composedTree)

        let expected: [(ScreenSearch.Scope, first: String?, last: String?)] = [
            (.everywhere, "Product1", "Product3"),
            (.currentStack, "Product3", "Product3"),
            (.presented, "Product3", "Product3"),
            (.shownRoot, "Product1", "Product1"),
            (.allTabs, "Product1", "Product2"),
            (.rootLayer, "Product1", "Product2"),
            ([.shownRoot, .presented], "Product1", "Product3"),
            (.topmostScreen, "Product3", "Product3"),
            ([.topmostScreen, .shownRoot], "Product1", "Product3"),
            ([], nil, nil),
        ]
        for (scope, first, last) in expected {
            #expect(names(fixture, .first, in: scope) == first, "first in \(ScreenSearch(in: scope))")
            #expect(names(fixture, .last, in: scope) == last, "last in \(ScreenSearch(in: scope))")
        }
    }

    @Test func theCurrentStackIsTheRootLayersWhenNothingIsPresentedAndNoneOverASingleScreen() throws {
        let fixture = RouteFixture()
        try Self.setUpComposed(fixture)
        try fixture.host.setRoute("/tab:0/Home/product:1")
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]}")
        #expect(names(fixture, .first, in: .currentStack) == "Product1")
        #expect(names(fixture, .first, in: .topmostScreen) == "Product1")

        try fixture.host.setRoute("/tab:0/Home/product:1/alert")
        #expect(fixture.host.topmostStack == nil)
        #expect(names(fixture, .last, in: .currentStack) == nil, "a single presented screen has no stack")
        #expect(names(fixture, .last, in: .shownRoot) == "Product1", "covered, still shown by the root layer")
        #expect(names(fixture, .last, in: .topmostScreen) == nil, "the alert is on top")
    }

    @Test func typedAndIdentityFindersReadTypeKindAndContext() throws {
        let fixture = RouteFixture()
        try Self.setUpComposed(fixture)
        let host = fixture.host
        let two = DestinationIdentity(kind: "product", context: 2)

        #expect(host.findScreen(ofType: RouteScreen.self, .first, in: .allTabs)?.name == "Home")
        #expect(
            host.findScreen(ofType: RouteScreen.self, in: .allTabs, where: { $0.name.hasPrefix("Product") })?.name
                == "Product2")
        #expect(host.findScreen(ofType: ReplacementScreen.self) == nil, "no screen of that type")
        #expect(host.screen(for: two, in: .last(in: .shownRoot)) == nil, "in a hidden tab")
        #expect(host.screen(for: two, in: .last(in: .allTabs))?.screenName == "Product2")
        #expect(host.screen(for: two) === host.screen(for: two, in: .everywhere))
        #expect(host.screen(ofKind: "product")?.screenName == "Product3")
        #expect(
            host.screen(ofKind: "product", in: .first(in: .everywhere)) { $0.context(as: Int.self) ?? 0 > 1 }?
                .screenName == "Product2")
        #expect(host.screen(ofKind: "order") == nil)
        #expect(fixture.changes.isEmpty && fixture.states.isEmpty, "finding changes nothing")
    }

    @Test func aSearchDescribesItself() {
        #expect(ScreenSearch.everywhere.description == "last everywhere")
        #expect(
            ScreenSearch.first(in: [.currentStack, .presented]).description == "first in [currentStack, presented]")
        #expect(ScreenSearch(in: [.everywhere, .allTabs]) == ScreenSearch(in: [.everywhere, .allTabs]))
    }

    // MARK: Destinations that search

    /// Product 2 is in the hidden tab: a destination that searches the root
    /// layer as shown does not find it and builds another on the shown stack,
    /// by tap, by peek and pop (the new one is the preview) and by peek and
    /// release. Fails if find-or-create ignores the search (it would focus the
    /// hidden tab).
    @Test func aDestinationSearchingTheShownRootBuildsWhenItsScreenIsInAHiddenTab() throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                try Self.setUpComposed(fixture)
                try fixture.host.setRoute("/tab:0/Home")
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(2).searching(.last(in: .shownRoot)))
            }
        )
        let tree = "tabs#1{*stack#2[Home, Product2], stack#3[Settings, Product2]}"
        let changes = ["transition#6 push: stack#2[Home, Product2]"]

        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []))
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func theSameDestinationSearchingEveryTabFocusesTheHiddenOne() throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                try Self.setUpComposed(fixture)
                try fixture.host.setRoute("/tab:0/Home")
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(2).searching(.last(in: .allTabs)))
            }
        )
        let tree = "tabs#1{stack#2[Home], *stack#3[Settings, Product2]}"

        #expect(worlds.tap == WorldRecord(tree: tree, changes: ["transition#6 focus: tabs#1 selected 1"], states: []))
        #expect(worlds.pop == nil, "a screen in the tree is never a preview (S23)")
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    /// First or last: with product 1 on the shown stack and in a sheet, a
    /// destination taking the first match focuses the bottommost one.
    @Test func aDestinationTakingTheFirstMatchFocusesTheBottommost() throws {
        let fixture = RouteFixture()
        try Self.setUpComposed(fixture)
        try fixture.host.navigate(to: fixture.product(1).searching(.first(in: .presented)))
        #expect(
            fixture.tree
                == "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]} > stack#4[Product3, Product1]",
            "none presented: built, and pushed onto the current stack (H4)")
        let presented = try #require(fixture.host.topmostScreen)
        fixture.clearRecords()

        try fixture.host.navigate(to: fixture.product(1).searching(.first(in: .everywhere)))
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]}")
        #expect(fixture.host.topmostScreen !== presented)

        try fixture.host.navigate(to: fixture.product(3, shownBy: .presentInNavigationStack(.sheet)))
        try fixture.host.navigate(to: fixture.product(1).searching(.last(in: .everywhere)))
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]}")
    }

    /// Late binding (H2): at the call, product 1 is on the current stack; a
    /// sheet presented by an earlier call of the same window makes the sheet
    /// the current stack, so at the tap product 1 is not found there and is
    /// built onto the sheet. The commit decides again and ends the same, its
    /// transition recorded as the push the tap made. Fails if the focus
    /// keeps the screen found at the call (the pop would dismiss the sheet).
    @Test func aSearchIsTakenAgainAtCommitAgainstTheTreeThen() throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                try Self.setUpComposed(fixture)
                try fixture.host.setRoute("/tab:0/Home/product:1")
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(5, shownBy: .presentInNavigationStack(.sheet)))
                try fixture.host.navigate(to: fixture.product(1).searching(.last(in: .currentStack)))
            }
        )
        let tree = "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]} > stack#6[Product5, Product1]"
        let changes = [
            "transition#6 presentInNavigationStack: presentations[stack#6[Product5]]",
            "transition#7 push: stack#6[Product5, Product1]",
        ]

        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []))
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    /// Inside a capture window, a screen that an earlier call builds counts as
    /// found only where that call puts it: presented in a stack, product 4 is
    /// on the current stack and presented, never in the root layer.
    @Test(arguments: [
        (ScreenSearch.last(in: .currentStack), true),
        (ScreenSearch.last(in: .presented), true),
        (ScreenSearch.last(in: .shownRoot), false),
        (ScreenSearch.last(in: .allTabs), false),
        (ScreenSearch.last(in: .topmostScreen), true),
        (ScreenSearch.everywhere, true),
    ])
    func aScreenBuiltEarlierInTheWindowIsFoundOnlyWhereThatCallPutsIt(search: ScreenSearch, isFound: Bool) throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                try Self.setUpComposed(fixture)
                try fixture.host.setRoute("/tab:0/Home")
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(4, shownBy: .presentInNavigationStack(.sheet)))
                try fixture.host.navigate(to: fixture.product(4).searching(search))
            }
        )
        let present = "transition#6 presentInNavigationStack: presentations[stack#6[Product4]]"
        let (tree, changes) =
            isFound
            ? ("tabs#1{*stack#2[Home], stack#3[Settings, Product2]} > stack#6[Product4]", [present])
            : (
                "tabs#1{*stack#2[Home], stack#3[Settings, Product2]} > stack#6[Product4, Product4]",
                [present, "transition#7 push: stack#6[Product4, Product4]"]
            )

        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []), "\(search)")
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]),
            "\(search)")
        #expect(worlds.releaseLeftWorldAsItWas)

        // What the second call decided in the capture window: found (no
        // second screen built for the preview's sake) or built.
        let fixture = RouteFixture()
        try Self.setUpComposed(fixture)
        try fixture.host.setRoute("/tab:0/Home")
        var outcomes: [String] = []
        let preview = try #require(
            try fixture.peek {
                for destination in [
                    fixture.product(4, shownBy: .presentInNavigationStack(.sheet)),
                    fixture.product(4).searching(search),
                ] {
                    outcomes.append(String(try fixture.host.navigate(to: destination).description.prefix(5)))
                }
            })
        #expect(outcomes == ["built", isFound ? "found" : "built"], "\(search)")
        #expect(fixture.builtNames == (isFound ? ["Product4"] : ["Product4", "Product4"]), "\(search)")
        #expect(preview.screenName == "Product4")
    }

    /// Where an earlier call puts its screen cannot be decided from its kind
    /// (a new root): only a search of the whole tree counts it at the call; the
    /// commit decides again, so the pop still ends as the tap does.
    @Test func whereANewRootLandsIsUndecidedAtTheCallAndTheCommitDecides() throws {
        let expected: [(ScreenSearch, tree: String)] = [
            (.last(in: .shownRoot), "stack#6[Product6]"),
            (.last(in: .presented), "stack#6[Product6, Product6]"),
        ]
        for (search, tree) in expected {
            let worlds = try threeWorlds(
                setUp: { fixture in
                    try Self.setUpComposed(fixture)
                    try fixture.host.setRoute("/tab:0/Home")
                    fixture.clearRecords()
                },
                action: { fixture in
                    try fixture.host.navigate(to: fixture.product(6, shownBy: .setRoot))
                    try fixture.host.navigate(to: fixture.product(6).searching(search))
                }
            )
            #expect(worlds.tap.tree == tree, "the new root's stack is shown, not presented: \(search)")
            #expect(worlds.pop?.tree == worlds.tap.tree, "\(search)")
            #expect(worlds.pop?.changes == worlds.tap.changes, "\(search)")
            #expect(worlds.releaseLeftWorldAsItWas)
        }
    }

    @Test func aSearchingDestinationKeepsItsSearchWhenShownAnotherWay() {
        let fixture = RouteFixture()
        let destination = fixture.product(1).searching(.first(in: .allTabs)).shown(by: .presentModally(.sheet))
        #expect(destination.search == .first(in: .allTabs))
        #expect(fixture.product(1).search == .everywhere, "everywhere, the topmost match, by default")
    }
}

/// A screen type no fixture builds.
@MainActor
private final class ReplacementScreen: Screen {
    var screenName: String { "Replacement" }
}

extension NavigationHost {
    /// The root tab container's router.
    func rootTabsRouter() throws -> ContainerRouter {
        guard case .tabs(let tabs)? = root else { throw NavigationError.invalidRoute("no root tabs") }
        return tabs.router
    }
}
