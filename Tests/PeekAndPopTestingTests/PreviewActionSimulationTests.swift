import PeekAndPop
import PeekAndPopTesting
import Testing

/// A screen named for readable logs.
@MainActor
private final class NamedScreen: Screen {
    let screenName: String

    init(_ name: String) { screenName = name }
}

/// One host with one row whose preview offers "cart" and "share" (S24), an
/// interaction in `mode`, and a simulator; everything that happens is logged.
@MainActor
private final class ActionsFixture {
    let clock = ManualClock()
    let engine: PeekEngine
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let host = NamedScreen("List")
    let touch: ForceTouchSimulator
    let states: EventRecorder<PeekAndPopStateChange>
    var log: [String] = []

    init(mode: RecognitionMode) {
        engine = PeekEngine(clock: clock, diagnostics: DiagnosticsRecorder().sink)
        states = EventRecorder(engine.stateChanges)
        let row = ViewNode(name: "row", frame: Rect(x: 0, y: 100, width: 320, height: 44))
        window.addSubview(row)
        let interaction = PeekInteraction(engine: engine, host: host, rootView: window, mode: mode)
        touch = ForceTouchSimulator(interaction: interaction, clock: clock)
        engine.register(host: host, sourceView: row) { [unowned self] context, _ in
            engine.route(Transition(kind: .push, destination: NamedScreen("Detail")) { self.log.append("push") })
            context.previewActions = [
                PreviewAction("Add to cart", id: "cart") { self.log.append("handler cart") },
                PreviewAction("Share", id: "share") { self.log.append("handler share") },
            ]
        }
    }

    var summaries: [String] { states.events.map(\.summary) }
}

@MainActor
struct PreviewActionSimulationTests {
    private static let row = Point(x: 160, y: 120)

    @Test func forceModeRevealsTheActionsChoosesOneAndLiftsTheFinger() throws {
        let app = ActionsFixture(mode: .force(.default))
        try app.touch.peek(at: Self.row)

        let events = try app.touch.selectAction("share")

        #expect(
            events.filter { !$0.isProgress }.map(\.description) == ["actionSelected(session#1, share)", "ended"])
        #expect(app.summaries == ["session#1 inPeek", "session#1 actionSelected(share)"])
        #expect(app.log == ["handler share"])  // The frozen push never ran.
        try app.touch.finish()
    }

    @Test func longPressModeChoosesFromTheMenu() throws {
        let app = ActionsFixture(mode: .longPress(LongPressConfiguration.default))
        try app.touch.peek(at: Self.row)

        let events = try app.touch.selectAction("cart")

        #expect(events.map(\.description) == ["actionSelected(session#1, cart)"])
        #expect(app.summaries == ["session#1 inPeek", "session#1 actionSelected(cart)"])
        #expect(app.log == ["handler cart"])
        try app.touch.finish()
        // The next press is a new one.
        try app.touch.peek(at: Self.row)
        try app.touch.pop()
        #expect(app.summaries.suffix(2) == ["session#2 inPeek", "session#2 popped"])
        #expect(app.log == ["handler cart", "push"])
        try app.touch.finish()
    }

    @Test(arguments: [false, true])
    func anActionThePeekDoesNotOfferChangesNothingAndFinishReportsThePeek(longPress: Bool) throws {
        let app = ActionsFixture(mode: longPress ? .longPress(.default) : .force(.default))
        try app.touch.peek(at: Self.row)
        if !longPress {
            _ = try app.touch.move(to: Point(x: 160, y: 60))
        }

        let events = app.touch.interaction.selectAction("delete")

        #expect(events.map(\.description) == ["actionFailed(actionNotOffered)"])
        #expect(app.summaries == ["session#1 inPeek"])
        let error = #expect(throws: SimulatorError.self) { try app.touch.finish() }
        #expect(error?.details.first == "session#1 is still in peek")
        app.touch.exhaustivity = .off
    }

    @Test func choosingWithNoPeekFailsAndAFingerInTheWrongPlaceThrows() throws {
        let force = ActionsFixture(mode: .force(.default))
        #expect(force.touch.interaction.selectAction("cart").map(\.description) == ["actionFailed(noActivePeek)"])
        let noFinger = #expect(throws: SimulatorError.self) { try force.touch.selectAction("cart") }
        #expect(noFinger?.code == .noTouchDown)

        let longPress = ActionsFixture(mode: .longPress(LongPressConfiguration.default))
        try longPress.touch.touchDown(at: Self.row)
        let fingerDown = #expect(throws: SimulatorError.self) { try longPress.touch.selectAction("cart") }
        #expect(fingerDown?.code == .touchAlreadyDown)
        try longPress.touch.release()
        #expect(force.summaries.isEmpty && longPress.summaries.isEmpty)
    }
}
