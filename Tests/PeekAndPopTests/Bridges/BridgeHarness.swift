import PeekAndPop
import PeekAndPopTesting

/// An engine with a list host, a table and a row registered as source views
/// (the row inside the table, so one press is over both), and one ordered log
/// of everything: the raw state stream, `onPeek` calls, performed transitions,
/// action handlers, and what the bridge asked of the host.
@MainActor
final class BridgeHarness {
    let clock = ManualClock()
    let diagnostics = DiagnosticsRecorder()
    let engine: PeekEngine
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = ViewNode(name: "table", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let row = ViewNode(name: "row", frame: Rect(x: 0, y: 0, width: 320, height: 44))
    let host = TestScreen("list")
    let detail = TestScreen("detail")
    let other = TestScreen("other")
    var stack: [TestScreen] = []
    var log: [String] = []
    private(set) var rowContext: PreviewingContext!
    private(set) var tableContext: PreviewingContext!
    private var subscription: Subscription?

    /// - Parameters:
    ///   - recordsRawStream: Whether to log the raw stream; `false` leaves
    ///     the state bus with no subscriber at all.
    ///   - actions: The preview actions the row's `onPeek` offers.
    init(
        recordsRawStream: Bool = true,
        actions: @escaping @MainActor (BridgeHarness) -> [PreviewAction] = { _ in [] }
    ) {
        engine = PeekEngine(clock: clock, diagnostics: diagnostics.sink)
        window.addSubview(table)
        table.addSubview(row)
        // The raw stream (S16), in publication order.
        if recordsRawStream {
            subscription = engine.stateChanges.subscribe { [weak self] change in
                MainActor.assumeIsolated { self?.log.append("raw \(change.summary)") }
            }
        }
        rowContext = engine.register(host: host, sourceView: row) { [unowned self] context, _ in
            log.append("onPeek row")
            engine.route(push(detail))
            context.previewActions = actions(self)
        }
        tableContext = engine.register(host: host, sourceView: table) { [unowned self] _, _ in
            log.append("onPeek table")
            engine.route(push(other))
        }
    }

    /// A push that logs itself when performed.
    func push(_ screen: TestScreen) -> Transition {
        Transition(kind: .push, destination: screen) { [unowned self] in
            log.append("perform push \(screen.name)")
            stack.append(screen)
        }
    }

    /// An action whose handler logs itself.
    func action(_ id: PreviewAction.ID) -> PreviewAction {
        PreviewAction(id.rawValue, id: id) { [unowned self] in log.append("handler \(id)") }
    }

    /// Logs what a bridge asks of the host (P3).
    func hostDismiss(_ session: SessionID) {
        log.append("host dismiss \(session)")
    }

    /// A routing call outside any capture window: it interrupts the peek
    /// (S11), an engine decision of its own.
    func lateRoutingCall() {
        engine.route(Transition(kind: .dismiss) { [unowned self] in log.append("perform dismiss") })
    }

    /// Returns the log and empties it.
    func takeLog() -> [String] {
        defer { log.removeAll() }
        return log
    }
}
