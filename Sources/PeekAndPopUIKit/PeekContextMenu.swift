#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if canImport(UIKit) || UIKitStandIn
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
    /// U4); the menu built from the peek's actions (U6); the highlight and dismissal previews from
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
        /// What a peek request hands to the app's `onPeek`, in the capture window (S2).
        @MainActor
        public struct Request {
            /// The previewing context of this view's registration.
            public let context: PreviewingContext
            /// The press, in the view's coordinates.
            public let location: CGPoint

            /// The rectangle that stays sharp, in the view's coordinates (S15, U3); defaults to
            /// the view's bounds. UIKit gets it for the highlight and the dismissal previews.
            ///
            /// A non-finite rect, a negative size, or one that misses the view's bounds is refused
            /// (the previous one stays, a diagnostic says why); one reaching outside is clipped.
            public var sourceRect: CGRect {
                get { CGRect(context.sourceRect) }
                nonmutating set { context.sourceRect = Rect(newValue) }
            }

            /// The preview actions the menu offers, in order (S24, U6).
            public var previewActions: [PreviewAction] {
                get { context.previewActions }
                nonmutating set { context.previewActions = newValue }
            }
        }

        /// What this adapter remembers of one configuration it made, for the callbacks UIKit makes
        /// about it, even after its peek ended (U3).
        private struct Made {
            /// The configuration handed to UIKit, which UIKit hands back with each callback.
            weak var configuration: UIContextMenuConfiguration?
            /// The source rect set in `onPeek`, in the view's coordinates.
            let sourceRect: CGRect
        }

        /// The engine this adapter drives.
        public let engine: PeekEngine
        /// The screen that hosts the view; held weakly.
        public private(set) weak var host: UIViewController?
        /// The source view; held weakly.
        public private(set) weak var view: UIView?
        /// The interaction added to ``view``; `nil` once invalidated.
        public private(set) var interaction: UIContextMenuInteraction?

        private let bridge: ContextMenuBridge
        private let mirror = ViewNode(name: "PeekContextMenu")
        private let onPeek: @MainActor (Request) -> Void
        private var context: PreviewingContext?
        /// The configurations made, by identifier; only the last two (one may be animating out).
        private var made: [String: Made] = [:]
        private var madeOrder: [String] = []

        /// Adds a context menu interaction to `view` and registers it with `engine` for `host`.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - host: The screen that shows `view`.
        ///   - view: The source view.
        ///   - onPeek: Called in the capture window: route exactly as a tap would (S2); optionally
        ///     set the source rect and the preview actions through the request.
        public init(
            engine: PeekEngine, host: UIViewController, view: UIView,
            onPeek: @escaping @MainActor (Request) -> Void
        ) {
            self.engine = engine
            self.host = host
            self.view = view
            self.onPeek = onPeek
            bridge = ContextMenuBridge(engine: engine)
            super.init()
            bridge.onDismissSystemPreview = { [weak self] _ in
                self?.interaction?.dismissMenu()  // The engine ended the peek (P3, U5).
            }
            let interaction = UIContextMenuInteraction(delegate: self)
            view.addInteraction(interaction)
            self.interaction = interaction
        }

        isolated deinit {
            invalidate()
        }

        /// Removes the interaction from the view and the registration from the engine.
        public func invalidate() {
            if let interaction {
                interaction.view?.removeInteraction(interaction)
            }
            interaction = nil
            unregister()
        }

        // MARK: UIContextMenuInteractionDelegate

        /// The configuration of a menu whose preview is the screen `onPeek` routes to, or `nil`.
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard interaction === self.interaction, let context = registeredContext() else { return nil }
            guard let made = bridge.configuration(for: context, at: Point(location)) else { return nil }
            weak let preview = made.previewScreen as? UIViewController
            let menu = made.menu
            let identifier = made.identifier
            let configuration = UIContextMenuConfiguration(
                identifier: NSString(string: identifier),
                previewProvider: {
                    // Never handed to UIKit while it has a parent (U4): UIKit then shows the view.
                    guard let preview, preview.parent == nil, preview.presentingViewController == nil else {
                        return nil
                    }
                    return preview
                },
                actionProvider: { [weak self] _ in
                    self?.makeMenu(menu, identifier: identifier)
                }
            )
            remember(identifier, Made(configuration: configuration, sourceRect: CGRect(context.sourceRect)))
            return configuration
        }

        /// The highlight preview: the source rect set in `onPeek` (U3).
        @available(iOS 16.0, *)
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            highlightPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview? {
            targetedPreview(for: configuration)
        }

        /// The dismissal preview: the source rect set in `onPeek`, also after the peek ended (U3).
        @available(iOS 16.0, *)
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview? {
            targetedPreview(for: configuration)
        }

        /// The highlight preview on iOS 13–15 (U3).
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            targetedPreview(for: configuration)
        }

        /// The dismissal preview on iOS 13–15 (U3).
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            targetedPreview(for: configuration)
        }

        /// The menu is about to show: the peek is published, unless the menu is compact (U2).
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            guard let identifier = identifier(of: configuration) else { return }
            bridge.willDisplay(identifier, showsPreview: interaction.menuAppearance != .compact)
        }

        /// The preview was tapped: it pops in the commit animator's completion, with the screen
        /// UIKit commits checked against the preview (S7, U4).
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            guard let identifier = identifier(of: configuration) else { return }
            bridge.willPerformPreviewAction(identifier)
            weak let committed = animator.previewViewController
            animator.addCompletion { [weak self] in
                self?.bridge.commitAnimationCompleted(identifier, committing: committed)
            }
        }

        /// The menu ends: a peek that did not pop or select ends `released`, when the end
        /// animation completes (P2, U5).
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            guard let identifier = identifier(of: configuration) else { return }
            bridge.willEnd(identifier, animated: animator != nil)
            animator?.addCompletion { [weak self] in
                self?.bridge.endAnimationCompleted(identifier)
            }
        }

        // MARK: Internals

        /// The registration, made (again) while the view is in a window and its host alive;
        /// removed otherwise (U7).
        private func registeredContext() -> PreviewingContext? {
            guard let host, let view, view.window != nil else {
                unregister()
                return nil
            }
            mirror.bounds = Rect(view.bounds)  // The geometry mirror, read at each request.
            if let context, context.isRegistered, context.isAlive { return context }
            context = engine.register(host: host, sourceView: mirror) { [weak self] context, location in
                guard let self else { return }
                onPeek(Request(context: context, location: CGPoint(x: location.x, y: location.y)))
            }
            return context
        }

        private func unregister() {
            if let context {
                engine.unregister(context)
            }
            context = nil
        }

        /// The identifier of a configuration this adapter made, or `nil` for a foreign one, even
        /// one with an identifier of the same form (U7).
        private func identifier(of configuration: UIContextMenuConfiguration) -> String? {
            guard let identifier = (configuration.identifier as? NSString).map({ String($0) }),
                made[identifier]?.configuration === configuration
            else {
                return nil
            }
            return identifier
        }

        private func remember(_ identifier: String, _ configuration: Made) {
            if made[identifier] == nil {
                madeOrder.append(identifier)
            }
            made[identifier] = configuration
            while madeOrder.count > 2 {
                made[madeOrder.removeFirst()] = nil
            }
        }

        /// A preview of the source rect kept for `configuration`, while the view is in a window
        /// (UIKit refuses a targeted preview of a view in none).
        private func targetedPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            guard let identifier = identifier(of: configuration), let sourceRect = made[identifier]?.sourceRect,
                let view, view.window != nil
            else {
                return nil
            }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: sourceRect, cornerRadius: 0)
            return UITargetedPreview(view: view, parameters: parameters)
        }

        /// The menu: the peek's actions in their order, groups as submenus, styles and disabled
        /// items as UIKit shows them (U6).
        private func makeMenu(_ elements: [PreviewMenuElement], identifier: String) -> UIMenu {
            UIMenu(title: "", children: elements.map { makeElement($0, identifier: identifier) })
        }

        private func makeElement(_ element: PreviewMenuElement, identifier: String) -> UIMenuElement {
            if element.isGroup {
                return UIMenu(
                    title: element.title, identifier: UIMenu.Identifier(element.id.rawValue),
                    children: element.children.map { makeElement($0, identifier: identifier) })
            }
            var attributes: UIMenuElement.Attributes = []
            if element.style == .destructive { attributes.insert(.destructive) }
            if element.isDisabled { attributes.insert(.disabled) }
            let id = element.id
            return UIAction(
                title: element.title, identifier: UIAction.Identifier(id.rawValue), attributes: attributes,
                state: element.style == .selected ? .on : .off
            ) { [weak self] _ in
                self?.bridge.itemChosen(id, in: identifier)
            }
        }
    }
#endif
