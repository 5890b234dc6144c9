import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct DeepLinkTests {
    /// Tabs `tabs#1{*stack#2[Home, List], stack#3[Settings]}` with a sheet
    /// `stack#4[Sheet]` over them, and handlers for `home`, `settings`,
    /// `product:<id>`, `reviews` and `alert`.
    private func makeFixture() throws -> NavFixture {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let make = fixture.built.make
        try fixture.router("List").presentInNavigationStack(make("Sheet"))
        fixture.changes.removeAll()
        fixture.host.registerRouteHandler(for: "home") { _ in [.dismissPresentations, .selectTab(0), .popToRoot] }
        fixture.host.registerRouteHandler(for: "settings") { _ in [.dismissPresentations, .selectTab(1)] }
        fixture.host.registerRouteHandler(for: "product") { element throws(NavigationError) in
            guard let id = element.argument.flatMap(Int.init) else {
                throw .invalidRoute("product needs a numeric identifier")
            }
            return [.push(make("Product\(id)"))]
        }
        fixture.host.registerRouteHandler(for: "reviews") { _ in [.presentInNavigationStack(make("Reviews"))] }
        fixture.host.registerRouteHandler(for: "alert") { _ in [.presentModally(make("Alert"))] }
        fixture.host.registerRouteHandler(for: "tab") { element in [.selectTab(Int(element.argument ?? "") ?? -1)] }
        return fixture
    }

    @Test func aRouteParsesFromAPath() {
        let route = Route(path: "/home//product:42/reviews")
        #expect(route.elements == [RouteElement("home"), RouteElement("product", argument: "42"), "reviews"])
        #expect(route.path == "/home/product:42/reviews")
        #expect(route == "/home/product:42/reviews")
        #expect(route == ["home", "product:42", "reviews"])
        #expect(RouteElement("a", argument: "b:c") == "a:b:c")
    }

    @Test func aRouteIsPerformedDirectlyAsOneTransitionWithOneChange() throws {
        let fixture = try makeFixture()

        let outcome = try fixture.host.openRelative("/home/product:42/reviews")

        #expect(outcome == .performed(TransitionID(rawValue: 2)))
        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, Product42], stack#3[Settings]} > stack#6[Reviews]"
        )
        #expect(
            fixture.changeSummaries == [
                "transition#2 deepLink: stack#2[Home, Product42]; presentations[stack#6[Reviews]]"
            ]
        )
        #expect(fixture.host.history.map(\.kind) == [.presentInNavigationStack, .deepLink])
        #expect(fixture.host.history.last?.route == "/home/product:42/reviews")
        #expect(fixture.host.topmostScreen === fixture.built["Reviews"])
        #expect(fixture.built["Product42"]?.router.seed.transitionID == outcome.transitionID)
        #expect(fixture.built["Product42"]?.router.seed.transitionKind == .push)
        #expect(fixture.built["List"] == nil, "popToRoot released List")
    }

    @Test func aRouteStartsFromTheTopmostStack() throws {
        let fixture = try makeFixture()
        try fixture.host.openRelative("/product:1/product:2")
        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Sheet, Product1, Product2]"
        )
    }

    @Test func aRouteIsFrozenAsOneAndCommittedAsOne() throws {
        let fixture = try makeFixture()
        let sheet = try #require(fixture.screen("Sheet"))
        let before = fixture.host.snapshot()
        var outcome: RoutingOutcome?

        let preview = try #require(
            fixture.peek(from: sheet) {
                outcome = try fixture.router("Sheet").openRelative("/settings/product:7/alert")
            }
        )

        #expect(outcome == .frozen(TransitionID(rawValue: 2), into: SessionID(rawValue: 1)))
        #expect(preview === fixture.built["Alert"], "the preview is the route's last screen")
        #expect(fixture.engine.activePeek?.frozenTransition.entries.map(\.kind) == [.deepLink])
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])

        let product = try #require(fixture.built["Product7"])
        try fixture.engine.commit(preview)

        #expect(
            fixture.host.snapshot().description == "tabs#1{stack#2[Home, List], *stack#3[Settings, Product7]} > Alert"
        )
        #expect(fixture.host.topmostScreen === preview)
        #expect(fixture.host.snapshot().root?.screens.last?.id == ObjectIdentifier(product))
        #expect(
            fixture.changeSummaries == [
                "transition#2 deepLink: tabs#1 selected 1; stack#3[Settings, Product7]; presentations[Alert]"
            ]
        )
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    @Test func aFrozenRouteIsDiscardedAsOneOnInterrupt() throws {
        let fixture = try makeFixture()
        let sheet = try #require(fixture.screen("Sheet"))
        let before = fixture.host.snapshot()

        let previewed =
            fixture.peek(from: sheet) {
                try fixture.host.openRelative("/home/product:3/reviews")
            } === fixture.built["Reviews"]
        #expect(previewed)
        fixture.engine.interrupt(.released)

        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(fixture.built.wasMade("Product3") && fixture.built["Product3"] == nil)
        #expect(fixture.built.wasMade("Reviews") && fixture.built["Reviews"] == nil)
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
    }

    // H2: a frozen route starts from the topmost stack as it is at commit.
    @Test func aFrozenRouteWhoseStackIsGoneAtCommitStartsFromTheTopmostStackThen() throws {
        let fixture = try makeFixture()
        let sheet = try #require(fixture.screen("Sheet"))
        let preview = try #require(fixture.peek(from: sheet) { try fixture.host.openRelative("/product:9") })

        fixture.host.handleInteractiveDismissal()
        try fixture.engine.commit(preview)

        #expect(fixture.host.snapshot().description == "tabs#1{*stack#2[Home, List, Product9], stack#3[Settings]}")
        #expect(fixture.host.topmostScreen === preview)
        #expect(
            fixture.changeSummaries == [
                "interaction: presentations[]",
                "transition#2 deepLink: stack#2[Home, List, Product9]",
            ]
        )
        #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 popped"])
    }

    @Test func aRouteThatCannotApplyThrowsAndBuildsNothing() throws {
        let fixture = try makeFixture()
        let before = fixture.host.snapshot()

        let unknown = #expect(throws: NavigationError.self) { try fixture.host.openRelative("/product:1/nowhere") }
        let invalid = #expect(throws: NavigationError.self) { try fixture.host.openRelative("/product:1/product:x") }
        let outOfRange = #expect(throws: NavigationError.self) { try fixture.host.openRelative("/product:1/tab:5") }
        let empty = #expect(throws: NavigationError.self) { try fixture.host.openRelative("/") }

        #expect(unknown?.code == .unknownRouteElement)
        #expect(invalid?.code == .invalidRoute)
        #expect(outOfRange?.code == .tabIndexOutOfRange)
        #expect(empty?.code == .emptyRoute)
        #expect(!fixture.built.wasMade("Product1"), "no builder ran")
        #expect(!fixture.built.wasMade("Alert"))
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
        #expect(
            try fixture.host.openRelative("/alert") == .performed(TransitionID(rawValue: 2)),
            "nothing reached the seam"
        )
    }

    // H2: a push where the route has no stack by then presents one, the same
    // at a tap and at commit.
    @Test func aRoutePushWithNoStackPresentsOne() throws {
        let fixture = try makeFixture()

        try fixture.host.openRelative("/product:1/alert/product:2")

        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Sheet, Product1] > Alert > stack#7[Product2]"
        )
    }

    // As BadInput.md says: where a route has no stack by then, its pop to root does
    // nothing and throws nothing.
    @Test func aRoutePopToRootWithNoStackDoesNothing() throws {
        let fixture = try makeFixture()
        fixture.host.registerRouteHandler(for: "top") { _ in [.popToRoot] }

        try fixture.host.openRelative("/product:1/alert/top/product:2")

        #expect(
            fixture.host.snapshot().description
                == "tabs#1{*stack#2[Home, List], stack#3[Settings]} > stack#4[Sheet, Product1] > Alert > stack#7[Product2]"
        )
    }

    @Test func aRouteThatShowsNoScreenGivesNoPreview() throws {
        let fixture = try makeFixture()
        let sheet = try #require(fixture.screen("Sheet"))
        let before = fixture.host.snapshot()

        let preview = fixture.peek(from: sheet) { try fixture.host.openRelative("/settings") }

        #expect(preview == nil)
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.stateSummaries == [])
    }
}
