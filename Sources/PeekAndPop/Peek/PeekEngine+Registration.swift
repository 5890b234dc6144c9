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
        if let index = contextsBySource.index(forKey: context.sourceID) {
            contextsBySource.values[index].append(context.id)
        } else {
            contextsBySource[context.sourceID] = SourceRegistrations(context.id)
        }
        var ofHost = contextsByHost.removeValue(forKey: hostID) ?? HostRegistrations()
        ofHost.append(context.id, registrations: registrations)
        contextsByHost[hostID] = ofHost
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
        // The host's own list, oldest first: no scan of other hosts'
        // registrations and no sort, one pass in registration order. A
        // removal that ends a peek calls observers, which may register or
        // unregister anything: then the list is taken again (S22).
        var listed = contextsByHost[hostID]?.ids ?? []
        var next = 0
        while next < listed.count {
            let id = listed[next]
            next += 1
            guard let context = registrations[id] else { continue }
            ended += 1
            if remove(context, reason: .sourceUnregistered) {
                listed = contextsByHost[hostID]?.ids ?? []
                next = 0
            }
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

    func contexts(forSourceID sourceID: ObjectIdentifier) -> [PreviewingContext] {
        guard let ofSource = contextsBySource[sourceID] else { return [] }
        var found = registrations[ofSource.first].map { [$0] } ?? []
        for id in ofSource.more {
            if let context = registrations[id] { found.append(context) }
        }
        return found
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
        if let index = contextsBySource.index(forKey: context.sourceID),
            contextsBySource.values[index].remove(context.id)
        {
            contextsBySource.remove(at: index)
        }
        if let index = contextsByHost.index(forKey: context.hostID) {
            contextsByHost.values[index].live -= 1
            if contextsByHost.values[index].live == 0 { contextsByHost.remove(at: index) }
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

extension PeekEngine {
    /// The registrations of one host, in registration order (S13).
    ///
    /// A removal only counts down ``live``: its identifier stays in ``ids``
    /// until the host registers again and the list has grown to twice what
    /// is live, when the ended ones are dropped (amortized O(1) per
    /// registration). The list goes when its last registration ends.
    struct HostRegistrations {
        /// The host's registrations, oldest first, ended ones included.
        private(set) var ids: [ContextID] = []
        /// How many of ``ids`` are still registered.
        var live = 0

        mutating func append(_ id: ContextID, registrations: [ContextID: PreviewingContext]) {
            if ids.count >= max(16, 2 * live) {
                ids.removeAll { registrations[$0] == nil }
            }
            ids.append(id)
            live += 1
        }
    }
}

extension PeekEngine {
    /// The registrations of one source view, oldest first (S13): most views
    /// have one, held inline, so that registering and unregistering a view
    /// allocates and frees no list of its own.
    struct SourceRegistrations {
        /// The oldest registration.
        private(set) var first: ContextID
        /// The others, oldest first; usually none.
        private(set) var more: [ContextID] = []

        init(_ id: ContextID) { first = id }

        mutating func append(_ id: ContextID) { more.append(id) }

        /// Removes `id`; returns whether none is left.
        mutating func remove(_ id: ContextID) -> Bool {
            if first == id {
                guard !more.isEmpty else { return true }
                first = more.removeFirst()
            } else {
                more.removeAll { $0 == id }
            }
            return false
        }
    }
}
