extension PeekEngine {
    /// The registrations by identifier, oldest first (S13).
    ///
    /// Identifiers grow in registration order, so the registrations are kept
    /// in one array in that order, with no hashing: a hash table scatters
    /// consecutive identifiers over memory, and a walk in registration order
    /// (``unregisterAll(of:)``) then misses the cache once per registration
    /// when the table outgrows it; here it reads the array in order. An
    /// ended registration leaves a hole until the holes outnumber the live
    /// ones, when they are dropped (amortized O(1) per removal). An
    /// identifier is at its distance from the first one when no hole lies
    /// before it; otherwise a binary search narrowed by its distances from
    /// both ends finds it.
    struct RegistrationTable {
        private struct Entry {
            let id: ContextID
            var context: PreviewingContext?
        }

        /// Ascending identifiers; an ended registration is a hole (`nil`).
        private var entries: [Entry] = []
        private var holes = 0

        /// How many are registered.
        var count: Int { entries.count - holes }

        /// The registered contexts, in registration order.
        var contexts: [PreviewingContext] {
            var found: [PreviewingContext] = []
            found.reserveCapacity(count)
            for entry in entries {
                if let context = entry.context { found.append(context) }
            }
            return found
        }

        subscript(id: ContextID) -> PreviewingContext? {
            position(of: id).flatMap { entries[$0].context }
        }

        /// Adds `context`, whose identifier is newer than every other.
        mutating func append(_ context: PreviewingContext) {
            assert(entries.last.map { $0.id < context.id } ?? true, "context identifiers grow")
            entries.append(Entry(id: context.id, context: context))
        }

        /// Removes and returns the context registered as `id`, if any.
        @discardableResult
        mutating func remove(_ id: ContextID) -> PreviewingContext? {
            guard let position = position(of: id), let context = entries[position].context.take() else { return nil }
            holes += 1
            if holes > max(16, count) {
                entries.removeAll { $0.context == nil }
                holes = 0
            }
            return context
        }

        private func position(of id: ContextID) -> Int? {
            guard let first = entries.first?.id.rawValue, let last = entries.last?.id.rawValue,
                first <= id.rawValue, id.rawValue <= last
            else { return nil }
            // Identifiers ascend by at least one per entry.
            var low = max(0, entries.count - 1 - (last - id.rawValue))
            var high = min(entries.count - 1, id.rawValue - first)
            while low <= high {
                let middle = low + (high - low) / 2
                let found = entries[middle].id.rawValue
                if found == id.rawValue { return middle }
                if found < id.rawValue { low = middle + 1 } else { high = middle - 1 }
            }
            return nil
        }
    }
}
