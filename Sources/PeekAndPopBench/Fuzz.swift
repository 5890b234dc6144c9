import Foundation
import PeekAndPopFuzz

/// `--fuzz N`: runs N model-checked sequences in batches, printing progress;
/// returns the exit status (1 on the first failure, which prints its seed and
/// shrunk sequence).
@MainActor
func runFuzz(sequences: Int, length: Int, firstSeed: UInt64) async -> Int32 {
    let batch = 10_000
    var done = 0
    let start = Date()
    while done < sequences {
        let count = min(batch, sequences - done)
        do throws(ModelChecker.Failure) {
            try await ModelChecker.check(sequences: count, length: length, firstSeed: firstSeed + UInt64(done))
        } catch {
            print(error)
            return 1
        }
        done += count
        let rate = Double(done) / max(Date().timeIntervalSince(start), 0.001)
        print("fuzz: \(done) of \(sequences) sequences of \(length) operations passed (\(Int(rate)) per second)")
    }
    // The navigation host against its own reference model (H2–H4, H7).
    let navigationStart = Date()
    if let failure = NavigationFuzzer.check(sequences: sequences, length: length, firstSeed: firstSeed) {
        print(failure)
        return 1
    }
    let rate = Double(sequences) / max(Date().timeIntervalSince(navigationStart), 0.001)
    print("fuzz: \(sequences) navigation sequences of \(length) operations passed (\(Int(rate)) per second)")
    return 0
}

/// `--fuzz-survey N`: runs N sequences and prints one shrunk failing sequence
/// per kind of failure; returns 1 if any sequence failed.
@MainActor
func runFuzzSurvey(sequences: Int, length: Int, firstSeed: UInt64, checksPreviewScreens: Bool) async -> Int32 {
    let failures = await ModelChecker.survey(
        sequences: sequences, length: length, firstSeed: firstSeed, checksPreviewScreens: checksPreviewScreens)
    for failure in failures {
        print(failure)
        print()
    }
    print("fuzz survey: \(failures.count) kinds of failure in \(sequences) sequences")
    return failures.isEmpty ? 0 : 1
}
