#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UINavigationControllerDelegate
    // Its page gives no iOS version (UINavigationController.h: `NS_SWIFT_UI_ACTOR`, no availability).
    @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UINavigationControllerDelegate/navigationController(_:willShow:animated:)
        @available(iOS 2.0, *)
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationControllerDelegate/navigationController(_:didShow:animated:)
        @available(iOS 2.0, *)
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    }

    // MARK: @objc optional requirements
    // Both are `optional` in UIKit (UINavigationController.h: `@optional`). Swift on Linux has no
    // `@objc optional`: they are requirements with a default here, which is never what UIKit does
    // (UIKit does not call a method the delegate lacks), so code reaches them through the protocol,
    // as UIKit does. `.ci/standin` checks that the requirements with a default are exactly those the
    // manifest records as optional.
    extension UINavigationControllerDelegate {
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {}

        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {}
    }
#endif
