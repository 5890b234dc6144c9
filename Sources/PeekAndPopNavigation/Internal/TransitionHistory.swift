import PeekAndPop

/// The transitions a ``NavigationHost`` applied, oldest first, holding their
/// screens weakly; at most `limit` of them, the oldest going first.
///
/// Once `limit` records are kept they form a ring: each new record takes
/// the place of the oldest, so that every append lets exactly one record
/// go. (Trimming in chunks let a few hundred records and their snapshots go
/// at one transition, a pause of its own, and none at the others.)
struct TransitionHistory {
    /// How many records are kept; a change takes effect at the next append.
    var limit = 256

    /// The records, the oldest at `oldest` when the ring is full, at 0
    /// while it fills.
    private var ring: [TransitionRecord] = []
    private var oldest = 0

    /// The records kept, oldest first.
    var records: [TransitionRecord] {
        guard oldest > 0 else { return ring }
        return Array(ring[oldest...]) + ring[..<oldest]
    }

    mutating func append(_ record: TransitionRecord) {
        let limit = max(limit, 0)
        if ring.count == limit, limit > 0 {
            ring[oldest] = record
            oldest = (oldest + 1) % limit
            return
        }
        if oldest > 0 || ring.count > limit {
            // The limit changed since the ring filled: back in order, the
            // surplus let go.
            var ordered = records
            ordered.removeFirst(max(0, ordered.count + 1 - max(limit, 1)))
            (ring, oldest) = (ordered, 0)
        }
        if limit > 0 { ring.append(record) } else { ring.removeAll() }
    }

    /// The record of the transition `id`, if it is still kept.
    func record(for id: TransitionID) -> TransitionRecord? {
        for back in 0..<ring.count {
            let record = ring[(oldest + ring.count - 1 - back) % ring.count]
            if record.id == id { return record }
        }
        return nil
    }
}
