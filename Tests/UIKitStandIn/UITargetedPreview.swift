#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIBezierPath
    @available(iOS 3.2, *)
    @MainActor open class UIBezierPath: NSObject {
        /// Not UIKit: the rectangle the path was made from, for tests.
        public let standInRect: CGRect
        /// Not UIKit: the corner radius the path was made with, for tests.
        public let standInCornerRadius: CGFloat

        /// doc://com.apple.uikit/documentation/UIKit/UIBezierPath/init(roundedRect:cornerRadius:)
        public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
            standInRect = rect
            standInCornerRadius = cornerRadius
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIBezierPath/bounds
        open var bounds: CGRect { standInRect }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPreviewParameters
    @available(iOS 13.0, *)
    @MainActor open class UIPreviewParameters: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewParameters/visiblePath
        open var visiblePath: UIBezierPath?

        override public init() { super.init() }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UITargetedPreview
    @available(iOS 13.0, *)
    @MainActor open class UITargetedPreview: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UITargetedPreview/view
        public let view: UIView
        /// doc://com.apple.uikit/documentation/UIKit/UITargetedPreview/parameters
        public let parameters: UIPreviewParameters

        /// doc://com.apple.uikit/documentation/UIKit/UITargetedPreview/init(view:parameters:)
        public init(view: UIView, parameters: UIPreviewParameters) {
            self.view = view
            self.parameters = parameters
            super.init()
        }
    }
#endif
