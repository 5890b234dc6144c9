/// Runs seeded operation sequences against the engine and its reference
/// model, and shrinks a failing sequence to a short one that still fails.
///
/// Invariants checked after every operation: the raw state stream, on its own
/// (one `inPeek`, then exactly one terminal state per session, one session
/// open at a time, every change carrying its preview screen: S6, S16) and
/// against the model; the transitions and side effects performed, in order
/// (S4, S7, S8, S11, S12, S22, S24, S25); what every call made by user code
/// from observers, checks, work and `onPeek` returned (S18, S22); each
/// observer's whole sequence of state changes (S16–S18, B1–B3); the return
/// values and error codes of every call (S9, S24); malformed touch samples
/// (S21). At the end of each sequence: once the engine is called again, no
/// session is left without a terminal state (S6), and no screen outlived its
/// session (S19).
@MainActor
public enum ModelChecker {
    /// A failing sequence, shrunk.
    public struct Failure: Error, CustomStringConvertible {
        /// The seed that produced the sequence.
        public let seed: UInt64
        /// What went wrong with the shrunk sequence.
        public let message: String
        /// The shrunk sequence.
        public let operations: [FuzzOperation]

        public var description: String {
            let steps = operations.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
            return "model check failed for seed \(seed): \(message)\nshrunk sequence (\(operations.count) steps):\n"
                + steps
        }
    }

    /// Runs one sequence against the engine and the model; returns what went
    /// wrong first, or `nil` if they agree throughout.
    public static func failure(of operations: [FuzzOperation]) async -> String? {
        await FuzzRunner().run(operations)
    }

    /// Checks `count` sequences of `length` operations, from seeds
    /// `firstSeed`, `firstSeed + 1`, …; throws the first failure, shrunk.
    public static func check(sequences count: Int, length: Int = 40, firstSeed: UInt64 = 1) async throws(Failure) {
        for seed in firstSeed..<firstSeed + UInt64(count) {
            let operations = FuzzGenerator.sequence(seed: seed, length: length)
            if let message = await FuzzRunner().run(operations) {
                let (shrunk, shrunkMessage) = await shrink(operations, message: message)
                throw Failure(seed: seed, message: shrunkMessage, operations: shrunk)
            }
        }
    }

    /// Runs `count` sequences and returns one shrunk failure per kind of
    /// failure (the first seed of each kind), at most `limit` kinds: a survey
    /// of what an engine gets wrong, for fixing several defects at once.
    ///
    /// - Parameter checksPreviewScreens: Whether a change without its preview
    ///   screen fails a sequence (S16); turn it off to see what else fails.
    public static func survey(
        sequences count: Int, length: Int = 40, firstSeed: UInt64 = 1, limit: Int = 12,
        checksPreviewScreens: Bool = true
    ) async -> [Failure] {
        var failures: [String: Failure] = [:]
        var order: [String] = []
        let run: ([FuzzOperation]) async -> String? = {
            await FuzzRunner(checksPreviewScreens: checksPreviewScreens).run($0)
        }
        for seed in firstSeed..<firstSeed + UInt64(count) where order.count < limit {
            let operations = FuzzGenerator.sequence(seed: seed, length: length)
            guard let message = await run(operations) else { continue }
            let kind = kind(of: message)
            guard failures[kind] == nil else { continue }
            let (shrunk, shrunkMessage) = await shrink(operations, message: message) { candidate in
                guard let failure = await run(candidate), Self.kind(of: failure) == kind else { return nil }
                return failure
            }
            failures[kind] = Failure(seed: seed, message: shrunkMessage, operations: shrunk)
            order.append(kind)
        }
        return order.compactMap { failures[$0] }
    }

    /// A failure message without its numbers and logs: where it happened (the
    /// operation's name) and what differed.
    static func kind(of message: String) -> String {
        var kind = ""
        var depth = 0
        for character in message {
            if character == "[" { depth += 1 }
            if depth == 0, !character.isNumber { kind.append(character) }
            if character == "]" { depth -= 1 }
        }
        let words = kind.split(separator: " ")
        let operation = words.dropFirst(words.first == "after" ? 2 : 1).first.map { $0.prefix { $0 != "(" } } ?? ""
        let what = kind.split(separator: " — ", maxSplits: 1).last ?? ""
        return "\(operation):\(what.prefix(60))"
    }

    /// Removes operations while the sequence still fails, first halves, then
    /// single steps; then simplifies the steps that are left.
    public static func shrink(
        _ operations: [FuzzOperation],
        message: String,
        failure: (([FuzzOperation]) async -> String?)? = nil
    ) async -> ([FuzzOperation], String) {
        let fails = failure ?? { await FuzzRunner().run($0) }
        var current = operations
        var currentMessage = message
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if let failure = await fails(candidate) {
                    current = candidate
                    currentMessage = failure
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny {
                chunk /= 2
            }
        }
        // Then simpler steps: scripts without their extras, presses of their own.
        var index = 0
        while index < current.count {
            var simplified = false
            for simpler in current[index].simplifications {
                var candidate = current
                candidate[index] = simpler
                if let failure = await fails(candidate) {
                    current = candidate
                    currentMessage = failure
                    simplified = true
                    break
                }
            }
            if !simplified {
                index += 1
            }
        }
        return (current, currentMessage)
    }
}
