import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// One set-stack transition behind every set-stack call: after the module
/// dismissed itself in the same window, a pop ends where a tap ends (H2).
@MainActor
struct SetStackEquivalenceTests {
    enum Call: String, CaseIterable, CustomStringConvertible {
        case setStack, keepingFirst, replaceTopModule

        var description: String { rawValue }

        @MainActor func make(on router: ModuleRouter) throws {
            let build: (RouterSeed) -> any Screen = { seed in RouteScreen("C", seed: seed) }
            switch self {
            case .setStack: try router.setStack([build])
            case .keepingFirst: try router.setStack(keepingFirst: 1, [build])
            case .replaceTopModule: try router.replaceTopModule(build)
            }
        }

        /// Where the tap ends: the module's stack as it is after the dismissal.
        var tree: String {
            switch self {
            case .setStack, .replaceTopModule: "stack#1[C]"
            case .keepingFirst: "stack#1[A, C]"
            }
        }
    }

    @Test(arguments: Call.allCases)
    func aSetStackAfterTheModuleDismissedItselfEndsWhereATapEnds(_ call: Call) throws {
        let worlds = try threeWorlds(
            setUp: { try $0.setUpStack("/A/B") },
            action: { fixture in
                let b = try #require(fixture.screen("B"))
                try b.router.dismissCurrentModule()
                try call.make(on: b.router)
            }
        )

        #expect(worlds.tap.tree == call.tree)
        #expect(worlds.pop?.tree == worlds.tap.tree)
        #expect(worlds.pop?.changes == worlds.tap.changes)
        #expect(worlds.pop?.states == ["session#1 inPeek", "session#1 popped"])
        #expect(worlds.releaseLeftWorldAsItWas)
    }
}
