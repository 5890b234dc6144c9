import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A context task's prepare step may refuse a destination before anything
/// is built (H10): `navigate(to:)` throws its typed error, and nothing is
/// built, published or frozen, at a tap and in `onPeek` alike.
/// RouteComposer's `ContextTask.prepare(with:)`.
@MainActor
struct ContextTaskPrepareTests {
    /// What a destination's steps did, in order.
    final class Steps {
        var log: [String] = []
    }

    /// The `product` destination with a prepare step that refuses context 13.
    static func checked(_ fixture: RouteFixture, _ id: Int, steps: Steps) -> Destination<Int> {
        fixture.product(id).withContextTask(
            prepare: { id throws(NavigationError) in
                steps.log.append("prepare \(id)")
                if id == 13 { throw .invalidRoute("product 13 is withdrawn") }
            },
            perform: { screen, id in steps.log.append("perform \(id) on \(screen.screenName)") }
        )
    }

    /// Fails if the prepare steps are not run (the product is built) or run
    /// after the builder.
    @Test func aRefusingPrepareThrowsItsErrorAndNothingIsBuiltOrPublished() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()
        var performed: [String] = []
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "audit",
                performSynchronously: { request in
                    performed.append("\(request)")
                    return .proceed
                }))

        #expect(throws: NavigationError.invalidRoute("product 13 is withdrawn")) {
            try fixture.host.navigate(to: Self.checked(fixture, 13, steps: steps))
        }

        #expect(steps.log == ["prepare 13"])
        #expect(performed == [], "refused before the interceptors' perform phase")
        #expect(fixture.builtNames == [])
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}")
        #expect(fixture.changes == [] && fixture.states == [] && fixture.host.history.isEmpty)
    }

    @Test func anAcceptingPrepareRunsBeforeTheBuilderAndThePerformStepAfter() throws {
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
        #expect(steps.log == ["prepare 12", "perform 12 on Product12"])
        #expect(fixture.builtNames == ["Product12"])
    }

    /// In `onPeek` the call throws as at a tap; nothing is frozen, so there
    /// is no preview and nothing is published; an earlier call of the window
    /// still gives its preview, and a pop ends as the tap (which threw at
    /// the same call) does.
    @Test func aRefusingPrepareInOnPeekFreezesNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()
        var thrown: NavigationError?
        let preview = try fixture.peek {
            do throws(NavigationError) {
                try fixture.host.navigate(to: Self.checked(fixture, 13, steps: steps))
            } catch {
                thrown = error
            }
        }
        #expect(preview == nil)
        #expect(thrown == .invalidRoute("product 13 is withdrawn"))
        #expect(fixture.builtNames == [] && fixture.states == [] && fixture.changes == [])
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

    @Test func awaitingInterceptorsAPrepareRefusesAsWell() async throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()
        await #expect(throws: NavigationError.invalidRoute("product 13 is withdrawn")) {
            try await fixture.host.navigateAwaitingInterceptors(to: Self.checked(fixture, 13, steps: steps))
        }
        #expect(steps.log == ["prepare 13"])
        #expect(fixture.builtNames == [] && fixture.changes == [])
    }

    @Test func prepareStepsSurviveACopyShownAnotherWay() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let steps = Steps()
        let destination = Self.checked(fixture, 13, steps: steps).shown(by: .presentModally(.sheet))
        #expect(throws: NavigationError.self) { try fixture.host.navigate(to: destination) }
        #expect(steps.log == ["prepare 13"])
    }
}
