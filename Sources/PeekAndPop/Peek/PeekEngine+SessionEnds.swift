extension PeekEngine {
    /// Tells `listener` of every session that ends from now on, for as long
    /// as it is alive; the engine holds it weakly (P3).
    func addSessionEndListener(_ listener: some SessionEndListener) {
        if !callOut.isTellingBridges {
            endListeners.removeAll { $0.listener == nil }
        }
        endListeners.append(WeakSessionEndListener(listener))
    }

    /// Queues the end of `session` for the listeners, to be told once the
    /// state change that ended it has reached every observer (P3): by the
    /// outermost ``publish(_:reason:action:for:)`` when it returns, or by
    /// the end of the session (``tellBridges()``, as ``PeekMachine`` decides).
    ///
    /// Queued before the terminal state is published, so that the listeners
    /// hear of ends in the order they happened: an observer that ends another
    /// session ends it after this one.
    func queueSessionEnd(_ session: SessionID) {
        guard !endListeners.isEmpty else { return }
        pendingEnds.append(session)  // Keeps its capacity: no allocation per press.
    }

    /// Tells the listeners of the ends queued so far, outside any lock; the
    /// machine asks for it when no delivery and no bridge call is under way
    /// (whichever is under way asks for it when it is over).
    func tellBridges() {
        callOut.isTellingBridges = true
        Provenance.withoutProvenance { drainPendingEnds() }
    }

    private func drainPendingEnds() {
        // A listener may end another session (user code it calls): that end
        // is queued here and told after this one, in order.
        var next = 0
        while next < pendingEnds.count {
            let session = pendingEnds[next]
            next += 1
            tellEachListener(session)
        }
        pendingEnds.removeAll(keepingCapacity: true)
        callOut.isTellingBridges = false
    }

    private func tellEachListener(_ session: SessionID) {
        // Re-read the list after each call (S22): a listener's call may add
        // a bridge or let one go.
        var index = 0
        while index < endListeners.count {
            let listener = endListeners[index].listener
            index += 1
            listener?.sessionEnded(session)
        }
    }
}
