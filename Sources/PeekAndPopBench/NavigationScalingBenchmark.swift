import PeekAndPop
import PeekAndPopNavigation

// The sizes an app controls in the navigation host that the figures of
// `ScalingBenchmark.swift` do not cover: the length of the route a route
// call pushes onto, pops from or presents over; the tabs a restoration
// rebuilds; the animations queued behind the one in flight; the tabs a tab
// is inserted among; the depth of a stack pushed onto while the route is
// observed; and the registrations of a host whose peek is shown. Each costs
// the same per unit at any size (goal ≤ 1.3× per 10× size).

/// A host with a root stack of one screen, an `item` route element pushed
/// and a `modal` one presented modally, on a route `length` elements long.
@MainActor
private func deepRouteHost(length: Int) -> (NavigationHost, Route) {
    let host = benchHost()
    host.registerRouteElement("modal", shownBy: .presentModally(.sheet)) { context in benchBuilder(context.seed) }
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
    // Each call is timed with a read of the route it set: the host takes
    // what a call changed at the route's end when the route is next read.
    for _ in 0..<calls {
        var start = nowNanoseconds()
        _ = try? host.setRoute(longer)
        let longerCount = host.currentRoute.elements.count
        if timingForward { total += nowNanoseconds() - start }
        precondition(longerCount == 2 * length, "the longer route was not set")
        start = nowNanoseconds()
        _ = try? host.setRoute(route)
        let count = host.currentRoute.elements.count
        if timingBack { total += nowNanoseconds() - start }
        precondition(count == length, "the route was not set back")
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
func routePushNanoseconds(length: Int) -> Double {
    routeStepNanoseconds(length: length, extra: topItem, timingForward: true, timingBack: false)
}

/// Figure 11, popping: see ``routePushNanoseconds(length:)``.
@MainActor
func routePopNanoseconds(length: Int) -> Double {
    routeStepNanoseconds(length: length, extra: topItem, timingForward: false, timingBack: true)
}

/// Figure 11, presenting and dismissing: see ``routePushNanoseconds(length:)``.
@MainActor
func routePresentNanoseconds(length: Int) -> Double {
    routeStepNanoseconds(
        length: length, extra: { RouteElement("modal", argument: String($0)) }, timingForward: true, timingBack: true)
}

/// The `index`th element pushed above a route.
private func topItem(_ index: Int) -> RouteElement {
    RouteElement("item", argument: "top\(index)")
}

/// Figure 12: `restore(_:)` of a restoration holding 100 to 10,000 tabs,
/// each with a screen pushed, onto a fresh tab container (H8): it costs the
/// same per tab at any count (goal ≤ 1.3× per 10× tabs).
@MainActor
func restoreTabsNanoseconds(count: Int) -> Double {
    let (host, tabs) = tabsHost(count: count, registeringItem: true)
    let root = host.routeElement(of: tabs.tabs[0].screens[0])
    let routes = (0..<count).map { index in
        Route([RouteElement("tab", argument: String(index)), root, RouteElement("item", argument: String(index))])
    }
    let restoration = RouteRestoration(route: routes[0], hiddenRoutes: Array(routes.dropFirst()))
    let perTab = nanoseconds(per: count) { _ = try? host.restore(restoration) }
    precondition(tabs.tabs.allSatisfy { $0.screens.count == 2 }, "not every tab was restored")
    return perTab
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
func drainAnimationsNanoseconds(count: Int) -> Double {
    let animator = HeldAnimator()
    let host = NavigationHost(engine: PeekEngine(diagnostics: .discard), animator: animator)
    host.setRoot(.stack([benchBuilder]))
    let router = (host.topmostScreen as! BenchScreen).router!
    for _ in 0..<count {
        _ = try? router.push(benchBuilder)
    }
    precondition(host.queuedTransitionCount == count - 1, "the animations were not queued")
    var next = 0
    let perAnimation = nanoseconds(per: count) {
        while next < animator.completions.count {
            animator.completions[next]()
            next += 1
        }
    }
    precondition(next == count && host.queuedTransitionCount == 0, "not every animation completed")
    return perAnimation
}

/// Figure 14: adding a quarter more tabs, each at a random index, to a tab
/// container of 100 to 10,000 tabs (H5): each addition costs the same at
/// any count (goal ≤ 1.3× per 10× tabs).
///
/// Each size starts from a full history (``NavigationHost/historyLimit``
/// records of tab edits, untimed), as in an app that has run for a while:
/// every addition then lets the oldest record go. Without it, 25 and 250
/// additions never filled the history and let nothing go, while 2,500 did
/// from the 257th on, so the largest size alone paid for it.
@MainActor
func addTabAtIndexNanoseconds(count: Int) -> Double {
    let (host, tabs) = tabsHost(count: count)
    let router = tabs.router
    var random = SplitMix(seed: UInt64(count))
    for _ in 0..<host.historyLimit {
        _ = try? router.addTab(at: Int(random.next() % UInt64(count + 1)), [benchBuilder])
        _ = try? router.removeTab(at: Int(random.next() % UInt64(count + 1)))
    }
    precondition(tabs.contents.count == count, "the history was not filled with tab edits")
    // A quarter more tabs at every size, so that each size stays itself.
    let calls = max(1, count / 4)
    let perTab = nanoseconds(per: calls) {
        for added in 0..<calls {
            _ = try? router.addTab(at: Int(random.next() % UInt64(count + added + 1)), [benchBuilder])
        }
    }
    precondition(tabs.contents.count == count + calls, "not every tab was added")
    withExtendedLifetime(host) {}
    return perTab
}

/// Figure 15: a push and its pop on stacks 1,000 to 100,000 screens deep
/// while the host's route is observed (``NavigationHost/routeChanges``): the
/// route published after each change costs what changed, not the depth (H8;
/// goal ≤ 1.3× per 10× depth).
@MainActor
func pushWithRouteSubscriberNanoseconds(depth: Int) -> Double {
    let host = NavigationHost(engine: PeekEngine(diagnostics: .discard))
    host.setRoot(.stack(Array(repeating: benchBuilder, count: depth)))
    let subscription = host.routeChanges.subscribe { route in sink.pointee &+= route.elements.count }
    let router = (host.topmostScreen as! BenchScreen).router!
    let before = sink.pointee
    let perPush = pushAndPopNanoseconds(router, calls: 2_000)
    precondition(sink.pointee != before, "no route was published")
    withExtendedLifetime(subscription) {}
    return perPush
}

/// Figure 16: `unregisterAll(of:)` of a host with 1,000 to 100,000
/// registered sources while one of them shows a peek, so that the peek ends
/// on the way (S13, S22): it costs the same per source at any count (goal
/// ≤ 1.3× per 10× sources).
@MainActor
func unregisterAllDuringPeekNanoseconds(count: Int) -> Double {
    let engine = PeekEngine(diagnostics: .discard)
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let (host, _, contexts) = registeredRows(count, with: engine, in: window) { _, _ in
        engine.route(Transition(kind: .push, destination: BenchScreen()) {})
    }
    precondition(engine.preview(for: contexts[count / 2], at: .zero) != nil, "no peek")
    return timeUnregisterAll(engine, of: host, count: count)
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

/// Figure 17: a peek whose `onPeek` makes 10 to 1,000 pushes, popped: each
/// call is checked against the tree the calls frozen before it leave (H12),
/// at capture and at commit, and that costs the same per call at any
/// number of calls (goal ≤ 1.3× per 10× calls).
@MainActor
func frozenCallsNanoseconds(count: Int) -> Double {
    peekAndPopNanoseconds(depth: 1, calls: count) / Double(count)
}

/// Figure 18: a peek whose `onPeek` makes two pushes onto a stack 1,000 to
/// 100,000 screens deep, popped: the second call is checked against the
/// tree the first leaves, and that costs the same at any depth (goal ≤ 1.3×
/// per 10× depth).
@MainActor
func frozenCallsAtDepthNanoseconds(depth: Int) -> Double {
    peekAndPopNanoseconds(depth: depth, calls: 2)
}

/// Peeks from the top screen of a stack `depth` deep whose `onPeek`
/// pushes `calls` screens, each popped; the nanoseconds from the press to
/// the end of the pop, per peek, after one peek that warms the host up (the
/// first snapshot and route a host takes cost its size once).
@MainActor
private func peekAndPopNanoseconds(depth: Int, calls: Int) -> Double {
    let engine = PeekEngine(diagnostics: .discard)
    let host = NavigationHost(engine: engine)
    host.setRoot(.stack(Array(repeating: benchBuilder, count: depth)))
    let view = ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 320, height: 44))
    func peekAndPop() {
        let top = host.topmostScreen as! BenchScreen
        let context = host.registerForPreviewing(top, sourceView: view) { _, _ in
            for _ in 0..<calls { _ = try? top.router?.push(benchBuilder) }
        }
        defer { engine.unregister(context) }
        guard let preview = engine.preview(for: context, at: .zero) else { preconditionFailure("no peek") }
        do { try engine.commit(preview) } catch { preconditionFailure("the pop failed: \(error)") }
    }
    peekAndPop()
    let peeks = 20
    let time = nanoseconds(per: peeks) {
        for _ in 0..<peeks { peekAndPop() }
    }
    precondition(host.topmostStack?.screens.count == depth + calls * (peeks + 1), "a pop did not push every call")
    return time
}
