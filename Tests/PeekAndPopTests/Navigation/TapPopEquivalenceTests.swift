import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// One routing call of the pressed module, as a tap handler would make it.
enum NavAction: String, CaseIterable, CustomStringConvertible, Sendable {
    case push, presentModally, presentInNavigationStack, setStack, selectTab, dismiss, focus, deepLink

    /// Whether the call shows a screen (and so can give a peek its preview, S3).
    var showsScreen: Bool {
        switch self {
        case .push, .presentModally, .presentInNavigationStack, .setStack, .deepLink: true
        case .selectTab, .dismiss, .focus: false
        }
    }

    var description: String { rawValue }

    /// Makes the call from `router`; `tag` names the screens it builds.
    @MainActor
    func run(_ router: ModuleRouter, tag: String) throws {
        let make: (String) -> (RouterSeed) -> any Screen = { name in { seed in NavScreen(name, seed: seed) } }
        switch self {
        case .push: try router.push(make("Pushed\(tag)"))
        case .presentModally: try router.presentModally(make("Modal\(tag)"))
        case .presentInNavigationStack: try router.presentInNavigationStack(make("Stacked\(tag)"))
        case .setStack: try router.setStack([make("Root\(tag)"), make("Top\(tag)")])
        case .selectTab: try router.selectTab(1)
        case .dismiss: try router.dismissCurrentModule()
        case .focus: try router.focusOnCurrentModule()
        case .deepLink: try router.openRelative("/d")
        }
    }
}

/// Two calls of one tap handler, the second depending on the first (H2).
struct NavActionPair: CustomStringConvertible, Sendable {
    let first: NavAction
    let second: NavAction

    var description: String { "\(first) then \(second)" }

    /// Every ordered pair that shows a screen, so that a peek has a preview.
    static let all: [NavActionPair] = NavAction.allCases.flatMap { first in
        NavAction.allCases.compactMap { second in
            first.showsScreen || second.showsScreen ? NavActionPair(first: first, second: second) : nil
        }
    }
}

/// A world for the equivalence check: tabs `{*[Home, List], [Settings]}`,
/// pressed on `List`, with a route `/d` that pushes `D`.
@MainActor
func makeEquivalenceWorld() -> TapPopEquivalence.World {
    let engine = PeekEngine(clock: ManualClock(), diagnostics: .discard)
    let host = NavigationHost(engine: engine, clock: ManualClock())
    host.setRoot(
        .tabs([
            [{ NavScreen("Home", seed: $0) }, { NavScreen("List", seed: $0) }],
            [{ NavScreen("Settings", seed: $0) }],
        ]))
    host.registerRouteHandler(for: "d") { _ in [.push { NavScreen("D", seed: $0) }] }
    let list = host.topmostScreen as! NavScreen
    return TapPopEquivalence.World(host: host, source: list, router: list.router)
}

@MainActor
struct TapPopEquivalenceTests {
    @Test(arguments: NavAction.allCases.filter(\.showsScreen))
    func everyKindThatShowsAScreenPopsAsATap(_ action: NavAction) throws {
        let report = try TapPopEquivalence.check(makeWorld: makeEquivalenceWorld) { world in
            try action.run(world.router, tag: "1")
        }

        #expect(report.isEquivalent, "\(report)")
        #expect(report.popShowsPreview, "\(report)")
        #expect(!report.tap.isStructurallyEqual(to: report.start), "the tap changed the tree")
    }

    @Test(arguments: NavActionPair.all)
    func everyDependentPairPopsAsATap(_ pair: NavActionPair) throws {
        let report = try TapPopEquivalence.check(makeWorld: makeEquivalenceWorld) { world in
            try pair.first.run(world.router, tag: "1")
            try pair.second.run(world.router, tag: "2")
        }

        #expect(report.isEquivalent, "\(report)")
        #expect(report.previewName != nil, "\(report)")
    }

    @Test func theReportNamesEveryLayerThatDiffers() {
        let tap = NavigationSnapshot(
            root: .stack(ContainerID(rawValue: 1), [ScreenSnapshot(id: ObjectIdentifier(Int.self), name: "Home")]),
            presentations: [
                .stack(ContainerID(rawValue: 2), [ScreenSnapshot(id: ObjectIdentifier(Int.self), name: "P")])
            ]
        )
        let pop = NavigationSnapshot(
            root: .stack(
                ContainerID(rawValue: 1),
                [
                    ScreenSnapshot(id: ObjectIdentifier(String.self), name: "Home"),
                    ScreenSnapshot(id: ObjectIdentifier(String.self), name: "D"),
                ]
            ),
            presentations: []
        )

        #expect(
            pop.structuralDifferences(from: tap) == [
                "root: stack#1[Home, D] ≠ stack#1[Home]",
                "presentation 1: nothing ≠ stack#2[P]",
            ]
        )
        #expect(!pop.isStructurallyEqual(to: tap))
        #expect(tap.isStructurallyEqual(to: tap))
    }
}
