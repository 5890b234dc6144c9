import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting

/// The model-based fuzzer's navigation part: random routing calls — taps, and
/// calls frozen in `onPeek` then popped or released — on a headless host whose
/// animator holds its completions, checked after every operation against a
/// reference model of the tree that follows the rules directly: the model
/// changes when a transition is performed (H3), calls bind to the tree as it
/// is then (H2), pushes and presentations go to the topmost container (H4),
/// and a released peek changes nothing (S8).
///
/// ```swift
/// if let failure = NavigationFuzzer.check(sequences: 1_000, length: 40, firstSeed: 1) {
///     print(failure)   // the seed, the operations, what the host and the model show
/// }
/// ```
@MainActor
public enum NavigationFuzzer {
    /// A sequence whose host disagreed with the model.
    public struct Failure: Error, CustomStringConvertible {
        /// The seed that generated the sequence.
        public let seed: UInt64
        /// The operations run, the last one being where they disagreed.
        public let operations: [String]
        /// What the host shows, container numbers removed.
        public let host: String
        /// What the model shows.
        public let model: String

        /// The seed, the operations, and what the host and the model show.
        public var description: String {
            "navigation fuzz seed \(seed): after\n  " + operations.joined(separator: "\n  ")
                + "\nthe host shows \(host)\nthe model shows \(model)"
        }
    }

    /// Runs `sequences` sequences of `length` operations from consecutive
    /// seeds; returns the first failure, or `nil`.
    ///
    /// - Parameter deviation: For the checker's own test: a planted deviation
    ///   of the model that the check must catch.
    public static func check(
        sequences: Int, length: Int, firstSeed: UInt64, deviation: Bool = false
    ) -> Failure? {
        for offset in 0..<sequences {
            var world = NavigationWorld(seed: firstSeed &+ UInt64(offset), deviation: deviation)
            if let failure = world.run(length: length) {
                return failure
            }
        }
        return nil
    }
}

/// The reference model: a root of one stack, tabs of stacks (added, removed,
/// replaced and selected as the run goes), or a split (collapsed and expanded
/// by the user), and a chain of presentations (a stack, a single screen,
/// presented tabs of stacks, or a presented split of two stacks, H5).
struct NavigationModel: Equatable {
    enum Layer: Equatable {
        case stack([String])
        case screen(String)
        case tabs([[String]], selected: Int)
        /// A presented split, expanded: its primary and secondary columns.
        case split(primary: [String], secondary: [String])
    }

    static func renderSplit(_ primary: [String], _ secondary: [String], collapsed: Bool = false) -> String {
        "split{stack[\(primary.joined(separator: ", "))] | stack[\(secondary.joined(separator: ", "))]"
            + (collapsed ? " collapsed}" : "}")
    }

    static func renderTabs(_ tabs: [[String]], selected: Int) -> String {
        "tabs{"
            + tabs.enumerated().map {
                ($0.offset == selected ? "*" : "") + "stack[\($0.element.joined(separator: ", "))]"
            }
            .joined(separator: ", ") + "}"
    }

    enum Root: Equatable {
        case stack([String])
        case tabs([[String]], selected: Int)
        case split(primary: [String], secondary: [String])
    }

    var root: Root
    var presentations: [Layer] = []
    /// While the split is collapsed, how many of its primary stack's screens
    /// were the primary column's when it collapsed; `nil` while expanded.
    var collapsedPrimaryCount: Int?

    /// The description the host's snapshot has, container numbers removed.
    var rendered: String {
        let rootText: String =
            switch root {
            case .stack(let screens): "stack[\(screens.joined(separator: ", "))]"
            case .tabs(let tabs, let selected): Self.renderTabs(tabs, selected: selected)
            case .split(let primary, let secondary):
                Self.renderSplit(primary, secondary, collapsed: collapsedPrimaryCount != nil)
            }
        let layers = presentations.map { layer in
            switch layer {
            case .stack(let screens): "stack[\(screens.joined(separator: ", "))]"
            case .screen(let name): name
            case .tabs(let tabs, let selected): Self.renderTabs(tabs, selected: selected)
            case .split(let primary, let secondary): Self.renderSplit(primary, secondary)
            }
        }
        return ([rootText] + layers).joined(separator: " > ")
    }

    /// The names of the screens the user sees: only they can be peeked (H7).
    var visible: [String] {
        if let last = presentations.last {
            switch last {
            case .stack(let screens): return screens.last.map { [$0] } ?? []
            case .screen(let name): return [name]
            case .tabs(let tabs, let selected): return tabs[selected].last.map { [$0] } ?? []
            case .split(let primary, let secondary): return [primary.last, secondary.last].compactMap { $0 }
            }
        }
        switch root {
        case .stack(let screens): return screens.last.map { [$0] } ?? []
        case .tabs(let tabs, let selected): return tabs[selected].last.map { [$0] } ?? []
        case .split(let primary, let secondary): return [primary.last, secondary.last].compactMap { $0 }
        }
    }

    /// Every screen in the tree.
    var all: [String] {
        let rootScreens: [String] =
            switch root {
            case .stack(let screens): screens
            case .tabs(let tabs, _): tabs.flatMap { $0 }
            case .split(let primary, let secondary): primary + secondary
            }
        return rootScreens
            + presentations.flatMap { layer -> [String] in
                switch layer {
                case .stack(let screens): screens
                case .screen(let name): [name]
                case .tabs(let tabs, _): tabs.flatMap { $0 }
                case .split(let primary, let secondary): primary + secondary
                }
            }
    }

    // MARK: Transitions, applied when performed (H2, H3)

    /// Push onto the topmost stack; a new presented stack over a bare screen (H4).
    mutating func push(_ name: String) {
        if let last = presentations.last {
            switch last {
            case .stack(let screens): presentations[presentations.count - 1] = .stack(screens + [name])
            case .screen: presentations.append(.stack([name]))
            case .tabs(var tabs, let selected):
                tabs[selected].append(name)
                presentations[presentations.count - 1] = .tabs(tabs, selected: selected)
            case .split(let primary, let secondary):
                // Onto its topmost stack, as at the root (H4, H5).
                presentations[presentations.count - 1] =
                    secondary.isEmpty
                    ? .split(primary: primary + [name], secondary: secondary)
                    : .split(primary: primary, secondary: secondary + [name])
            }
            return
        }
        switch root {
        case .stack(let screens): root = .stack(screens + [name])
        case .tabs(var tabs, let selected):
            tabs[selected].append(name)
            root = .tabs(tabs, selected: selected)
        case .split(let primary, let secondary):
            root =
                secondary.isEmpty
                ? .split(primary: primary + [name], secondary: secondary)
                : .split(primary: primary, secondary: secondary + [name])
        }
    }

    mutating func present(_ layer: Layer) {
        presentations.append(layer)
    }

    /// Where `name` is: the layer (0 for the root) and its position in its stack.
    func locate(_ name: String) -> (level: Int, stack: Int?, index: Int)? {
        switch root {
        case .stack(let screens):
            if let index = screens.firstIndex(of: name) { return (0, 0, index) }
        case .tabs(let tabs, _):
            for (tab, screens) in tabs.enumerated() {
                if let index = screens.firstIndex(of: name) { return (0, tab, index) }
            }
        case .split(let primary, let secondary):
            if let index = primary.firstIndex(of: name) { return (0, 0, index) }
            if let index = secondary.firstIndex(of: name) { return (0, 1, index) }
        }
        for (offset, layer) in presentations.enumerated() {
            switch layer {
            case .stack(let screens):
                if let index = screens.firstIndex(of: name) { return (offset + 1, 0, index) }
            case .screen(let screen) where screen == name:
                return (offset + 1, nil, 0)
            case .screen:
                break
            case .tabs(let tabs, _):
                for (tab, screens) in tabs.enumerated() {
                    if let index = screens.firstIndex(of: name) { return (offset + 1, tab, index) }
                }
            case .split(let primary, let secondary):
                if let index = primary.firstIndex(of: name) { return (offset + 1, 0, index) }
                if let index = secondary.firstIndex(of: name) { return (offset + 1, 1, index) }
            }
        }
        return nil
    }

    fileprivate mutating func truncate(level: Int, stack: Int, to count: Int) {
        if level > 0 {
            if case .stack(let screens) = presentations[level - 1] {
                presentations[level - 1] = .stack(Array(screens.prefix(count)))
            } else if case .tabs(var tabs, let selected) = presentations[level - 1] {
                tabs[stack] = Array(tabs[stack].prefix(count))
                presentations[level - 1] = .tabs(tabs, selected: selected)
            } else if case .split(let primary, let secondary) = presentations[level - 1] {
                presentations[level - 1] =
                    stack == 0
                    ? .split(primary: Array(primary.prefix(count)), secondary: secondary)
                    : .split(primary: primary, secondary: Array(secondary.prefix(count)))
            }
            return
        }
        switch root {
        case .stack(let screens): root = .stack(Array(screens.prefix(count)))
        case .tabs(var tabs, let selected):
            tabs[stack] = Array(tabs[stack].prefix(count))
            root = .tabs(tabs, selected: selected)
        case .split(let primary, let secondary):
            root =
                stack == 0
                ? .split(primary: Array(primary.prefix(count)), secondary: secondary)
                : .split(primary: primary, secondary: Array(secondary.prefix(count)))
        }
    }

    /// Undoes what showed `name` and everything after it (H4: the asking module).
    mutating func dismiss(_ name: String) {
        guard let (level, stack, index) = locate(name) else { return }
        if let stack, index > 0 {
            truncate(level: level, stack: stack, to: index)
            presentations.removeSubrange(level...)
        } else if level > 0 {
            presentations.removeSubrange((level - 1)...)
        }
    }

    /// Undoes everything after `name`.
    mutating func focus(_ name: String) {
        guard let (level, stack, index) = locate(name) else { return }
        if let stack { truncate(level: level, stack: stack, to: index + 1) }
        presentations.removeSubrange(level...)
    }

    /// Shows the destination screen `name`, as performed: where the tree
    /// holds it, revealed (its tab selected, the presentations over it
    /// dismissed, the screens above it popped); else pushed (H9).
    mutating func showDestination(_ name: String) {
        guard let (level, stack, _) = locate(name) else { return push(name) }
        if let stack, level == 0, case .tabs(let tabs, _) = root {
            root = .tabs(tabs, selected: stack)
        } else if let stack, level > 0, case .tabs(let tabs, _) = presentations[level - 1] {
            presentations[level - 1] = .tabs(tabs, selected: stack)
        }
        focus(name)
    }

    /// Selects a tab of the tabs `source` is in (presented ones, H5), or
    /// else of the root's.
    mutating func selectTab(_ index: Int, from source: String) {
        if let (level, _, _) = locate(source), level > 0, case .tabs(let tabs, _) = presentations[level - 1] {
            if tabs.indices.contains(index) { presentations[level - 1] = .tabs(tabs, selected: index) }
            return
        }
        if case .tabs(let tabs, _) = root, tabs.indices.contains(index) {
            root = .tabs(tabs, selected: index)
        }
    }

    /// While collapsed, how many screens of the primary stack are the
    /// primary column's own.
    private func primaryCount(_ primary: [String]) -> Int {
        collapsedPrimaryCount.map { min($0, primary.count) } ?? primary.count
    }

    /// The presented split `source` is in, by its layer; `nil` when it is
    /// in none (the calls then go to the root's split, H5).
    private func presentedSplit(of source: String) -> Int? {
        guard let (level, _, _) = locate(source), level > 0, case .split = presentations[level - 1] else { return nil }
        return level - 1
    }

    /// Changes the columns of the presented split at `layer`.
    private mutating func changeSplit(at layer: Int, _ change: (inout [String], inout [String]) -> Void) {
        guard case .split(var primary, var secondary) = presentations[layer] else { return }
        change(&primary, &secondary)
        presentations[layer] = .split(primary: primary, secondary: secondary)
    }

    mutating func setSecondary(_ name: String, from source: String) {
        if let layer = presentedSplit(of: source) {
            changeSplit(at: layer) { _, secondary in secondary = [name] }
            return
        }
        setSecondary(name)
    }

    mutating func pushSecondary(_ name: String, from source: String) {
        if let layer = presentedSplit(of: source) {
            changeSplit(at: layer) { _, secondary in secondary.append(name) }
            return
        }
        pushSecondary(name)
    }

    mutating func pushPrimary(_ name: String, from source: String) {
        if let layer = presentedSplit(of: source) {
            changeSplit(at: layer) { primary, _ in primary.append(name) }
            return
        }
        pushPrimary(name)
    }

    mutating func setSecondary(_ name: String) {
        guard case .split(let primary, _) = root else { return }
        if collapsedPrimaryCount != nil {
            root = .split(primary: Array(primary.prefix(primaryCount(primary))) + [name], secondary: [])
        } else {
            root = .split(primary: primary, secondary: [name])
        }
    }

    mutating func pushSecondary(_ name: String) {
        guard case .split(let primary, let secondary) = root else { return }
        if collapsedPrimaryCount != nil {
            root = .split(primary: primary + [name], secondary: [])
        } else {
            root = .split(primary: primary, secondary: secondary + [name])
        }
    }

    mutating func pushPrimary(_ name: String) {
        guard case .split(var primary, let secondary) = root else { return }
        if collapsedPrimaryCount != nil {
            let count = primaryCount(primary)
            primary.insert(name, at: count)
            collapsedPrimaryCount = count + 1
            root = .split(primary: primary, secondary: [])
        } else {
            root = .split(primary: primary + [name], secondary: secondary)
        }
    }

    /// The user collapsed or expanded the split (a size-class change).
    mutating func setCollapsed(_ collapsed: Bool) {
        guard case .split(let primary, let secondary) = root, collapsed != (collapsedPrimaryCount != nil) else {
            return
        }
        if collapsed {
            collapsedPrimaryCount = primary.count
            root = .split(primary: primary + secondary, secondary: [])
        } else {
            let count = primaryCount(primary)
            collapsedPrimaryCount = nil
            root = .split(primary: Array(primary.prefix(count)), secondary: Array(primary.dropFirst(count)))
        }
    }

    // MARK: Tab edits, against the tabs as they are when performed (H2)

    mutating func addTab(_ name: String, at index: Int?, select: Bool) {
        guard case .tabs(var tabs, let selected) = root else { return }
        let position = min(index ?? tabs.count, tabs.count)
        tabs.insert([name], at: position)
        root = .tabs(tabs, selected: select ? position : (position <= selected ? selected + 1 : selected))
    }

    mutating func removeTab(at index: Int) {
        guard case .tabs(var tabs, let selected) = root, tabs.indices.contains(index), tabs.count > 1 else { return }
        tabs.remove(at: index)
        let now = index == selected ? max(0, index - 1) : (index < selected ? selected - 1 : selected)
        root = .tabs(tabs, selected: now)
    }

    mutating func replaceTab(at index: Int, with name: String) {
        guard case .tabs(var tabs, let selected) = root, tabs.indices.contains(index) else { return }
        tabs[index] = [name]
        root = .tabs(tabs, selected: selected)
    }

    /// How many tabs the root has; 0 without tabs.
    var tabCount: Int {
        if case .tabs(let tabs, _) = root { return tabs.count }
        return 0
    }

    /// A deep link that selects a tab of the root's tabs and pushes onto
    /// that tab's stack, under any presentation (H2: the steps go on from
    /// the stack they reached).
    mutating func deepLinkIntoTab(_ index: Int, pushing name: String) {
        guard case .tabs(var tabs, _) = root, tabs.indices.contains(index) else { return }
        tabs[index].append(name)
        root = .tabs(tabs, selected: index)
    }
}

/// One routing call of the fuzzer, made from a module.
enum NavigationCall: CaseIterable {
    case push, presentModally, presentInNavigationStack, presentTabs, presentSplit, deepLink, deepLinkIntoTab, dismiss
    case focus, selectTab
    case setSecondary, pushSecondary, pushPrimary
    case addTab, removeTab, replaceTab
    /// `navigate(to:)` a destination with one of three identities: the
    /// screen that shows it is found and revealed, or built and pushed (H9).
    case destination

    var showsScreen: Bool {
        switch self {
        case .dismiss, .focus, .selectTab: false
        default: true
        }
    }
}

/// A screen of the fuzzer's host.
@MainActor
final class FuzzNavScreen: Screen {
    let name: String
    let router: ModuleRouter

    init(_ name: String, seed: RouterSeed) {
        self.name = name
        self.router = ModuleRouter(seed: seed)
    }

    var screenName: String { name }
}

/// An animator that holds every completion until the fuzzer releases it.
@MainActor
final class HoldingAnimator: NavigationAnimator {
    var held: [@MainActor () -> Void] = []

    func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void) {
        held.append(completion)
    }
}

/// One sequence: a host, its model, and the operations so far.
@MainActor
struct NavigationWorld {
    let seed: UInt64
    let deviation: Bool
    var random: SplitMix64
    let clock = ManualClock()
    let engine: PeekEngine
    let host: NavigationHost
    let animator = HoldingAnimator()
    var model: NavigationModel
    var log: [String] = []
    /// Numbers the screens, shared with the deep link's handler.
    let names = NameCounter()
    var sourceViews: [ViewNode] = []
    /// Set when a pop's tree differs from the tree before the peek with the
    /// frozen calls' edits applied (H11): the live tree did not follow the
    /// edits the host showed.
    var editsDisagreement: String?
    /// User code that routes from inside a transition: a subscriber of the
    /// host's changes that, when armed, pushes a screen on the first change
    /// it sees (H3: after the change it saw, before the calls after it).
    let reentry = Reentry()
    let reentrySubscription: Subscription
    /// Every edit the live tree applied in the current operation (H11).
    let applied = AppliedEdits()

    init(seed: UInt64, deviation: Bool) {
        self.seed = seed
        self.deviation = deviation
        random = SplitMix64(seed: seed)
        engine = PeekEngine(clock: clock, diagnostics: .discard)
        host = NavigationHost(engine: engine, clock: clock, animator: animator)
        host.editObserver = { [applied] edit in applied.edits.append(edit) }
        reentrySubscription = host.changes.subscribe { [reentry, host] _ in
            MainActor.assumeIsolated {
                guard let name = reentry.armed else { return }
                reentry.armed = nil
                // Pushes go to the topmost stack whichever module asks (H4).
                guard let module = host.topmostScreen as? FuzzNavScreen else { return }
                if (try? module.router.push { FuzzNavScreen(name, seed: $0) }) != nil {
                    reentry.pushed = name
                }
            }
        }
        let names = self.names
        host.registerRouteHandler(for: "d") { _ in
            let name = names.next("D")
            return [.push { FuzzNavScreen(name, seed: $0) }]
        }
        // A deep link into a tab of the root's tabs, then a push there, even
        // under a presentation: its steps go on from the tab's stack.
        host.registerRouteHandler(for: "t") { element in
            let name = names.next("D")
            return [.selectTab(Int(element.argument ?? "") ?? 0), .push { FuzzNavScreen(name, seed: $0) }]
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            host.setRoot(.stack([{ FuzzNavScreen("Home", seed: $0) }]))
            model = NavigationModel(root: .stack(["Home"]))
        case 1:
            host.setRoot(.tabs([[{ FuzzNavScreen("Home", seed: $0) }], [{ FuzzNavScreen("Settings", seed: $0) }]]))
            model = NavigationModel(root: .tabs([["Home"], ["Settings"]], selected: 0))
        default:
            host.setRoot(
                .split(
                    primary: [{ FuzzNavScreen("Inbox", seed: $0) }], secondary: [{ FuzzNavScreen("Mail", seed: $0) }]))
            model = NavigationModel(root: .split(primary: ["Inbox"], secondary: ["Mail"]))
        }
    }

    /// Whether a split is in the tree: at the root, or presented (H5).
    private var isSplit: Bool {
        if case .split = model.root { return true }
        return model.presentations.contains { layer in
            if case .split = layer { return true }
            return false
        }
    }

    private var hasTabs: Bool {
        if case .tabs = model.root { return true }
        return false
    }

    private func screen(named name: String) -> FuzzNavScreen? {
        host.screensInTree().lazy.compactMap { $0 as? FuzzNavScreen }.first { $0.name == name }
    }

    private func newName(_ prefix: String) -> String {
        names.next(prefix)
    }

    /// A call that the root answers.
    private mutating func randomCall() -> NavigationCall {
        let calls = NavigationCall.allCases.filter { call in
            switch call {
            case .selectTab, .addTab, .removeTab, .replaceTab: hasTabs
            case .setSecondary, .pushSecondary, .pushPrimary: isSplit
            default: true
            }
        }
        return calls.randomElement(using: &random)!
    }

    /// Makes `call` from `module` on the host; returns how to apply it to the
    /// model when it is performed (nil when the call threw: nothing happens).
    private mutating func make(
        _ call: NavigationCall, from module: FuzzNavScreen
    ) -> ((inout NavigationModel) -> Void)? {
        let router = module.router
        let source = module.name
        do {
            switch call {
            case .push:
                let name = newName("P")
                try router.push { FuzzNavScreen(name, seed: $0) }
                return { $0.push(name) }
            case .presentModally:
                let name = newName("M")
                try router.presentModally { FuzzNavScreen(name, seed: $0) }
                return { $0.present(.screen(name)) }
            case .presentInNavigationStack:
                let name = newName("S")
                try router.presentInNavigationStack { FuzzNavScreen(name, seed: $0) }
                return { $0.present(.stack([name])) }
            case .presentTabs:
                // Any container may be presented (H5): tabs of two stacks.
                let (first, second) = (newName("T"), newName("T"))
                let selected = Int.random(in: 0...1, using: &random)
                try router.present(
                    .tabs(
                        [[{ FuzzNavScreen(first, seed: $0) }], [{ FuzzNavScreen(second, seed: $0) }]],
                        selectedIndex: selected))
                return { $0.present(.tabs([[first], [second]], selected: selected)) }
            case .presentSplit:
                // A split of two stacks presented (H5); the split calls of its
                // modules act on it.
                let (primary, secondary) = (newName("L"), newName("R"))
                try router.present(
                    .split(
                        primary: [{ FuzzNavScreen(primary, seed: $0) }],
                        secondary: [{ FuzzNavScreen(secondary, seed: $0) }]))
                return { $0.present(.split(primary: [primary], secondary: [secondary])) }
            case .destination:
                // Never the screen peeked from: the engine does not freeze a
                // call that shows the screen its preview is shown over.
                guard let key = (0...2).filter({ "K\($0)" != source }).randomElement(using: &random) else { return nil }
                let name = "K\(key)"
                try host.navigate(to: Destination("k", context: key) { _, seed in FuzzNavScreen(name, seed: seed) })
                return { $0.showDestination(name) }
            case .deepLink:
                try router.openRelative("/d")
                let name = names.last
                return { $0.push(name) }
            case .deepLinkIntoTab:
                let index = Int.random(in: 0...max(model.tabCount, 1), using: &random)
                try router.openRelative(Route(path: "/t:\(index)"))
                let name = names.last
                return { $0.deepLinkIntoTab(index, pushing: name) }
            case .dismiss:
                try router.dismissCurrentModule()
                return { $0.dismiss(source) }
            case .focus:
                try router.focusOnCurrentModule()
                return { $0.focus(source) }
            case .selectTab:
                let index = Int.random(in: 0...model.tabCount, using: &random)
                try router.selectTab(index)
                return { $0.selectTab(index, from: source) }
            case .addTab:
                let name = newName("Tab")
                let index = Bool.random(using: &random) ? nil : Int.random(in: 0...model.tabCount, using: &random)
                let select = Bool.random(using: &random)
                guard case .tabs(let tabs)? = host.root else { return nil }
                try tabs.router.addTab(at: index, select: select, [{ FuzzNavScreen(name, seed: $0) }])
                return { $0.addTab(name, at: index, select: select) }
            case .removeTab:
                let index = Int.random(in: 0...model.tabCount, using: &random)
                guard case .tabs(let tabs)? = host.root else { return nil }
                try tabs.router.removeTab(at: index)
                return { $0.removeTab(at: index) }
            case .replaceTab:
                let name = newName("Swap")
                let index = Int.random(in: 0...model.tabCount, using: &random)
                guard case .tabs(let tabs)? = host.root else { return nil }
                try tabs.router.replaceTab(at: index, [{ FuzzNavScreen(name, seed: $0) }])
                return { $0.replaceTab(at: index, with: name) }
            case .setSecondary:
                let name = newName("Detail")
                guard let split = router.splitRouter else { return nil }
                try split.setSecondary { FuzzNavScreen(name, seed: $0) }
                return { $0.setSecondary(name, from: source) }
            case .pushSecondary:
                let name = newName("Sub")
                guard let split = router.splitRouter else { return nil }
                try split.pushSecondary { FuzzNavScreen(name, seed: $0) }
                return { $0.pushSecondary(name, from: source) }
            case .pushPrimary:
                let name = newName("Folder")
                guard let split = router.splitRouter else { return nil }
                try split.pushPrimary { FuzzNavScreen(name, seed: $0) }
                return { $0.pushPrimary(name, from: source) }
            }
        } catch {
            return nil
        }
    }

    /// Runs `length` operations; returns the first disagreement.
    mutating func run(length: Int) -> NavigationFuzzer.Failure? {
        for _ in 0..<length {
            let before = host.snapshot()
            applied.edits.removeAll()
            step()
            checkApplied(from: before)
            if let failure = compare() { return failure }
            if let last = log.popLast() { log.append(last + "  → " + model.rendered) }
        }
        return nil
    }

    private mutating func step() {
        switch Int.random(in: 0..<10, using: &random) {
        case 0...3:
            tap()
        case 4...6:
            peek()
        case 7:
            if !animator.held.isEmpty {
                log.append("complete the oldest animation")
                animator.held.removeFirst()()
            }
        case 8:
            log.append("the watchdog fires")
            clock.advance(by: .seconds(3))
            host.runDueChecks()
        default:
            interact()
        }
    }

    /// A tap on any module in the tree, covered or not: routers of covered
    /// modules still route (H4).
    private mutating func tap() {
        guard let name = model.all.randomElement(using: &random), let module = screen(named: name) else { return }
        let call = randomCall()
        let reentrant = armReentry()
        log.append("tap \(call) from \(name)" + (reentrant.map { ", a subscriber pushes \($0)" } ?? ""))
        if let apply = make(call, from: module) {
            applyReentrant([apply])
        } else {
            applyReentrant([])
        }
    }

    /// Arms the routing subscriber for the next operation, one time in four.
    private mutating func armReentry() -> String? {
        reentry.armed = nil
        reentry.pushed = nil
        guard Int.random(in: 0..<4, using: &random) == 0 else { return nil }
        let name = newName("R")
        reentry.armed = name
        return name
    }

    /// Applies the performed calls to the model, and the subscriber's push
    /// right after the first one that changed the tree.
    private mutating func applyReentrant(_ applies: [(inout NavigationModel) -> Void]) {
        var pushed = reentry.pushed
        reentry.armed = nil
        reentry.pushed = nil
        for apply in applies {
            let before = model
            apply(&model)
            if let name = pushed, model != before {
                model.push(name)
                pushed = nil
            }
        }
        if let name = pushed {
            log.append("  (the subscriber pushed \(name) without a change the model saw)")
            model.push(name)
        }
    }

    /// A peek on a visible screen whose onPeek makes one or two calls, then a
    /// pop or a release.
    private mutating func peek() {
        guard let name = model.visible.randomElement(using: &random), let module = screen(named: name) else { return }
        let calls = (0..<Int.random(in: 1...2, using: &random)).map { _ in randomCall() }
        let pops = Bool.random(using: &random)
        log.append("peek from \(name): \(calls) then \(pops ? "pop" : "release")")
        var applies: [(inout NavigationModel) -> Void] = []
        var world = self
        let view = ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        sourceViews.append(view)
        let context = host.registerForPreviewing(module, sourceView: view) { _, _ in
            for call in calls {
                if let apply = world.make(call, from: module) { applies.append(apply) }
            }
        }
        let before = host.snapshot()
        let preview = engine.preview(for: context, at: Point(x: 1, y: 1))
        random = world.random
        if preview != nil { log.append("  frozen: " + host.frozenEditDescriptions.joined(separator: " | ")) }
        let edits = host.frozenEdits().flatMap { $0 }
        // Decided when performed, a call's edits are not known before.
        let isPlanned = host.frozenCallsDecidedWhenPerformed().isEmpty
        let planned = Result { () throws(NavigationEdit.Refusal) in try before.applying(edits) }
        // Unregistered once the peek ends: unregistering its source
        // interrupts a peek (S8), so a pop must come first.
        defer { engine.unregister(context) }
        guard let preview else { return }
        if pops {
            let reentrant = armReentry()
            if let name = reentrant { log.append("  a subscriber pushes \(name) on the first change") }
            do {
                try engine.commit(preview)
                if reentrant == nil, isPlanned { checkFollowed(edits, planned) }
                applyReentrant(applies)
            } catch {
                applyReentrant([])
                log.append("  the commit was refused: \(error)")
            }
        } else {
            engine.interrupt(.released)
        }
        if deviation, pops, !applies.isEmpty {
            model.push("Planted")  // The checker's own test: must be caught.
        }
    }

    /// Checks that the pop left the tree the frozen calls' edits, applied to
    /// the tree before the peek, make (H11): the checks and the live tree
    /// read the same edits.
    private mutating func checkFollowed(
        _ edits: [NavigationEdit], _ planned: Result<NavigationSnapshot, NavigationEdit.Refusal>
    ) {
        let after = host.snapshot()
        switch planned {
        case .success(let tree) where tree.isStructurallyEqual(to: after):
            return
        case .success(let tree):
            editsDisagreement = "the edits \(edits) make \(tree), the pop made \(after)"
        case .failure(let refusal):
            editsDisagreement = "the edits \(edits) do not apply to the tree before the peek: \(refusal)"
        }
    }

    /// Checks that the operation's change of the live tree is the edits it
    /// applied, applied to the tree before it (H11): one application for the
    /// live tree and the value.
    private mutating func checkApplied(from before: NavigationSnapshot) {
        let after = host.snapshot()
        let edits = applied.edits
        do {
            let tree = try before.applying(edits)
            if tree != after {
                editsDisagreement = "the applied edits \(edits) make \(tree), the live tree is \(after)"
            }
        } catch {
            editsDisagreement = "the applied edits \(edits) do not apply to the tree before them: \(error)"
        }
        // The route the host keeps in step with its edits is the one the
        // tree shows (``NavigationHost/routeFromTheTree()``).
        let route = host.currentRoute
        let fromTheTree = host.routeFromTheTree()
        if route != fromTheTree {
            editsDisagreement = "the route kept in step with the edits is \(route), the tree's is \(fromTheTree)"
        }
    }

    /// A change the user makes without a router.
    private mutating func interact() {
        if case .split(let split)? = host.root, Int.random(in: 0..<3, using: &random) == 0 {
            let collapse = model.collapsedPrimaryCount == nil
            log.append("the user \(collapse ? "collapses" : "expands") the split")
            if host.handleSplitCollapse(split, isCollapsed: collapse) { model.setCollapsed(collapse) }
            return
        }
        if !model.presentations.isEmpty, Bool.random(using: &random) {
            log.append("the user pulls down the topmost presentation")
            if host.handleInteractiveDismissal() { model.presentations.removeLast() }
            return
        }
        guard let stack = host.topmostStack, let top = stack.topScreen as? FuzzNavScreen else { return }
        log.append("the user swipes back from \(top.name)")
        if host.handleInteractivePop(in: stack) {
            model.focusRemoving(top.name)
        }
    }

    private func compare() -> NavigationFuzzer.Failure? {
        let snapshot = host.snapshot()
        snapshot._checkInvariants()
        let shown = Self.withoutNumbers(snapshot.description)
        if let editsDisagreement {
            return NavigationFuzzer.Failure(
                seed: seed, operations: log + ["(\(editsDisagreement))"], host: shown, model: model.rendered)
        }
        guard shown == model.rendered else {
            return NavigationFuzzer.Failure(seed: seed, operations: log, host: shown, model: model.rendered)
        }
        for name in model.all {
            guard let screen = screen(named: name), host.isVisible(screen) == model.visible.contains(name) else {
                return NavigationFuzzer.Failure(
                    seed: seed, operations: log + ["(visibility of \(name))"], host: shown, model: model.rendered)
            }
        }
        return nil
    }

    static func withoutNumbers(_ text: String) -> String {
        var result = ""
        var skipping = false
        for character in text {
            if character == "#" {
                skipping = true
                continue
            }
            if skipping, character.isNumber { continue }
            skipping = false
            result.append(character)
        }
        return result
    }
}

extension NavigationModel {
    /// The user swiped `name` off the top of its stack.
    mutating func focusRemoving(_ name: String) {
        guard let (level, stack, index) = locate(name), let stack else { return }
        truncate(level: level, stack: stack, to: index)
    }
}

/// What the fuzzer's routing subscriber is to push, and what it pushed.
@MainActor
final class Reentry {
    var armed: String?
    var pushed: String?
}

/// Unique screen names, shared by the fuzzer and its deep link handler.
@MainActor
final class NameCounter {
    private var count = 0
    private(set) var last = ""

    func next(_ prefix: String) -> String {
        count += 1
        last = "\(prefix)\(count)"
        return last
    }
}

/// The edits the live tree applied, told by the host's edit observer.
@MainActor
final class AppliedEdits {
    var edits: [NavigationEdit] = []
}
