import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Updating routes (H9): a destination identified by its kind finds a shown
/// screen of that kind with any context and updates it with the new context
/// (its context tasks, its identity, its route element) instead of building
/// another, with pop == tap. Ariadne's updating routes (`UpdatingRoute`,
/// `ViewUpdater`: "same screen, new value").
@MainActor
struct UpdateInPlaceTests {
    /// What one world ended with: the tree, its changes and raw states, the
    /// route, the updates of the screens named `Product…`, the identities.
    struct Outcome: Equatable, CustomStringConvertible {
        var world: WorldRecord
        var route: String
        var updates: [String: [String]]
        var identities: [String: String]

        var description: String { "\(world) route=\(route) updates=\(updates) identities=\(identities)" }
    }

    static func outcome(_ fixture: RouteFixture) -> Outcome {
        var updates: [String: [String]] = [:]
        var identities: [String: String] = [:]
        for screen in fixture.treeScreens where screen.name.hasPrefix("Product") {
            updates[screen.name, default: []] += screen.updates
            identities[screen.name] = fixture.host.identity(of: screen)?.description ?? "none"
        }
        return Outcome(
            world: WorldRecord(tree: fixture.tree, changes: fixture.changes, states: fixture.states),
            route: fixture.host.currentRoute.description, updates: updates, identities: identities)
    }

    /// Runs `action` as a tap, as peek + pop and as peek + release; the
    /// outcomes of the tap and the pop (`nil` with no preview), the preview's
    /// name, and whether the release left everything as it was (the
    /// screens' updates included).
    static func threeOutcomes(
        setUp: (RouteFixture) throws -> Void, action: @escaping @MainActor (RouteFixture) throws -> Void
    ) throws -> (tap: Outcome, pop: Outcome?, preview: String?, releaseLeftAllAsItWas: Bool) {
        let tapped = RouteFixture()
        try setUp(tapped)
        try action(tapped)

        let popped = RouteFixture()
        try setUp(popped)
        var pop: Outcome?
        let preview = try popped.peek { try action(popped) }
        if let preview {
            try popped.engine.commit(preview)
            pop = outcome(popped)
        }

        let released = RouteFixture()
        try setUp(released)
        let before = outcome(released)
        let previewed = try released.peek { try action(released) } != nil
        released.engine.interrupt(.released)
        var after = outcome(released)
        let expectedStates = previewed ? ["session#1 inPeek", "session#1 interrupted(released)"] : []
        let statesAsExpected = after.world.states == expectedStates
        after.world.states = before.world.states
        return (outcome(tapped), pop, preview?.screenName, after == before && statesAsExpected)
    }

    static func setUpProductOne(_ fixture: RouteFixture) throws {
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(1))
        fixture.clearRecords()
    }

    /// The shown product screen is updated, not built again. Fails if the
    /// kind does not identify the destination (a second screen is pushed)
    /// or if the update is not remembered (identity and route say 1).
    @Test func aDestinationIdentifiedByKindUpdatesTheShownScreenWithTheNewContext() throws {
        let fixture = RouteFixture()
        try Self.setUpProductOne(fixture)
        let screen = try #require(fixture.screen("Product1"))

        let outcome = try fixture.host.navigate(to: fixture.product(2).identifiedByKind())

        #expect(outcome.description.hasPrefix("found"))
        #expect(fixture.builtNames == [], "no second screen")
        #expect(fixture.host.topmostScreen === screen)
        #expect(screen.updates == ["shown 1", "shown 2"], "its context task ran with the new context")
        #expect(fixture.host.identity(of: screen) == DestinationIdentity(kind: "product", context: 2))
        #expect(fixture.host.routeElement(of: screen).description == "product:2")
        #expect(fixture.host.currentRoute.description == "/tab:0/Home/product:2")
        #expect(fixture.host.screen(for: DestinationIdentity(kind: "product", context: 1)) == nil)
        #expect(fixture.changes == [], "nothing moved: the focus changes no container")
    }

    @Test func aDestinationIdentifiedByItsContextStillBuildsAnother() throws {
        let fixture = RouteFixture()
        try Self.setUpProductOne(fixture)

        try fixture.host.navigate(to: fixture.product(2))

        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product1, Product2]}" || fixture.builtNames == ["Product2"])
        #expect(fixture.builtNames == ["Product2"])
    }

    /// A screen of the kind under a sheet in another tab: focused (the tab
    /// selected, the sheet dismissed) and updated, at a tap. In a peek it
    /// gives no preview, being in the tree (S23), and changes nothing.
    @Test func aScreenOfTheKindElsewhereIsFocusedAndUpdatedAndNeverAPreview() throws {
        let result = try Self.threeOutcomes(
            setUp: { fixture in
                try Self.setUpProductOne(fixture)
                try fixture.host.setRoute("/tab:1/Settings/sheet:s")
                fixture.clearRecords()
            },
            action: { fixture in try fixture.host.navigate(to: fixture.product(7).identifiedByKind()) }
        )

        #expect(
            result.tap
                == Outcome(
                    world: WorldRecord(
                        tree: "tabs#1{*stack#2[Home, Product1], stack#3[Settings]}",
                        changes: ["transition#3 focus: tabs#1 selected 0; presentations[]"], states: []),
                    route: "/tab:0/Home/product:7",
                    updates: ["Product1": ["shown 1", "shown 7"]],
                    identities: ["Product1": "product(7)"]
                ), "\(result.tap)")
        #expect(result.pop == nil)
        #expect(result.preview == nil)
        #expect(result.releaseLeftAllAsItWas)
    }

    /// pop == tap: a sheet presented by the first call is the preview; the
    /// second finds product 1 under it and updates it, dismissing the sheet,
    /// at the tap and at the commit alike; a release leaves product 1 as it was.
    @Test func anUpdateAfterAnotherCallOfTheWindowIsThePopsAsTheTaps() throws {
        let result = try Self.threeOutcomes(
            setUp: Self.setUpProductOne,
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(9, shownBy: .presentInNavigationStack(.sheet)))
                try fixture.host.navigate(to: fixture.product(3).identifiedByKind().searching(.first(in: .everywhere)))
            }
        )
        let expected = Outcome(
            world: WorldRecord(
                tree: "tabs#1{*stack#2[Home, Product1], stack#3[Settings]}",
                changes: [
                    "transition#2 presentInNavigationStack: presentations[stack#4[Product9]]",
                    "transition#3 focus: presentations[]",
                ],
                states: []),
            route: "/tab:0/Home/product:3",
            updates: ["Product1": ["shown 1", "shown 3"]],
            identities: ["Product1": "product(3)"]
        )

        #expect(result.tap == expected, "\(result.tap)")
        var popExpected = expected
        popExpected.world.states = ["session#1 inPeek", "session#1 popped"]
        #expect(result.pop == popExpected, "\(String(describing: result.pop))")
        #expect(result.preview == "Product9")
        #expect(result.releaseLeftAllAsItWas)
    }

    /// The preview of a peek that updates in place is the screen it updates
    /// when an earlier call of the window builds it: built with context 4,
    /// updated to 5 when the commit (as the tap) comes to the second call.
    @Test func theScreenAnEarlierCallBuildsIsTheOneUpdatedAndIsThePreview() throws {
        let result = try Self.threeOutcomes(
            setUp: { $0.setUpTabs() },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(4))
                try fixture.host.navigate(to: fixture.product(5).identifiedByKind())
            }
        )
        let expected = Outcome(
            world: WorldRecord(
                tree: "tabs#1{*stack#2[Home, Product4], stack#3[Settings]}",
                changes: ["transition#1 push: stack#2[Home, Product4]"], states: []),
            route: "/tab:0/Home/product:5",
            updates: ["Product4": ["shown 4", "shown 5"]],
            identities: ["Product4": "product(5)"]
        )

        #expect(result.tap == expected, "\(result.tap)")
        var popExpected = expected
        popExpected.world.states = ["session#1 inPeek", "session#1 popped"]
        #expect(result.pop == popExpected, "\(String(describing: result.pop))")
        #expect(result.preview == "Product4", "the found screen is the preview")
        #expect(result.releaseLeftAllAsItWas)
    }

    /// The update binds late too (H2): a screen of the kind that an earlier
    /// call removes (the route pops product 1 and replaces product 9's
    /// sheet) is built again when the commit comes to the call, with the new
    /// context, onto the current stack, as at the tap.
    @Test func aScreenOfTheKindThatLeftBeforeTheCommitIsBuiltWithTheNewContext() throws {
        let result = try Self.threeOutcomes(
            setUp: { fixture in
                try Self.setUpProductOne(fixture)
                try fixture.host.navigate(to: fixture.product(9, shownBy: .presentInNavigationStack(.sheet)))
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.setRoute("/tab:0/Home/sheet:s")
                try fixture.host.navigate(to: fixture.product(6).identifiedByKind())
            }
        )

        #expect(result.tap.world.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > stack#6[sheet:s, Product6]")
        #expect(result.tap.identities == ["Product6": "product(6)"])
        #expect(
            result.pop
                == { () -> Outcome? in
                    var pop = result.tap
                    pop.world.states = ["session#1 inPeek", "session#1 popped"]
                    return pop
                }(), "\(String(describing: result.pop))")
        #expect(result.releaseLeftAllAsItWas)
    }
}

extension UpdateInPlaceTests {
    /// An update in place of the visible screen changes no container, yet
    /// the route: it is published on the route stream, once, at a tap and
    /// at a commit. Fails if an unchanged focus publishes nothing.
    @Test func anUpdateInPlacePublishesTheNewRoute() throws {
        for commits in [false, true] {
            let fixture = RouteFixture()
            try Self.setUpProductOne(fixture)
            let routes = EventRecorder(fixture.host.routeChanges)
            if commits {
                let preview = try #require(
                    try fixture.peek {
                        try fixture.host.navigate(to: fixture.product(4, shownBy: .presentModally(.sheet)))
                        try fixture.host.navigate(
                            to: fixture.product(2).identifiedByKind().searching(.first(in: .everywhere)))
                    })
                try fixture.engine.commit(preview)
                #expect(
                    routes.events.map(\.description) == [
                        "/tab:0/Home/product:1/product:4", "/tab:0/Home/product:2",
                    ])
            } else {
                try fixture.host.navigate(to: fixture.product(2).identifiedByKind())
                #expect(routes.events.map(\.description) == ["/tab:0/Home/product:2"])
            }
            #expect(fixture.changes.count == (commits ? 2 : 0))
        }
    }
}

extension UpdateInPlaceTests {
    /// Ariadne's `UpdatingRoute` with its currently-visible finder: only the
    /// screen the user sees is updated; one of the kind deeper in the stack
    /// is not, and another is built (pop == tap).
    @Test func anUpdatingRouteOfTheVisibleScreenOnlyBuildsWhenTheScreenIsCovered() throws {
        func visiblePlayer(_ fixture: RouteFixture, _ id: Int) -> Destination<Int> {
            fixture.product(id).identifiedByKind().searching(.last(in: .topmostScreen))
        }
        let updated = try Self.threeOutcomes(
            setUp: Self.setUpProductOne,
            action: { fixture in try fixture.host.navigate(to: visiblePlayer(fixture, 2)) }
        )
        #expect(updated.tap.world.tree == "tabs#1{*stack#2[Home, Product1], stack#3[Settings]}")
        #expect(updated.tap.updates == ["Product1": ["shown 1", "shown 2"]])
        #expect(updated.pop == nil && updated.releaseLeftAllAsItWas)

        let built = try Self.threeOutcomes(
            setUp: { fixture in
                try Self.setUpProductOne(fixture)
                try fixture.host.setRoute("/tab:0/Home/product:1/D")
                fixture.clearRecords()
            },
            action: { fixture in try fixture.host.navigate(to: visiblePlayer(fixture, 2)) }
        )
        let expected = Outcome(
            world: WorldRecord(
                tree: "tabs#1{*stack#2[Home, Product1, D, Product2], stack#3[Settings]}",
                changes: ["transition#3 push: stack#2[Home, Product1, D, Product2]"], states: []),
            route: "/tab:0/Home/product:1/D/product:2",
            updates: ["Product1": ["shown 1"], "Product2": ["shown 2"]],
            identities: ["Product1": "product(1)", "Product2": "product(2)"]
        )
        #expect(built.tap == expected, "\(built.tap)")
        var popExpected = expected
        popExpected.world.states = ["session#1 inPeek", "session#1 popped"]
        #expect(built.pop == popExpected, "\(String(describing: built.pop))")
        #expect(built.preview == "Product2")
        #expect(built.releaseLeftAllAsItWas)
    }
}
