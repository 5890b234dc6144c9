#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    /// What a simulated press is on: a context menu interaction — a view's, or the one an adapter
    /// adds to a table or a collection view — and UIKit's calls to its delegate, plus what a tap
    /// on the pressed row or item does. Each call goes through the delegate protocol, as UIKit
    /// makes it; an `@objc optional` method the delegate does not implement is not called (on the
    /// stand-in, which has no `@objc optional`, the protocol's default stands for it and does
    /// nothing).
    @MainActor
    struct PressTarget {
        let interaction: UIContextMenuInteraction
        /// A tap on the row or item (`didSelectRowAt`, `didSelectItemAt`); a view's does nothing.
        let tap: @MainActor () -> Void

        private var delegate: (any UIContextMenuInteractionDelegate)? { interaction.delegate }

        /// The context menu interaction of `view` that is not a table's or a collection's own
        /// (`contextMenuInteraction`, which calls the table's or the collection's delegate), or
        /// one with no menu.
        init(on view: UIView, own: UIContextMenuInteraction? = nil, tap: @escaping @MainActor () -> Void = {}) {
            let interactions = view.interactions.compactMap { $0 as? UIContextMenuInteraction }
            interaction =
                interactions.first { $0 !== own } ?? UIContextMenuInteraction(delegate: NoMenu.shared)
            self.tap = tap
        }

        /// The press asks for a menu (UIKit: when the long press begins).
        func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
            delegate?.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
        }

        /// UIKit asks what to keep sharp while the menu shows.
        func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            #if canImport(UIKit)
                return delegate?.contextMenuInteraction?(
                    interaction, configuration: configuration,
                    highlightPreviewForItemWithIdentifier: configuration.identifier)
            #else
                return delegate?.contextMenuInteraction(
                    interaction, configuration: configuration,
                    highlightPreviewForItemWithIdentifier: configuration.identifier)
            #endif
        }

        /// UIKit asks where the menu's preview goes back to as the menu dismisses.
        func dismissalPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            #if canImport(UIKit)
                return delegate?.contextMenuInteraction?(
                    interaction, configuration: configuration,
                    dismissalPreviewForItemWithIdentifier: configuration.identifier)
            #else
                return delegate?.contextMenuInteraction(
                    interaction, configuration: configuration,
                    dismissalPreviewForItemWithIdentifier: configuration.identifier)
            #endif
        }

        /// The menu is about to show.
        func willDisplay(_ configuration: UIContextMenuConfiguration, animator: SimulatedAnimator) {
            #if canImport(UIKit)
                delegate?.contextMenuInteraction?(interaction, willDisplayMenuFor: configuration, animator: animator)
            #else
                delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
            #endif
        }

        /// The user tapped the preview.
        func willPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: SimulatedCommitAnimator) {
            #if canImport(UIKit)
                delegate?.contextMenuInteraction?(
                    interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            #else
                delegate?.contextMenuInteraction(
                    interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            #endif
        }

        /// The menu ends.
        func willEnd(_ configuration: UIContextMenuConfiguration, animator: SimulatedAnimator) {
            #if canImport(UIKit)
                delegate?.contextMenuInteraction?(interaction, willEndFor: configuration, animator: animator)
            #else
                delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            #endif
        }
    }

    /// The delegate of the interaction a press on a view with none is made with: no menu.
    @MainActor
    private final class NoMenu: NSObject, UIContextMenuInteractionDelegate {
        static let shared = NoMenu()

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
    }
#endif
