#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UITabBarController
    @available(iOS 2.0, *)
    @MainActor open class UITabBarController: UIViewController {
        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/delegate
        open weak var delegate: (any UITabBarControllerDelegate)?

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/viewControllers
        open var viewControllers: [UIViewController]? {
            get { children.isEmpty ? nil : children }
            set { setViewControllers(newValue, animated: false) }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/selectedIndex
        open var selectedIndex: Int = 0 {
            didSet { StandInLog.record("selectedIndex \(selectedIndex)") }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/selectedViewController
        open var selectedViewController: UIViewController? {
            get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
            set {
                if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
            }
        }

        // No initializer of its own: UITabBarController.h declares none, so it inherits
        // UIViewController's (init(nibName:bundle:), init?(coder:) and NSObject's init()).

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/setViewControllers(_:animated:)
        open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
            StandInLog.record("setTabs [\((viewControllers ?? []).map(\.standInName).joined(separator: ", "))]")
            for child in children { child.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UITabBarControllerDelegate
    @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:shouldSelect:)
        @available(iOS 3.0, *)
        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        )
            -> Bool

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:didSelect:)
        @available(iOS 2.0, *)
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    }

    // MARK: @objc optional requirements
    // Both are `optional` in UIKit (UITabBarController.h: `@optional`); requirements with a default
    // here (see UINavigationControllerDelegate). UIKit selects the tab when the delegate does not
    // implement tabBarController(_:shouldSelect:); the default says the same, for callers that reach
    // it through the protocol.
    extension UITabBarControllerDelegate {
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool { true }

        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
        {}
    }
#endif
