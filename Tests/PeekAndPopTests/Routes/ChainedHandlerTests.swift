import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A tap handler that chains calls (`push(A)`, then A's router routes) can
/// be replayed in `onPeek`: within one capture window a module shown by an
/// earlier frozen call routes like a module in the tree, and tap, pop and
/// release stay equivalent (S4, S7, S8, H2).
@MainActor
struct ChainedHandlerTests {
    struct Chain: CustomStringConvertible, Sendable {
        let description: String
        let tree: String
        let handler: @MainActor @Sendable (RouteFixture) throws -> Void
    }

    /// Pushes A from Home, then lets `then` route with A's router.
    nonisolated private static func chain(
        _ description: String, tree: String, then: @escaping @MainActor @Sendable (ModuleRouter) throws -> Void
    ) -> Chain {
        Chain(description: description, tree: tree) { fixture in
            let home = try #require(fixture.screen("Home"))
            var a: ModuleRouter?
            try home.router.push { seed in
                let screen = RouteScreen("A", seed: seed)
                a = screen.router
                return screen
            }
            try then(try #require(a))
        }
    }

    nonisolated static let chains: [Chain] = [
        chain("A pushes B", tree: "stack#1[Home, A, B]") { a in try a.push({ RouteScreen("B", seed: $0) }) },
        chain("A pushes B, B pushes C", tree: "stack#1[Home, A, B, C]") { a in
            var b: ModuleRouter?
            try a.push { seed in
                let screen = RouteScreen("B", seed: seed)
                b = screen.router
                return screen
            }
            try #require(b).push({ RouteScreen("C", seed: $0) })
        },
        chain("A presents B", tree: "stack#1[Home, A] > B") { a in try a.presentModally({ RouteScreen("B", seed: $0) })
        },
        chain("A sets its stack", tree: "stack#1[X, Y]") { a in
            try a.setStack([{ RouteScreen("X", seed: $0) }, { RouteScreen("Y", seed: $0) }])
        },
        chain("A replaces itself", tree: "stack#1[Home, Z]") { a in
            try a.replaceTopModule({ RouteScreen("Z", seed: $0) })
        },
        chain("A pushes B, then focuses", tree: "stack#1[Home, A]") { a in
            try a.push({ RouteScreen("B", seed: $0) })
            try a.focusOnCurrentModule()
        },
        chain("A dismisses itself", tree: "stack#1[Home]") { a in try a.dismissCurrentModule() },
    ]

    @Test(arguments: chains)
    func aChainedHandlerEndsWhereItsTapEndsAndLeavesNothingWhenReleased(_ chain: Chain) throws {
        let worlds = try threeWorlds(setUp: { try $0.setUpStack("/Home") }, action: chain.handler)

        #expect(worlds.tap.tree == chain.tree)
        #expect(worlds.pop?.tree == worlds.tap.tree)
        #expect(worlds.pop?.changes == worlds.tap.changes)
        #expect(worlds.pop?.states == ["session#1 inPeek", "session#1 popped"])
        #expect(worlds.releaseLeftWorldAsItWas)
    }

    @Test func theFirstScreenOfAChainIsThePreview() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home")

        let preview = try fixture.peek { try Self.chains[0].handler(fixture) }

        #expect(preview?.screenName == "A")
        #expect(fixture.nav.diagnostics.codes == [])
    }

    /// Outside the window the rule does not hold: a module only previewed
    /// (frozen in a peek that is showing) cannot route yet.
    @Test func aPreviewedModulesRouterStillRefusesOutsideTheCaptureWindow() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home")
        let preview = try #require(try fixture.peek { try Self.chains[0].handler(fixture) } as? RouteScreen)

        #expect(throws: NavigationError.self) { try preview.router.push({ RouteScreen("B", seed: $0) }) }
        #expect(fixture.states == ["session#1 inPeek"])
    }
}
