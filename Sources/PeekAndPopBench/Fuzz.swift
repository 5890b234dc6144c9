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
    return 0
}
