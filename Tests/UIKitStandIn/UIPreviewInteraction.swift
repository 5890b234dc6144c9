#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UICoordinateSpace
    @MainActor public protocol UICoordinateSpace: NSObjectProtocol {}

    extension UIView: UICoordinateSpace {}

    // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction
    @available(
        iOS, introduced: 10.0, deprecated: 13.0,
        message: "UIPreviewInteraction is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor open class UIPreviewInteraction: NSObject {
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/delegate
        open weak var delegate: (any UIPreviewInteractionDelegate)?
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/view
        open private(set) weak var view: UIView?
        /// Not UIKit: where the test puts the press, in the view's coordinates.
        public var standInLocation: CGPoint = .zero

        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/init(view:)
        public init(view: UIView) {
            self.view = view
            super.init()
        }

        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/location(in:)
        open func location(in coordinateSpace: (any UICoordinateSpace)?) -> CGPoint { standInLocation }

        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/cancel()
        open func cancel() {
            StandInLog.record("previewInteraction cancel")
        }
    }

    // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate
    // `previewInteractionShouldBegin(_:)` and the commit transition are `optional` in UIKit.
    @available(
        iOS, introduced: 10.0, deprecated: 13.0,
        message: "UIPreviewInteraction is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor public protocol UIPreviewInteractionDelegate: NSObjectProtocol {
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteractionShouldBegin(_:)
        func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteraction(_:didUpdatePreviewTransition:ended:)
        func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
            ended: Bool)
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteraction(_:didUpdateCommitTransition:ended:)
        func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
            ended: Bool)
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteractionDidCancel(_:)
        func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    }
#endif
