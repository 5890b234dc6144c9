extension PeekEngine {
    /// Registers `sourceView` of `host` as able to start previews (S13, S14).
    ///
    /// Registering the same host and source view again replaces the old
    /// registration: one unregister, one register. A host may register many
    /// source views. The engine holds host and source view weakly; dead
    /// registrations are pruned.
    ///
    /// - Parameters:
    ///   - host: The screen that owns the source view.
    ///   - sourceView: The view that can start previews.
    ///   - onPeek: Called synchronously when a preview is asked for at a
    ///     location (in the source view's coordinates). Route as for a tap: the
    ///     routing calls are frozen, and the first frozen transition that shows
    ///     a screen becomes the preview (S2, S3). Set
    ///     ``PreviewingContext/sourceRect`` here to choose what stays sharp.
    ///   - onPreviewingContextChange: Called after each registration and
    ///     re-registration, so the host can wire gesture-failure relationships (S14).
    /// - Returns: The registration's previewing context.
    @discardableResult
    public func register(
        host: any Screen,
        sourceView: ViewNode,
        onPeek: @escaping @MainActor (PreviewingContext, Point) -> Void,
        onPreviewingContextChange: (@MainActor (PreviewingContext) -> Void)? = nil
    ) -> PreviewingContext {
        checkActivePeekIsAlive()
        registrationsSincePrune += 1
        if registrationsSincePrune > max(16, registrations.count / 2) {
            pruneDeadRegistrations()  // amortized O(1) per registration
        }
        let hostID = ObjectIdentifier(host)
        // Removing the old registration may end its peek, which calls
        // observers; one of them may register the pair again: look again (S22).
        while let old = contexts(forSourceID: ObjectIdentifier(sourceView)).first(where: { $0.hostID == hostID }) {
            remove(old, reason: .sourceUnregistered)
        }
        let context = PreviewingContext(
            id: makeContextID(),
            host: host,
            sourceView: sourceView,
            engine: self,
            onPeek: onPeek,
            onPreviewingContextChange: onPreviewingContextChange
        )
        registrations[context.id] = context
        contextsBySource[context.sourceID, default: []].append(context.id)
        context.onPreviewingContextChange?(context)
        return context
    }

    /// Ends `context`'s registration; an active peek it started is interrupted
    /// with ``InterruptionReason/sourceUnregistered`` (S13).
    ///
    /// - Returns: Whether the context was registered and alive. A registration
    ///   whose host or source view is already gone counts as ended: it is
    ///   removed, and `false` is returned, whether or not it was pruned yet.
    @discardableResult
    public func unregister(_ context: PreviewingContext) -> Bool {
        checkActivePeekIsAlive()
        guard registrations[context.id] === context else { return false }
        let wasAlive = context.isAlive
        remove(context, reason: .sourceUnregistered)
        return wasAlive
    }

    /// Ends the registration of `sourceView` by `host`, if there is one (S13).
    @discardableResult
    public func unregister(host: any Screen, sourceView: ViewNode) -> Bool {
        let hostID = ObjectIdentifier(host)
        guard let context = contexts(forSourceID: ObjectIdentifier(sourceView)).first(where: { $0.hostID == hostID })
        else { return false }
        return unregister(context)
    }

    /// Ends every registration of `host` (S13).
    ///
    /// - Returns: How many registrations ended.
    @discardableResult
    public func unregisterAll(of host: any Screen) -> Int {
        checkActivePeekIsAlive()
        let hostID = ObjectIdentifier(host)
        var ended = 0
        // The host's registrations are listed once, oldest first, and removed
        // in that order: O(n log n), not a scan per removal. A removal that
        // ends a peek calls observers, which may register or unregister
        // anything: then the list is taken again (S22).
        var remaining = contexts(ofHostID: hostID)
        while !remaining.isEmpty {
            var calledOut = false
            for context in remaining where registrations[context.id] === context {
                ended += 1
                if remove(context, reason: .sourceUnregistered) {
                    calledOut = true
                    break
                }
            }
            remaining = calledOut ? contexts(ofHostID: hostID) : []
        }
        return ended
    }

    /// The live registrations, in registration order.
    public var registeredContexts: [PreviewingContext] {
        checkActivePeekIsAlive()
        pruneDeadRegistrations()
        return registrations.values.sorted { $0.id < $1.id }
    }

    /// The live registrations of `host`, in registration order.
    public func contexts(of host: any Screen) -> [PreviewingContext] {
        let hostID = ObjectIdentifier(host)
        return registeredContexts.filter { $0.hostID == hostID }
    }

    /// The registrations of the host `hostID`, oldest first.
    private func contexts(ofHostID hostID: ObjectIdentifier) -> [PreviewingContext] {
        // Their identifiers are sorted, not the contexts: a comparison then
        // touches no object and no reference count, which for a host of
        // 100,000 sources is most of the cost of unregistering them (S13).
        var ids: [ContextID] = []
        var found: [PreviewingContext] = []
        for (id, context) in registrations where context.hostID == hostID {
            ids.append(id)
            found.append(context)
        }
        return ids.indices.sorted { ids[$0] < ids[$1] }.map { found[$0] }
    }

    func contexts(forSourceID sourceID: ObjectIdentifier) -> [PreviewingContext] {
        (contextsBySource[sourceID] ?? []).compactMap { registrations[$0] }
    }

    /// Removes registrations whose host or source view is gone; an active peek
    /// of one is interrupted (host gone or source unregistered).
    func pruneDeadRegistrations() {
        registrationsSincePrune = 0
        let dead = registrations.values.filter { !$0.isAlive }
        for context in dead.sorted(by: { $0.id < $1.id }) where registrations[context.id] === context {
            remove(context, reason: context.hostScreen == nil ? .hostScreenGone : .sourceUnregistered)
        }
    }

    /// Ends `context`'s registration.
    ///
    /// - Returns: Whether it ended the active peek, calling observers (S22).
    @discardableResult
    private func remove(_ context: PreviewingContext, reason: InterruptionReason) -> Bool {
        registrations[context.id] = nil
        contextsBySource[context.sourceID]?.removeAll { $0 == context.id }
        if contextsBySource[context.sourceID]?.isEmpty == true {
            contextsBySource[context.sourceID] = nil
        }
        context.isRegistered = false
        if let capture, capture.context === context {
            capture.contextWentAway = true
        }
        if let active, active.context === context, active.phase == .inPeek {
            end(active, reason: reason)
            return true
        }
        return false
    }
}
