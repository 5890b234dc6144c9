import PeekAndPop
import PeekAndPopNavigation

/// A screen for the engine benchmarks; counts live instances so that the
/// memory figure can show that no preview outlives its session (S19).
@MainActor
final class BenchScreen: Screen {
    static var live = 0
    let router: ModuleRouter?

    init(router: ModuleRouter? = nil) {
        self.router = router
        BenchScreen.live += 1
    }

    isolated deinit {
        BenchScreen.live -= 1
    }
}

/// The headless host with a list at the root of a stack, and one registered
/// row whose `onPeek` pushes a detail screen through the list's router: the
/// same call a tap makes.
@MainActor
private final class PeekFixture {
    let engine = PeekEngine()
    let host: NavigationHost
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let row = ViewNode(name: "row", frame: Rect(x: 0, y: 100, width: 320, height: 44))
    var list: BenchScreen!
    /// The top of the stack between taps: what `reset` pops back to.
    var anchor: BenchScreen!
    var context: PreviewingContext!
    var observation: Subscription?
    var observed = 0

    /// A stack `depth` screens deep: the list at the bottom, fillers above it.
    init(depth: Int = 1) {
        host = NavigationHost(engine: engine)
        window.addSubview(row)
        let filler: (RouterSeed) -> any Screen = { [unowned self] seed in
            let screen = BenchScreen(router: ModuleRouter(seed: seed))
            self.anchor = screen
            return screen
        }
        host.setRoot(
            .stack(
                [
                    { [unowned self] seed in
                        let screen = BenchScreen(router: ModuleRouter(seed: seed))
                        self.list = screen
                        self.anchor = screen
                        return screen
                    }
                ] + Array(repeating: filler, count: max(0, depth - 1))
            ))
        context = engine.register(host: list, sourceView: row) { [unowned self] _, _ in
            self.tap()
        }
        observation = engine.observe { [unowned self] _ in self.observed &+= 1 }
    }

    /// What a tap on the row does: push a detail screen.
    func tap() {
        _ = try? list.router!.push { _ in BenchScreen() }
    }

    /// Removes the pushed screens, outside the measured loop.
    func reset() {
        _ = try? anchor.router!.focusOnCurrentModule()
    }
}

/// Times `body` in batches of `batch` calls with an untimed `reset` after each
/// batch (so that the stack stays the size of a real app's), and returns the
/// best of `repeats` runs in nanoseconds per call.
@MainActor
private func batchedNanoseconds(
    calls: Int,
    batch: Int = 20,
    repeats: Int = 5,
    reset: () -> Void,
    _ body: () -> Void
) -> Double {
    var best = Double.infinity
    for _ in 0..<repeats {
        var total: UInt64 = 0
        for _ in 0..<(calls / batch) {
            let start = nowNanoseconds()
            for _ in 0..<batch { body() }
            total += nowNanoseconds() - start
            reset()
        }
        best = min(best, Double(total) / Double(calls))
    }
    return best
}

/// Figure 1: a full peek cycle (preview whose `onPeek` freezes one push, then
/// pop) beside the same push performed directly (a tap), on the headless
/// host, with one state observer. Stacks are reset every 20 pushes, untimed.
@MainActor
func benchmarkPeekCycle(into report: inout Report) {
    let fixture = PeekFixture()
    let calls = 40_000
    let tap = batchedNanoseconds(calls: calls, reset: fixture.reset) { fixture.tap() }
    let cycle = batchedNanoseconds(calls: calls, reset: fixture.reset) {
        if let preview = fixture.engine.preview(for: fixture.context, at: Point(x: 10, y: 10)) {
            try? fixture.engine.commit(preview)
        }
    }
    report.tables.append(
        Report.Table(
            title: "Engine: peek cycle on the headless host (ns per cycle, one state observer)",
            header: ["figure", "ns", "ratio to tap", "goal"],
            rows: [
                ["tap: push performed directly", format(tap), "1.00", ""],
                [
                    "peek cycle: preview (freezes the push) + pop", format(cycle), format(cycle / tap, digits: 2),
                    "≤ 2×",
                ],
            ]
        )
    )
    report.figures["engine_tap_ns"] = rounded(tap)
    report.figures["engine_peek_cycle_ns"] = rounded(cycle)
    report.figures["engine_peek_cycle_ratio_to_tap"] = rounded(cycle / tap, digits: 3)
}

/// Figure 1b: a tap (a push, forwarded to the topmost stack) on stacks 10,
/// 100 and 1,000 screens deep; the tree is a value with shared structure, so
/// the cost of a tap must not grow with the depth (H1; goal ≤ 1.2× at 1,000).
@MainActor
func benchmarkTapDepthScaling(into report: inout Report) {
    var rows: [[String]] = []
    var entries: [[String: Double]] = []
    var base = 0.0
    for depth in [10, 100, 1000] {
        let fixture = PeekFixture(depth: depth)
        let tap = batchedNanoseconds(calls: 40_000, reset: fixture.reset) { fixture.tap() }
        if depth == 10 { base = tap }
        let growth = tap / base
        rows.append([String(depth), format(tap), format(growth, digits: 2), depth == 1000 ? "≤ 1.2×" : ""])
        entries.append(["depth": Double(depth), "ns_per_tap": rounded(tap), "growth": rounded(growth, digits: 3)])
    }
    report.tables.append(
        Report.Table(
            title: "Engine: tap by stack depth (ns per tap; growth relative to depth 10)",
            header: ["depth", "ns per tap", "growth", "goal"],
            rows: rows
        )
    )
    report.figures["engine_tap_depth_scaling"] = entries
}

/// A window with `count` registered rows in a 10-ary tree of sections, so
/// that the frontmost hit-test walks a path, like a real table.
@MainActor
private final class SourcesFixture {
    let engine = PeekEngine()
    let window: ViewNode
    let list = BenchScreen()
    var probe = Point(x: 0, y: 0)

    init(sources count: Int) {
        let rowHeight = 10.0
        window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: Double(count) * rowHeight))
        func build(_ parent: ViewNode, first: Int, count: Int, originY: Double) {
            if count <= 10 {
                for index in 0..<count {
                    let row = ViewNode(
                        name: "row\(first + index)",
                        frame: Rect(x: 0, y: Double(index) * rowHeight, width: 320, height: rowHeight)
                    )
                    parent.addSubview(row)
                    engine.register(host: list, sourceView: row) { [unowned self] _, _ in
                        self.engine.route(Transition(kind: .push, destination: BenchScreen()) {})
                    }
                }
                return
            }
            let chunk = (count + 9) / 10
            var start = 0
            while start < count {
                let size = min(chunk, count - start)
                let section = ViewNode(
                    name: "section",
                    frame: Rect(x: 0, y: Double(start) * rowHeight, width: 320, height: Double(size) * rowHeight)
                )
                parent.addSubview(section)
                build(section, first: first + start, count: size, originY: 0)
                start += size
            }
        }
        build(window, first: 0, count: count, originY: 0)
        probe = Point(x: 160, y: Double(count) * rowHeight * 0.73 + rowHeight / 2)
    }
}

/// Figure 2: preview-request latency (frontmost hit-test + onPeek + inPeek +
/// interrupt) as registered sources grow.
@MainActor
func benchmarkPreviewScaling(into report: inout Report) {
    var rows: [[String]] = []
    var json: [[String: Any]] = []
    let counts = [10, 100, 1000, 10_000]
    let fixtures = counts.map { SourcesFixture(sources: $0) }
    let latencies = interleavedBestNanoseconds(
        iterations: Array(repeating: 2_000, count: fixtures.count),
        rounds: 40,
        fixtures.map { fixture in
            { iterations in
                for _ in 0..<iterations {
                    _ = fixture.engine.preview(at: fixture.probe, in: fixture.window)
                    fixture.engine.interrupt(.released)
                }
            }
        }
    )
    let base = latencies[0]
    for (count, latency) in zip(counts, latencies) {
        rows.append(["\(count)", format(latency), format(latency / base, digits: 2)])
        json.append([
            "sources": count, "ns_per_request": rounded(latency), "growth": rounded(latency / base, digits: 3),
        ])
    }
    report.addTable(
        "Engine: preview request (hit-test, onPeek, inPeek, interrupt) vs registered sources; goal ≤ 1.5×",
        header: ["sources", "ns per request", "growth vs 10"], rows: rows)
    report.figures["engine_preview_scaling"] = json
}

/// Figure 3: state-stream delivery to 1,000 observers per state change,
/// beside the bus floor.
@MainActor
func benchmarkStateDelivery(into report: inout Report) {
    let observers = 1000
    func cycleTime(observers count: Int) -> Double {
        let fixture = SourcesFixture(sources: 1)
        // The same handler work as the floor's: add to the sink.
        let tokens = (0..<count).map { _ in fixture.engine.observe { _ in sink.pointee &+= 1 } }
        let context = fixture.engine.registeredContexts[0]
        let time = bestNanoseconds(iterations: 5_000, repeats: 5) { iterations in
            for _ in 0..<iterations {
                _ = fixture.engine.preview(for: context, at: .zero)
                fixture.engine.interrupt(.released)
            }
        }
        withExtendedLifetime(tokens) {}
        return time
    }
    let without = cycleTime(observers: 0)
    let with = cycleTime(observers: observers)
    // Two state changes per cycle (inPeek, interrupted).
    let perDelivery = (with - without) / Double(2 * observers)
    let floor = busFloorNanosecondsPerDelivery(subscribers: observers)
    report.addFigures(
        "Engine: state-stream delivery to 1,000 observers", valueHeader: "ns",
        [
            .init(
                "per state change, 1,000 observers", perDelivery * Double(observers),
                key: "engine_state_change_ns_1000_observers"),
            .init(
                "per observer delivery (filter + handler)", perDelivery, digits: 2,
                key: "engine_state_delivery_ns_per_observer", keyDigits: 3),
            .init(
                "bus floor per delivery (handler boxes in a loop)", floor, digits: 2,
                key: "engine_state_delivery_floor_ns", keyDigits: 3),
        ])
}

/// Figure 4: heap allocations per peek cycle (preview + pop on the headless
/// host), counted by the benchmark's interposed allocator.
@MainActor
func benchmarkAllocations(into report: inout Report) {
    let fixture = PeekFixture()
    func allocations(_ body: () -> Void) -> Double {
        let cycles = 1000
        for _ in 0..<20 { body() }
        fixture.reset()
        var total: UInt64 = 0
        for _ in 0..<(cycles / 20) {
            let before = allocationCount()
            for _ in 0..<20 { body() }
            total += allocationCount() - before
            fixture.reset()
        }
        return Double(total) / Double(cycles)
    }
    let tap = allocations { fixture.tap() }
    let cycle = allocations {
        if let preview = fixture.engine.preview(for: fixture.context, at: Point(x: 10, y: 10)) {
            try? fixture.engine.commit(preview)
        }
    }
    let interrupt = allocations {
        _ = fixture.engine.preview(for: fixture.context, at: Point(x: 10, y: 10))
        fixture.engine.interrupt(.released)
    }
    report.addFigures(
        "Engine: heap allocations per cycle", valueHeader: "allocations",
        [
            .init("tap (push performed directly)", tap, key: "allocations_per_tap", keyDigits: 1),
            .init("peek cycle (preview + pop)", cycle, key: "allocations_per_peek_cycle", keyDigits: 1),
            .init("peek + interrupt", interrupt, key: "allocations_per_peek_interrupt", keyDigits: 1),
        ])
}

/// Figure 5: resident memory after 1,000,000 peek/interrupt cycles, and how
/// many preview screens are alive afterwards.
@MainActor
func benchmarkMemory(into report: inout Report) {
    let fixture = SourcesFixture(sources: 10)
    let context = fixture.engine.registeredContexts[3]
    func cycles(_ count: Int) {
        for _ in 0..<count {
            _ = fixture.engine.preview(for: context, at: .zero)
            fixture.engine.interrupt(.released)
        }
    }
    cycles(10_000)  // warm up: caches, allocator arenas
    let before = residentBytes()
    let start = nowNanoseconds()
    cycles(1_000_000)
    let seconds = Double(nowNanoseconds() - start) / 1e9
    let after = residentBytes()
    let growth = Double(after - before) / 1024
    let alive = BenchScreen.live - 1  // the list screen itself
    report.addFigures(
        "Engine: memory over 1,000,000 peek/interrupt cycles; goal < 1 MB growth, no preview alive",
        valueHeader: "value",
        [
            .init("resident memory growth (KiB)", growth, key: "memory_growth_kib_after_1m_cycles", keyDigits: 1),
            .init(
                "preview screens alive afterwards", shown: "\(alive)", key: "memory_previews_alive_after_1m_cycles",
                value: alive),
            .init("time (s)", seconds, digits: 2, key: nil),
        ])
}

/// The context menu path that `PeekAndPopUIKit`'s adapters drive, against the bare engine. Both
/// sides do a full press cycle on their own engine, so that each pays only for what it uses: the
/// bridge's press is its configuration request (the preview prepared), the menu shown (`inPeek`
/// published) and the menu ended (`interrupted(.released)`); the engine's is `preview(for:at:)`
/// (`inPeek` published) and `interrupt(.released)`. The adapters themselves are UIKit code and
/// are not built here; what they add on top of this path is a `UIContextMenuConfiguration` and
/// UIKit's own objects (goal ≤ 1.2×), and the allocations per press are counted.
///
/// The two are measured in interleaved rounds of 200 presses (engine, bridge, engine, …), so that
/// both see the same machine, and the ratio is taken between each side's best round; the ratio of
/// the medians is reported beside it. The goal is judged on the full press. The request alone is
/// reported too, each press ended untimed.
@MainActor
func benchmarkContextMenuBridge(into report: inout Report) {
    let bareFixture = PeekFixture()
    let bridgeFixture = PeekFixture()
    let bridge = ContextMenuBridge(engine: bridgeFixture.engine)
    let location = Point(x: 10, y: 10)
    func bare() {
        _ = bareFixture.engine.preview(for: bareFixture.context, at: location)
        bareFixture.engine.interrupt(.released)
    }
    func throughBridge() {
        guard let configuration = bridge.configuration(for: bridgeFixture.context, at: location) else {
            preconditionFailure("the bridge gave no configuration")
        }
        bridge.willDisplay(configuration.identifier)
        bridge.willEnd(configuration.identifier, animated: false)
    }
    let rounds = interleavedRounds(
        iterations: [200, 200], rounds: 300,
        [{ for _ in 0..<$0 { bare() } }, { for _ in 0..<$0 { throughBridge() } }]
    )
    let engineNs = rounds[0].min() ?? 0
    let bridgeNs = rounds[1].min() ?? 0
    let ratio = bridgeNs / engineNs
    let medianRatio = median(rounds[1]) / median(rounds[0])
    // The request alone: the configuration request against `preview(for:at:)`, each press ended
    // untimed. Not like with like in the engine's work (the bridge's request prepares the peek and
    // publishes `inPeek` only at `willDisplay`), and every request carries two clock reads.
    var requestEngine = [Double]()
    var requestBridge = [Double]()
    for _ in 0..<300 {
        var engineTotal: UInt64 = 0
        var bridgeTotal: UInt64 = 0
        for _ in 0..<200 {
            let start = nowNanoseconds()
            _ = bareFixture.engine.preview(for: bareFixture.context, at: location)
            engineTotal += nowNanoseconds() - start
            bareFixture.engine.interrupt(.released)
        }
        for _ in 0..<200 {
            let start = nowNanoseconds()
            let configuration = bridge.configuration(for: bridgeFixture.context, at: location)
            bridgeTotal += nowNanoseconds() - start
            guard let configuration else { preconditionFailure("the bridge gave no configuration") }
            bridge.willDisplay(configuration.identifier)
            bridge.willEnd(configuration.identifier, animated: false)
        }
        requestEngine.append(Double(engineTotal) / 200)
        requestBridge.append(Double(bridgeTotal) / 200)
    }
    let requestEngineNs = requestEngine.min() ?? 0
    let requestBridgeNs = requestBridge.min() ?? 0
    let requestRatio = requestBridgeNs / requestEngineNs
    let requestMedianRatio = median(requestBridge) / median(requestEngine)
    func allocations(_ body: () -> Void) -> Double {
        for _ in 0..<100 { body() }
        let cycles = 1000
        let before = allocationCount()
        for _ in 0..<cycles { body() }
        return Double(allocationCount() - before) / Double(cycles)
    }
    let engineAllocations = allocations(bare)
    let bridgeAllocations = allocations(throughBridge)
    report.tables.append(
        Report.Table(
            title: """
                Context menu path: both sides do a full press cycle, through ContextMenuBridge vs the bare \
                engine (ns per press, best of 300 interleaved rounds of 200 presses)
                """,
            header: ["figure", "ns", "allocations", "ratio", "ratio of medians", "goal"],
            rows: [
                [
                    "engine full press: preview (inPeek) + interrupt", format(engineNs), format(engineAllocations),
                    "1.00", "1.00", "",
                ],
                [
                    "bridge full press: configuration + willDisplay (inPeek) + willEnd", format(bridgeNs),
                    format(bridgeAllocations),
                    format(ratio, digits: 2), format(medianRatio, digits: 2), "≤ 1.2×",
                ],
                ["request only: engine preview(for:at:)", format(requestEngineNs), "", "1.00", "1.00", ""],
                [
                    "request only: bridge configuration(for:at:)", format(requestBridgeNs), "",
                    format(requestRatio, digits: 2), format(requestMedianRatio, digits: 2), "",
                ],
            ]
        )
    )
    report.figures["context_menu_compares"] = "both sides do a full press cycle (inPeek, then interrupted)"
    report.figures["context_menu_engine_ns"] = rounded(engineNs)
    report.figures["context_menu_bridge_ns"] = rounded(bridgeNs)
    report.figures["context_menu_bridge_ratio"] = rounded(ratio, digits: 3)
    report.figures["context_menu_bridge_ratio_of_medians"] = rounded(medianRatio, digits: 3)
    report.figures["context_menu_request_engine_ns"] = rounded(requestEngineNs)
    report.figures["context_menu_request_bridge_ns"] = rounded(requestBridgeNs)
    report.figures["context_menu_request_ratio"] = rounded(requestRatio, digits: 3)
    report.figures["context_menu_request_ratio_of_medians"] = rounded(requestMedianRatio, digits: 3)
    report.figures["context_menu_engine_allocations_per_press"] = rounded(engineAllocations, digits: 1)
    report.figures["context_menu_bridge_allocations_per_press"] = rounded(bridgeAllocations, digits: 1)
}
