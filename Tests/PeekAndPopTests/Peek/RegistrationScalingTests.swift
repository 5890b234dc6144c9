import PeekAndPop
import PeekAndPopTesting
import Testing

/// Registration costs the same per source at any count (S13): the benchmark
/// measures it (`unregister_all_scaling`); here a count that took minutes
/// when each removal scanned every registration again must end at once.
@MainActor
struct RegistrationScalingTests {
    @Test(.timeLimit(.minutes(10)))
    func unregisteringFiftyThousandSourcesOfOneHostEndsEachOnceAndLeavesTheOthers() {
        let harness = EngineHarness()
        let other = TestScreen("other")
        let views = (0..<50_000).map { harness.makeSource("row\($0)") }
        for view in views { harness.register(view) { _, _ in } }
        let kept = harness.register(harness.makeSource("kept"), host: other) { _, _ in }
        let changes = EventRecorder(harness.engine.stateChanges)

        let ended = harness.engine.unregisterAll(of: harness.host)

        #expect(ended == 50_000)
        #expect(harness.engine.registeredContexts.map(\.id) == [kept.id])
        #expect(harness.engine.unregisterAll(of: harness.host) == 0)
        #expect(changes.events == [])
    }
}
