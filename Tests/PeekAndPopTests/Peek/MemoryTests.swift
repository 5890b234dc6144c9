import PeekAndPop
import PeekAndPopTesting
import Testing

/// A closure-owned object whose lifetime tells whether a frozen transition's
/// closures were released.
@MainActor
private final class Capture {}

@MainActor
struct MemoryTests {
    enum Ending: String, CaseIterable, Sendable {
        case pop, released, cancelledByHost, superseded, interruptedByRouting, sourceUnregistered, hostScreenGone,
            previewScreenGone, commitOfDifferentScreen, stale, nilPreview
    }

    // S19
    @Test(arguments: Ending.allCases)
    func nothingRetainsThePreviewOrTheFrozenClosuresAfterTheSessionEnds(ending: Ending) throws {
        let harness = EngineHarness()
        var host: TestScreen? = TestScreen("host")
        weak var weakPreview: TestScreen?
        weak var weakCapture: Capture?
        var isStale = false
        let context = harness.engine.register(host: host!, sourceView: harness.makeSource("row")) { _, _ in
            let preview = TestScreen("preview")
            let capture = Capture()
            weakPreview = preview
            weakCapture = capture
            let shown: TestScreen? = ending == .nilPreview ? nil : preview
            harness.engine.route(
                Transition(kind: .push, destination: shown, check: { isStale ? .stale("gone") : .ready }) {
                    withExtendedLifetime((preview, capture)) {}
                    harness.log.append("perform push preview")
                }
            )
        }
        let other = harness.registerPushing(TestScreen("other"), from: harness.makeSource("other"))
        let preview = harness.engine.preview(for: context, at: .zero)
        #expect((preview == nil) == (ending == .nilPreview))
        switch ending {
        case .pop: try harness.engine.commit(try #require(preview))
        case .released: harness.engine.interrupt(.released)
        case .cancelledByHost: harness.engine.interrupt()
        case .superseded: _ = harness.engine.preview(for: other, at: .zero)
        case .interruptedByRouting: harness.engine.route(harness.dismiss())
        case .sourceUnregistered: harness.engine.unregister(context)
        case .hostScreenGone:
            host = nil
            harness.engine.interrupt(.released)  // any engine call notices
        case .previewScreenGone: harness.engine.previewDidDisappear()
        case .commitOfDifferentScreen: _ = try? harness.engine.commit(TestScreen("impostor"))
        case .stale:
            isStale = true
            _ = try? harness.engine.commit(try #require(preview))
        case .nilPreview: break
        }
        harness.engine.interrupt(.released)  // end the `other` peek, if the superseding one started it
        _ = consume preview
        #expect(weakPreview == nil)
        #expect(weakCapture == nil)
        #expect(harness.engine.activePeek == nil)
        withExtendedLifetime(host) {}
    }
}
