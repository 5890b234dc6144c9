#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UITableView
    // (a UIScrollView in UIKit; the adapters use only what UIView has, and the members below)
    @MainActor open class UITableView: UIView {
        /// Not UIKit: the rows' rectangles, set by the test.
        public var standInRowRects: [IndexPath: CGRect] = [:]

        // doc://com.apple.uikit/documentation/UIKit/UITableView/rectForRow(at:)
        open func rectForRow(at indexPath: IndexPath) -> CGRect { standInRowRects[indexPath] ?? .zero }

        // doc://com.apple.uikit/documentation/UIKit/UITableView/contextMenuInteraction
        @available(iOS 14.0, *)
        open var contextMenuInteraction: UIContextMenuInteraction? { standInInteraction }

        /// Not UIKit: the interaction UIKit makes for the table's context menus.
        public var standInInteraction: UIContextMenuInteraction?
    }

    // doc://com.apple.uikit/documentation/UIKit/UICollectionViewLayoutAttributes
    @MainActor open class UICollectionViewLayoutAttributes: NSObject {
        // doc://com.apple.uikit/documentation/UIKit/UICollectionViewLayoutAttributes/frame
        open var frame: CGRect = .zero

        override public init() { super.init() }
    }

    // doc://com.apple.uikit/documentation/UIKit/UICollectionView
    // (a UIScrollView in UIKit; the adapters use only what UIView has, and the members below)
    @MainActor open class UICollectionView: UIView {
        /// Not UIKit: the items' frames, set by the test.
        public var standInItemFrames: [IndexPath: CGRect] = [:]

        // doc://com.apple.uikit/documentation/UIKit/UICollectionView/layoutAttributesForItem(at:)
        open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let frame = standInItemFrames[indexPath] else { return nil }
            let attributes = UICollectionViewLayoutAttributes()
            attributes.frame = frame
            return attributes
        }

        // doc://com.apple.uikit/documentation/UIKit/UICollectionView/contextMenuInteraction
        @available(iOS 14.0, *)
        open var contextMenuInteraction: UIContextMenuInteraction? { standInInteraction }

        /// Not UIKit: the interaction UIKit makes for the collection's context menus.
        public var standInInteraction: UIContextMenuInteraction?
    }
#endif
