import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A context task whose perform step may refuse (H9, H10): it runs on the
/// screen the destination builds, right after the builder, or on the one
/// found in the tree, before anything is routed; a throw refuses the
/// destination with its typed error and changes nothing, at a tap and in
/// `onPeek` alike, so pop == tap.
/// RouteComposer's throwing `ContextTask.perform(on:with:)`.
@MainActor
struct ContextTaskRefusalTests {
    /// What a destination's tasks did, in order.
    final class Steps {
        var log: [String] = []
    }

    /// The `product` destination with a refusing task that refuses context
    /// 13, then an ordinary context task.
    static func checked(_ fixture: RouteFixture, _ id: Int, steps: Steps) -> Destination<Int> {
        fixture.product(id)
            .withRefusingContextTask { screen, id throws(NavigationError) in
                steps.log.append("check \(id) on \(screen.screenName)")
                if id == 13 { throw .invalidRoute("product 13 is withdrawn") }
            }
            .withContextTask { screen, id in steps.log.append("perform \(id) on \(screen.screenName)") }
    }

    /// Fails if the refusing task is not run, or if its throw is not the
    /// call's: then product 13 is pushed.
    @Test func aRefusingTaskThrowsItsErrorAndNothingIsRoutedOrPublished() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()

        #expect(throws: NavigationError.invalidRoute("product 13 is withdrawn")) {
            try fixture.host.navigate(to: Self.checked(fixture, 13, steps: steps))
        }

        #expect(steps.log == ["check 13 on Product13"], "the other context tasks do not run")
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}")
        #expect(fixture.changes == [] && fixture.states == [] && fixture.host.history.isEmpty)
        #expect(fixture.host.findScreen { $0.screenName == "Product13" } == nil)
    }

    @Test func anAcceptingTaskRunsAfterTheBuilderAndBeforeTheOtherTasksAndPopEqualsTap() throws {
        let worlds = try threeWorlds(
            setUp: { $0.setUpTabs() },
            action: { fixture in try fixture.host.navigate(to: Self.checked(fixture, 12, steps: Steps())) }
        )
        let tree = "tabs#1{*stack#2[Home, Product12], stack#3[Settings]}"
        let changes = ["transition#1 push: stack#2[Home, Product12]"]
        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []))
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)

        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()
        try fixture.host.navigate(to: Self.checked(fixture, 12, steps: steps))
        #expect(steps.log == ["check 12 on Product12", "perform 12 on Product12"])
    }

    /// In `onPeek` the call throws as at a tap: nothing is frozen, so no
    /// preview and nothing published; around it, the calls of the window
    /// give a pop that ends as the tap (which threw at the same call) ends,
    /// and a release leaves the world as it was.
    @Test func aRefusingTaskInOnPeekFreezesNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        var thrown: NavigationError?
        let preview = try fixture.peek {
            do throws(NavigationError) {
                try fixture.host.navigate(to: Self.checked(fixture, 13, steps: Steps()))
            } catch {
                thrown = error
            }
        }
        #expect(preview == nil)
        #expect(thrown == .invalidRoute("product 13 is withdrawn"))
        #expect(fixture.states == [] && fixture.changes == [])
        #expect(fixture.engine.activePeek == nil)

        let worlds = try threeWorlds(
            setUp: { $0.setUpTabs() },
            action: { fixture in
                try fixture.host.navigate(to: fixture.product(1))
                _ = try? fixture.host.navigate(to: Self.checked(fixture, 13, steps: Steps()))
                try fixture.host.navigate(to: fixture.product(2))
            }
        )
        let tree = "tabs#1{*stack#2[Home, Product1, Product2], stack#3[Settings]}"
        let changes = [
            "transition#1 push: stack#2[Home, Product1]", "transition#2 push: stack#2[Home, Product1, Product2]",
        ]
        #expect(worlds.tap == WorldRecord(tree: tree, changes: changes, states: []))
        #expect(
            worlds.pop == WorldRecord(tree: tree, changes: changes, states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    /// Root tabs with `Product13` and `A` over it in tab 0, tab 1 selected
    /// with a sheet presented; nothing recorded.
    static func productInAHiddenTab(_ fixture: RouteFixture) throws {
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(13))
        try fixture.host.setRoute("/tab:0/Home/product:13/A")
        try fixture.host.setRoute("/tab:1/Settings/sheet:1")
        fixture.clearRecords()
    }

    /// A screen found in the tree is checked by the refusing task too, as
    /// RouteComposer's context task applies to what a finder finds: a
    /// refusal throws its error and changes nothing (no tab selected,
    /// nothing popped or dismissed), at a tap and in `onPeek` (H9).
    @Test func aFoundScreenIsCheckedByTheRefusingTaskAndARefusalChangesNothing() throws {
        let fixture = RouteFixture()
        try Self.productInAHiddenTab(fixture)
        let tree = "tabs#1{stack#2[Home, Product13, A], *stack#3[Settings]} > stack#4[sheet:1]"
        #expect(fixture.tree == tree)
        let steps = Steps()
        let recorded = fixture.host.history.count
        #expect(throws: NavigationError.invalidRoute("product 13 is withdrawn")) {
            try fixture.host.navigate(to: Self.checked(fixture, 13, steps: steps))
        }
        #expect(steps.log == ["check 13 on Product13"], "on the screen found; the other tasks do not run")
        #expect(fixture.tree == tree)
        #expect(fixture.changes == [] && fixture.states == [] && fixture.host.history.count == recorded)

        var thrown: NavigationError?
        let preview = try fixture.peek {
            do throws(NavigationError) {
                try fixture.host.navigate(to: Self.checked(fixture, 13, steps: Steps()))
            } catch {
                thrown = error
            }
        }
        #expect(preview == nil)
        #expect(thrown == .invalidRoute("product 13 is withdrawn"))
        #expect(fixture.tree == tree)
        #expect(fixture.changes == [] && fixture.states == [])

        // Among other calls of one window: pop == tap, a release changes nothing.
        let worlds = try threeWorlds(setUp: Self.productInAHiddenTab) { fixture in
            try fixture.host.navigate(to: fixture.product(1))
            _ = try? fixture.host.navigate(to: Self.checked(fixture, 13, steps: Steps()))
            try fixture.host.navigate(to: fixture.product(2))
        }
        #expect(
            worlds.tap.tree
                == "tabs#1{stack#2[Home, Product13, A], *stack#3[Settings]} > stack#4[sheet:1, Product1, Product2]")
        expectPopIsTap(worlds)
    }

    /// A found screen the refusing task accepts is made visible, then told
    /// by the other context tasks; pop == tap.
    @Test func aFoundScreenTheRefusingTaskAcceptsIsFocused() throws {
        let fixture = RouteFixture()
        try Self.productInAHiddenTab(fixture)
        let steps = Steps()
        let outcome = try fixture.host.navigate(to: Self.checked(fixture, 12, steps: steps).identifiedByKind())
        guard case .found = outcome else {
            Issue.record("expected the product in the tree to be found, got \(outcome)")
            return
        }
        #expect(steps.log == ["check 12 on Product13", "perform 12 on Product13"])
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product13], stack#3[Settings]}")

        let worlds = try threeWorlds(setUp: Self.productInAHiddenTab) { fixture in
            try #require(fixture.host.topmostScreen as? RouteScreen).router.push { seed in RouteScreen("X", seed: seed)
            }
            try fixture.host.navigate(to: Self.checked(fixture, 12, steps: Steps()).identifiedByKind())
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, Product13], stack#3[Settings]}")
        expectPopIsTap(worlds)
    }

    @Test func aRefusingTaskSurvivesACopyShownAnotherWay() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()
        let destination = Self.checked(fixture, 13, steps: steps).shown(by: .presentModally(.sheet))
        #expect(throws: NavigationError.invalidRoute("product 13 is withdrawn")) {
            try fixture.host.navigate(to: destination)
        }
        #expect(steps.log == ["check 13 on Product13"])
        #expect(fixture.host.presentations.isEmpty && fixture.changes == [])
    }
}
