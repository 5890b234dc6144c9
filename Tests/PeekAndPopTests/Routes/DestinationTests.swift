import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct DestinationTests {
    @Test func anIdentityComparesKindAndTypedContext() {
        let product = DestinationIdentity(kind: "product", context: 42)
        #expect(product == DestinationIdentity(kind: "product", context: 42))
        #expect(product != DestinationIdentity(kind: "product", context: 7))
        #expect(product != DestinationIdentity(kind: "order", context: 42))
        #expect(product != DestinationIdentity(kind: "product", context: "42"))
        #expect(product.context(as: Int.self) == 42)
        #expect(product.context(as: String.self) == nil)
        #expect(product.description == "product(42)")
    }

    @Test func aDestinationNotInTheTreeIsBuiltTheSameByTapByPeekAndPopAndByPeekAndRelease() throws {
        let worlds = try threeWorlds(
            setUp: { $0.setUpTabs() },
            action: { fixture in try fixture.host.navigate(to: fixture.product(42)) }
        )
        let tree = "tabs#1{*stack#2[Home, Product42], stack#3[Settings]}"
        let changes = ["transition#1 push: stack#2[Home, Product42]"]

        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []))
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func contextTasksPrepareTheBuiltScreenBeforeItIsShownInsideTheCaptureWindowToo() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()

        let preview = try #require(
            try fixture.peek { try fixture.host.navigate(to: fixture.product(42)) } as? RouteScreen)

        #expect(preview.updates == ["shown 42"], "the preview is prepared as the tapped screen would be")
        #expect(fixture.host.identity(of: preview) == DestinationIdentity(kind: "product", context: 42))
        try fixture.engine.commit(preview)
        #expect(preview.updates == ["shown 42"], "not prepared twice")
    }

    /// "Open product 42" with product 42 already under a modal in another tab.
    @Test func aDestinationInTheTreeIsFocusedInsteadOfBuiltAgain() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(42))
        try fixture.host.navigate(to: fixture.product(43))
        try fixture.host.setRoute("/tab:1/Settings/Detail/sheet:s/alert")
        #expect(
            fixture.tree
                == "tabs#1{stack#2[Home, Product42, Product43], *stack#3[Settings, Detail]} > stack#4[sheet:s] > alert")
        let product = try #require(fixture.screen("Product42"))
        #expect(product.updates == ["shown 42"])
        fixture.clearRecords()

        let outcome = try fixture.host.navigate(to: fixture.product(42))

        #expect(outcome == .found(.performed(TransitionID(rawValue: 4))))
        #expect(fixture.builtNames == [], "no duplicate")
        #expect(fixture.screen("Product42") === product)
        #expect(product.updates == ["shown 42", "shown 42"], "updated by its context task")
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product42], stack#3[Settings, Detail]}")
        #expect(fixture.changes == ["transition#4 focus: tabs#1 selected 0; stack#2[Home, Product42]; presentations[]"])
        #expect(fixture.host.topmostScreen === product)
    }

    @Test func aDestinationInTheTreeIsNeverAPreviewAndIsUntouchedByARelease() throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                fixture.setUpTabs()
                try fixture.host.navigate(to: fixture.product(42))
                try fixture.host.setRoute("/tab:1/Settings/alert")
                fixture.clearRecords()
            },
            action: { fixture in try fixture.host.navigate(to: fixture.product(42)) }
        )

        #expect(
            worlds.tap
                == WorldRecord(
                    tree: "tabs#1{*stack#2[Home, Product42], stack#3[Settings]}",
                    changes: ["transition#3 focus: tabs#1 selected 0; presentations[]"],
                    states: []
                )
        )
        #expect(worlds.pop == nil, "a destination already in the tree can never be a preview (S23)")
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aFoundDestinationFrozenWithAPushIsFocusedOnPopAsOnATap() throws {
        let worlds = try threeWorlds(
            setUp: { fixture in
                fixture.setUpTabs()
                try fixture.host.navigate(to: fixture.product(42))
                try fixture.host.setRoute("/tab:1/Settings/alert")
                fixture.clearRecords()
            },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(42))
                try fixture.host.navigate(to: fixture.product(7))
            }
        )
        let tree = "tabs#1{*stack#2[Home, Product42, Product7], stack#3[Settings]}"

        let changes = [
            "transition#3 focus: tabs#1 selected 0; presentations[]",
            "transition#4 push: stack#2[Home, Product42, Product7]",
        ]

        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []))
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func anUpdatingRouteUpdatesTheVisibleScreenInPlace() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(42))
        let product = try #require(fixture.screen("Product42"))
        fixture.clearRecords()

        let outcome = try fixture.host.navigate(to: fixture.product(42))

        #expect(outcome == .found(.performed(TransitionID(rawValue: 2))))
        #expect(product.updates == ["shown 42", "shown 42"])
        #expect(fixture.changes == [], "the tree did not change")
        #expect(fixture.builtNames == [])
    }

    @Test func presentedDestinationsCarryTheirStyle() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let anchor = Rect(x: 10, y: 20, width: 30, height: 40)

        try fixture.host.navigate(to: fixture.product(1, shownBy: .presentInNavigationStack(.fullScreen)))
        try fixture.host.navigate(to: fixture.product(2, shownBy: .presentModally(.popover(anchor: .rect(anchor)))))
        try fixture.host.navigate(to: fixture.product(3, shownBy: .presentModally(.sheet)))

        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > stack#4[Product1] > Product2 > Product3")
        #expect(
            fixture.host.presentations.map(\.style) == [
                .fullScreen, .popover(anchor: .rect(anchor)), .sheet,
            ]
        )
        #expect(fixture.host.history.map(\.kind) == [.presentInNavigationStack, .presentModally, .presentModally])
    }

    @Test func aBuilderThatThrowsRoutesNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let failing = Destination("product", context: 9) { _, _ throws(NavigationError) in
            throw .invalidRoute("no such product")
        }

        let error = #expect(throws: NavigationError.self) { try fixture.host.navigate(to: failing) }
        let previewed = try fixture.peek {
            #expect(throws: NavigationError.self) { try fixture.host.navigate(to: failing) }
        }

        #expect(error?.code == .invalidRoute)
        #expect(previewed == nil)
        #expect(fixture.changes == [])
        #expect(fixture.states == [])
    }

    @Test func postRoutingTasksReceiveTheRoutedDestinationsIdentity() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let seen = NavBox<[String]>([])
        fixture.host.addPostRoutingTask(named: "analytics") { [host = fixture.host] record in
            seen.value.append(
                "\(record.kind) \(host.destinationIdentity(of: record).map(String.init(describing:)) ?? "-")")
        }

        try fixture.host.navigate(to: fixture.product(42))
        try fixture.host.setRoute("/tab:0/Home/product:42/A")
        try fixture.host.navigate(to: fixture.product(42))
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(7)) })
        try fixture.engine.commit(preview)

        #expect(seen.value == ["push product(42)", "setRoute -", "focus product(42)", "push product(7)"])
    }
}

/// Destinations shown in the detail column or as the new root (Ariadne's
/// route values with a column or root transition), by a tap, a pop and a
/// release.
@MainActor
struct DestinationPlacementTests {
    private func makeSplit(_ fixture: RouteFixture) {
        fixture.host.setRoot(.split(primary: [{ seed in RouteScreen("Inbox", seed: seed) }]))
        fixture.clearRecords()
    }

    @Test func aDestinationShownInTheSecondaryColumnReplacesTheDetail() throws {
        let fixture = RouteFixture()
        makeSplit(fixture)

        try fixture.host.navigate(to: fixture.product(1, shownBy: .showInSecondaryColumn))
        try fixture.host.navigate(to: fixture.product(2, shownBy: .showInSecondaryColumn))

        #expect(fixture.tree == "split#1{stack#2[Inbox] | stack#3[Product2]}")
        #expect(fixture.host.history.map(\.kind) == [.setSecondary, .setSecondary])
        try fixture.host.navigate(to: fixture.product(2, shownBy: .showInSecondaryColumn))
        #expect(fixture.builtNames == ["Product1", "Product2"], "found, not built again (H9)")
    }

    @Test func aDetailDestinationInAPeekIsThePreviewAndPopsIntoTheColumn() throws {
        for pops in [true, false] {
            let fixture = RouteFixture()
            makeSplit(fixture)
            let before = fixture.host.snapshot()
            let preview = try #require(
                try fixture.peek { try fixture.host.navigate(to: fixture.product(7, shownBy: .showInSecondaryColumn)) })

            #expect(preview.screenName == "Product7")
            #expect(fixture.host.snapshot() == before)
            if pops {
                try fixture.engine.commit(preview)
                #expect(fixture.tree == "split#1{stack#2[Inbox] | stack#3[Product7]}")
                #expect(fixture.screen("Product7") === preview)
            } else {
                fixture.engine.interrupt(.released)
                #expect(fixture.host.snapshot() == before)
            }
        }
    }

    @Test func aRootDestinationReplacesTheTreeAsOneTransition() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.setRoute("/tab:0/Home/sheet:compose")

        try fixture.host.navigate(to: fixture.product(3, shownBy: .setRoot))

        #expect(fixture.tree == "stack#6[Product3]")
        #expect(fixture.host.history.last?.kind == .replaceRoot)
    }

    @Test func withoutASplitADetailDestinationIsPushed() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A")

        try fixture.host.navigate(to: fixture.product(4, shownBy: .showInSecondaryColumn))

        #expect(fixture.tree == "stack#1[A, Product4]")
    }
}
