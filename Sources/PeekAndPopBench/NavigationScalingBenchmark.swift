import PeekAndPop
import PeekAndPopNavigation

// The sizes an app controls in the navigation host that the figures of
// `ScalingBenchmark.swift` do not cover: the length of the route a route
// call pushes onto, pops from or presents over; the tabs a restoration
// rebuilds; the animations queued behind the one in flight; the tabs a tab
// is inserted among; the depth of a stack pushed onto while the route is
// observed; and the registrations of a host whose peek is shown. Each costs
// the same per unit at any size (goal ≤ 1.3× per 10× size).

/// The figures' screen builder.
@MainActor
private func benchBuilder(_ seed: RouterSeed) -> any Screen {
    BenchScreen(router: ModuleRouter(seed: seed))
}

/// A host with a root stack of one screen, an `item` route element pushed
/// and a `modal` one presented modally, on a route `length` elements long.
@MainActor
private func deepRouteHost(length: Int) -> (NavigationHost, Route) {
    let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
    host.registerRouteElement("item") { context in BenchScreen(router: ModuleRouter(seed: context.seed)) }
    host.registerRouteElement("modal", shownBy: .presentModally(.sheet)) { context in
        BenchScreen(router: ModuleRouter(seed: context.seed))
    }
    host.setRoot(.stack([benchBuilder]))
    let root = host.routeElement(of: host.topmostScreen!)
    let route = Route([root] + (1..<length).map { RouteElement("item", argument: String($0)) })
    _ = try? host.setRoute(route)
    precondition(host.currentRoute.elements.count == length, "the route was not set")
    return (host, route)
}

/// Goes `calls` times from a route `length` elements long to one with
/// `length` more elements made by `extra`, and back, with `setRoute`;
/// returns the nanoseconds per element added or removed of the halves timed.
@MainActor
private func routeStepNanoseconds(
    length: Int, extra: (Int) -> RouteElement, timingForward: Bool, timingBack: Bool
) -> Double {
    let (host, route) = deepRouteHost(length: length)
    let longer = Route(route.elements + (0..<length).map(extra))
    let calls = 2
    var total: UInt64 = 0
    for _ in 0..<calls {
        var start = nowNanoseconds()
        _ = try? host.setRoute(longer)
        if timingForward { total += nowNanoseconds() - start }
        precondition(host.currentRoute.elements.count == 2 * length, "the longer route was not set")
        start = nowNanoseconds()
        _ = try? host.setRoute(route)
        if timingBack { total += nowNanoseconds() - start }
        precondition(host.currentRoute.elements.count == length, "the route was not set back")
    }
    return Double(total) / Double(calls * length)
}

/// Figure 11: `setRoute` from a route 1,000 to 100,000 elements long to one
/// as many elements longer (a push of each), back (a pop of each), and to
/// one as many elements longer whose elements are presented modally and
/// back (a presentation and a dismissal of each): a route call costs the
/// same per element it changes at any length (H8; goal ≤ 1.3× per 10×
/// length).
@MainActor
func benchmarkRouteLengthScaling(into report: inout Report) {
    let sizes = [1_000, 10_000, 100_000]
    let item = { (index: Int) in RouteElement("item", argument: "top\(index)") }
    let push = scaling(sizes: sizes, repeats: 3) { length in
        routeStepNanoseconds(length: length, extra: item, timingForward: true, timingBack: false)
    }
    add(
        push, key: "route_push_scaling",
        title: "Navigation: setRoute pushing as many elements as the route holds, by route length (ns per element)",
        unit: "element", sizeName: "route length", to: &report)
    let pop = scaling(sizes: sizes, repeats: 3) { length in
        routeStepNanoseconds(length: length, extra: item, timingForward: false, timingBack: true)
    }
    add(
        pop, key: "route_pop_scaling",
        title: "Navigation: setRoute popping half of the route, by route length (ns per element)",
        unit: "element", sizeName: "route length", to: &report)
    let present = scaling(sizes: sizes, repeats: 3) { length in
        routeStepNanoseconds(
            length: length, extra: { RouteElement("modal", argument: String($0)) }, timingForward: true,
            timingBack: true)
    }
    add(
        present, key: "route_present_scaling",
        title: """
            Navigation: setRoute presenting as many elements as the route holds and dismissing them, \
            by route length (ns per element)
            """,
        unit: "element", sizeName: "route length", to: &report)
}

/// Figure 12: `restore(_:)` of a restoration holding 100 to 10,000 tabs,
/// each with a screen pushed, onto a fresh tab container (H8): it costs the
/// same per tab at any count (goal ≤ 1.3× per 10× tabs).
@MainActor
func benchmarkRestoreTabsScaling(into report: inout Report) {
    let rows = scaling(sizes: [100, 1_000, 10_000], repeats: 3) { count in
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        host.registerRouteElement("item") { context in BenchScreen(router: ModuleRouter(seed: context.seed)) }
        host.setRoot(.tabs(Array(repeating: [benchBuilder], count: count)))
        guard case .tabs(let tabs)? = host.root else { preconditionFailure("no tabs") }
        let root = host.routeElement(of: tabs.tabs[0].screens[0])
        let routes = (0..<count).map { index in
            Route([RouteElement("tab", argument: String(index)), root, RouteElement("item", argument: String(index))])
        }
        let restoration = RouteRestoration(route: routes[0], hiddenRoutes: Array(routes.dropFirst()))
        let start = nowNanoseconds()
        _ = try? host.restore(restoration)
        let elapsed = Double(nowNanoseconds() - start)
        precondition(tabs.tabs.allSatisfy { $0.screens.count == 2 }, "not every tab was restored")
        return elapsed / Double(count)
    }
    add(
        rows, key: "restore_tabs_scaling", title: "Navigation: restore(_:) by tab count (ns per tab)",
        unit: "tab", sizeName: "tabs", to: &report)
}

/// An animator that keeps each completion until the figure calls it.
@MainActor
private final class HeldAnimator: NavigationAnimator {
    var completions: [@MainActor () -> Void] = []

    func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }
}

/// Figure 13: draining 1,000 to 100,000 animations queued behind the one in
/// flight, completing each as the animator is asked for it (H3): each costs
/// the same at any queue length (goal ≤ 1.3× per 10× animations).
@MainActor
func benchmarkDrainAnimationsScaling(into report: inout Report) {
    let rows = scaling(sizes: [1_000, 10_000, 100_000], repeats: 3) { count in
        let animator = HeldAnimator()
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard), animator: animator)
        host.setRoot(.stack([benchBuilder]))
        let router = (host.topmostScreen as! BenchScreen).router!
        for _ in 0..<count {
            _ = try? router.push(benchBuilder)
        }
        precondition(host.queuedTransitionCount == count - 1, "the animations were not queued")
        let start = nowNanoseconds()
        var next = 0
        while next < animator.completions.count {
            animator.completions[next]()
            next += 1
        }
        let elapsed = Double(nowNanoseconds() - start)
        precondition(next == count && host.queuedTransitionCount == 0, "not every animation completed")
        return elapsed / Double(count)
    }
    add(
        rows, key: "drain_animations_scaling",
        title: "Navigation: draining queued animations by queue length (ns per animation)",
        unit: "animation", sizeName: "animations", to: &report)
}

/// Figure 14: adding a quarter more tabs, each at a random index, to a tab
/// container of 100 to 10,000 tabs (H5): each addition costs the same at
/// any count (goal ≤ 1.3× per 10× tabs).
@MainActor
func benchmarkAddTabAtIndexScaling(into report: inout Report) {
    let rows = scaling(sizes: [100, 1_000, 10_000], repeats: 3) { count in
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        host.setRoot(.tabs(Array(repeating: [benchBuilder], count: count)))
        guard case .tabs(let tabs)? = host.root else { preconditionFailure("no tabs") }
        let router = tabs.router
        var random = SplitMix(seed: UInt64(count))
        // A quarter more tabs at every size, so that each size stays itself.
        let calls = max(1, count / 4)
        let start = nowNanoseconds()
        for added in 0..<calls {
            _ = try? router.addTab(at: Int(random.next() % UInt64(count + added + 1)), [benchBuilder])
        }
        let elapsed = Double(nowNanoseconds() - start)
        precondition(tabs.contents.count == count + calls, "not every tab was added")
        return elapsed / Double(calls)
    }
    add(
        rows, key: "add_tab_at_index_scaling",
        title: "Navigation: adding a tab at a random index, by tab count (ns per tab)",
        unit: "tab", sizeName: "tabs", to: &report)
}

/// Figure 15: a push and its pop on stacks 1,000 to 100,000 screens deep
/// while the host's route is observed (``NavigationHost/routeChanges``): the
/// route published after each change costs what changed, not the depth (H8;
/// goal ≤ 1.3× per 10× depth).
@MainActor
func benchmarkPushWithRouteSubscriberScaling(into report: inout Report) {
    let rows = scaling(sizes: [1_000, 10_000, 100_000], repeats: 3) { depth in
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        host.setRoot(.stack(Array(repeating: benchBuilder, count: depth)))
        let subscription = host.routeChanges.subscribe { route in sink.pointee &+= route.elements.count }
        let router = (host.topmostScreen as! BenchScreen).router!
        let calls = 2_000
        let before = sink.pointee
        let start = nowNanoseconds()
        for _ in 0..<calls {
            _ = try? router.push(benchBuilder)
            _ = try? router.focusOnCurrentModule()
        }
        let elapsed = Double(nowNanoseconds() - start)
        precondition(sink.pointee != before, "no route was published")
        withExtendedLifetime(subscription) {}
        return elapsed / Double(calls)
    }
    add(
        rows, key: "push_depth_scaling_with_route_subscriber",
        title: "Navigation: push and pop by stack depth with a route subscriber (ns per push and pop)",
        unit: "push", sizeName: "depth", to: &report)
}

/// Figure 16: `unregisterAll(of:)` of a host with 1,000 to 100,000
/// registered sources while one of them shows a peek, so that the peek ends
/// on the way (S13, S22): it costs the same per source at any count (goal
/// ≤ 1.3× per 10× sources).
@MainActor
func benchmarkUnregisterAllDuringPeekScaling(into report: inout Report) {
    let rows = scaling(sizes: [1_000, 10_000, 100_000], repeats: 3) { count in
        let engine = PeekEngine(diagnostics: .discard)
        let host = BenchScreen()
        let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let views = (0..<count).map { _ in ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        for view in views { window.addSubview(view) }
        var contexts: [PreviewingContext] = []
        contexts.reserveCapacity(count)
        for view in views {
            contexts.append(
                engine.register(host: host, sourceView: view) { _, _ in
                    engine.route(Transition(kind: .push, destination: BenchScreen()) {})
                })
        }
        precondition(engine.preview(for: contexts[count / 2], at: .zero) != nil, "no peek")
        let start = nowNanoseconds()
        let ended = engine.unregisterAll(of: host)
        let elapsed = Double(nowNanoseconds() - start)
        precondition(ended == count, "not every registration ended")
        return elapsed / Double(count)
    }
    add(
        rows, key: "unregister_all_during_peek_scaling",
        title: "Engine: unregisterAll(of:) with a peek shown, by registrations (ns per source)",
        unit: "source", sizeName: "sources", to: &report)
}

/// A small deterministic generator for the figures' random indices.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
