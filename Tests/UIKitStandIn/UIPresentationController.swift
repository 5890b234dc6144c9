#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle
    public enum UIModalPresentationStyle: Int, Sendable {
        /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle/fullScreen
        case fullScreen = 0
        /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle/pageSheet
        @available(iOS 3.2, *)
        case pageSheet = 1
        /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle/formSheet
        @available(iOS 3.2, *)
        case formSheet = 2
        /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle/popover
        @available(iOS 8.0, *)
        case popover = 7
        /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle/none
        @available(iOS 7.0, *)
        case none = -1
        /// doc://com.apple.uikit/documentation/UIKit/UIModalPresentationStyle/automatic
        @available(iOS 13.0, *)
        case automatic = -2
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPresentationController
    @available(iOS 8.0, *)
    @MainActor open class UIPresentationController: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIPresentationController/delegate
        open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
        /// doc://com.apple.uikit/documentation/UIKit/UIPresentationController/presentedViewController
        // Strong in UIKit (UIPresentationController.h); unowned here, as the stand-in's controller
        // keeps its presentation controller for good, which would otherwise be a reference cycle.
        open var presentedViewController: UIViewController { presented }
        private unowned let presented: UIViewController

        /// doc://com.apple.uikit/documentation/UIKit/UIPresentationController/init(presentedViewController:presenting:)
        public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
            presented = presentedViewController
            super.init()
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPopoverPresentationController
    @available(iOS 8.0, *)
    @MainActor open class UIPopoverPresentationController: UIPresentationController {
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverPresentationController/sourceView
        open var sourceView: UIView?
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverPresentationController/sourceRect
        open var sourceRect: CGRect = .zero
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverPresentationController/sourceItem
        @available(iOS 16.0, *)
        open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverPresentationController/permittedArrowDirections
        open var permittedArrowDirections: UIPopoverArrowDirection = .any
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection
    public struct UIPopoverArrowDirection: OptionSet, Sendable {
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/rawValue
        public let rawValue: UInt
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/init(rawValue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/up
        public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/down
        public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/left
        public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/right
        public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
        /// doc://com.apple.uikit/documentation/UIKit/UIPopoverArrowDirection/any
        public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPopoverPresentationControllerSourceItem
    // Not main-actor isolated: its page declares it without `@MainActor` (UILayoutGuide adopts it).
    @available(iOS 16.0, *)
    public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

    /// doc://com.apple.uikit/documentation/UIKit/UIBarItem
    @available(iOS 2.0, *)
    @MainActor open class UIBarItem: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIBarItem/title
        open var title: String?
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIBarButtonItem
    @available(iOS 2.0, *)
    @MainActor open class UIBarButtonItem: UIBarItem {
        override public init() { super.init() }
    }

    // UIKit: UIBarButtonItem is a popover's source item since iOS 16.0.
    @available(iOS 16.0, *)
    extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

    /// doc://com.apple.uikit/documentation/UIKit/UIAdaptivePresentationControllerDelegate
    // No availability of its own in UIPresentationController.h.
    @MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIAdaptivePresentationControllerDelegate/presentationControllerShouldDismiss(_:)
        @available(iOS 13.0, *)
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

        /// doc://com.apple.uikit/documentation/UIKit/UIAdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)
        @available(iOS 13.0, *)
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)

        /// doc://com.apple.uikit/documentation/UIKit/UIAdaptivePresentationControllerDelegate/presentationControllerDidDismiss(_:)
        @available(iOS 13.0, *)
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    }

    // MARK: @objc optional requirements
    // All three are `optional` in UIKit (UIPresentationController.h: `@optional`); requirements
    // with a default here (see UINavigationControllerDelegate). Documented: without
    // presentationControllerShouldDismiss(_:), the user may dismiss; the default says the same.
    extension UIAdaptivePresentationControllerDelegate {
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            true
        }

        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    }
#endif
