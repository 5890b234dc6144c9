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

        /// doc://com.apple.uikit/documentation/UIKit/UITableView/indexPathForRow(at:)
        open func indexPathForRow(at point: CGPoint) -> IndexPath? {
            standInRowRects.sorted { $0.key < $1.key }.first { $0.value.contains(point) }?.key
        }

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

        /// doc://com.apple.uikit/documentation/UIKit/UICollectionView/indexPathForItem(at:)
        open func indexPathForItem(at point: CGPoint) -> IndexPath? {
            standInItemFrames.sorted { $0.key < $1.key }.first { $0.value.contains(point) }?.key
        }

        /// doc://com.apple.uikit/documentation/UIKit/UICollectionView/indexPathsForSelectedItems
        open var indexPathsForSelectedItems: [IndexPath]? { standInSelectedItems }

        /// Not UIKit: the selected items, set by the test (`indexPathsForSelectedItems` is get-only).
        public var standInSelectedItems: [IndexPath]?

        /// doc://com.apple.uikit/documentation/UIKit/UICollectionView/contextMenuInteraction
        @available(iOS 14.0, *)
        open var contextMenuInteraction: UIContextMenuInteraction? { standInInteraction }

        /// Not UIKit: the interaction UIKit makes for the collection's context menus.
        public var standInInteraction: UIContextMenuInteraction?
    }

    // The member tables use for selection, `optional` in UIKit (their context menu methods are
    // not used: the adapter adds its own interaction).
    /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate
    @available(iOS 2.0, *)
    @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
        /// doc://com.apple.uikit/documentation/UIKit/UITableViewDelegate/tableView(_:didSelectRowAt:)
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    }

    // MARK: @objc optional requirements
    // See UIContextMenuInteraction.swift: defaults stand for `@objc optional`; callers go through
    // the protocol, as UIKit does.
    extension UITableViewDelegate {
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    }

    // The member collections use for selection, `optional` in UIKit.
    /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate
    @available(iOS 6.0, *)
    @MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
        /// doc://com.apple.uikit/documentation/UIKit/UICollectionViewDelegate/collectionView(_:didSelectItemAt:)
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    }

    // MARK: @objc optional requirements
    extension UICollectionViewDelegate {
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    }
#endif
