#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Peek and pop on one view through a context menu (`UIContextMenuInteraction`): create one per
    /// source view and keep it; the app writes only what a tap would do (U1–U8).
    ///
    /// ```swift
    /// let menu = PeekContextMenu(engine: engine, host: self, view: avatarView) { peek in
    ///     router.showProfile(user)          // frozen: becomes the preview, pushed on pop
    /// }
    /// ```
    ///
    /// It owns everything else: the interaction, added to the view and held here, with this object
    /// as its weakly held delegate; the registration with the engine, over a mirror of the view's
    /// bounds read at each request; the configuration, whose identifier names the session and is
    /// checked on every callback (a configuration it did not make is ignored, U7); the preview view
    /// controller (the very screen a tap would show, never handed to UIKit while it has a parent,
    /// is presented or is presenting another, which UIKit could not show: such a press is
    /// cancelled, with no menu, nothing published and nothing frozen, U4, U2); the menu built from
    /// the peek's actions (U6); the highlight and dismissal previews from
    /// the source rect set in `onPeek`, kept per configuration for a dismissal asked after the peek
    /// ended (U3); the commit in the commit animator's completion with the screen previewed (S7,
    /// U4); and taking the menu down when the engine ends the peek for its own reasons (P3, U5).
    ///
    /// The peek is published (`inPeek`) when the menu is about to show its preview, not at the
    /// request: a press lifted before the menu appears, or a compact menu, publishes nothing (U2).
    /// One press peeks once however many views and adapters UIKit asks (U1).
    ///
    /// It stops when ``invalidate()`` is called or when it is released: the interaction is
    /// removed and the registration goes. While the view is in no window, or its host is gone, it
    /// offers no menu.
    @MainActor
    public final class PeekContextMenu: NSObject, UIContextMenuInteractionDelegate {
        /// The engine this adapter drives.
        public var engine: PeekEngine { core.registration.engine }
        /// The screen that hosts the view; held weakly.
        public var host: UIViewController? { core.registration.host }
        /// The source view (a table or a collection view for their initializers); held weakly.
        public var view: UIView? { core.registration.view }
        /// The interaction added to ``view``; `nil` once invalidated.
        public private(set) var interaction: UIContextMenuInteraction?

        let core: ContextMenuCore

        /// Adds a context menu interaction to `view` and registers it with `engine` for `host`.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - host: The screen that shows `view`.
        ///   - view: The source view.
        ///   - onPeek: Called in the capture window: route exactly as a tap would (S2); optionally
        ///     set the source rect and the preview actions through the request.
        public convenience init(
            engine: PeekEngine, host: UIViewController, view: UIView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            self.init(engine: engine, host: host, view: view, locateItem: nil, onPeek: onPeek)
        }

        /// Adds a context menu interaction to `view`, whose rows or items `locateItem` finds.
        init(
            engine: PeekEngine, host: UIViewController, view: UIView, locateItem: ContextMenuCore.ItemLocator?,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            core = ContextMenuCore(
                registration: SourceRegistration(
                    engine: engine, host: host, view: view, name: "PeekAndPopUIKit source", onPeek: onPeek),
                locateItem: locateItem)
            super.init()
            let interaction = UIContextMenuInteraction(delegate: self)
            // Held weakly, not through `self`: a peek ended by the adapter's release still takes the
            // menu down (P3, U5).
            core.dismissMenu = { [weak interaction] in
                interaction?.dismissMenu()  // The engine ended the peek (P3, U5).
            }
            view.addInteraction(interaction)
            self.interaction = interaction
        }

        isolated deinit {
            invalidate()
        }

        /// Removes the registration from the engine and the interaction from the view.
        ///
        /// A peek under way ends `interrupted(sourceUnregistered)` and its menu is taken down
        /// first, while the interaction is still there to dismiss it (P3, U5).
        public func invalidate() {
            core.registration.unregister()
            if let interaction {
                interaction.view?.removeInteraction(interaction)
            }
            interaction = nil
        }

        // MARK: UIContextMenuInteractionDelegate

        /// The configuration of a menu whose preview is the screen `onPeek` routes to, or `nil`.
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard interaction === self.interaction else { return nil }
            return core.configuration(at: location)
        }

        /// The highlight preview: the source rect set in `onPeek` (U3).
        @available(iOS 16.0, *)
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            highlightPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview? {
            core.targetedPreview(for: configuration)
        }

        /// The dismissal preview: the source rect set in `onPeek`, also after the peek ended (U3).
        @available(iOS 16.0, *)
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview? {
            core.targetedPreview(for: configuration)
        }

        /// The menu is about to show: the peek is published, unless the menu is compact (U2).
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            core.willDisplay(configuration, showsPreview: interaction.menuAppearance != .compact)
        }

        /// The preview was tapped: it pops in the commit animator's completion, with the screen
        /// UIKit commits checked against the preview (S7, U4).
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            core.willPerformPreviewAction(configuration, animator: animator)
        }

        /// The menu ends: a peek that did not pop or select ends `released`, when the end
        /// animation completes (P2, U5).
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            core.willEnd(configuration, animator: animator)
        }
    }
#endif
