#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && os(iOS)) || UIKitStandIn  // UIPreviewInteraction: iOS only
    import PeekAndPop
    import PeekAndPopTesting

    /// A simulated press on a `UIPreviewInteraction` — a ``/PeekAndPopUIKit/PeekPreviewInteraction``'s —
    /// played through `UIPreviewInteractionDelegate` as UIKit calls it (U9).
    ///
    /// ```swift
    /// let press = SimulatedPreviewInteractionPress(on: peek.interaction!, engine: engine)
    /// try press.showPreview()   // shouldBegin, the preview transition to 1: …inPeek
    /// try press.pop()           // the commit transition to 1: …popped
    /// ```
    ///
    /// The documented order (the delegate protocol's page): `previewInteractionShouldBegin(_:)`,
    /// `previewInteraction(_:didUpdatePreviewTransition:ended:)` up to `ended`, then
    /// `previewInteraction(_:didUpdateCommitTransition:ended:)` up to `ended`; or
    /// `previewInteractionDidCancel(_:)` when the interaction is interrupted before the commit
    /// ends. Optional methods the delegate lacks are not called.
    ///
    /// Main-actor isolated, and therefore `Sendable`; a press belongs to one test.
    @MainActor
    public final class SimulatedPreviewInteractionPress: SimulatedLegacyPress {
        private let interaction: UIPreviewInteraction

        /// A press on `interaction`'s view.
        ///
        /// - Parameters:
        ///   - interaction: The interaction; its delegate is told.
        ///   - engine: The engine the adapter was made with.
        public init(on interaction: UIPreviewInteraction, engine: PeekEngine) {
            self.interaction = interaction
            super.init(engine: engine)
        }

        /// The press deepens: the interaction may begin, and the preview transition runs to its end.
        ///
        /// - Returns: The preview of the peek that began.
        /// - Throws: ``SimulatedPressError`` `.noPreview` when the delegate does not begin or no
        ///   peek is up; `.alreadyShown` when called twice.
        @discardableResult
        public func showPreview() throws(SimulatedPressError) -> UIViewController {
            try deepen("the press already began")
            guard let delegate = interaction.delegate, shouldBegin(delegate) else {
                throw SimulatedPressError(.noPreview, "the interaction did not begin")
            }
            for (progress, ended) in [(0.5, false), (1.0, true)] {
                delegate.previewInteraction(interaction, didUpdatePreviewTransition: progress, ended: ended)
            }
            // The preview the app draws: the engine's active peek's.
            guard let shown = engine.activePeek?.previewScreen as? UIViewController else {
                throw SimulatedPressError(.noPreview, "the interaction began, but no peek is up")
            }
            preview = shown
            return shown
        }

        /// The press goes through: the commit transition runs to its end.
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing.
        public func pop() throws(SimulatedPressError) {
            try endShowing("pop")
            guard let delegate = interaction.delegate else { return }
            for (progress, ended) in [(0.5, false), (1.0, true)] {
                #if canImport(UIKit)
                    delegate.previewInteraction?(interaction, didUpdateCommitTransition: progress, ended: ended)
                #else
                    delegate.previewInteraction(interaction, didUpdateCommitTransition: progress, ended: ended)
                #endif
            }
        }

        /// The finger lifts before the commit: the interaction is cancelled
        /// (`previewInteractionDidCancel(_:)`).
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing.
        public func release() throws(SimulatedPressError) {
            try endShowing("release")
            interaction.delegate?.previewInteractionDidCancel(interaction)
        }

        private func shouldBegin(_ delegate: any UIPreviewInteractionDelegate) -> Bool {
            #if canImport(UIKit)
                return delegate.previewInteractionShouldBegin?(interaction) ?? true
            #else
                return delegate.previewInteractionShouldBegin(interaction)
            #endif
        }
    }
#endif
