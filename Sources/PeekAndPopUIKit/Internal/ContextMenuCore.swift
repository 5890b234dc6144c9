#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// What every context menu adapter shares: the registration over a geometry mirror, the
    /// bridge, the configurations made, the menu and the targeted previews. The adapters only
    /// forward UIKit's callbacks here; every decision is the bridge's (U1–U7).
    @MainActor
    final class ContextMenuCore {
        /// What the core remembers of one configuration it made, for the callbacks UIKit makes
        /// about it, even after its peek ended (U3).
        private struct Made {
            /// The configuration handed to UIKit, which UIKit hands back with each callback.
            weak var configuration: UIContextMenuConfiguration?
            /// The source rect set in `onPeek`, in the view's coordinates.
            let sourceRect: CGRect
        }

        let engine: PeekEngine
        weak var host: UIViewController?
        weak var view: UIView?
        /// Takes the system's menu down (P3, U5).
        var dismissMenu: (@MainActor () -> Void)?

        private let bridge: ContextMenuBridge
        private let mirror = ViewNode(name: "PeekAndPopUIKit source")
        private let onPeek: @MainActor (PeekRequest) -> Void
        private var context: PreviewingContext?
        /// The request being answered: its row and default source rect.
        private var asking: (indexPath: IndexPath?, sourceRect: CGRect?)?
        /// The item images the last `onPeek` set (U6).
        private var askedImages: [PreviewAction.ID: PreviewActionImage] = [:]
        /// The configurations made, by identifier; only the last two (one may be animating out).
        private var made: [String: Made] = [:]
        private var madeOrder: [String] = []

        init(
            engine: PeekEngine, host: UIViewController, view: UIView, onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            self.engine = engine
            self.host = host
            self.view = view
            self.onPeek = onPeek
            bridge = ContextMenuBridge(engine: engine)
            bridge.onDismissSystemPreview = { [weak self] _ in self?.dismissMenu?() }
        }

        /// A configuration whose preview is the screen `onPeek` routes to, or `nil`.
        ///
        /// - Parameters:
        ///   - location: The press, in the view's coordinates.
        ///   - indexPath: The row or item pressed, if any.
        ///   - sourceRect: The default source rect (a row's frame), if not the view's bounds.
        func configuration(
            at location: CGPoint, indexPath: IndexPath? = nil, sourceRect: CGRect? = nil
        )
            -> UIContextMenuConfiguration?
        {
            guard let context = registeredContext() else { return nil }
            asking = (indexPath, sourceRect)
            askedImages = [:]
            // A preview UIKit cannot be handed is no preview and no menu (U4, U2).
            let made = bridge.configuration(
                for: context, at: Point(location), item: indexPath.map(AnyHashable.init), canShow: canHandToUIKit)
            asking = nil
            guard let made else { return nil }
            if let held = self.made[made.identifier]?.configuration {
                // The same press asking again (P1): the configuration UIKit already holds, so
                // that its callbacks still name this menu (U7).
                return held
            }
            weak let preview = made.previewScreen as? UIViewController
            let menu = made.menu
            let images = askedImages
            let identifier = made.identifier
            let configuration = UIContextMenuConfiguration(
                identifier: NSString(string: identifier),
                previewProvider: { [weak self] in
                    // Never handed to UIKit while it is in a hierarchy (U4), even one it joined since the
                    // configuration: the peek ends unshown and the menu goes (U2, P3).
                    guard let preview, canHandToUIKit(preview) else {
                        self?.bridge.previewCannotBeShown(identifier)
                        return nil
                    }
                    return preview
                },
                actionProvider: { [weak self] _ in
                    self?.makeMenu(menu, images: images, identifier: identifier)
                }
            )
            remember(identifier, Made(configuration: configuration, sourceRect: CGRect(context.sourceRect)))
            return configuration
        }

        /// A preview of the source rect kept for `configuration`, while the view is in a window
        /// (UIKit refuses a targeted preview of a view in none) (U3).
        func targetedPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            guard let identifier = identifier(of: configuration), let sourceRect = made[identifier]?.sourceRect,
                let view, view.window != nil
            else {
                return nil
            }
            let parameters = UIPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: sourceRect, cornerRadius: 0)
            return UITargetedPreview(view: view, parameters: parameters)
        }

        /// The menu is about to show: the peek is published, unless it is compact (U2).
        ///
        /// - Parameter showsPreview: `false` for a compact menu (`menuAppearance == .compact`). The
        ///   appearance type is not named here: UIKit spells it `UIContextMenuInteraction.appearance`.
        func willDisplay(_ configuration: UIContextMenuConfiguration, showsPreview: Bool) {
            guard let identifier = identifier(of: configuration) else { return }
            bridge.willDisplay(identifier, showsPreview: showsPreview)
        }

        /// The preview was tapped: pops in the commit animator's completion (S7, U4).
        func willPerformPreviewAction(
            _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
        ) {
            guard let identifier = identifier(of: configuration) else { return }
            bridge.willPerformPreviewAction(identifier)
            weak let committed = animator.previewViewController
            animator.addCompletion { [weak self] in
                self?.bridge.commitAnimationCompleted(identifier, committing: committed)
            }
        }

        /// The menu ends (P2, U5).
        func willEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
            guard let identifier = identifier(of: configuration) else { return }
            bridge.willEnd(identifier, animated: animator != nil)
            animator?.addCompletion { [weak self] in
                self?.bridge.endAnimationCompleted(identifier)
            }
        }

        /// The row or item `configuration` was made for, if this core made it.
        func indexPath(of configuration: UIContextMenuConfiguration) -> IndexPath? {
            identifier(of: configuration).flatMap { bridge.item(for: $0) as? IndexPath }
        }

        func unregister() {
            if let context {
                engine.unregister(context)
            }
            context = nil
        }

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
                let request = PeekRequest(
                    context: context, location: CGPoint(x: location.x, y: location.y), indexPath: asking?.indexPath)
                if let sourceRect = asking?.sourceRect {
                    request.sourceRect = sourceRect
                }
                // A UIKit call made outside the seam happened at the press: said so (S2).
                engine.watchingUIKitCalls(of: host) { onPeek(request) }
                askedImages = request.images.byAction
            }
            return context
        }

        /// The identifier of a configuration this core made, or `nil` for a foreign one, even one
        /// with an identifier of the same form (U7).
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

        /// The menu: the peek's actions in their order, groups as submenus, styles and disabled
        /// items as UIKit shows them (U6).
        private func makeMenu(
            _ elements: [PreviewMenuElement], images: [PreviewAction.ID: PreviewActionImage], identifier: String
        ) -> UIMenu {
            UIMenu(title: "", children: elements.map { makeElement($0, images: images, identifier: identifier) })
        }

        private func makeElement(
            _ element: PreviewMenuElement, images: [PreviewAction.ID: PreviewActionImage], identifier: String
        ) -> UIMenuElement {
            let image = images[element.id]?.uiImage
            if element.isGroup {
                // A destructive group is a destructive submenu; UIMenu has no selected or disabled
                // state (U6).
                return UIMenu(
                    title: element.title, image: image, identifier: UIMenu.Identifier(element.id.rawValue),
                    options: element.style == .destructive ? .destructive : [],
                    children: element.children.map { makeElement($0, images: images, identifier: identifier) })
            }
            var attributes: UIMenuElement.Attributes = []
            if element.style == .destructive { attributes.insert(.destructive) }
            if element.isDisabled { attributes.insert(.disabled) }
            let id = element.id
            return UIAction(
                title: element.title, image: image, identifier: UIAction.Identifier(id.rawValue),
                attributes: attributes,
                state: element.style == .selected ? .on : .off
            ) { [weak self] _ in
                self?.bridge.itemChosen(id, in: identifier)
            }
        }
    }
#endif
