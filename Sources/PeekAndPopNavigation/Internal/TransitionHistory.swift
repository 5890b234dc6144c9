import PeekAndPop

/// The transitions a ``NavigationHost`` applied, oldest first, holding their
/// screens weakly; at most `limit` of them, the oldest going first.
struct TransitionHistory {
    /// How many records are kept.
    var limit = 256

    /// The records, oldest first, from `start`; trimmed in chunks so that
    /// appending stays O(1) amortized with a full history.
    private var buffer: [TransitionRecord] = []
    private var start = 0

    /// The records kept, oldest first.
    var records: ArraySlice<TransitionRecord> { buffer[start...] }

    mutating func append(_ record: TransitionRecord) {
        buffer.append(record)
        let limit = max(limit, 0)
        if buffer.count - start > limit {
            start = buffer.count - limit
        }
        if start > max(limit, 32) {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The record of the transition `id`, if it is still kept.
    func record(for id: TransitionID) -> TransitionRecord? {
        records.last { $0.id == id }
    }
}
