import PeekAndPop
import PeekAndPopNavigation

/// One row of a scaling figure: the size, the time per unit, and the growth
/// relative to the previous size (goal ≤ 1.3× per 10× size).
struct ScalingRow {
    let size: Int
    let nanoseconds: Double
    let growth: Double
}

/// Measures `perUnit(size)` (ns per unit) at each size, and the growth from
/// each size to the next.
///
/// Every measurement covers about the same number of units (a small size is
/// run several times and averaged), and the sizes are measured in
/// interleaved rounds whose best is kept, so that each size sees the same
/// machine: on a shared machine, a short run alone would dodge the
/// preemptions that a long one suffers.
/// With `--size N`: the scaling figures measure that size only, once, so
/// that a profiler's counts (`perf stat`) can be compared size by size.
nonisolated(unsafe) var scalingSize: Int?

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

@MainActor
func add(
    _ rows: [ScalingRow], key: String, title: String, unit: String, sizeName: String, to report: inout Report
) {
    report.tables.append(
        Report.Table(
            title: title,
            header: [sizeName, "ns per \(unit)", "growth from the size before", "goal"],
            rows: rows.enumerated().map { index, row in
                [
                    String(row.size), format(row.nanoseconds), index == 0 ? "" : format(row.growth, digits: 2),
                    index == 0 ? "" : "≤ 1.3×",
                ]
            }
        )
    )
    report.figures[key] = rows.map {
        ["size": Double($0.size), "ns_per_\(unit)": rounded($0.nanoseconds), "growth": rounded($0.growth, digits: 3)]
    }
}

/// A host with a root stack of one screen and an `item` route element.
@MainActor
private func routeHost(depth: Int = 1) -> NavigationHost {
    let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
    host.registerRouteElement("item") { context in BenchScreen(router: ModuleRouter(seed: context.seed)) }
    let builder: (RouterSeed) -> any Screen = { seed in BenchScreen(router: ModuleRouter(seed: seed)) }
    host.setRoot(.stack(Array(repeating: builder, count: depth)))
    return host
}

/// Figure 7: `setRoute` of a deep link `size` elements long onto a one-screen
/// stack (H8): it must cost the same per element at any length (goal ≤ 1.3×
/// per 10× elements; a 100,000-element link must not hang).
@MainActor
func benchmarkSetRouteScaling(into report: inout Report) {
    let rows = scaling(sizes: [1_000, 10_000, 100_000], repeats: 3) { size in
        let host = routeHost()
        let root = host.routeElement(of: host.topmostScreen!)
        let route = Route([root] + (1...size).map { RouteElement("item", argument: String($0)) })
        let start = nowNanoseconds()
        _ = try? host.setRoute(route)
        let elapsed = Double(nowNanoseconds() - start)
        precondition(host.topmostStack?.screens.count == size + 1, "the route was not set")
        return elapsed / Double(size)
    }
    add(
        rows, key: "set_route_scaling", title: "Navigation: setRoute by route length (ns per element)",
        unit: "element", sizeName: "elements", to: &report)
}

/// Figure 8: a push and its pop on stacks 1,000 to 100,000 screens deep once
/// a route call was made (the host follows its routes from then on): a push
/// costs the same at any depth (H1; goal ≤ 1.3× per 10× depth).
@MainActor
func benchmarkPushDepthScalingAfterRoutes(into report: inout Report) {
    let rows = scaling(sizes: [1_000, 10_000, 100_000], repeats: 3) { depth in
        let host = routeHost(depth: depth)
        _ = try? host.setRoute(host.currentRoute)  // A route call: routes are followed from now on.
        let calls = 20_000
        let router = (host.topmostScreen as! BenchScreen).router!
        let start = nowNanoseconds()
        for _ in 0..<calls {
            _ = try? router.push { seed in BenchScreen(router: ModuleRouter(seed: seed)) }
            _ = try? router.focusOnCurrentModule()
        }
        return Double(nowNanoseconds() - start) / Double(calls)
    }
    add(
        rows, key: "push_depth_scaling_after_routes",
        title: "Navigation: push and pop by stack depth after a route call (ns per push and pop)",
        unit: "push", sizeName: "depth", to: &report)
}

/// Figure 9: `unregisterAll(of:)` of a host with 1,000 to 100,000 registered
/// sources (S13): it costs the same per source at any count (goal ≤ 1.3× per
/// 10× sources).
@MainActor
func benchmarkUnregisterAllScaling(into report: inout Report) {
    let rows = scaling(sizes: [1_000, 10_000, 100_000], repeats: 3) { count in
        let engine = PeekEngine(diagnostics: .discard)
        let host = BenchScreen()
        let views = (0..<count).map { _ in ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 10, height: 10)) }
        for view in views {
            engine.register(host: host, sourceView: view) { _, _ in }
        }
        let start = nowNanoseconds()
        let ended = engine.unregisterAll(of: host)
        let elapsed = Double(nowNanoseconds() - start)
        precondition(ended == count, "not every registration ended")
        return elapsed / Double(count)
    }
    add(
        rows, key: "unregister_all_scaling", title: "Engine: unregisterAll(of:) by registrations (ns per source)",
        unit: "source", sizeName: "sources", to: &report)
}

/// Figure 10: adding tabs one at a time to a tab container of 100 to 10,000
/// tabs (H5): each addition costs the same at any count (goal ≤ 1.3× per 10×
/// tabs).
@MainActor
func benchmarkAddTabScaling(into report: inout Report) {
    let rows = scaling(sizes: [100, 1_000, 10_000], repeats: 3) { count in
        let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
        let builder: (RouterSeed) -> any Screen = { seed in BenchScreen(router: ModuleRouter(seed: seed)) }
        host.setRoot(.tabs([[builder]]))
        guard case .tabs(let tabs)? = host.root else { preconditionFailure("no tabs") }
        let router = tabs.router
        let start = nowNanoseconds()
        for _ in 1..<count {
            _ = try? router.addTab([builder])
        }
        let elapsed = Double(nowNanoseconds() - start)
        precondition(tabs.contents.count == count, "not every tab was added")
        return elapsed / Double(count - 1)
    }
    add(
        rows, key: "add_tab_scaling", title: "Navigation: adding tabs one at a time by tab count (ns per tab)",
        unit: "tab", sizeName: "tabs", to: &report)
}
