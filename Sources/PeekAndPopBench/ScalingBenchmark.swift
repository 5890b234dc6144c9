import PeekAndPop
import PeekAndPopNavigation

/// One row of a scaling figure: the size, the time per unit, and the growth
/// relative to the previous size (goal ≤ 1.3× per 10× size).
struct ScalingRow {
    let size: Int
    let nanoseconds: Double
    let growth: Double
}

/// With `--size N`: the scaling figures measure that size only, once, so
/// that a profiler's counts (`perf stat`) can be compared size by size.
nonisolated(unsafe) var scalingSize: Int?

/// Measures `perUnit(size)` (ns per unit) at each size, and the growth from
/// each size to the next.
///
/// Every measurement covers about the same number of units (a small size is
/// run several times and averaged), and the sizes are measured in
/// interleaved rounds whose best is kept, so that each size sees the same
/// machine: on a shared machine, a short run alone would dodge the
/// preemptions that a long one suffers.
@MainActor
func scaling(sizes: [Int], repeats: Int, _ perUnit: (Int) -> Double) -> [ScalingRow] {
    let sizes = scalingSize.map { [$0] } ?? sizes
    let repeats = scalingSize == nil ? repeats : 1
    let largest = sizes.max() ?? 1
    var best = Array(repeating: Double.infinity, count: sizes.count)
    for _ in 0..<repeats {
        for (index, size) in sizes.enumerated() {
            let runs = max(1, largest / size)
            var total = 0.0
            for _ in 0..<runs { total += perUnit(size) }
            best[index] = min(best[index], total / Double(runs))
        }
    }
    var rows: [ScalingRow] = []
    for (size, nanoseconds) in zip(sizes, best) {
        let growth = rows.last.map { nanoseconds / $0.nanoseconds } ?? 1
        rows.append(ScalingRow(size: size, nanoseconds: nanoseconds, growth: growth))
    }
    return rows
}

/// Adds `rows` to `report`: a table under `title`, and the figures under
/// `key`, each size's time named `ns_per_<unit>`.
@MainActor
func add(
    _ rows: [ScalingRow], key: String, title: String, unit: String, sizeName: String, to report: inout Report
) {
    report.addTable(
        title,
        header: [sizeName, "ns per \(unit)", "growth from the size before", "goal"],
        rows: rows.enumerated().map { index, row in
            [
                String(row.size), format(row.nanoseconds), index == 0 ? "" : format(row.growth, digits: 2),
                index == 0 ? "" : "≤ 1.3×",
            ]
        }
    )
    report.figures[key] = rows.map {
        ["size": Double($0.size), "ns_per_\(unit)": rounded($0.nanoseconds), "growth": rounded($0.growth, digits: 3)]
    }
}

/// One figure of a scaling section: the section (the name `--only` takes;
/// a section may hold several figures), the figure's key in the JSON
/// object, its table's title, the unit its time is per, what its sizes
/// count, the sizes, and what it measures at a size (nanoseconds per unit).
typealias ScalingFigure = (
    section: String, key: String, title: String, unit: String, sizeName: String, sizes: [Int],
    perUnit: @MainActor (Int) -> Double
)

/// The scaling sections, in the order they run, each measuring its figures
/// in turn at each of their sizes (best of three interleaved rounds, see
/// ``scaling(sizes:repeats:_:)``) and adding their rows to the report.
@MainActor
func scalingSections() -> [(name: String, run: (inout Report) -> Void)] {
    let figures = scalingFigures()
    var names: [String] = []
    for figure in figures where names.last != figure.section { names.append(figure.section) }
    return names.map { name in
        let section = figures.filter { $0.section == name }
        return (
            name,
            { report in
                for figure in section {
                    let rows = scaling(sizes: figure.sizes, repeats: 3, figure.perUnit)
                    add(
                        rows, key: figure.key, title: figure.title, unit: figure.unit, sizeName: figure.sizeName,
                        to: &report)
                }
            }
        )
    }
}

/// Figures 7 to 18, in the order they run: each costs the same per unit at
/// any size (goal ≤ 1.3× per 10× size).
@MainActor
private func scalingFigures() -> [ScalingFigure] {
    let large = [1_000, 10_000, 100_000]
    let tabs = [100, 1_000, 10_000]
    return [
        (
            section: "set-route-scaling", key: "set_route_scaling",
            title: "Navigation: setRoute by route length (ns per element)", unit: "element", sizeName: "elements",
            sizes: large, perUnit: setRouteNanoseconds
        ),
        (
            section: "push-depth-after-routes", key: "push_depth_scaling_after_routes",
            title: "Navigation: push and pop by stack depth after a route call (ns per push and pop)", unit: "push",
            sizeName: "depth", sizes: large, perUnit: pushAfterRoutesNanoseconds
        ),
        (
            section: "unregister-all-scaling", key: "unregister_all_scaling",
            title: "Engine: unregisterAll(of:) by registrations (ns per source)", unit: "source", sizeName: "sources",
            sizes: large, perUnit: unregisterAllNanoseconds
        ),
        (
            section: "add-tab-scaling", key: "add_tab_scaling",
            title: "Navigation: adding tabs one at a time by tab count (ns per tab)", unit: "tab", sizeName: "tabs",
            sizes: tabs, perUnit: addTabNanoseconds
        ),
        (
            section: "route-length-scaling", key: "route_push_scaling",
            title: "Navigation: setRoute pushing as many elements as the route holds, by route length (ns per element)",
            unit: "element", sizeName: "route length", sizes: large, perUnit: routePushNanoseconds
        ),
        (
            section: "route-length-scaling", key: "route_pop_scaling",
            title: "Navigation: setRoute popping half of the route, by route length (ns per element)",
            unit: "element", sizeName: "route length", sizes: large, perUnit: routePopNanoseconds
        ),
        (
            section: "route-length-scaling", key: "route_present_scaling",
            title: """
            Navigation: setRoute presenting as many elements as the route holds and dismissing them, \
            by route length (ns per element)
            """,
            unit: "element", sizeName: "route length", sizes: large, perUnit: routePresentNanoseconds
        ),
        (
            section: "restore-tabs-scaling", key: "restore_tabs_scaling",
            title: "Navigation: restore(_:) by tab count (ns per tab)", unit: "tab", sizeName: "tabs", sizes: tabs,
            perUnit: restoreTabsNanoseconds
        ),
        (
            section: "drain-animations-scaling", key: "drain_animations_scaling",
            title: "Navigation: draining queued animations by queue length (ns per animation)", unit: "animation",
            sizeName: "animations", sizes: large, perUnit: drainAnimationsNanoseconds
        ),
        (
            section: "add-tab-at-index-scaling", key: "add_tab_at_index_scaling",
            title: "Navigation: adding a tab at a random index, by tab count (ns per tab)", unit: "tab",
            sizeName: "tabs", sizes: tabs, perUnit: addTabAtIndexNanoseconds
        ),
        (
            section: "push-with-route-subscriber-scaling", key: "push_depth_scaling_with_route_subscriber",
            title: "Navigation: push and pop by stack depth with a route subscriber (ns per push and pop)",
            unit: "push", sizeName: "depth", sizes: large, perUnit: pushWithRouteSubscriberNanoseconds
        ),
        (
            section: "unregister-all-during-peek-scaling", key: "unregister_all_during_peek_scaling",
            title: "Engine: unregisterAll(of:) with a peek shown, by registrations (ns per source)", unit: "source",
            sizeName: "sources", sizes: large, perUnit: unregisterAllDuringPeekNanoseconds
        ),
        (
            section: "frozen-calls-scaling", key: "frozen_calls_scaling",
            title: "Navigation: a peek whose onPeek pushes n screens, popped, by calls (ns per call)", unit: "call",
            sizeName: "calls", sizes: [10, 100, 1_000], perUnit: frozenCallsNanoseconds
        ),
        (
            section: "frozen-calls-scaling", key: "frozen_calls_depth_scaling",
            title: "Navigation: a peek whose onPeek pushes two screens, popped, by stack depth (ns per peek)",
            unit: "peek", sizeName: "depth", sizes: large, perUnit: frozenCallsAtDepthNanoseconds
        ),
    ]
}

/// The nanoseconds that `body` takes, run once, per each of its `units`.
@inline(__always)
func nanoseconds(per units: Int, _ body: () -> Void) -> Double {
    let start = nowNanoseconds()
    body()
    return Double(nowNanoseconds() - start) / Double(units)
}

/// The figures' screen builder: a bench screen with its router.
@MainActor
func benchBuilder(_ seed: RouterSeed) -> any Screen {
    BenchScreen(router: ModuleRouter(seed: seed))
}

/// A host that discards its diagnostics, with an `item` route element
/// (pushed) where `registeringItem`.
@MainActor
func benchHost(registeringItem: Bool = true) -> NavigationHost {
    let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
    if registeringItem {
        host.registerRouteElement("item") { context in benchBuilder(context.seed) }
    }
    return host
}

/// A host whose root is a tab container of `count` one-screen tabs, and
/// that container.
@MainActor
func tabsHost(count: Int, registeringItem: Bool = false) -> (NavigationHost, TabContainer) {
    let host = benchHost(registeringItem: registeringItem)
    host.setRoot(.tabs(Array(repeating: [benchBuilder], count: count)))
    guard case .tabs(let tabs)? = host.root else { preconditionFailure("no tabs") }
    return (host, tabs)
}

/// `count` rows of one host screen registered with `engine`, each peeking
/// with `onPeek`, in `window` if one is given; the caller keeps the rows.
@MainActor
func registeredRows(
    _ count: Int, with engine: PeekEngine, in window: ViewNode? = nil,
    onPeek: @escaping @MainActor (PreviewingContext, Point) -> Void
) -> (host: BenchScreen, views: [ViewNode], contexts: [PreviewingContext]) {
    let host = BenchScreen()
    let views = (0..<count).map { _ in ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
    if let window {
        for view in views { window.addSubview(view) }
    }
    var contexts: [PreviewingContext] = []
    contexts.reserveCapacity(count)
    for view in views {
        contexts.append(engine.register(host: host, sourceView: view, onPeek: onPeek))
    }
    return (host, views, contexts)
}

/// `unregisterAll(of:)` of `host`'s `count` registrations, in nanoseconds
/// per source.
@MainActor
func timeUnregisterAll(_ engine: PeekEngine, of host: BenchScreen, count: Int) -> Double {
    var ended = 0
    let perSource = nanoseconds(per: count) { ended = engine.unregisterAll(of: host) }
    precondition(ended == count, "not every registration ended")
    return perSource
}

/// A host with a root stack of `depth` screens and an `item` route element.
@MainActor
private func routeHost(depth: Int = 1) -> NavigationHost {
    let host = benchHost()
    host.setRoot(.stack(Array(repeating: benchBuilder, count: depth)))
    return host
}

/// Figure 7: `setRoute` of a deep link `size` elements long onto a one-screen
/// stack (H8): it must cost the same per element at any length (goal ≤ 1.3×
/// per 10× elements; a 100,000-element link must not hang).
@MainActor
func setRouteNanoseconds(size: Int) -> Double {
    let host = routeHost()
    let root = host.routeElement(of: host.topmostScreen!)
    let route = Route([root] + (1...size).map { RouteElement("item", argument: String($0)) })
    // Timed with a read of the route it set, which takes what the call
    // changed at the route's end.
    var read = 0
    let perElement = nanoseconds(per: size) {
        _ = try? host.setRoute(route)
        read = host.currentRoute.elements.count
    }
    precondition(host.topmostStack?.screens.count == size + 1 && read == size + 1, "the route was not set")
    return perElement
}

/// Figure 8: a push and its pop on stacks 1,000 to 100,000 screens deep once
/// a route call was made (the host follows its routes from then on): a push
/// costs the same at any depth (H1; goal ≤ 1.3× per 10× depth).
@MainActor
func pushAfterRoutesNanoseconds(depth: Int) -> Double {
    let host = routeHost(depth: depth)
    _ = try? host.setRoute(host.currentRoute)  // A route call: routes are followed from now on.
    let router = (host.topmostScreen as! BenchScreen).router!
    return pushAndPopNanoseconds(router, calls: 20_000)
}

/// `calls` pushes through `router`, each popped again, in nanoseconds per
/// push and pop.
@MainActor
func pushAndPopNanoseconds(_ router: ModuleRouter, calls: Int) -> Double {
    nanoseconds(per: calls) {
        for _ in 0..<calls {
            _ = try? router.push(benchBuilder)
            _ = try? router.focusOnCurrentModule()
        }
    }
}

/// Figure 9: `unregisterAll(of:)` of a host with 1,000 to 100,000 registered
/// sources (S13): it costs the same per source at any count (goal ≤ 1.3× per
/// 10× sources).
@MainActor
func unregisterAllNanoseconds(count: Int) -> Double {
    let engine = PeekEngine(diagnostics: .discard)
    let (host, views, _) = registeredRows(count, with: engine) { _, _ in }
    return withExtendedLifetime(views) { timeUnregisterAll(engine, of: host, count: count) }
}

/// Figure 10: adding tabs one at a time to a tab container of 100 to 10,000
/// tabs (H5): each addition costs the same at any count (goal ≤ 1.3× per 10×
/// tabs).
@MainActor
func addTabNanoseconds(count: Int) -> Double {
    let (host, tabs) = tabsHost(count: 1)
    let router = tabs.router
    let perTab = nanoseconds(per: count - 1) {
        for _ in 1..<count {
            _ = try? router.addTab([benchBuilder])
        }
    }
    precondition(tabs.contents.count == count, "not every tab was added")
    withExtendedLifetime(host) {}
    return perTab
}
