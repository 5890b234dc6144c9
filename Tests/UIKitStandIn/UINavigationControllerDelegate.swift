#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UINavigationControllerDelegate
    // UIKit's requirements are `@objc optional`. Linux has no Objective-C runtime, so the stand-in
    // declares the ones the package uses as plain requirements with no default: a conformer that
    // misnames one does not compile.
    @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
        // doc://com.apple.uikit/documentation/UIKit/UINavigationControllerDelegate/navigationController(_:willShow:animated:)
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

        // doc://com.apple.uikit/documentation/UIKit/UINavigationControllerDelegate/navigationController(_:didShow:animated:)
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    }
#endif
