import Foundation
import PeekAndPop
import PeekAndPopFuzz
import PeekAndPopNavigation
import Testing

/// `setRoute` over random routes on every root shape (H8), presenting tabs
/// of a stack and a split over it (`desk`, H5) and routing inside them:
/// after each call the tree shows exactly the route it was set to, the tabs
/// that are not selected keep the stacks they had, and a peek + pop ends in
/// the same tree as a tap while a peek + release changes nothing.
@MainActor
struct RoutePropertyTests {
    enum Shape: CaseIterable, Sendable {
        case stack, split, tabs, tabsWithASplit
        /// Tabs whose second tab holds tabs (H5).
        case tabsInATab
        /// A split whose detail column holds tabs: `split{stack[Home] | tabs{[Mail], [Settings]}}` (H5).
        case splitWithTabs
    }

    /// Random sequences per shape; `PEEK_AND_POP_ROUTE_SEQUENCES` asks for more.
    static let sequences = UInt64(
        ProcessInfo.processInfo.environment["PEEK_AND_POP_ROUTE_SEQUENCES"].flatMap { UInt64($0) } ?? 40)

    private static let pushed: [RouteElement] = ["A", "B", "C", "D", "X", "Y", "product:1", "product:2"]

    static func setUp(_ fixture: RouteFixture, _ shape: Shape) {
        switch shape {
        case .stack:
            fixture.host.setRoot(.stack([{ seed in RouteScreen("A", seed: seed) }]))
        case .split:
            fixture.host.setRoot(.split(primary: [{ seed in RouteScreen("Home", seed: seed) }]))
        case .tabs:
            fixture.setUpTabs()
        case .tabsWithASplit:
            TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: 0)
        case .tabsInATab:
            try? NestedContainerTests.tabsInTabs(outer: 0)(fixture)
        case .splitWithTabs:
            fixture.host.setRoot(
                .split(
                    primary: .stack([{ seed in RouteScreen("Home", seed: seed) }]),
                    secondary: .tabs([
                        [{ seed in RouteScreen("Mail", seed: seed) }],
                        [{ seed in RouteScreen("Settings", seed: seed) }],
                    ])))
        }
        fixture.host.registerRouteContainer("desk", style: .fullScreen) { _ throws(NavigationError) in
            Self.desk
        }
        fixture.clearRecords()
    }

    /// The container the route element `desk` presents: tabs of a stack
    /// `[Mail]` and a split `{[List] | []}` (H5).
    static let desk = RootContent.tabs([
        .stack([{ seed in RouteScreen("Mail", seed: seed) }]),
        .split(primary: [{ seed in RouteScreen("List", seed: seed) }]),
    ])

    /// The names of what `fixture` presents, oldest first: a presented
    /// screen's or stack's first screen, `desk` for presented tabs.
    static func presentedNames(_ fixture: RouteFixture) -> [String] {
        fixture.host.snapshot().presentations.compactMap { node in
            if case .tabs = node { return "desk" }
            return node.screens.first?.name
        }
    }

    /// The elements that present something: `sheet`, `alert` and `desk`.
    static let presenting: Set<String> = ["sheet", "alert", "desk"]

    /// A route that the root `shape` can show, built from `rng`.
    static func randomRoute(_ shape: Shape, _ rng: inout SplitMix64) -> Route {
        var elements: [RouteElement] = []
        func pushes(_ most: Int) {
            for _ in 0..<Int.random(in: 0...most, using: &rng) {
                elements.append(pushed.randomElement(using: &rng)!)
            }
        }
        switch shape {
        case .stack:
            elements.append(pushed.randomElement(using: &rng)!)
            pushes(3)
        case .split:
            elements.append("Home")
            pushes(2)
            elements.append(RouteElement("column", argument: "1"))
            pushes(3)
        case .tabs:
            let tab = Int.random(in: 0...1, using: &rng)
            elements += [RouteElement("tab", argument: String(tab)), tab == 0 ? "Home" : "Settings"]
            pushes(3)
        case .tabsInATab:
            let tab = Int.random(in: 0...1, using: &rng)
            elements.append(RouteElement("tab", argument: String(tab)))
            if tab == 0 {
                elements.append("Home")
            } else {
                let inner = Int.random(in: 0...1, using: &rng)
                elements += [RouteElement("tab", argument: String(inner)), inner == 0 ? "News" : "Sport"]
            }
            pushes(3)
        case .splitWithTabs:
            elements.append("Home")
            pushes(2)
            let tab = Int.random(in: 0...1, using: &rng)
            elements += [
                RouteElement("column", argument: "1"), RouteElement("tab", argument: String(tab)),
                tab == 0 ? "Mail" : "Settings",
            ]
            pushes(3)
        case .tabsWithASplit:
            let tab = Int.random(in: 0...1, using: &rng)
            elements += [RouteElement("tab", argument: String(tab)), tab == 0 ? "Home" : "Inbox"]
            pushes(2)
            if tab == 1 {
                elements.append(RouteElement("column", argument: "1"))
                pushes(3)
            }
        }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            // Presented tabs, and a route inside them as at the root (H5).
            let tab = Int.random(in: 0...1, using: &rng)
            elements += ["desk", RouteElement("tab", argument: String(tab)), tab == 0 ? "Mail" : "List"]
            pushes(2)
            if tab == 1 {
                elements.append(RouteElement("column", argument: "1"))
                pushes(2)
            }
        }
        if Bool.random(using: &rng) {
            elements.append(RouteElement("sheet", argument: String(Int.random(in: 1...2, using: &rng))))
            pushes(2)
        }
        if Int.random(in: 0..<4, using: &rng) == 0 { elements.append("alert") }
        return Route(elements)
    }

    /// The part of `route` in its tab: up to the first presented element.
    private static func inTab(_ route: Route) -> Route {
        Route(Array(route.elements.prefix { !presenting.contains($0.name) }))
    }

    @Test(arguments: Shape.allCases)
    func theTreeShowsExactlyTheRouteItWasSetTo(_ shape: Shape) throws {
        for seed in UInt64(1)...Self.sequences {
            var rng = SplitMix64(seed: seed &* 7919 &+ UInt64(Shape.allCases.firstIndex(of: shape)!))
            let fixture = RouteFixture()
            Self.setUp(fixture, shape)
            var tabRoutes = fixture.host.treeRoutesByTab
            var columnTabs: [[RouteElement]] = [["Mail"], ["Settings"]]
            var trail: [String] = []
            for _ in 0..<8 {
                let route = Self.randomRoute(shape, &rng)
                try fixture.host.setRoute(route)
                trail.append("\(route) ⇒ \(fixture.tree)")

                #expect(fixture.host.currentRoute == route, "seed \(seed), shape \(shape): \(fixture.tree)")
                let presented = Self.presentedNames(fixture)
                let presenting = route.elements.filter { Self.presenting.contains($0.name) }.map(\.description)
                #expect(presented == presenting, "seed \(seed): presented as registered; \(trail)")
                // A restoration rebuilds every level on a fresh host: the
                // hidden tabs, nested and presented ones included (H5, H8).
                let restored = RouteFixture()
                Self.setUp(restored, shape)
                try restored.host.restore(fixture.host.restoration)
                #expect(
                    restored.host.snapshot().isStructurallyEqual(to: fixture.host.snapshot()),
                    "seed \(seed), \(shape): restored \(restored.tree); \(trail)")
                if shape != .tabsInATab, let tab = route.elements.first, tab.name == "tab",
                    let index = tab.argument.flatMap(Int.init)
                {
                    tabRoutes[index] = Self.inTab(route)
                    let hidden = tabRoutes.sorted { $0.key < $1.key }.filter { $0.key != index }.map(\.value)
                    // The root tabs' hidden routes; the presented tabs' follow the route to them.
                    let rootHidden = fixture.host.hiddenRoutes.filter { !$0.elements.contains("desk") }
                    #expect(rootHidden == hidden, "seed \(seed): the other tabs keep their stacks; \(trail)")
                }
                if shape == .splitWithTabs, let column = route.elements.firstIndex(of: "column:1") {
                    // The detail column's other tab keeps its stack, whatever
                    // the master column shows (H5).
                    let index = route.elements[column + 1].argument == "0" ? 0 : 1
                    columnTabs[index] = Array(Self.inTab(route).elements[(column + 2)...])
                    let prefix = Array(route.elements[...column])
                    let other = Route(
                        prefix + [RouteElement("tab", argument: String(1 - index))] + columnTabs[1 - index])
                    let rootHidden = fixture.host.hiddenRoutes.filter { !$0.elements.contains("desk") }
                    #expect(rootHidden == [other], "seed \(seed): the column's other tab keeps its stack; \(trail)")
                }
                if let desk = route.elements.firstIndex(of: "desk") {
                    let tab = route.elements[desk + 1].argument == "0" ? ["tab:1", "List"] : ["tab:0", "Mail"]
                    let other = Route(Array(route.elements[...desk]) + tab.map { RouteElement(stringLiteral: $0) })
                    let last = fixture.host.hiddenRoutes.last.map { Route(Array($0.elements.prefix(desk + 3))) }
                    #expect(last == other, "seed \(seed): the desk's other tab, with its stack; \(trail)")
                }
                if fixture.host.currentRoute != route { break }
            }
        }
    }

    @Test(arguments: Shape.allCases)
    func aPopEndsWhereATapEndsAndAReleaseChangesNothing(_ shape: Shape) throws {
        for seed in UInt64(1)...max(1, Self.sequences / 3) {
            var rng = SplitMix64(seed: seed &* 104_729 &+ UInt64(Shape.allCases.firstIndex(of: shape)!))
            let tapped = RouteFixture()
            let popped = RouteFixture()
            let released = RouteFixture()
            for fixture in [tapped, popped, released] { Self.setUp(fixture, shape) }
            for _ in 0..<6 {
                let route = Self.randomRoute(shape, &rng)
                try tapped.host.setRoute(route)

                if let preview = try popped.peek({ try popped.host.setRoute(route) }) {
                    try popped.engine.commit(preview)
                    #expect(
                        popped.host.screensInTree().contains { $0 === preview }, "pop shows the previewed screen (S7)")
                } else {
                    try popped.host.setRoute(route)
                }
                #expect(popped.tree == tapped.tree, "seed \(seed), shape \(shape), \(route)")
                #expect(popped.host.currentRoute == route)

                let before = released.host.snapshot()
                _ = try released.peek { try released.host.setRoute(route) }
                released.engine.interrupt(.released)
                #expect(released.host.snapshot() == before, "seed \(seed): a release leaves the tree as it was")
                try released.host.setRoute(route)
                #expect(released.host.snapshot().isStructurallyEqual(to: tapped.host.snapshot()))
            }
        }
    }
}

extension RoutePropertyTests {
    /// Windows of routes and tab edits (add, remove, replace, select, a set
    /// stack on a tab), with the user selecting a tab or collapsing or
    /// expanding a split while the peek shows: a route frozen in the window
    /// is planned at commit against the whole tree as the earlier calls and
    /// the user left it, so a pop ends where a tap ends, never traps, and
    /// shows its preview whenever the tap's calls all apply (H2, S7).
    @Test(arguments: Shape.allCases)
    func aPopEndsWhereATapEndsWithTabEditsAndSplitChanges(_ shape: Shape) throws {
        for seed in UInt64(1)...Self.sequences {
            var rng = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(Shape.allCases.firstIndex(of: shape)!))
            let tapped = RouteFixture()
            let popped = RouteFixture()
            for fixture in [tapped, popped] { Self.setUp(fixture, shape) }
            var trail: [String] = []
            for _ in 0..<8 {
                // One to three calls in one window: routes and tab edits,
                // each checked as the calls before it leave the tree.
                var window: [TreeEditAlphabet.Step] = []
                var edited = false
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    if shape == .tabs || shape == .tabsWithASplit, Int.random(in: 0..<3, using: &rng) == 0 {
                        window.append(TreeEditAlphabet.randomTabEdit(&rng, allowingSetStack: !edited, trail: &trail))
                        edited = true
                    } else {
                        let route = Self.randomRoute(shape, &rng)
                        trail.append("route \(route)")
                        window.append { fixture in try fixture.host.setRoute(route) }
                    }
                }
                let user =
                    Int.random(in: 0..<3, using: &rng) == 0
                    ? TreeEditAlphabet.randomUserChange(&rng, trail: &trail) : nil
                _ = try TreeEditAlphabet.tapAndPop(window, user: user, tapped: tapped, popped: popped)
                trail.append("⇒ \(tapped.tree)")

                let same = popped.host.snapshot().isStructurallyEqual(to: tapped.host.snapshot())
                #expect(same, "seed \(seed), \(shape): pop \(popped.tree) ≠ tap; \(trail)")
                #expect(popped.host.currentRoute == tapped.host.currentRoute, "seed \(seed): \(trail)")
                #expect(popped.host.hiddenRoutes == tapped.host.hiddenRoutes, "seed \(seed): \(trail)")
                if !same { break }
            }
        }
    }
}

extension NavigationHost {
    /// The route of every tab, by index; empty without a tab container.
    fileprivate var treeRoutesByTab: [Int: Route] {
        var routes: [Int: Route] = [:]
        for route in [currentRoute] + hiddenRoutes {
            guard let tab = route.elements.first, tab.name == "tab", let index = tab.argument.flatMap(Int.init)
            else { continue }
            routes[index] = Route(Array(route.elements.prefix { !RoutePropertyTests.presenting.contains($0.name) }))
        }
        return routes
    }
}

/// Routes that stop short of what the tree always shows: they change what
/// they name, and setting them again does nothing at all (H8).
@MainActor
struct ShortRouteTests {
    @Test func aRouteThatNamesOnlyATabShowsItsBottomScreenAndIsThenANoOp() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.setRoute("/tab:0/Home/A")
        try fixture.host.setRoute("/tab:1/Settings/B")
        fixture.clearRecords()

        try fixture.host.setRoute("/tab:1")
        #expect(fixture.host.currentRoute == "/tab:1/Settings", "as /tab:1/Settings")
        try fixture.host.setRoute("/tab:0")
        #expect(fixture.host.currentRoute == "/tab:0/Home", "the same whichever tab was selected")
        #expect(fixture.host.hiddenRoutes == ["/tab:1/Settings"])
        #expect(fixture.changes.count == 2)

        #expect(try fixture.host.setRoute("/tab:0") == nil, "nothing to change")
        #expect(try fixture.host.setRoute("/tab:0/Home") == nil)
        #expect(fixture.changes.count == 2, "nothing published")
    }

    @Test func aRouteThatStopsBeforeTheDetailColumnEmptiesItAndIsThenANoOp() throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .split(
                primary: [{ seed in RouteScreen("Home", seed: seed) }],
                secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
        fixture.clearRecords()

        try fixture.host.setRoute("/Home/A")

        #expect(fixture.tree == "split#1{stack#2[Home, A] | stack#3[]}")
        #expect(fixture.host.currentRoute == "/Home/A/column:1", "an expanded split always shows its detail column")
        #expect(try fixture.host.setRoute("/Home/A") == nil)
        #expect(fixture.changes.count == 1)
    }

    @Test func aRouteThatNamesOnlyATabHoldingASplitShowsItsEmptyDetailColumn() throws {
        let fixture = RouteFixture()
        TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: 0)

        try fixture.host.setRoute("/tab:1")

        #expect(fixture.tree == "tabs#1{stack#2[Home], *split#3{stack#4[Inbox] | stack#5[]}}")
        #expect(fixture.host.currentRoute == "/tab:1/Inbox/column:1")
    }
}

extension DestinationPropertyTests {
    /// A change the user makes: `action` 0 pops the topmost stack, 1
    /// dismisses the topmost presentation, 2 selects tab `argument`, 3
    /// collapses (`argument` 1) or expands the split.
    static func interact(_ action: Int, _ argument: Int, in fixture: RouteFixture) {
        let host = fixture.host
        switch action {
        case 0:
            if let stack = host.topmostStack { host.handleInteractivePop(in: stack) }
        case 1:
            host.handleInteractiveDismissal()
        case 2:
            if case .tabs(let tabs)? = host.root { host.handleTabSelection(argument, in: tabs) }
        default:
            let split: SplitContainer? =
                switch host.root {
                case .split(let split)?: split
                case .tabs(let tabs)?: tabs.selectedContent as? SplitContainer
                default: nil
                }
            if let split { host.handleSplitCollapse(split, isCollapsed: argument == 1) }
        }
    }
}

/// Destinations, routes and presented tabs (H5) mixed at random on every
/// root shape (H8, H9): a destination is never in the tree twice, the screen
/// it names is visible after it is routed to, and a peek + pop ends where a
/// tap ends.
@MainActor
struct DestinationPropertyTests {
    private static let presentations: [RoutePresentation] = [
        .push, .push, .showInSecondaryColumn, .presentInNavigationStack(.sheet), .presentModally(.fullScreen),
    ]

    @Test(arguments: RoutePropertyTests.Shape.allCases)
    func aDestinationIsOnceInTheTreeAndVisibleAfterItIsRoutedTo(_ shape: RoutePropertyTests.Shape) throws {
        for seed in UInt64(1)...max(1, RoutePropertyTests.sequences / 2) {
            var rng = SplitMix64(
                seed: seed &* 65_537 &+ UInt64(RoutePropertyTests.Shape.allCases.firstIndex(of: shape)!))
            let tapped = RouteFixture()
            let popped = RouteFixture()
            for fixture in [tapped, popped] { RoutePropertyTests.setUp(fixture, shape) }
            var trail: [String] = []
            var anyEdit = false
            for _ in 0..<10 {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    // The user, in both worlds alike: a back swipe, a sheet
                    // pulled down, a tab tapped, a split collapsed or expanded.
                    let action = Int.random(in: 0..<4, using: &rng)
                    let argument = Int.random(in: 0..<2, using: &rng)
                    trail.append("user \(action)/\(argument)")
                    for fixture in [tapped, popped] { Self.interact(action, argument, in: fixture) }
                }
                // One call, or two dependent calls in one capture window (H2),
                // tab edits among them.
                var steps: [@MainActor (RouteFixture) throws -> Void] = []
                var edited = false
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    if shape == .tabs || shape == .tabsWithASplit, Int.random(in: 0..<4, using: &rng) == 0 {
                        steps.append(TreeEditAlphabet.randomTabEdit(&rng, allowingSetStack: !edited, trail: &trail))
                        edited = true
                    } else if Int.random(in: 0..<6, using: &rng) == 0 {
                        // Tabs of a stack and a split presented by a module's
                        // router; later calls route inside them (H4, H5).
                        trail.append("present desk")
                        steps.append { fixture in
                            guard let top = fixture.host.topmostScreen as? RouteScreen else { return }
                            try top.router.present(RoutePropertyTests.desk)
                        }
                    } else if Int.random(in: 0..<3, using: &rng) == 0 {
                        let route = RoutePropertyTests.randomRoute(shape, &rng)
                        trail.append("route \(route)")
                        steps.append { fixture in try fixture.host.setRoute(route) }
                    } else if Int.random(in: 0..<6, using: &rng) == 0 {
                        // A destination presenting tabs around its screen (H5, H9).
                        let id = Int.random(in: 1...4, using: &rng)
                        trail.append("product \(id) in presented tabs")
                        steps.append { fixture in
                            try fixture.host.navigate(
                                to: fixture.product(id).presentedInContainer { screen in
                                    .tabs(
                                        [[{ seed in RouteScreen("Folder", seed: seed) }], [screen]], selectedIndex: 1)
                                })
                        }
                    } else {
                        let id = Int.random(in: 1...4, using: &rng)
                        let presentation = Self.presentations.randomElement(using: &rng)!
                        trail.append("product \(id) \(presentation)")
                        steps.append { fixture in
                            try fixture.host.navigate(to: fixture.product(id, shownBy: presentation))
                        }
                    }
                }
                anyEdit = anyEdit || edited
                if anyEdit {
                    // A tab edit may leave a later route nothing to apply
                    // to: left out in both worlds alike.
                    _ = try TreeEditAlphabet.tapAndPop(steps, user: nil, tapped: tapped, popped: popped)
                } else {
                    let window = steps
                    for step in window { try step(tapped) }
                    if let preview = try popped.peek({ for step in window { try step(popped) } }) {
                        try popped.engine.commit(preview)
                    } else {
                        for step in window { try step(popped) }
                    }
                }
                trail.append("⇒ \(tapped.tree)")

                let same = popped.host.snapshot().isStructurallyEqual(to: tapped.host.snapshot())
                #expect(same, "seed \(seed), \(shape): pop \(popped.tree) ≠ tap; \(trail)")
                let names = tapped.host.screensInTree().map(\.screenName).filter { $0.hasPrefix("Product") }
                #expect(Set(names).count == names.count, "seed \(seed), \(shape): a destination twice; \(trail)")
                if case .some(let last) = trail.dropLast().last, last.hasPrefix("product ") {
                    let id = last.split(separator: " ")[1]
                    let screen = try #require(tapped.screen("Product\(id)"), "seed \(seed): \(trail)")
                    // Found in the hidden column of a collapsed split, it is
                    // what that column shows once expanded: a collapsed
                    // split shows only its primary column (H5).
                    #expect(
                        tapped.host.isVisible(screen) || Self.isShownByAHiddenColumn(screen, in: tapped),
                        "seed \(seed), \(shape): not visible; \(trail)")
                }
                if !same { break }
            }
        }
    }
}

extension DestinationPropertyTests {
    /// Whether `screen` is the topmost screen of the selected tab of the
    /// hidden column of tabs of `fixture`'s collapsed root split.
    static func isShownByAHiddenColumn(_ screen: RouteScreen, in fixture: RouteFixture) -> Bool {
        guard case .split(let split)? = fixture.host.root, split.isCollapsed,
            let tabs = split.secondaryColumn as? TabContainer
        else { return false }
        return tabs.tabs[tabs.selectedIndex].topScreen === screen && fixture.host.presentations.isEmpty
    }
}

/// `column:1` where the tree shows no detail column.
@MainActor
struct ColumnElementTests {
    @Test func aRouteSavedWhileExpandedIsShownOnACollapsedSplitWithoutItsColumn() throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(.split(primary: [{ seed in RouteScreen("Home", seed: seed) }]))
        let split = try #require(
            fixture.host.root.flatMap { root -> SplitContainer? in
                if case .split(let split) = root { return split }
                return nil
            })
        fixture.host.handleSplitCollapse(split, isCollapsed: true)
        fixture.clearRecords()

        try fixture.host.setRoute("/Home/A/column:1/B")

        #expect(fixture.tree == "split#1{stack#2[Home, A, B] | stack#3[] collapsed}")
        #expect(fixture.host.currentRoute == "/Home/A/B")
        fixture.host.handleSplitCollapse(split, isCollapsed: false)
        #expect(
            fixture.host.currentRoute == "/Home/column:1/A/B",
            "expanding separates what was pushed while collapsed onto the detail column, as UIKit does")
    }

    @Test func aColumnElementWithoutASplitIsAnInvalidRouteAndChangesNothing() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.setRoute("/A/column:1/B")
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
    }
}
