import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct SourceRectTests {
    private func peek(
        _ harness: EngineHarness,
        setting rect: Rect
    ) throws -> ActivePeek {
        let row = harness.makeSource("row", frame: Rect(x: 0, y: 100, width: 320, height: 44))
        let context = harness.register(row) { context, _ in
            context.sourceRect = rect
            harness.engine.route(harness.push(TestScreen("detail")))
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        return try #require(harness.engine.activePeek)
    }

    // S15
    @Test func sourceRectDefaultsToTheSourceViewsBounds() throws {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("d"), from: harness.makeSource("row"))
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.activePeek?.sourceRect == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(context.sourceRect == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    // S15
    @Test func aValidSourceRectSetInOnPeekIsUsed() throws {
        let harness = EngineHarness()
        let peek = try peek(harness, setting: Rect(x: 10, y: 4, width: 100, height: 36))
        #expect(peek.sourceRect == Rect(x: 10, y: 4, width: 100, height: 36))
        #expect(harness.diagnostics.codes.isEmpty)
    }

    // S15
    @Test(arguments: [
        Rect(x: .nan, y: 0, width: 10, height: 10),
        Rect(x: 0, y: 0, width: .infinity, height: 10),
        Rect(x: 0, y: 0, width: -10, height: 10),
        Rect(x: 0, y: 0, width: 10, height: -1),
        Rect(x: 5, y: 5, width: 0, height: 10),
    ])
    func nonFiniteNegativeOrEmptySourceRectsAreRejectedAndTheDefaultStays(rect: Rect) throws {
        let harness = EngineHarness()
        let peek = try peek(harness, setting: rect)
        #expect(peek.sourceRect == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(harness.diagnostics.codes == [.sourceRectInvalid])
    }

    // S15
    @Test func aSourceRectOutsideTheBoundsIsRejected() throws {
        let harness = EngineHarness()
        let peek = try peek(harness, setting: Rect(x: 0, y: 100, width: 50, height: 50))
        #expect(peek.sourceRect == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(harness.diagnostics.codes == [.sourceRectOutside])
    }

    // S15
    @Test func aSourceRectPartlyOutsideIsClippedToTheBounds() throws {
        let harness = EngineHarness()
        let peek = try peek(harness, setting: Rect(x: 300, y: -10, width: 50, height: 30))
        #expect(peek.sourceRect == Rect(x: 300, y: 0, width: 20, height: 20))
        #expect(harness.diagnostics.codes == [.sourceRectClipped])
    }

    // S15
    @Test func aFrameFromAnotherViewOfTheTreeIsConvertedIntoSourceCoordinates() throws {
        let harness = EngineHarness()
        let table = harness.makeSource("table", frame: Rect(x: 0, y: 64, width: 320, height: 416))
        let cell = ViewNode(name: "cell", frame: Rect(x: 0, y: 88, width: 320, height: 44))
        table.addSubview(cell)
        let badge = ViewNode(name: "badge", frame: Rect(x: 280, y: 8, width: 28, height: 28))
        cell.addSubview(badge)
        var converted = false
        let context = harness.register(table) { context, _ in
            converted = context.setSourceRect(badge.bounds, in: badge)
            harness.engine.route(harness.push(TestScreen("detail")))
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(converted)
        #expect(harness.engine.activePeek?.sourceRect == Rect(x: 280, y: 96, width: 28, height: 28))
    }

    // S15: per session: the next peek starts from the bounds again.
    @Test func sourceRectIsPerSession() throws {
        let harness = EngineHarness()
        let setRect = Cell(true)
        let context = harness.register(harness.makeSource("row")) { context, _ in
            if setRect.value { context.sourceRect = Rect(x: 1, y: 1, width: 5, height: 5) }
            harness.engine.route(harness.push(TestScreen("detail")))
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.activePeek?.sourceRect == Rect(x: 1, y: 1, width: 5, height: 5))
        harness.engine.interrupt(.released)
        setRect.value = false
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        #expect(harness.engine.activePeek?.sourceRect == Rect(x: 0, y: 0, width: 320, height: 44))
    }

    // S15
    @Test func settingASourceRectWithNoSessionChangesNothing() {
        let harness = EngineHarness()
        let context = harness.registerPushing(TestScreen("d"), from: harness.makeSource("row"))
        context.sourceRect = Rect(x: 1, y: 1, width: 5, height: 5)
        #expect(context.sourceRect == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(harness.diagnostics.codes == [.sourceRectWithoutSession])
    }
}
