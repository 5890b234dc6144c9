import PeekAndPop
import PeekAndPopFuzz
import Testing

/// The navigation host against a reference model of its tree, over random
/// taps, peeks popped and released, held animations, the watchdog and the
/// user's own changes (H2–H4, H7, S8).
@MainActor
struct NavigationFuzzTests {
    /// How many sequences: a fifth of `PEEK_AND_POP_FUZZ_SEQUENCES`, or 1,000.
    static let sequences = (Int(Environment.value(of: "PEEK_AND_POP_FUZZ_SEQUENCES") ?? "") ?? 5000) / 5

    @Test func theHostFollowsTheReferenceModel() {
        let failure = NavigationFuzzer.check(sequences: Self.sequences, length: 40, firstSeed: 1)

        #expect(failure == nil, "\(failure?.description ?? "")")
    }

    @Test func aPlantedDeviationOfTheModelIsCaught() {
        let failure = NavigationFuzzer.check(sequences: 200, length: 40, firstSeed: 1, deviation: true)

        #expect(failure != nil, "the checker cannot fail: it is not checking")
        // The planted deviation follows a popped peek: its log says what that
        // peek froze, as tree edits (H1).
        let frozen = failure?.operations.last { $0.hasPrefix("  frozen: ") }?.dropFirst("  frozen: ".count)
        #expect(frozen?.contains(": ") == true, "a label, then its edits: \(frozen ?? "nothing")")
    }
}
