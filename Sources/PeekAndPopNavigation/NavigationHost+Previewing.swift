import PeekAndPop

extension NavigationHost {
    /// Registers `sourceView` of `screen` with the engine as able to start
    /// previews, and lets it peek only while `screen` is visible (H7).
    ///
    /// The engine asks a screen's `Screen.isAvailableForPreviewing`, which
    /// defaults to `true` (S5); a screen of the reference host that is covered
    /// (a screen pushed over it, a presentation over its layer, another tab
    /// selected) must not peek. Registered through the host, its `onPeek` is
    /// called only while `isVisible(_:)` says it is visible; otherwise the
    /// request gets no preview and a `Diagnostic.Code.previewRefused`
    /// diagnostic says why. Everything else is as for
    /// `PeekEngine.register(host:sourceView:onPeek:onPreviewingContextChange:)`.
    ///
    /// ```swift
    /// host.registerForPreviewing(listScreen, sourceView: row) { _, _ in
    ///     try? listScreen.router.push { seed in DetailScreen(seed: seed) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen that owns the source view; held weakly.
    ///   - sourceView: The view that can start previews.
    ///   - onPeek: Called synchronously, while `screen` is visible, when a
    ///     preview is asked for; route as for a tap (S2, S3).
    ///   - onPreviewingContextChange: Called after each registration (S14).
    /// - Returns: The registration's previewing context.
    @discardableResult
    public func registerForPreviewing(
        _ screen: any Screen,
        sourceView: ViewNode,
        onPeek: @escaping @MainActor (PreviewingContext, Point) -> Void,
        onPreviewingContextChange: (@MainActor (PreviewingContext) -> Void)? = nil
    ) -> PreviewingContext {
        engine.register(
            host: screen,
            sourceView: sourceView,
            onPeek: { [weak self, weak screen] context, location in
                guard let self, let screen else { return }
                guard self.isVisible(screen) else {
                    self.report(
                        .previewRefused,
                        "\(screen.screenName) is not visible, so it is not available for previewing (H7)"
                    )
                    return
                }
                onPeek(context, location)
            },
            onPreviewingContextChange: onPreviewingContextChange
        )
    }
}
