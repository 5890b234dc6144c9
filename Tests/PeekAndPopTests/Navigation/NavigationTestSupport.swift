import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A module for navigation tests: a named screen with its own router.
@MainActor
final class NavScreen: Screen {
    let name: String
    let router: ModuleRouter

    init(_ name: String, seed: RouterSeed) {
        self.name = name
        self.router = ModuleRouter(seed: seed)
    }

    var screenName: String { name }
}

/// Remembers, weakly, the screens a builder made, so tests can check
/// identity (`===`) without keeping the screens alive.
@MainActor
final class Built {
    private var screens: [String: Weak] = [:]

    private struct Weak {
        weak var screen: NavScreen?
    }

    /// A builder that makes a `NavScreen` named `name` and remembers it.
    func make(_ name: String) -> (RouterSeed) -> any Screen {
        { [self] seed in
            let screen = NavScreen(name, seed: seed)
            screens[name] = Weak(screen: screen)
            return screen
        }
    }

    /// The screen last made under `name`, while it is alive.
    subscript(_ name: String) -> NavScreen? { screens[name]?.screen }

    /// Whether a screen was ever made under `name`.
    func wasMade(_ name: String) -> Bool { screens[name] != nil }
}

/// An engine, a host, recorders, and helpers to peek from a screen.
@MainActor
final class NavFixture {
    let clock = ManualClock()
    let diagnostics = DiagnosticsRecorder()
    let engine: PeekEngine
    let host: NavigationHost
    let changes: EventRecorder<NavigationChange>
    let states: EventRecorder<PeekAndPopStateChange>
    let built = Built()
    private var sourceViews: [ViewNode] = []

    init(animator: any NavigationAnimator = ImmediateAnimator(), policy: LateTransitionPolicy = .interruptPeek) {
        engine = PeekEngine(clock: clock, lateTransitionPolicy: policy, diagnostics: diagnostics.sink)
        host = NavigationHost(
            engine: engine,
            clock: clock,
            animator: animator,
            watchdogTimeout: .seconds(2),
            retainCycleGracePeriod: .seconds(1)
        )
        changes = EventRecorder(host.changes)
        states = EventRecorder(engine.stateChanges)
    }

    /// Root tabs: `tabs#1{*stack#2[Home, List], stack#3[Settings]}`; the set-up
    /// change is not recorded.
    func setUpTabs() {
        host.setRoot(.tabs([[built.make("Home"), built.make("List")], [built.make("Settings")]]))
        changes.removeAll()
    }

    /// Root stack `stack#1[A]`; the set-up change is not recorded.
    func setUpStack(_ names: String...) {
        host.setRoot(.stack(names.map { built.make($0) }))
        changes.removeAll()
    }

    /// The screen named `name` in the tree.
    func screen(_ name: String) -> NavScreen? {
        host.screensInTree().lazy.compactMap { $0 as? NavScreen }
            .first { $0.name == name }
    }

    /// The router of the screen named `name` in the tree.
    func router(_ name: String) throws -> ModuleRouter {
        try #require(screen(name), "\(name) is not in the tree").router
    }

    /// Registers a source view of `source` whose `onPeek` runs `routing`, and
    /// asks for a preview.
    func peek(from source: any Screen, _ routing: @escaping @MainActor () throws -> Void) -> (any Screen)? {
        let view = ViewNode(name: "source", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        sourceViews.append(view)
        let context = host.registerForPreviewing(source, sourceView: view) { _, _ in
            do {
                try routing()
            } catch {
                Issue.record(error, "a routing call in onPeek threw")
            }
        }
        return engine.preview(for: context, at: Point(x: 10, y: 10))
    }

    /// The state stream as `session#1 inPeek`, `session#1 interrupted(released)`.
    var stateSummaries: [String] { states.events.map(\.summary) }

    /// The recorded navigation changes as summaries.
    var changeSummaries: [String] { changes.events.map(\.summary) }
}

/// An animator that completes only when the test says so.
@MainActor
final class ManualAnimator: NavigationAnimator {
    private(set) var started: [AnimatedTransition] = []
    private var completions: [() -> Void] = []

    func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void) {
        started.append(transition)
        completions.append(completion)
    }

    /// Completes the animation started `index`-th (0 is the first ever).
    func complete(_ index: Int) {
        completions[index]()
    }

    var labels: [String] { started.map(\.label) }
}

/// A mutable value that `@MainActor` closures (interceptors, tasks, handlers)
/// can share with a test.
@MainActor
final class NavBox<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
