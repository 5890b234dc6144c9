import PeekAndPop
import Testing

struct DiagnosticsSinkTests {
    // A refused transition is noticed in debug builds without wiring a sink.
    @Test func theDefaultSinkWritesEachDiagnosticToStandardErrorInDebugBuilds() async throws {
        let result = try #require(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DiagnosticsSink.default.report(
                    Diagnostic(code: .transitionRefused, message: "push detail was not performed")
                )
            }
        )
        let written = String(decoding: result.standardErrorContent, as: UTF8.self)
        #if DEBUG
            #expect(written == "[PeekAndPop] [transitionRefused] push detail was not performed\n")
        #else
            #expect(written.isEmpty)
        #endif
    }

    @Test func aDiscardingSinkWritesNothing() async throws {
        let result = try #require(
            await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
                DiagnosticsSink.discard.report(Diagnostic(code: .transitionRefused, message: "quiet"))
            }
        )
        #expect(result.standardErrorContent.isEmpty)
    }
}
