import PeekAndPop
import Testing

/// One interaction for a window with several screens on it: it hit-tests every host's sources.
@MainActor
struct WindowInteractionTests {
    let engine = PeekEngine()
    let window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 640, height: 480))
    let left = TestScreen("left")
    let right = TestScreen("right")
    let leftList = ViewNode(name: "leftList", frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let rightList = ViewNode(name: "rightList", frame: Rect(x: 320, y: 0, width: 320, height: 480))
    let details = (left: TestScreen("left detail"), right: TestScreen("right detail"))

    init() {
        window.addSubview(leftList)
        window.addSubview(rightList)
        for (host, source, detail) in [(left, leftList, details.left), (right, rightList, details.right)] {
            engine.register(host: host, sourceView: source) { [engine] _, _ in
                engine.route(Transition(kind: .push, destination: detail) {})
            }
        }
    }

    func press(_ interaction: PeekInteraction, at point: Point) throws -> [String] {
        let began = try interaction.handle(
            TouchSample(location: point, force: 0, maximumPossibleForce: 4, timestamp: .zero, phase: .began))
        let pressed = try interaction.handle(
            TouchSample(location: point, force: 2, maximumPossibleForce: 4, timestamp: .zero, phase: .moved))
        let lifted = try interaction.handle(
            TouchSample(location: point, force: 0, maximumPossibleForce: 4, timestamp: .zero, phase: .ended))
        return (began + pressed + lifted).filter { !$0.isProgress }.map(\.description)
    }

    @Test func oneInteractionPeeksAtTheSourcesOfEveryHostInTheWindow() throws {
        let interaction = PeekInteraction(engine: engine, rootView: window)
        #expect(interaction.isWindowWide)
        #expect(interaction.host == nil)
        var summaries: [String] = []
        let observation = engine.observe { summaries.append($0.summary) }
        defer { observation.cancel() }

        let first = try press(interaction, at: Point(x: 400, y: 10))
        #expect(
            first == [
                "touchBegan(400.0, 10.0)", "peeked(session#1, right detail)", "released(session#1)",
            ])
        let second = try press(interaction, at: Point(x: 10, y: 10))
        #expect(
            second == [
                "touchBegan(10.0, 10.0)", "peeked(session#2, left detail)", "released(session#2)",
            ])
        #expect(
            summaries == [
                "session#1 inPeek", "session#1 interrupted(released)",
                "session#2 inPeek", "session#2 interrupted(released)",
            ])
    }

    @Test func anInteractionForOneHostIgnoresTheOtherHostsSources() throws {
        let interaction = PeekInteraction(engine: engine, host: left, rootView: window)
        #expect(!interaction.isWindowWide)
        let first = try press(interaction, at: Point(x: 400, y: 10))
        #expect(
            first == ["touchBegan(400.0, 10.0)", "noPreview", "released(no peek)"])
    }
}
