import PeekAndPop
import PeekAndPopTesting
import Testing

/// A context task whose perform step may refuse (H9, H10): it runs on the
/// screen the destination builds, right after the builder and before
/// anything is routed; a throw refuses the destination with its typed error
/// and changes nothing, at a tap and in `onPeek` alike, so pop == tap.
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

    /// A screen found in the tree is not built: the refusing task does not
    /// run on it; the ordinary context tasks do, as for any found screen.
    @Test func aFoundScreenIsNotCheckedByTheRefusingTask() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(13))
        let steps = Steps()
        let outcome = try fixture.host.navigate(to: Self.checked(fixture, 13, steps: steps))
        guard case .found = outcome else {
            Issue.record("expected the product in the tree to be found, got \(outcome)")
            return
        }
        #expect(steps.log == ["perform 13 on Product13"])
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
