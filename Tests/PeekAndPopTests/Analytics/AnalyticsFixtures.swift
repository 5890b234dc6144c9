import PeekAndPop
import PeekAndPopTesting
import Testing

/// A screen whose name is given, for the analytics tests: hosts and previews
/// show up in reports and exports under these names.
@MainActor
final class AnalyticsScreen: Screen {
    let screenName: String

    init(_ name: String) { screenName = name }
}

/// A real engine with a manual clock, and host screens with source views
/// whose `onPeek` routes one transition to a fresh preview screen.
@MainActor
final class AnalyticsFlow {
    /// How a peek ends.
    enum Ending {
        case pop
        case action(PreviewAction.ID)
        case interrupt(InterruptionReason)
    }

    let clock = ManualClock()
    let engine: PeekEngine
    private let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    private var hosts: [String: AnalyticsScreen] = [:]

    init() {
        engine = PeekEngine(clock: clock)
    }

    /// The host screen named `name`, made on first use and kept alive.
    func host(_ name: String) -> AnalyticsScreen {
        if let host = hosts[name] {
            return host
        }
        let host = AnalyticsScreen(name)
        hosts[name] = host
        return host
    }

    /// Registers a new source view of host `hostName` whose `onPeek` routes a
    /// `kind` transition to a new screen named `preview`, offering the preview
    /// actions `actions` (S24).
    func source(
        host hostName: String, preview: String, kind: TransitionKind = .push, actions: [PreviewAction.ID] = []
    ) -> PreviewingContext {
        let view = ViewNode(name: "\(hostName)→\(preview)", frame: Rect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(view)
        return engine.register(host: host(hostName), sourceView: view) { [weak engine] context, _ in
            engine?.route(Transition(kind: kind, destination: AnalyticsScreen(preview)) {})
            context.previewActions = actions.map { PreviewAction($0.rawValue, id: $0) {} }
        }
    }

    /// Starts a peek on `context`, or fails the test.
    @discardableResult
    func beginPeek(_ context: PreviewingContext) throws -> any Screen {
        try #require(engine.preview(for: context, at: .zero))
    }

    /// One whole peek: begins it, lets `duration` pass on the clock, then pops
    /// or interrupts it.
    func peek(_ context: PreviewingContext, for duration: Duration, then ending: Ending) throws {
        let preview = try beginPeek(context)
        clock.advance(by: duration)
        switch ending {
        case .pop:
            try engine.commit(preview)
        case .action(let id):
            try engine.selectAction(id)
        case .interrupt(let reason):
            #expect(engine.interrupt(reason))
        }
    }
}

/// A hand-made state change, for replaying logs (well formed or not) into
/// analytics and exporters.
func analyticsChange(
    session: Int,
    _ state: PeekState,
    reason: InterruptionReason? = nil,
    action: PreviewAction.ID? = nil,
    atMilliseconds milliseconds: Int,
    context: Int = 1,
    host: String = "Catalog",
    preview: String = "Product",
    kind: TransitionKind = .push
) -> PeekAndPopStateChange {
    PeekAndPopStateChange(
        sessionID: SessionID(rawValue: session),
        state: state,
        interruptionReason: reason,
        actionID: action,
        timestamp: .milliseconds(milliseconds),
        contextID: ContextID(rawValue: context),
        hostScreenID: ObjectIdentifier(AnalyticsFlow.self),
        hostScreenName: host,
        previewScreenID: ObjectIdentifier(AnalyticsScreen.self),
        previewScreenName: preview,
        destinationKind: kind,
        previewScreen: nil
    )
}
