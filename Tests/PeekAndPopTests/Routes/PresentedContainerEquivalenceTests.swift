import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Every container call, made by a module inside a presented split, inside
/// presented tabs, inside tabs in a tab, or inside an app's own split kind,
/// pops exactly as a tap does and releases to the start (H1–H5): the
/// routers of a presented or nested container act as they do at the root.
@MainActor
struct PresentedContainerEquivalenceTests {
    enum Composition: String, CaseIterable, CustomStringConvertible, Sendable {
        /// `stack[Home] > split{stack[Inbox] | stack[Mail]}`, pressed on `Inbox`.
        case presentedSplit
        /// `stack[Home] > tabs{*stack[First], stack[Second]}`, pressed on `First`.
        case presentedTabs
        /// `tabs{stack[Home], *tabs{*stack[First], stack[Second]}}`, pressed on `First`.
        case tabsInATab
        /// `stack[Home] > tabs{*split{stack[Inbox] | stack[Mail]}, stack[Second]}`, pressed on `Inbox`.
        case presentedTabsOfASplit
        /// `stack[Home] > appsplit{*split{stack[Inbox] | stack[Mail]}}`, pressed on `Inbox`.
        case presentedCustomSplit

        var description: String { rawValue }

        /// The calls its pressed module answers.
        nonisolated var actions: [ContainerAction] {
            switch self {
            case .presentedSplit, .presentedCustomSplit: ContainerAction.split
            case .presentedTabs, .tabsInATab: ContainerAction.tabs
            case .presentedTabsOfASplit: ContainerAction.split + ContainerAction.tabs
            }
        }

        @MainActor func makeWorld() -> TapPopEquivalence.World {
            let make: (String) -> (RouterSeed) -> any Screen = { name in { seed in NavScreen(name, seed: seed) } }
            let engine = PeekEngine(clock: ManualClock(), diagnostics: .discard)
            let host = NavigationHost(engine: engine, clock: ManualClock())
            host.registerRouteHandler(for: "d") { _ in [.push { NavScreen("D", seed: $0) }] }
            let split = RootContent.split(primary: [make("Inbox")], secondary: [make("Mail")])
            let content: RootContent
            switch self {
            case .presentedSplit: content = split
            case .presentedTabs, .tabsInATab: content = .tabs([[make("First")], [make("Second")]])
            case .presentedTabsOfASplit: content = .tabs([.container(split), .stack([make("Second")])])
            case .presentedCustomSplit:
                content = .container([split]) { id, children in
                    CustomContainerKindTests.Custom(id: id, name: "appsplit", children: children)
                }
            }
            if self == .tabsInATab {
                host.setRoot(.tabs([.stack([make("Home")]), .container(content)], selectedIndex: 1))
            } else {
                host.setRoot(.stack([make("Home")]))
                let home = host.screensInTree().first as! NavScreen
                _ = try? home.router.present(content)
            }
            let pressed = self == .presentedTabs || self == .tabsInATab ? "First" : "Inbox"
            let source = host.screensInTree().first { $0.screenName == pressed } as! NavScreen
            return TapPopEquivalence.World(host: host, source: source, router: source.router)
        }
    }

    nonisolated static var cases: [(Composition, ContainerAction)] {
        Composition.allCases.flatMap { composition in composition.actions.map { (composition, $0) } }
    }

    @Test(arguments: Self.cases)
    func everyCallInsideAPresentedOrNestedContainerPopsAsATap(
        _ composition: Composition, _ action: ContainerAction
    ) throws {
        let report = try TapPopEquivalence.check(makeWorld: composition.makeWorld) { world in
            try action.run(world, tag: "1")
            if !action.showsScreen { try world.router.push { NavScreen("Shown", seed: $0) } }
        }

        #expect(report.isEquivalent, "\(report)")
        #expect(report.popError == nil, "\(report)")
        #expect(!report.tap.isStructurallyEqual(to: report.start), "the tap changed the tree: \(report)")
        if composition != .tabsInATab, action != .replaceRoot {
            // The calls act on the presented container, never on the root (H4, H5).
            #expect(report.tap.root?.description == "stack#1[Home]", "\(report)")
        }
    }
}
