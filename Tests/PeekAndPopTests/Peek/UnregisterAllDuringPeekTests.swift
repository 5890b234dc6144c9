import PeekAndPop
import Testing

/// `unregisterAll(of:)` of a host whose peek is shown ends the registrations
/// before that peek's without calling out and forgets their source views in
/// one pass at the end (S13): a registration made by an observer while the
/// peek ends, on a source view already ended, is kept by that pass.
@MainActor
struct UnregisterAllDuringPeekTests {
    @Test func aSourceViewRegisteredByAnotherHostWhileThePeekEndsStaysRegistered() throws {
        let harness = EngineHarness()
        let rows = (0..<64).map { harness.makeSource("row\($0)") }
        let contexts = rows.map { harness.registerPushing(TestScreen("detail"), from: $0) }
        _ = try #require(harness.engine.preview(for: contexts[40], at: .zero))
        let other = TestScreen("other")
        var registered: PreviewingContext?
        let observation = harness.engine.observe { change in
            if change.state.isTerminal, registered == nil {
                registered = harness.engine.register(host: other, sourceView: rows[5]) { _, _ in }
            }
        }

        #expect(harness.engine.unregisterAll(of: harness.host) == 64)

        let kept = try #require(registered)
        #expect(harness.engine.registeredContexts.map(\.id) == [kept.id])
        #expect(harness.engine.contexts(of: other).map(\.id) == [kept.id])
        #expect(harness.engine.unregister(host: other, sourceView: rows[5]))
        #expect(harness.engine.registeredContexts.isEmpty)
        withExtendedLifetime(observation) {}
    }
}
