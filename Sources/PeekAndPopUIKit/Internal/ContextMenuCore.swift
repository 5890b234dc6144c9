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

        /// Where a press lands in a table or a collection: the row or item, and its rectangle.
        typealias ItemLocator = @MainActor (_ location: CGPoint) -> (indexPath: IndexPath, rect: CGRect?)?

        let registration: SourceRegistration
        /// Takes the system's menu down (P3, U5).
        var dismissMenu: (@MainActor () -> Void)?

        private let bridge: ContextMenuBridge
        /// For a table or a collection, the row or item pressed; a press on none offers no menu.
        private let locateItem: ItemLocator?
        /// The configurations made, by identifier; only the last two (one may be animating out).
        private var made: [String: Made] = [:]
        private var madeOrder: [String] = []

        init(registration: SourceRegistration, locateItem: ItemLocator?) {
            self.registration = registration
            self.locateItem = locateItem
            bridge = ContextMenuBridge(engine: registration.engine)
            bridge.onDismissSystemPreview = { [weak self] _ in self?.dismissMenu?() }
        }

        /// A configuration whose preview is the screen `onPeek` routes to, or `nil`.
        ///
        /// - Parameter location: The press, in the view's coordinates.
        func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
            var item: (indexPath: IndexPath, rect: CGRect?)?
            if let locateItem {
                // A press on no row or item shows no one screen: no menu.
                guard let located = locateItem(location) else { return nil }
                item = located
            }
            guard let context = registration.registeredContext() else { return nil }
            registration.asking = item.map { ($0.indexPath, $0.rect) }
            registration.lastRequest = nil
            // A preview UIKit cannot be handed is no preview and no menu (U4, U2).
            let made = bridge.configuration(
                for: context, at: Point(location), item: item.map { AnyHashable($0.indexPath) },
                canShow: canHandToUIKit)
            registration.asking = nil
            guard let made else { return nil }
            if let held = self.made[made.identifier]?.configuration {
                // The same press asking again (P1): the configuration UIKit already holds, so
                // that its callbacks still name this menu (U7).
                return held
            }
            // The item images the `onPeek` of this request set (U6).
            let images = registration.lastRequest?.actionImages ?? [:]
            weak let preview = made.previewScreen as? UIViewController
            let menu = made.menu
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
                let view = registration.view, view.window != nil
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
