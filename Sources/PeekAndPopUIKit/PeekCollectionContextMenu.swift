#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Peek and pop on the items of a collection view, through the context menu methods of the
    /// app's own `UICollectionViewDelegate`: each forwards in one line (U1–U8).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: UICollectionView,
    ///                     contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    ///                     point: CGPoint) -> UIContextMenuConfiguration? {
    ///     peek.configuration(forItemsAt: indexPaths, point: point)
    /// }
    /// ```
    ///
    /// The iOS 16 methods name the items pressed: one item peeks like a press on that item; **no
    /// item** (the press is on empty space) or **several** (a press on a multiple selection) give no
    /// peek, because a tap there shows no one screen — the method returns `nil`, and the app may
    /// answer with a menu of its own instead. The highlight and dismissal previews, old and new
    /// (`…ForItemAt indexPath:`), are ``preview(for:)``; the others are as in
    /// ``PeekTableContextMenu``. The source rect is the item's frame unless `onPeek` sets another.
    @MainActor
    public final class PeekCollectionContextMenu {
        /// The collection view; held weakly.
        public var collectionView: UICollectionView? { core.view as? UICollectionView }

        private let core: ContextMenuCore

        /// Registers `collectionView` with `engine` for `host`.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - host: The screen that shows the collection.
        ///   - collectionView: The collection view.
        ///   - onPeek: Called in the capture window with the item pressed: route exactly as a tap on
        ///     that item would (S2).
        public init(
            engine: PeekEngine, host: UIViewController, collectionView: UICollectionView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            core = ContextMenuCore(engine: engine, host: host, view: collectionView, onPeek: onPeek)
            core.dismissMenu = { [weak collectionView] in
                collectionView?.contextMenuInteraction?.dismissMenu()  // The engine ended the peek (P3, U5).
            }
        }

        isolated deinit {
            core.unregister()
        }

        /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16): one item peeks;
        /// none or several give `nil`.
        public func configuration(forItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
            guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
            return configuration(forItemAt: indexPath, point: point)
        }

        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` (iOS 13–15).
        public func configuration(forItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
            core.configuration(
                at: point, indexPath: indexPath,
                sourceRect: collectionView?.layoutAttributesForItem(at: indexPath)?.frame)
        }

        /// The highlight and dismissal previews: `previewForHighlightingContextMenuWithConfiguration`,
        /// `previewForDismissingContextMenuWithConfiguration`, and from iOS 16
        /// `contextMenuConfiguration:highlightPreviewForItemAt:` and
        /// `contextMenuConfiguration:dismissalPreviewForItemAt:` (U3).
        public func preview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            core.targetedPreview(for: configuration)
        }

        /// `collectionView(_:willDisplayContextMenu:animator:)` (U2).
        public func willDisplay(
            _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
        ) {
            core.willDisplay(
                configuration, showsPreview: collectionView?.contextMenuInteraction?.menuAppearance != .compact)
        }

        /// `collectionView(_:willPerformPreviewActionForMenuWith:animator:)` (S7, U4).
        public func willPerformPreviewAction(
            _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
        ) {
            core.willPerformPreviewAction(configuration, animator: animator)
        }

        /// `collectionView(_:willEndContextMenuInteraction:animator:)` (P2, U5).
        public func willEnd(
            _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
        ) {
            core.willEnd(configuration, animator: animator)
        }

        /// The item `configuration` was made for, if this adapter made it.
        public func indexPath(for configuration: UIContextMenuConfiguration) -> IndexPath? {
            core.indexPath(of: configuration)
        }
    }
#endif
