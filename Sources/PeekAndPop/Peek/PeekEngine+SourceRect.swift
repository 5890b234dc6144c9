extension PeekEngine {
    /// The session of `context` that is being set up or shown, if any.
    func session(of context: PreviewingContext) -> PeekSession? {
        if let capture, capture.context === context { return capture }
        if let inPeek, inPeek.context === context { return inPeek }
        return nil
    }

    func sourceRect(for context: PreviewingContext) -> Rect {
        checkActivePeekIsAlive()
        return session(of: context)?.sourceRect ?? context.sourceView?.bounds ?? .zero
    }

    /// Validates and applies a source rect (S15).
    func setSourceRect(_ rect: Rect, for context: PreviewingContext) {
        checkActivePeekIsAlive()
        guard let session = session(of: context) else {
            report(.sourceRectWithoutSession, "\(context.id): source rect \(rect) set with no session; ignored")
            return
        }
        let bounds = context.sourceView?.bounds ?? .zero
        guard rect.isFinite, rect.size.width > 0, rect.size.height > 0 else {
            report(
                .sourceRectInvalid,
                "\(context.id): source rect \(rect) has non-finite values or a negative or empty size; rejected",
                session: session.id
            )
            return
        }
        let clipped = rect.intersection(bounds)
        guard !clipped.isNull, !clipped.isEmpty else {
            report(
                .sourceRectOutside,
                "\(context.id): source rect \(rect) does not intersect the source bounds \(bounds); rejected",
                session: session.id
            )
            return
        }
        if clipped != rect {
            report(
                .sourceRectClipped,
                "\(context.id): source rect \(rect) reaches outside the source bounds \(bounds); clipped to \(clipped)",
                session: session.id
            )
        }
        session.sourceRect = clipped
    }
}
