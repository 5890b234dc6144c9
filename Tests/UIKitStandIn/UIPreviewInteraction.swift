#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UICoordinateSpace
    @available(iOS 8.0, *)
    @MainActor public protocol UICoordinateSpace: NSObjectProtocol {}

    extension UIView: UICoordinateSpace {}

    // Not deprecated: UIPreviewInteraction.h declares it `UIKIT_CLASS_AVAILABLE_IOS_ONLY(10_0)` with no
    // deprecation, unlike the 3D Touch previewing API (UIViewControllerPreviewing.swift).
    /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction
    @available(iOS 10.0, *)
    @MainActor open class UIPreviewInteraction: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/delegate
        open weak var delegate: (any UIPreviewInteractionDelegate)?
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/view
        open private(set) weak var view: UIView?
        /// Not UIKit: where the test puts the press, in the view's coordinates.
        public var standInLocation: CGPoint = .zero

        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/init(view:)
        public init(view: UIView) {
            self.view = view
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/location(in:)
        open func location(in coordinateSpace: (any UICoordinateSpace)?) -> CGPoint { standInLocation }

        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteraction/cancel()
        ///
        /// Documented: the delegate's `previewInteractionDidCancel(_:)` "is called when the preview
        /// interaction is canceled, either programmatically through the cancel() method […], or by
        /// interrupting the preview interaction before the commit phase is complete"
        /// (doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteractionDidCancel(_:)),
        /// and no further delegate callbacks follow (cancel()'s page). Undocumented, and not
        /// modelled: what UIKit does when no interaction is in progress; here it calls the delegate.
        open func cancel() {
            StandInLog.record("previewInteraction cancel")
            delegate?.previewInteractionDidCancel(self)
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate
    @available(iOS 10.0, *)
    @MainActor public protocol UIPreviewInteractionDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteraction(_:didUpdatePreviewTransition:ended:)
        func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
            ended: Bool)
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteractionDidCancel(_:)
        func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteractionShouldBegin(_:)
        func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewInteractionDelegate/previewInteraction(_:didUpdateCommitTransition:ended:)
        func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
            ended: Bool)
    }

    // MARK: @objc optional requirements
    // Swift on Linux has no `@objc optional`: UIKit's optional requirements are requirements with
    // a default here. A default is never what UIKit does (UIKit does not call a method the
    // delegate lacks), so code reaches these methods through the protocol, as UIKit does: a
    // misnamed implementation is then never called. `.ci/standin` checks that the requirements
    // with a default are exactly those the manifest records as optional.
    extension UIPreviewInteractionDelegate {
        public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }

        public func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
            ended: Bool
        ) {}
    }
#endif
