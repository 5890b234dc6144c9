#if UIKitStandIn
    // Only as the superclass of tables and collections; none of its members is used.
    /// doc://com.apple.uikit/documentation/UIKit/UIScrollView
    @available(iOS 2.0, *)
    @MainActor open class UIScrollView: UIView {}

    // Every requirement is optional in UIKit; none is used.
    /// doc://com.apple.uikit/documentation/UIKit/UIScrollViewDelegate
    @available(iOS 2.0, *)
    @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

    /// doc://com.apple.uikit/documentation/UIKit/UITableView
    @available(iOS 2.0, *)
    @MainActor open class UITableView: UIScrollView {
        /// doc://com.apple.uikit/documentation/UIKit/UITableView/delegate
        weak open var delegate: (any UITableViewDelegate)?

        /// Not UIKit: the rows' rectangles, set by the test.
        public var standInRowRects: [IndexPath: CGRect] = [:]

        /// doc://com.apple.uikit/documentation/UIKit/UITableView/rectForRow(at:)
        open func rectForRow(at indexPath: IndexPath) -> CGRect { standInRowRects[indexPath] ?? .zero }

        /// doc://com.apple.uikit/documentation/UIKit/UITableView/contextMenuInteraction
        @available(iOS 14.0, *)
        open var contextMenuInteraction: UIContextMenuInteraction? { standInInteraction }

        /// Not UIKit: the interaction UIKit makes for the table's context menus.
        public var standInInteraction: UIContextMenuInteraction?
    }

    /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewLayoutAttributes
    @available(iOS 6.0, *)
    @MainActor open class UICollectionViewLayoutAttributes: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewLayoutAttributes/frame
        open var frame: CGRect = .zero

        override public init() { super.init() }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UICollectionView
    @available(iOS 6.0, *)
    @MainActor open class UICollectionView: UIScrollView {
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionView/delegate
        weak open var delegate: (any UICollectionViewDelegate)?

        /// Not UIKit: the items' frames, set by the test.
        public var standInItemFrames: [IndexPath: CGRect] = [:]

        /// doc://com.apple.uikit/documentation/UIKit/UICollectionView/layoutAttributesForItem(at:)
        open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let frame = standInItemFrames[indexPath] else { return nil }
            let attributes = UICollectionViewLayoutAttributes()
            attributes.frame = frame
            return attributes
        }

        /// doc://com.apple.uikit/documentation/UIKit/UICollectionView/contextMenuInteraction
        @available(iOS 14.0, *)
        open var contextMenuInteraction: UIContextMenuInteraction? { standInInteraction }

        /// Not UIKit: the interaction UIKit makes for the collection's context menus.
        public var standInInteraction: UIContextMenuInteraction?
    }

    // The members tables use for selection and context menus; all `optional` in UIKit.
    /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate
    @available(iOS 2.0, *)
    @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:didSelectRowAt:)
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:contextMenuConfigurationForRowAt:point:)
        @available(iOS 13.0, *)
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration?
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:previewForHighlightingContextMenuWithConfiguration:)
        @available(iOS 13.0, *)
        func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:previewForDismissingContextMenuWithConfiguration:)
        @available(iOS 13.0, *)
        func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:willDisplayContextMenu:animator:)
        @available(iOS 14.0, *)
        func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:willPerformPreviewActionForMenuWith:animator:)
        @available(iOS 13.0, *)
        func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating)
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:willEndContextMenuInteraction:animator:)
        @available(iOS 14.0, *)
        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
    }

    // MARK: @objc optional requirements
    // See UIContextMenuInteraction.swift: defaults stand for `@objc optional`; callers go through
    // the protocol, as UIKit does.
    extension UITableViewDelegate {
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

        public func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }

        public func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? { nil }

        public func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? { nil }

        public func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}

        public func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {}

        public func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
    }

    // The members collections use for selection and context menus; all `optional` in UIKit.
    /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate
    @available(iOS 6.0, *)
    @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:didSelectItemAt:)
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:contextMenuConfigurationForItemsAt:point:)
        @available(iOS 16.0, *)
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration?
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)
        @available(iOS 16.0, *)
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview?
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)
        @available(iOS 16.0, *)
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview?
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:willDisplayContextMenu:animator:)
        @available(iOS 14.0, *)
        func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:willPerformPreviewActionForMenuWith:animator:)
        @available(iOS 13.0, *)
        func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating)
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:willEndContextMenuInteraction:animator:)
        @available(iOS 14.0, *)
        func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
    }

    // MARK: @objc optional requirements
    extension UICollectionViewDelegate {
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }

        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? { nil }

        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? { nil }

        public func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}

        public func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {}

        public func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
    }
#endif
