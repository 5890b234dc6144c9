#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UITabBarController
    @MainActor open class UITabBarController: UIViewController {
        // doc://com.apple.uikit/documentation/UIKit/UITabBarController/delegate
        open weak var delegate: (any UITabBarControllerDelegate)?

        // doc://com.apple.uikit/documentation/UIKit/UITabBarController/viewControllers
        open var viewControllers: [UIViewController]? {
            get { children.isEmpty ? nil : children }
            set { setViewControllers(newValue, animated: false) }
        }

        // doc://com.apple.uikit/documentation/UIKit/UITabBarController/selectedIndex
        open var selectedIndex: Int = 0 {
            didSet { StandInLog.record("selectedIndex \(selectedIndex)") }
        }

        // doc://com.apple.uikit/documentation/UIKit/UITabBarController/selectedViewController
        open var selectedViewController: UIViewController? {
            get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
            set {
                if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
            }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/init(nibName:bundle:)
        override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UITabBarController/init(coder:)
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        // doc://com.apple.uikit/documentation/UIKit/UITabBarController/setViewControllers(_:animated:)
        open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
            StandInLog.record("setTabs [\((viewControllers ?? []).map(\.standInName).joined(separator: ", "))]")
            for child in children { child.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
        }
    }

    // doc://com.apple.uikit/documentation/UIKit/UITabBarControllerDelegate
    // `@objc optional` in UIKit; plain requirements here (see UINavigationControllerDelegate).
    @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
        // doc://com.apple.uikit/documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:shouldSelect:)
        @available(iOS 3.0, *)
        func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        )
            -> Bool

        // doc://com.apple.uikit/documentation/UIKit/UITabBarControllerDelegate/tabBarController(_:didSelect:)
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    }
#endif
