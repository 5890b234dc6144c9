import PeekAndPop
import PeekAndPopTesting

/// A screen for engine tests, named for readable logs.
@MainActor
final class TestScreen: Screen {
    let name: String
    var isAvailable = true

    init(_ name: String) { self.name = name }

    var screenName: String { name }
    var isAvailableForPreviewing: Bool { isAvailable }
}

/// An engine with a manual clock, recorded diagnostics, one host screen in a
/// window, a plain stack that test transitions change, and one ordered log of
/// everything that happens: performed transitions and observed state changes.
@MainActor
final class EngineHarness {
    let clock = ManualClock()
    let diagnostics = DiagnosticsRecorder()
    let engine: PeekEngine
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let host = TestScreen("list")
    var stack: [TestScreen] = []
    var log: [String] = []
    var observation: Subscription?

    init(policy: LateTransitionPolicy = .interruptPeek) {
        engine = PeekEngine(clock: clock, lateTransitionPolicy: policy, diagnostics: diagnostics.sink)
        observation = engine.observe { [unowned self] change in
            self.log.append("state \(change.summary)")
        }
    }

    /// A push transition that logs itself and pushes onto `stack` when performed.
    func push(_ screen: TestScreen) -> Transition {
        Transition(kind: .push, destination: screen) { [unowned self] in
            self.log.append("perform push \(screen.name)")
            self.stack.append(screen)
        }
    }

    /// A dismiss transition that logs itself and pops `stack` when performed.
    func dismiss() -> Transition {
        Transition(kind: .dismiss) { [unowned self] in
            self.log.append("perform dismiss")
            _ = self.stack.popLast()
        }
    }

    /// A source view in the window.
    func makeSource(_ name: String, frame: Rect = Rect(x: 0, y: 0, width: 320, height: 44)) -> ViewNode {
        let view = ViewNode(name: name, frame: frame)
        window.addSubview(view)
        return view
    }

    /// Registers `source` for `host` (default: the list) with an `onPeek` that
    /// logs itself and runs `body`.
    @discardableResult
    func register(
        _ source: ViewNode,
        host: (any Screen)? = nil,
        onPeek body: @escaping @MainActor (PreviewingContext, Point) -> Void
    ) -> PreviewingContext {
        engine.register(host: host ?? self.host, sourceView: source) { [unowned self] context, location in
            self.log.append("onPeek \(source.name)")
            body(context, location)
        }
    }

    /// Registers a source whose `onPeek` pushes `screen`.
    @discardableResult
    func registerPushing(_ screen: TestScreen, from source: ViewNode) -> PreviewingContext {
        register(source) { [unowned self] _, _ in
            self.engine.route(self.push(screen))
        }
    }
}
