import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct KeepingModulesTests {
    private static func make(_ name: String) -> (RouterSeed) -> any Screen {
        { seed in RouteScreen(name, seed: seed) }
    }

    @Test func setStackKeepingTheFirstModulesIsTheSameByTapByPeekAndPopAndByPeekAndRelease() throws {
        let worlds = try threeWorlds(
            setUp: { try $0.setUpStack("/A/B/C") },
            action: { fixture in
                try #require(fixture.screen("C")).router.setStack(keepingFirst: 1, [Self.make("X"), Self.make("Y")])
            }
        )
        let changes = ["transition#2 setStack: stack#1[A, X, Y]"]

        #expect(worlds.tap == WorldRecord(tree: "stack#1[A, X, Y]", changes: changes, states: []))
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: "stack#1[A, X, Y]", changes: changes, states: ["session#1 inPeek", "session#1 popped"])
        )
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func keptModulesAreTheSameInstances() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B/C")
        let a = try #require(fixture.screen("A"))
        let b = try #require(fixture.screen("B"))

        try #require(fixture.screen("C")).router.replaceTopModule(Self.make("Z"))

        #expect(fixture.tree == "stack#1[A, B, Z]")
        #expect(fixture.screen("A") === a)
        #expect(fixture.screen("B") === b)
        #expect(fixture.host.history.last?.label == "setStack keeping 2 [Z]")
    }

    @Test func replacingTheTopModuleIsTheSameByTapByPeekAndPopAndByPeekAndRelease() throws {
        let worlds = try threeWorlds(
            setUp: { try $0.setUpStack("/A/B") },
            action: { fixture in try #require(fixture.screen("B")).router.replaceTopModule(Self.make("Z")) }
        )

        #expect(worlds.tap.tree == "stack#1[A, Z]")
        #expect(
            worlds.pop
                == WorldRecord(
                    tree: "stack#1[A, Z]", changes: worlds.tap.changes,
                    states: ["session#1 inPeek", "session#1 popped"]))
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func aStackLeftEmptyIsRefusedBeforeAnythingIsBuilt() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")

        let error = #expect(throws: NavigationError.self) {
            try fixture.screen("B")?.router.setStack(keepingFirst: 0, [])
        }

        #expect(error?.code == .emptyStack)
        #expect(fixture.changes == [])
    }

    @Test func thePlatformMayRemoveScreensFromTheMiddleOfAStack() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B/C/D")
        let stack = try #require(fixture.host.topmostStack)
        let routes = EventRecorder(fixture.host.routeChanges)
        let b = try #require(fixture.screen("B"))
        let c = try #require(fixture.screen("C"))
        let a = try #require(fixture.screen("A"))

        let removed = fixture.host.handleInteractiveRemoval(of: [c, b, a], from: stack)

        #expect(removed == 2, "never the bottom screen")
        #expect(fixture.tree == "stack#1[A, D]")
        #expect(fixture.changes == ["interaction: stack#1[A, D]"])
        #expect(routes.events == ["/A/D"])
        #expect(fixture.host.handleInteractiveRemoval(of: [b], from: stack) == 0)
        #expect(fixture.changes.count == 1, "nothing removed, nothing published")
    }

    /// A module removed from its stack still acts on that stack while it is
    /// in the tree, as ``ModuleRouter/setStack(label:_:)`` does: one set-stack
    /// transition, so a pop ends where a tap ends.
    @Test func aFrozenCallOfARemovedModuleActsOnItsStackAsATapDoes() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B/C/D")
        let b = try #require(fixture.screen("B"))
        let d = try #require(fixture.screen("D"))
        let preview = try #require(try fixture.peek { try d.router.setStack(keepingFirst: 3, [Self.make("X")]) })

        fixture.host.handleInteractiveRemoval(of: [b, d], from: try #require(fixture.host.topmostStack))
        try fixture.engine.commit(preview)

        #expect(fixture.states == ["session#1 inPeek", "session#1 popped"])
        #expect(fixture.tree == "stack#1[A, C, X]")
        #expect(fixture.changes == ["interaction: stack#1[A, C]", "transition#2 setStack: stack#1[A, C, X]"])

        let tapped = RouteFixture()
        try tapped.setUpStack("/A/B/C/D")
        let tappedD = try #require(tapped.screen("D"))
        tapped.host.handleInteractiveRemoval(
            of: [try #require(tapped.screen("B")), tappedD], from: try #require(tapped.host.topmostStack))
        try tappedD.router.setStack(keepingFirst: 3, [Self.make("X")])
        #expect(tapped.tree == fixture.tree)
    }
}
