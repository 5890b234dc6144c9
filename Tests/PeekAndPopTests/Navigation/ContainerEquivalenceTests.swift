import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// One call of a container module's router or of the pressed module's, as a
/// tap handler on a split or tab root would make it (H5).
enum ContainerAction: String, CaseIterable, CustomStringConvertible, Sendable {
    case setPrimary, pushPrimary, setSecondary, pushSecondary
    case addTab, removeTab, replaceTab, selectTab
    case replaceRoot, push, presentInNavigationStack, deepLink

    /// The calls a split root answers.
    static let split: [ContainerAction] = [
        .setPrimary, .pushPrimary, .setSecondary, .pushSecondary, .replaceRoot, .push, .presentInNavigationStack,
        .deepLink,
    ]

    /// The calls a tab root answers.
    static let tabs: [ContainerAction] = [
        .addTab, .removeTab, .replaceTab, .selectTab, .replaceRoot, .push, .presentInNavigationStack, .deepLink,
    ]

    /// Whether the call shows a screen (and so can give a peek its preview, S3).
    var showsScreen: Bool { self != .removeTab && self != .selectTab }

    var description: String { rawValue }

    /// Makes the call; `tag` names the screens it builds.
    @MainActor
    func run(_ world: TapPopEquivalence.World, tag: String) throws {
        let make: (String) -> (RouterSeed) -> any Screen = { name in { seed in NavScreen(name, seed: seed) } }
        let router = world.router
        switch self {
        case .setPrimary: try #require(router.splitRouter).setPrimary([make("Master\(tag)")])
        case .pushPrimary: try #require(router.splitRouter).pushPrimary(make("Folder\(tag)"))
        case .setSecondary: try #require(router.splitRouter).setSecondary(make("Mail\(tag)"))
        case .pushSecondary: try #require(router.splitRouter).pushSecondary(make("Attachment\(tag)"))
        case .addTab: try #require(router.tabsRouter).addTab(select: true, [make("Tab\(tag)")])
        case .removeTab: try #require(router.tabsRouter).removeTab(at: 1)
        case .replaceTab: try #require(router.tabsRouter).replaceTab(at: 1, [make("Replaced\(tag)")])
        case .selectTab: try #require(router.tabsRouter).selectTab(1)
        case .replaceRoot where router.tabsRouter != nil:
            try router.replaceRoot(.tabs([[make("NewRoot\(tag)")], [make("NewTab\(tag)")]]))
        case .replaceRoot: try router.replaceRoot(.split(primary: [make("NewRoot\(tag)")]))
        case .push: try router.push(make("Pushed\(tag)"))
        case .presentInNavigationStack: try router.presentInNavigationStack(make("Stacked\(tag)"))
        case .deepLink: try router.openRelative("/d")
        }
    }
}

/// A split root `split#1{stack#2[Inbox] | stack#3[Mail]}`, pressed on `Inbox`,
/// with a route `/d` that pushes `D`.
@MainActor
func makeSplitWorld() -> TapPopEquivalence.World {
    let engine = PeekEngine(clock: ManualClock(), diagnostics: .discard)
    let host = NavigationHost(engine: engine, clock: ManualClock())
    host.setRoot(.split(primary: [{ NavScreen("Inbox", seed: $0) }], secondary: [{ NavScreen("Mail", seed: $0) }]))
    host.registerRouteHandler(for: "d") { _ in [.push { NavScreen("D", seed: $0) }] }
    let inbox = host.screensInTree().first as! NavScreen
    return TapPopEquivalence.World(host: host, source: inbox, router: inbox.router)
}

/// Every container call, single and in dependent pairs, pops exactly as a
/// tap does and releases to the start (H1–H5).
@MainActor
struct ContainerEquivalenceTests {
    private static func pairs(_ actions: [ContainerAction]) -> [(ContainerAction, ContainerAction)] {
        actions.flatMap { first in
            actions.compactMap { second in first.showsScreen || second.showsScreen ? (first, second) : nil }
        }
    }

    @Test(arguments: ContainerAction.split)
    func everySplitCallPopsAsATap(_ action: ContainerAction) throws {
        let report = try TapPopEquivalence.check(makeWorld: makeSplitWorld) { world in
            try action.run(world, tag: "1")
        }

        #expect(report.isEquivalent, "\(report)")
        if action != .setPrimary && action != .pushPrimary {
            #expect(report.popShowsPreview, "\(report)")  // The primary column's top is visible, not topmost.
        }
        #expect(!report.tap.isStructurallyEqual(to: report.start), "the tap changed the tree")
    }

    @Test(arguments: ContainerAction.tabs)
    func everyTabCallPopsAsATap(_ action: ContainerAction) throws {
        let report = try TapPopEquivalence.check(makeWorld: makeEquivalenceWorld) { world in
            try action.run(world, tag: "1")
            if !action.showsScreen { try world.router.push { NavScreen("Shown", seed: $0) } }
        }

        #expect(report.isEquivalent, "\(report)")
        #expect(!report.tap.isStructurallyEqual(to: report.start), "the tap changed the tree")
    }

    @Test func everyDependentPairOnASplitPopsAsATap() throws {
        for (first, second) in Self.pairs(ContainerAction.split) {
            let report = try TapPopEquivalence.check(makeWorld: makeSplitWorld) { world in
                try first.run(world, tag: "1")
                try second.run(world, tag: "2")
            }
            #expect(report.isEquivalent, "\(first) then \(second): \(report)")
            #expect(report.previewName != nil, "\(first) then \(second): \(report)")
        }
    }

    @Test func everyDependentPairOnTabsPopsAsATap() throws {
        // `removeTab` then `replaceTab` at the same index: the second call
        // throws `tabIndexOutOfRange` in `onPeek` as at a tap, so there is no
        // preview (FrozenTabEditTests).
        for (first, second) in Self.pairs(ContainerAction.tabs) where (first, second) != (.removeTab, .replaceTab) {
            let report = try TapPopEquivalence.check(makeWorld: makeEquivalenceWorld) { world in
                try first.run(world, tag: "1")
                try second.run(world, tag: "2")
            }
            #expect(report.isEquivalent, "\(first) then \(second): \(report)")
            #expect(report.previewName != nil, "\(first) then \(second): \(report)")
        }
    }

    @Test func aSplitCollapsedBetweenPeekAndPopGetsTheCallsAsATapWouldThen() throws {
        let tap = makeSplitWorld()
        let popped = makeSplitWorld()
        guard case .split(let tapSplit)? = tap.host.root, case .split(let popSplit)? = popped.host.root else {
            Issue.record("no split root")
            return
        }
        tap.host.handleSplitCollapse(tapSplit, isCollapsed: true)
        try ContainerAction.pushSecondary.run(tap, tag: "1")
        try ContainerAction.push.run(tap, tag: "2")

        let view = ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let context = popped.host.registerForPreviewing(popped.source, sourceView: view) { _, _ in
            try? ContainerAction.pushSecondary.run(popped, tag: "1")
            try? ContainerAction.push.run(popped, tag: "2")
        }
        let preview = try #require(popped.host.engine.preview(for: context, at: Point(x: 5, y: 5)))
        popped.host.handleSplitCollapse(popSplit, isCollapsed: true)
        try popped.host.engine.commit(preview)

        #expect(popped.host.snapshot().isStructurallyEqual(to: tap.host.snapshot()))
        #expect(
            tap.host.snapshot().description
                == "split#1{stack#2[Inbox, Mail, Attachment1, Pushed2] | stack#3[] collapsed}")
    }
}
