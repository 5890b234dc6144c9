import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A frozen route is planned against the tree as it is when it is performed,
/// all of it: hidden tabs and split state included (H2, H8). Calls that
/// change the tree before it in the same capture window, or the user, are
/// seen at commit exactly as after a tap; a route that no longer applies
/// never traps.
@MainActor
struct FrozenRoutePlanningTests {
    static func tabs(_ fixture: RouteFixture) throws -> TabContainer {
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        return tabs
    }

    static func split(_ fixture: RouteFixture) throws -> SplitContainer {
        switch fixture.host.root {
        case .split(let split)?: return split
        case .tabs(let tabs)?:
            if let split = tabs.selectedContent as? SplitContainer { return split }
        default: break
        }
        throw NavigationError(.containerNotInTree, "no split")
    }

    /// Runs `calls` at a tap in one world and in `onPeek` + pop in another,
    /// and expects each call to throw in `onPeek` what it throws at the tap
    /// (S22, H12).
    ///
    /// - Returns: Each world's tree, what each call threw at the tap, the
    ///   pop's states and diagnostics.
    static func tapAndPop(
        setUp: (RouteFixture) throws -> Void,
        _ calls: [@MainActor (RouteFixture) throws -> Void]
    ) throws -> (
        tap: String, tapErrors: [NavigationError.Code?], pop: String, states: [String], codes: [Diagnostic.Code]
    ) {
        func code(_ call: @MainActor (RouteFixture) throws -> Void, _ fixture: RouteFixture) -> NavigationError.Code? {
            do {
                try call(fixture)
                return nil
            } catch {
                return (error as? NavigationError)?.code
            }
        }
        let tapped = RouteFixture()
        try setUp(tapped)
        let errors = calls.map { code($0, tapped) }
        let popped = RouteFixture()
        try setUp(popped)
        var peekErrors: [NavigationError.Code?] = []
        let preview = try #require(try popped.peek { peekErrors = calls.map { code($0, popped) } })
        #expect(peekErrors == errors, "onPeek throws what the tap throws")
        try popped.engine.commit(preview)
        return (tapped.tree, errors, popped.tree, popped.states, popped.nav.diagnostics.codes)
    }

    @Test func removingATabThenRoutingIntoItInOneWindowIsRefusedAsAtATapNeverPoppedWithoutItsPreview() throws {
        // A trap ("Index out of range" in `TabContainer.selectedContent`)
        // when the capture-time plan was trusted; then `popped` without the
        // preview while the route was refused only when performed.
        let tapped = RouteFixture()
        tapped.setUpTabs()
        var captureErrors: [NavigationError.Code?] = []
        try Self.tabs(tapped).router.removeTab(at: 1)
        #expect(throws: NavigationError.self) { try tapped.host.setRoute("/tab:1/Settings/A") }
        #expect(tapped.tree == "tabs#1{*stack#2[Home]}")

        let popped = RouteFixture()
        popped.setUpTabs()
        let tabs = try Self.tabs(popped)
        let preview = try popped.peek {
            try tabs.router.removeTab(at: 1)
            do {
                try popped.host.setRoute("/tab:1/Settings/A")
                captureErrors.append(nil)
            } catch {
                captureErrors.append((error as? NavigationError)?.code)
            }
        }

        #expect(captureErrors == [.invalidRoute], "refused at capture as at a tap: the tab is gone")
        #expect(preview == nil, "nothing frozen shows a screen: no preview (S3)")
        #expect(popped.states.isEmpty)
        #expect(popped.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}", "the frozen removal is discarded")
    }

    /// A tab removed earlier in the window leaves another tab at the route's
    /// index: the route is checked against the tabs as the removal leaves
    /// them, and throws in `onPeek` what it throws at a tap (the tab there
    /// does not start with the route's screen); nothing else shows a
    /// screen, so there is no peek (H12, S3).
    @Test func aRouteIntoATabIndexThatAnEarlierRemovalShiftsThrowsInOnPeekAsAtATap() throws {
        let setUp = { (fixture: RouteFixture) in
            fixture.host.setRoot(
                .tabs(
                    [
                        [{ seed in RouteScreen("Home", seed: seed) }],
                        [{ seed in RouteScreen("Settings", seed: seed) }],
                        [{ seed in RouteScreen("Mail", seed: seed) }],
                    ],
                    selectedIndex: 0))
            fixture.clearRecords()
        }
        let tapped = RouteFixture()
        setUp(tapped)
        try Self.tabs(tapped).router.removeTab(at: 1)
        #expect(throws: NavigationError(.invalidRoute, "/tab:1/Settings/A: tab 1 does not start with Settings")) {
            try tapped.host.setRoute("/tab:1/Settings/A")
        }

        let popped = RouteFixture()
        setUp(popped)
        let tabs = try Self.tabs(popped)
        var thrown: NavigationError?
        let preview = try popped.peek {
            try tabs.router.removeTab(at: 1)
            do {
                _ = try popped.host.setRoute("/tab:1/Settings/A")
            } catch {
                thrown = error as? NavigationError
            }
        }

        #expect(thrown == NavigationError(.invalidRoute, "/tab:1/Settings/A: tab 1 does not start with Settings"))
        #expect(preview == nil, "nothing frozen shows a screen (S3)")
        #expect(popped.states.isEmpty)
        #expect(popped.tree == "tabs#1{*stack#2[Home], stack#3[Settings], stack#4[Mail]}")
    }

    @Test func aRouteBuilderThatRemovesTheTabAtATapGetsInvalidRouteNotATrap() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let tabs = try Self.tabs(fixture)
        fixture.host.registerRouteElement("evict") { context in
            _ = try? tabs.router.removeTab(at: 1)
            return RouteScreen("evict", seed: context.seed)
        }

        #expect {
            try fixture.host.setRoute("/tab:1/Settings/evict")
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.tree == "tabs#1{*stack#2[Home]}", "the builder's own call stays; the route routes nothing")
        #expect(fixture.host.currentRoute == "/tab:0/Home")
    }

    @Test func replacingATabThenRoutingIntoItNeverPushesOntoTheDetachedStack() throws {
        let world = try Self.tapAndPop(
            setUp: { $0.setUpTabs() },
            [
                { try Self.tabs($0).router.replaceTab(at: 1, [{ seed in RouteScreen("Mail", seed: seed) }]) },
                { try $0.host.setRoute("/tab:1/Settings/A") },
            ])

        #expect(world.tap == "tabs#1{*stack#2[Home], stack#4[Mail]}")
        #expect(world.tapErrors == [nil, .invalidRoute], "tab 1 no longer starts with Settings")
        #expect(world.pop == world.tap)
        #expect(world.codes == [], "refused in onPeek as at the tap, never frozen")
    }

    @Test func aRouteIntoATabWhoseStackAnEarlierCallSetThrowsInOnPeekAsAtATap() throws {
        // Before: the set stack's new bottom screen was not in the live tree,
        // the route was frozen to be planned when performed, and a tap's
        // `invalidRoute` was a `popped` in the peek.
        let world = try Self.tapAndPop(
            setUp: { $0.setUpTabs() },
            [
                { fixture in
                    try #require(fixture.screen("Home")).router.push { seed in RouteScreen("A", seed: seed) }
                },
                { fixture in
                    try #require(fixture.screen("Settings")).router.setStack([
                        { seed in RouteScreen("Mail", seed: seed) }
                    ])
                },
                { try $0.host.setRoute("/tab:1/Settings/C") },
            ])

        #expect(world.tapErrors == [nil, nil, .invalidRoute], "tab 1 starts with Mail once its stack is set")
        #expect(world.tap == "tabs#1{*stack#2[Home, A], stack#3[Mail]}")
        #expect(world.pop == world.tap)
        #expect(world.codes == [])
    }

    @Test func aRouteIntoATabReplacedByOneThatStartsAlikeBuildsNothingUntilItIsPerformed() throws {
        // The tree as it is could plan it (tab 1 starts with Settings there
        // too), but onto the stack the replacement takes out: it is planned,
        // and its screens built, only when performed.
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let tabs = try Self.tabs(fixture)
        let preview = try #require(
            try fixture.peek {
                try tabs.router.replaceTab(at: 1, [{ seed in RouteScreen("Settings", seed: seed) }])
                try fixture.host.setRoute("/tab:1/Settings/A")
            })
        #expect(fixture.builtNames == [], "nothing built for the route at capture")
        #expect(fixture.host.frozenCallsDecidedWhenPerformed() == [1])

        try fixture.engine.commit(preview)
        #expect(fixture.tree == "tabs#1{stack#2[Home], *stack#4[Settings, A]}")
        #expect(fixture.builtNames == ["A"])
    }

    @Test func aRouteIntoATabOfTheSplitsDetailColumnThatAnEarlierCallReplacedThrowsInOnPeekAsAtATap() throws {
        // The tree as it is could plan it (tab 1 still starts with Settings
        // there); the tabs as the replacement leaves them refuse it.
        let world = try Self.tapAndPop(
            setUp: { fixture in RoutePropertyTests.setUp(fixture, .splitWithTabs) },
            [
                { fixture in try #require(fixture.screen("Home")).router.push { seed in RouteScreen("P", seed: seed) }
                },
                { fixture in
                    try #require(fixture.screen("Mail")).router.tabsRouter?.replaceTab(
                        at: 1, [{ seed in RouteScreen("Mail", seed: seed) }])
                },
                { try $0.host.setRoute("/Home/column:1/tab:1/Settings/A") },
            ])

        #expect(world.tapErrors == [nil, nil, .invalidRoute], "tab 1 of the detail column starts with Mail")
        #expect(world.pop == world.tap)
    }

    @Test func aRouteIntoPresentedTabsThatAnEarlierCallRemovedThrowsInOnPeekAsAtATap() throws {
        let world = try Self.tapAndPop(
            setUp: { fixture in
                RoutePropertyTests.setUp(fixture, .stack)
                try fixture.host.setRoute("/A/desk/tab:0/Mail")
                fixture.clearRecords()
            },
            [
                { fixture in try #require(fixture.screen("Mail")).router.push { seed in RouteScreen("P", seed: seed) }
                },
                { fixture in try #require(fixture.screen("Mail")).router.tabsRouter?.removeTab(at: 1) },
                { try $0.host.setRoute("/A/desk/tab:1/List") },
            ])

        #expect(world.tapErrors == [nil, nil, .invalidRoute], "the presented tabs hold one tab")
        #expect(world.pop == world.tap)
    }

    @Test func aRouteIntoATabReplacedEarlierInTheWindowIsPlannedWhenPerformed() throws {
        // Refused at capture (tab 1 did not start with Mail yet), so the pop
        // only replaced the tab, where a tap also routed into it.
        let world = try Self.tapAndPop(
            setUp: { $0.setUpTabs() },
            [
                { try Self.tabs($0).router.replaceTab(at: 1, [{ seed in RouteScreen("Mail", seed: seed) }]) },
                { try $0.host.setRoute("/tab:1/Mail/A") },
            ])

        #expect(world.tap == "tabs#1{stack#2[Home], *stack#4[Mail, A]}")
        #expect(world.tapErrors == [nil, nil])
        #expect(world.pop == world.tap)
        #expect(world.states == ["session#1 inPeek", "session#1 popped"])
        #expect(world.codes == [])
    }

    @Test func aRouteThatNamesOnlyAReplacedTabSelectsTheNewTab() throws {
        let world = try Self.tapAndPop(
            setUp: { $0.setUpTabs() },
            [
                { try Self.tabs($0).router.replaceTab(at: 1, [{ seed in RouteScreen("Mail", seed: seed) }]) },
                { try $0.host.setRoute("/tab:1") },
                { try $0.host.navigate(to: $0.product(1)) },
            ])

        #expect(world.tap == "tabs#1{stack#2[Home], *stack#4[Mail, Product1]}")
        #expect(world.tapErrors == [nil, nil, nil])
        #expect(world.pop == world.tap)
        #expect(world.codes == [])
    }

    @Test func settingAHiddenTabsStackThenRoutingIntoItPopsAsATap() throws {
        let world = try Self.tapAndPop(
            setUp: { fixture in
                fixture.setUpTabs()
                try fixture.host.setRoute("/tab:1/Settings/B")
                try fixture.host.setRoute("/tab:0/Home")
                fixture.clearRecords()
            },
            [
                { try #require($0.screen("B")).router.setStack([{ seed in RouteScreen("Settings", seed: seed) }]) },
                { try $0.host.setRoute("/tab:1/Settings/B/A") },
            ])

        #expect(world.tap == "tabs#1{stack#2[Home], *stack#3[Settings, B, A]}", "B is built again")
        #expect(world.tapErrors == [nil, nil])
        #expect(world.pop == world.tap)
        #expect(world.codes == [])
    }

    @Test func aRouteFrozenWhileASplitWasExpandedGoesOnThePrimaryColumnOnceCollapsed() throws {
        func setUp(_ fixture: RouteFixture) {
            fixture.host.setRoot(
                .split(
                    primary: [{ seed in RouteScreen("Home", seed: seed) }],
                    secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
            fixture.clearRecords()
        }
        let tapped = RouteFixture()
        setUp(tapped)
        tapped.host.handleSplitCollapse(try Self.split(tapped), isCollapsed: true)
        try tapped.host.setRoute("/Home/column:1/Mail/A")

        let popped = RouteFixture()
        setUp(popped)
        let preview = try #require(try popped.peek { try popped.host.setRoute("/Home/column:1/Mail/A") })
        popped.host.handleSplitCollapse(try Self.split(popped), isCollapsed: true)
        try popped.engine.commit(preview)

        #expect(tapped.tree == "split#1{stack#2[Home, Mail, A] | stack#3[] collapsed}")
        #expect(popped.tree == tapped.tree, "on the one stack shown, not the hidden secondary column")
        #expect(popped.host.currentRoute == "/Home/Mail/A")
        popped.host.handleSplitCollapse(try Self.split(popped), isCollapsed: false)
        #expect(popped.host.currentRoute == "/Home/column:1/Mail/A", "kept when the split expands again")
        #expect(popped.screen("A") === preview)
    }

    @Test func aRouteTheTreeShowsAtCaptureIsStillPerformedAfterTheUserChangedTheTree() throws {
        // Found by the property test: the route changed nothing at capture
        // and was dropped, so after the user selected tab 1 the pop stayed
        // there, where a tap (made after the user's change) selects tab 0.
        func window(_ fixture: RouteFixture) throws {
            try fixture.host.setRoute("/tab:0/Home")
            try Self.tabs(fixture).router.addTab([{ seed in RouteScreen("Mail", seed: seed) }])
        }
        let tapped = RouteFixture()
        tapped.setUpTabs()
        tapped.host.handleTabSelection(1, in: try Self.tabs(tapped))
        try window(tapped)

        let popped = RouteFixture()
        popped.setUpTabs()
        let preview = try #require(try popped.peek { try window(popped) })
        popped.host.handleTabSelection(1, in: try Self.tabs(popped))
        try popped.engine.commit(preview)

        #expect(tapped.tree == "tabs#1{*stack#2[Home], stack#3[Settings], stack#4[Mail]}")
        #expect(popped.tree == tapped.tree)
        #expect(popped.host.currentRoute == "/tab:0/Home")
    }

    @Test(arguments: ["/column:1/Mail", "/column:1"])
    func aRouteThatEmptiesTheRootSplitsPrimaryColumnIsInvalid(_ route: Route) throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .split(
                primary: [{ seed in RouteScreen("Home", seed: seed) }],
                secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
        fixture.clearRecords()
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.setRoute(route)
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
    }

    @Test(arguments: ["/tab:1/column:1", "/tab:1/column:1/Mail"])
    func aRouteThatEmptiesATabsPrimaryColumnIsInvalidAndTheTabStaysRoutable(_ route: Route) throws {
        let fixture = RouteFixture()
        TabsWithSplitsTests.setUpTabsWithASplit(fixture, selectedIndex: 1)
        let before = fixture.host.snapshot()

        #expect {
            try fixture.host.restore(RouteRestoration(route: route))
        } throws: { error in
            (error as? NavigationError)?.code == .invalidRoute
        }
        #expect(fixture.host.snapshot() == before)
        try fixture.host.setRoute("/tab:1/Inbox/column:1/Detail")
        #expect(fixture.host.currentRoute == "/tab:1/Inbox/column:1/Detail")
    }

    @Test func restoringHiddenRoutesThatRepeatTheSelectedTabDuplicatesNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()

        try fixture.host.restore(
            RouteRestoration(route: "/tab:0/Home/A/B", hiddenRoutes: ["/tab:0/Home/A", "/tab:1/Settings/C"]))

        #expect(fixture.tree == "tabs#1{*stack#2[Home, A, B], stack#3[Settings, C]}")
        #expect(fixture.host.currentRoute == "/tab:0/Home/A/B")
        #expect(fixture.host.hiddenRoutes == ["/tab:1/Settings/C"])
    }
}

/// Tab edits frozen in one window are checked as the edits before them in
/// the window leave the tabs, at capture and at commit (H2, S7, S23).
@MainActor
struct FrozenTabEditTests {
    @Test func removingThenReplacingTheSameTabNeverPublishesPoppedWithoutThePreview() throws {
        // Before: both checks counted the tabs as they were, so the pop
        // published `popped`, removed the tab, and the replacing tab (the
        // preview) never appeared.
        let tapped = RouteFixture()
        tapped.setUpTabs()
        let tabs = try FrozenRoutePlanningTests.tabs(tapped)
        try tabs.router.removeTab(at: 1)
        #expect(throws: NavigationError.self) {
            try tabs.router.replaceTab(at: 1, [{ seed in RouteScreen("Mail", seed: seed) }])
        }

        let popped = RouteFixture()
        popped.setUpTabs()
        let poppedTabs = try FrozenRoutePlanningTests.tabs(popped)
        var thrown: NavigationError.Code?
        let source = try #require(popped.host.topmostScreen)
        let preview = popped.nav.peek(from: source) {
            try poppedTabs.router.removeTab(at: 1)
            do {
                try poppedTabs.router.replaceTab(at: 1, [{ seed in RouteScreen("Mail", seed: seed) }])
            } catch {
                thrown = (error as? NavigationError)?.code
            }
        }

        #expect(thrown == .tabIndexOutOfRange, "in onPeek as at a tap: the removal frozen before it is counted")
        #expect(preview == nil, "nothing else shows a screen: no peek (S3)")
        #expect(popped.states == [])
        #expect(popped.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}", "nothing performed")
        #expect(tapped.tree == "tabs#1{*stack#2[Home]}")
    }

    @Test func aTabAddedEarlierInTheWindowCanBeSelectedAsAtATap() throws {
        // Before: `selectTab(2)` was checked against the two tabs there were
        // at capture and threw, so the pop only added the tab.
        let tapped = RouteFixture()
        tapped.setUpTabs()
        let tabs = try FrozenRoutePlanningTests.tabs(tapped)
        try tabs.router.addTab([{ seed in RouteScreen("Mail", seed: seed) }])
        try tabs.router.selectTab(2)

        let popped = RouteFixture()
        popped.setUpTabs()
        let poppedTabs = try FrozenRoutePlanningTests.tabs(popped)
        let preview = try #require(
            try popped.peek {
                try poppedTabs.router.addTab([{ seed in RouteScreen("Mail", seed: seed) }])
                try poppedTabs.router.selectTab(2)
            })
        try popped.engine.commit(preview)

        #expect(tapped.tree == "tabs#1{stack#2[Home], stack#3[Settings], *stack#4[Mail]}")
        #expect(popped.tree == tapped.tree)
        #expect(popped.states == ["session#1 inPeek", "session#1 popped"])
        #expect(popped.host.isVisible(preview), "after popped the tree shows the preview (S7)")
    }
}
