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
        registrations.append(context)
        if let index = contextsBySource.index(forKey: context.sourceID) {
            contextsBySource.values[index].append(context.id, host: hostID)
        } else {
            contextsBySource[context.sourceID] = SourceRegistrations(context.id, host: hostID)
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
        guard let ofHost = contextsByHost[hostID] else { return 0 }
        if let inPeek, inPeek.context.hostID == hostID {
            return unregisterAllOneByOne(hostID)
        }
        return unregisterAllAtOnce(hostID, ofHost)
    }

    /// Ends every registration of a host whose peek is shown: ending that
    /// peek calls observers, which may register or unregister anything.
    private func unregisterAllOneByOne(_ hostID: ObjectIdentifier) -> Int {
        var ended = 0
        // Ended without calling out; their source views are forgotten at the
        // end, in one pass when they are at least half of the source index
        // (as ``unregisterAllAtOnce(_:_:)`` does), so that the work per
        // registration costs the same at any count (S13). Until then the
        // index may name them: every look-up through it checks the table.
        var quiet: [PreviewingContext] = []
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
            if active?.context === context {
                if remove(context, reason: .sourceUnregistered) {
                    listed = contextsByHost[hostID]?.ids ?? []
                    next = 0
                }
                continue
            }
            registrations.remove(id)
            if let index = contextsByHost.index(forKey: hostID) {
                contextsByHost.values[index].live -= 1
                if contextsByHost.values[index].live == 0 { contextsByHost.remove(at: index) }
            }
            context.isRegistered = false
            if let capture, capture.context === context {
                capture.contextWentAway = true
            }
            quiet.append(context)
        }
        if 2 * quiet.count >= contextsBySource.count {
            var kept: [ObjectIdentifier: SourceRegistrations] = [:]
            kept.reserveCapacity(contextsBySource.count)
            for (sourceID, ofSource) in contextsBySource {
                if let registered = ofSource.keeping({ registrations[$0] != nil }) { kept[sourceID] = registered }
            }
            contextsBySource = kept
        } else {
            for context in quiet { forgetSource(of: context) }
        }
        return ended
    }

    /// Ends every registration of a host whose peek is not shown: no removal
    /// calls out, so they are made in one pass over the host's list, in
    /// registration order, and the source index is rebuilt in one pass when
    /// the host holds at least half of it, instead of being hashed into once
    /// per registration: the work per registration then touches memory in
    /// order, and costs the same at any count (S13). The ended contexts are
    /// released once the bookkeeping is whole (what they hold may run code).
    private func unregisterAllAtOnce(_ hostID: ObjectIdentifier, _ ofHost: HostRegistrations) -> Int {
        let rebuildsSources = 2 * ofHost.live >= contextsBySource.count
        let captured = capture
        var ended: [PreviewingContext] = []
        ended.reserveCapacity(ofHost.live)
        for id in ofHost.ids {
            guard let context = registrations.remove(id) else { continue }
            if !rebuildsSources { forgetSource(of: context) }
            context.isRegistered = false
            if let captured, captured.context === context {
                captured.contextWentAway = true
            }
            ended.append(context)
        }
        contextsByHost[hostID] = nil
        if rebuildsSources {
            var kept: [ObjectIdentifier: SourceRegistrations] = [:]
            kept.reserveCapacity(max(0, contextsBySource.count - ended.count))
            for (sourceID, ofSource) in contextsBySource {
                if let others = ofSource.removingAll(of: hostID) { kept[sourceID] = others }
            }
            contextsBySource = kept
        }
        return ended.count
    }

    /// The live registrations, in registration order.
    public var registeredContexts: [PreviewingContext] {
        checkActivePeekIsAlive()
        pruneDeadRegistrations()
        return registrations.contexts
    }

    /// The live registrations of `host`, in registration order.
    public func contexts(of host: any Screen) -> [PreviewingContext] {
        let hostID = ObjectIdentifier(host)
        return registeredContexts.filter { $0.hostID == hostID }
    }

    func contexts(forSourceID sourceID: ObjectIdentifier) -> [PreviewingContext] {
        guard let ofSource = contextsBySource[sourceID] else { return [] }
        var found = registrations[ofSource.first].map { [$0] } ?? []
        for other in ofSource.more {
            if let context = registrations[other.id] { found.append(context) }
        }
        return found
    }

    /// Removes registrations whose host or source view is gone; an active peek
    /// of one is interrupted (host gone or source unregistered).
    func pruneDeadRegistrations() {
        registrationsSincePrune = 0
        let dead = registrations.contexts.filter { !$0.isAlive }
        for context in dead where registrations[context.id] === context {
            remove(context, reason: context.hostScreen == nil ? .hostScreenGone : .sourceUnregistered)
        }
    }

    /// Ends `context`'s registration.
    ///
    /// - Returns: Whether it ended the active peek, calling observers (S22).
    @discardableResult
    private func remove(_ context: PreviewingContext, reason: InterruptionReason) -> Bool {
        registrations.remove(context.id)
        forgetSource(of: context)
        if let index = contextsByHost.index(forKey: context.hostID) {
            contextsByHost.values[index].live -= 1
            if contextsByHost.values[index].live == 0 { contextsByHost.remove(at: index) }
        }
        context.isRegistered = false
        if let capture, capture.context === context {
            capture.contextWentAway = true
        }
        guard let inPeek, inPeek.context === context,
            case .end(_, let reason) = machine.registrationEnded(of: inPeek.id, reason: reason)
        else { return false }
        end(inPeek, reason: reason)
        return true
    }

    /// Removes `context` from its source view's registrations.
    private func forgetSource(of context: PreviewingContext) {
        if let index = contextsBySource.index(forKey: context.sourceID),
            contextsBySource.values[index].remove(context.id)
        {
            contextsBySource.remove(at: index)
        }
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

        mutating func append(_ id: ContextID, registrations: RegistrationTable) {
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
    /// allocates and frees no list of its own. Each names its host, so that
    /// a host's registrations can be dropped in a pass over the index.
    struct SourceRegistrations {
        /// A registration of the view by a host.
        struct Member {
            let id: ContextID
            let host: ObjectIdentifier
        }

        /// The oldest registration.
        private(set) var first: ContextID
        /// The oldest registration's host.
        private(set) var firstHost: ObjectIdentifier
        /// The others, oldest first; usually none.
        private(set) var more: [Member] = []

        init(_ id: ContextID, host: ObjectIdentifier) {
            first = id
            firstHost = host
        }

        mutating func append(_ id: ContextID, host: ObjectIdentifier) { more.append(Member(id: id, host: host)) }

        /// Removes `id`; returns whether none is left.
        mutating func remove(_ id: ContextID) -> Bool {
            if first == id {
                guard !more.isEmpty else { return true }
                let next = more.removeFirst()
                first = next.id
                firstHost = next.host
            } else {
                more.removeAll { $0.id == id }
            }
            return false
        }

        /// The registrations for which `isKept` is true, or `nil` if none is left.
        func keeping(_ isKept: (ContextID) -> Bool) -> SourceRegistrations? {
            if isKept(first), !more.contains(where: { !isKept($0.id) }) { return self }
            var members = ([Member(id: first, host: firstHost)] + more).filter { isKept($0.id) }
            guard !members.isEmpty else { return nil }
            var kept = SourceRegistrations(members[0].id, host: members[0].host)
            members.removeFirst()
            kept.more = members
            return kept
        }

        /// These registrations without `host`'s, or `nil` if none is left.
        func removingAll(of host: ObjectIdentifier) -> SourceRegistrations? {
            if firstHost != host, !more.contains(where: { $0.host == host }) { return self }
            var others = more.filter { $0.host != host }
            if firstHost != host {
                var kept = self
                kept.more = others
                return kept
            }
            guard !others.isEmpty else { return nil }
            var kept = SourceRegistrations(others[0].id, host: others[0].host)
            others.removeFirst()
            kept.more = others
            return kept
        }
    }
}
