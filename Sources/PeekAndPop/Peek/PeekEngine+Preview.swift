extension PeekEngine {
    /// Asks `context` for a preview at `location`, in the source view's
    /// coordinates (S2–S5, S10).
    ///
    /// Opens a capture window and calls the context's `onPeek` synchronously.
    /// If a transition that shows a screen was frozen, the peek begins: its
    /// destination is returned as the preview and `inPeek` is published, once
    /// (S3). Otherwise nothing is published, anything frozen is discarded, and
    /// `nil` is returned.
    ///
    /// A peek that is already active is first interrupted
    /// (``InterruptionReason/superseded``), and the engine then looks again:
    /// a peek that an observer of that interruption started is a real peek,
    /// and is superseded in turn (S10, S22). A request for a press
    /// (`gesture`) that already peeked is refused: one press peeks once, at
    /// its frontmost source (S10).
    ///
    /// Returns `nil` without calling `onPeek` when the context is not
    /// registered, its host or source view is gone, or its host reports itself
    /// unavailable (S5), and when called from inside a capture window or a
    /// commit; a diagnostic says why. Returns `nil` too when an observer of
    /// `inPeek` already ended the new peek.
    public func preview(
        for context: PreviewingContext, at location: Point, gesture: GestureID? = nil
    ) -> (
        any Screen
    )? {
        preview(for: context, at: location, gesture: gesture, publishing: true)
    }

    /// ``preview(for:at:gesture:)``, or, with `publishing` false, a prepared
    /// peek for a bridge: frozen and active like any peek, but `inPeek` waits
    /// for ``publishPreparedPeek(_:)``, and if it ends before that it ends
    /// without publishing anything (U2); its frozen transitions are
    /// discarded, or, for a commit or a committing action, performed as
    /// ordinary work.
    ///
    /// `canShow`, if given, is asked about the preview when `onPeek` has
    /// returned, while routing calls are still frozen: a preview the system
    /// cannot be handed (a view controller that already has a parent, U4) is
    /// no preview, as if nothing that shows a screen had been frozen (S3,
    /// S23): nothing is published and everything frozen is discarded.
    func preview(
        for context: PreviewingContext, at location: Point, gesture: GestureID?, publishing: Bool,
        canShow: (@MainActor (any Screen) -> Bool)? = nil
    ) -> (any Screen)? {
        decidePreview(context, at: location, gesture: gesture, publishing: publishing, canShow: canShow)
    }

    /// Publishes `inPeek` for the prepared session `id` (U2): the system is
    /// about to show its preview.
    ///
    /// - Returns: Whether `id` is the active session and is now published
    ///   (`true` too if it already was); `false` if it ended meanwhile or an
    ///   observer of its `inPeek` ended it.
    @discardableResult
    func publishPreparedPeek(_ id: SessionID) -> Bool {
        decidePublishing(id)
    }

    /// Calls `onPeek` of the session `id`, whose capture window the machine
    /// opened (S2); then, against the state the call-outs left, begins the
    /// peek or discards what was frozen, as the machine decides (S3, S22).
    func beginPeek(
        _ id: SessionID, context: PreviewingContext, location: Point, gesture: GestureID?, publishing: Bool,
        canShow: (@MainActor (any Screen) -> Bool)?
    ) -> (any Screen)? {
        let session = PeekSession(
            id: id,
            engine: self,
            context: context,
            location: location,
            gestureID: gesture,
            sourceRect: context.sourceView?.bounds ?? .zero
        )
        current = session
        let (shown, cannotBeShown) = capture(into: session, canShow: canShow)

        // Re-read after the call-outs (S22). A preview the host cannot show is no preview (U4, S3).
        let showsScreen = shown?.destination != nil && !cannotBeShown
        let sourceAlive = !session.contextWentAway && registrations[context.id] === context && context.isAlive
        guard case .showPreview = machine.captured(showsScreen: showsScreen, sourceAlive: sourceAlive),
            let shown, let preview = shown.destination
        else {
            forget(session)  // The window is closed; the session never reached peek.
            if cannotBeShown, let preview = shown?.destination {
                report(
                    .previewRefused, "\(context.id): the host cannot show \(preview.screenName); no preview",
                    session: session.id)
            }
            session.ticket.fate = .neverPeeked
            session.release()
            return nil
        }
        show(session, preview: preview, kind: shown.kind)
        if let gesture {
            lastPeekedGesture = gesture
        }
        // Prepared: published, and timed, when the system shows it (U2).
        // Observers of `inPeek` may already have ended it (S22).
        return !publishing || publishPreparedPeek(session.id) ? preview : nil
    }

    /// Calls `onPeek` of `session`'s context in its capture window (S2),
    /// then asks what the frozen preview offers and whether the host can
    /// show it (U4), while routing calls are still frozen.
    ///
    /// - Returns: The first frozen transition that shows a screen, and
    ///   whether the host said it cannot show that screen.
    private func capture(
        into session: PeekSession, canShow: (@MainActor (any Screen) -> Bool)?
    ) -> (shown: NumberedTransition?, cannotBeShown: Bool) {
        var shown: NumberedTransition?
        var cannotBeShown = false
        let context = session.context
        Provenance.$current.withValue(Provenance(engine: ObjectIdentifier(self), ticket: session.ticket)) {
            context.onPeek(context, session.location)
            shown = session.frozen.first { $0.destination != nil }
            if let preview = shown?.destination {
                // User code too: asked while routing calls are still frozen.
                session.previewName = preview.screenName
                if let provider = preview as? any PreviewActionProviding {
                    session.actions += provider.previewActions
                }
                cannotBeShown = canShow.map { !$0(preview) } ?? false  // The host's code (U4).
            }
        }
        return (shown, cannotBeShown)
    }

    /// Sets up `session`, which the machine made the active peek, with
    /// `preview` shown by a transition of `kind`, prepared: `inPeek` is not
    /// published yet (U2).
    private func show(_ session: PeekSession, preview: any Screen, kind: TransitionKind) {
        session.actions = uniqueActions(session.actions, in: session)
        session.ticket.fate = .inPeek
        session.previewScreen = preview
        session.previewID = ObjectIdentifier(preview)
        session.destinationKind = kind
        session.isPublished = false
        // In the last session's buffer, unless something still holds it.
        var keys: [EventKey] = []
        swap(&keys, &spareEventKeys)
        keys.removeAll(keepingCapacity: true)
        keys.append(StateKey.preview(ObjectIdentifier(preview)))
        keys.append(StateKey.host(session.context.hostID))
        session.eventKeys = keys
    }

    /// `actions` without those whose identifier an earlier action (or group
    /// member) already uses, reporting each one dropped (S24).
    private func uniqueActions(_ actions: [PreviewAction], in session: PeekSession) -> [PreviewAction] {
        var seen = Set<PreviewAction.ID>()
        var unique: [PreviewAction] = []
        for action in actions {
            let ids = action.allIDs
            guard ids.allSatisfy({ !seen.contains($0) }), Set(ids).count == ids.count else {
                report(
                    .duplicateAction,
                    "\(action.id): an action of \(session.id) reuses an identifier; not offered",
                    session: session.id
                )
                continue
            }
            seen.formUnion(ids)
            unique.append(action)
        }
        return unique
    }

    /// Asks for a preview at `point` in `root`'s coordinates, trying the
    /// registered source views that contain it from the frontmost back (S10).
    ///
    /// Only the frontmost source gets `onPeek`; if it freezes nothing, the
    /// next one may. Hidden and non-interactive views, and points outside a
    /// view's bounds, are skipped as in hit-testing. All attempts share one
    /// gesture identifier.
    ///
    /// - Parameters:
    ///   - point: The press location in `root`'s coordinates.
    ///   - root: A view of the tree to search; usually the window.
    ///   - gesture: The press; a new one is made if `nil`.
    ///   - host: If given, only that host's registrations are considered.
    /// - Returns: The active peek, or `nil` if no source produced a preview.
    public func preview(
        at point: Point,
        in root: ViewNode,
        gesture: GestureID? = nil,
        host: (any Screen)? = nil
    ) -> ActivePeek? {
        checkActivePeekIsAlive()
        let gesture = gesture ?? makeGestureID()
        let hostID = host.map { ObjectIdentifier($0) }
        for (view, location) in viewsContaining(point, in: root) {
            for context in contexts(forSourceID: ObjectIdentifier(view)) where hostID == nil || context.hostID == hostID
            {
                if preview(for: context, at: location, gesture: gesture) != nil {
                    return activePeek
                }
                if lastPeekedGesture == gesture {
                    return nil  // An earlier source of this press peeked (S10).
                }
            }
        }
        return nil
    }

    /// The registered source views under `point`, frontmost first, with the
    /// point in each one's coordinates.
    ///
    /// A depth-first walk, frontmost subview first, each view listed after
    /// its subviews; iterative, so that a tree of any depth is searched
    /// without growing the call stack. Hidden and non-interactive views, and
    /// points outside a view's bounds, end the walk below that view.
    func viewsContaining(_ point: Point, in root: ViewNode) -> [(ViewNode, Point)] {
        func accepts(_ view: ViewNode, _ point: Point) -> Bool {
            !view.isHidden && view.isUserInteractionEnabled && view.bounds.contains(point)
        }
        var found: [(ViewNode, Point)] = []
        guard accepts(root, point) else { return found }
        // The views being walked, root first; `next` counts the subviews still
        // to visit. Read in place, element by element: copying a whole entry
        // would retain and release its view and subview list on every step.
        var pending: [(view: ViewNode, point: Point, subviews: [ViewNode], next: Int)] = []
        pending.reserveCapacity(16)
        pending.append((root, point, root.subviews, root.subviews.count))
        while !pending.isEmpty {
            let top = pending.count - 1
            let next = pending[top].next
            guard next > 0 else {
                let done = pending.removeLast()
                if contextsBySource[ObjectIdentifier(done.view)] != nil {
                    found.append((done.view, done.point))
                }
                continue
            }
            pending[top].next = next - 1
            let subview = pending[top].subviews[next - 1]
            let frame = subview.frame
            let bounds = subview.bounds
            let location = pending[top].point
            let inSubview = Point(x: location.x - frame.minX + bounds.minX, y: location.y - frame.minY + bounds.minY)
            if accepts(subview, inSubview) {
                pending.append((subview, inSubview, subview.subviews, subview.subviews.count))
            }
        }
        return found
    }
}
