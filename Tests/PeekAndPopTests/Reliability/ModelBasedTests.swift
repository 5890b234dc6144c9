import PeekAndPopFuzz
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Randomized model-based testing: seeded operation sequences run against the
/// engine and an independent reference model (S4, S6–S25, B1–B3, B7), with
/// observers, checks, work and `onPeek` handlers that call back into the
/// engine, and the raw state stream checked on its own. A failure prints its
/// seed and a shrunk sequence; `peek-and-pop-bench --fuzz-survey N` lists one
/// per kind of failure.
@MainActor
struct ModelBasedTests {
    /// How many sequences to run: `PEEK_AND_POP_FUZZ_SEQUENCES` or 5,000.
    static let sequences = Int(Environment.value(of: "PEEK_AND_POP_FUZZ_SEQUENCES") ?? "") ?? 5000

    @Test func engineAgreesWithTheReferenceModelOnSeededSequences() async {
        do throws(ModelChecker.Failure) {
            try await ModelChecker.check(sequences: Self.sequences, length: 40, firstSeed: 1)
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func theShrinkerFindsAShortFailingSequence() async {
        // A deliberately wrong expectation: a sequence "fails" while it still
        // contains a commit; the shrinker must reduce it to that commit alone.
        let operations = FuzzGenerator.sequence(seed: 7, length: 30) + [.commit(rightScreen: true)]
        let (shrunk, _) = await ModelChecker.shrink(operations, message: "x") { candidate in
            candidate.contains(.commit(rightScreen: true)) ? "still failing" : nil
        }
        #expect(shrunk == [.commit(rightScreen: true)])
    }
}

enum Environment {
    static func value(of name: String) -> String? {
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }
}
