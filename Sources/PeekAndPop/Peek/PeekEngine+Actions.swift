extension PeekEngine {
    /// Chooses the preview action `id` of the active peek (S24).
    ///
    /// The session ends `actionSelected(id)`: its frozen transitions are
    /// discarded (none ever runs), the change is published, the preview is
    /// released, and then the action's handler runs as ordinary work — its
    /// routing calls are performed at once (S1) — followed by any calls that
    /// waited for the peek (S11). An action made with
    /// ``PreviewAction/committing(_:id:style:isDisabled:then:)`` pops instead,
    /// exactly as ``commitActivePeek()`` does (S7), then runs its handler.
    ///
    /// ```swift
    /// try engine.selectAction("share")   // session#1 actionSelected(share)
    /// ```
    ///
    /// - Parameter id: The identifier of an action the active peek offers (see
    ///   ``ActivePeek/actions``); actions inside groups count.
    /// - Throws: ``PeekError`` and nothing changes:
    ///   ``ErrorCode/actionNotOffered`` for an identifier the peek does
    ///   not offer, ``ErrorCode/actionUnavailable`` for a disabled action
    ///   or a group, and the errors of ``commit(_:)`` when there is no peek to
    ///   resolve (``ErrorCode/noActivePeek``,
    ///   ``ErrorCode/reentrantRequest`` …). A committing action throws
    ///   what ``commitActivePeek()`` throws.
    public func selectAction(_ id: PreviewAction.ID) throws(PeekError) {
        switch decideSelection(id) {
        case .commit(let session):  // A committing action pops (S7).
            try commit(session, then: offeredAction(id, in: session)?.handler)
        case .select(let session):
            let handler = offeredAction(id, in: session)?.handler
            resolve(session, as: .actionSelected(id))
            finish(session, publishing: .actionSelected, action: id, then: handler)
        case .failed(let error):
            throw error
        }
    }

    /// The actions offered by `context`'s session being set up or shown.
    func previewActions(for context: PreviewingContext) -> [PreviewAction] {
        checkActivePeekIsAlive()
        return session(of: context)?.actions ?? []
    }

    /// Sets the actions offered by `context`'s session (S24).
    func setPreviewActions(_ actions: [PreviewAction], for context: PreviewingContext) {
        guard let session = session(of: context) else {
            report(.previewActionsWithoutSession, "\(context.id): preview actions set with no session; ignored")
            return
        }
        session.actions = actions
    }
}
