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
    /// (``InterruptionReason/superseded``) — unless it belongs to the same
    /// press (`gesture`), in which case this request is refused: one press
    /// peeks once, at its frontmost source (S10).
    ///
    /// Returns `nil` without calling `onPeek` when the context is not
    /// registered, its host or source view is gone, or its host reports itself
    /// unavailable (S5), and when called from inside a capture window or a
    /// commit; a diagnostic says why.
    public func preview(
        for context: PreviewingContext, at location: Point, gesture: GestureID? = nil
    ) -> (
        any Screen
    )? {
        guard capture == nil, !isCommitting else {
            report(.previewRefused, "\(context.id): preview requested from inside a capture window or a commit")
            return nil
        }
        checkActivePeekIsAlive()
        guard registrations[context.id] === context, let host = context.hostScreen, context.sourceView != nil else {
            report(.previewRefused, "\(context.id) is not registered or its host or source view is gone")
            return nil
        }
        guard host.isAvailableForPreviewing else {
            report(.previewRefused, "\(context.id): host \(host.screenName) is not available for previewing")
            return nil
        }
        if let active, active.phase == .inPeek {
            if let gesture, active.gestureID == gesture {
                return nil  // The same press already peeks at a source in front.
            }
            end(active, reason: .superseded)
        }
        return beginPeek(context: context, location: location, gesture: gesture)
    }

    private func beginPeek(context: PreviewingContext, location: Point, gesture: GestureID?) -> (any Screen)? {
        let session = PeekSession(
            id: makeSessionID(),
            context: context,
            location: location,
            gestureID: gesture,
            sourceRect: context.sourceView?.bounds ?? .zero
        )
        capture = session
        Provenance.$current.withValue(Provenance(engine: ObjectIdentifier(self), ticket: session.ticket)) {
            context.onPeek(context, location)
        }
        capture = nil

        guard !session.contextWentAway,
            let shown = session.frozen.first(where: { $0.destination != nil }),
            let preview = shown.destination
        else {
            session.phase = .ended
            session.ticket.fate = .neverPeeked
            session.release()
            return nil
        }
        session.phase = .inPeek
        session.ticket.fate = .inPeek
        session.previewScreen = preview
        session.previewID = ObjectIdentifier(preview)
        session.previewName = preview.screenName
        session.destinationKind = shown.kind
        session.eventKeys = [StateKey.preview(ObjectIdentifier(preview)), StateKey.host(context.hostID)]
        session.startedAt = now()
        active = session
        publish(.inPeek, for: session)
        return preview
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
        let gesture = gesture ?? makeGestureID()
        let hostID = host.map { ObjectIdentifier($0) }
        for (view, location) in viewsContaining(point, in: root) {
            for context in contexts(forSourceID: ObjectIdentifier(view)) where hostID == nil || context.hostID == hostID
            {
                if preview(for: context, at: location, gesture: gesture) != nil {
                    return activePeek
                }
                if let active, active.gestureID == gesture {
                    return nil  // An earlier source of this press is still peeking.
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
        // The views being walked, root first; `next` counts the subviews still to visit.
        var pending: [(view: ViewNode, point: Point, subviews: [ViewNode], next: Int)] = []
        if accepts(root, point) {
            pending.append((root, point, root.subviews, root.subviews.count))
        }
        while let last = pending.last {
            guard last.next > 0 else {
                pending.removeLast()
                if contextsBySource[ObjectIdentifier(last.view)] != nil {
                    found.append((last.view, last.point))
                }
                continue
            }
            pending[pending.count - 1].next -= 1
            let subview = last.subviews[last.next - 1]
            let frame = subview.frame
            let bounds = subview.bounds
            let inSubview = Point(
                x: last.point.x - frame.minX + bounds.minX, y: last.point.y - frame.minY + bounds.minY)
            if accepts(subview, inSubview) {
                pending.append((subview, inSubview, subview.subviews, subview.subviews.count))
            }
        }
        return found
    }
}
