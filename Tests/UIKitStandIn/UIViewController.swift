#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UIViewController
    @MainActor open class UIViewController: UIResponder {
        private var loadedView: UIView?
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/title
        open var title: String?
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/parent
        open internal(set) weak var parent: UIViewController?
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/children
        open internal(set) var children: [UIViewController] = []
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/presentedViewController
        open internal(set) var presentedViewController: UIViewController?
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/presentingViewController
        open internal(set) weak var presentingViewController: UIViewController?

        override public init() { super.init() }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/view
        open var view: UIView! {
            get {
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                return loadedView
            }
            set { loadedView = newValue }
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/viewDidLoad()
        open func viewDidLoad() {}

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/viewIfLoaded
        @available(iOS 9.0, *)
        open var viewIfLoaded: UIView? { loadedView }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/navigationController
        open var navigationController: UINavigationController? {
            var current = parent
            while let controller = current {
                if let navigation = controller as? UINavigationController { return navigation }
                current = controller.parent
            }
            return nil
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/addChild(_:)
        @available(iOS 5.0, *)
        open func addChild(_ childController: UIViewController) {
            childController.removeFromParent()
            children.append(childController)
            childController.parent = self
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/removeFromParent()
        @available(iOS 5.0, *)
        open func removeFromParent() {
            parent?.children.removeAll { $0 === self }
            parent = nil
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/present(_:animated:completion:)
        @available(iOS 5.0, *)
        open func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            StandInLog.record("present \(viewControllerToPresent.standInName) from \(standInName)")
            presentedViewController = viewControllerToPresent
            viewControllerToPresent.presentingViewController = self
            completion?()
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/dismiss(animated:completion:)
        @available(iOS 5.0, *)
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            StandInLog.record("dismiss \(presentedViewController?.standInName ?? standInName)")
            if let presented = presentedViewController {
                presented.presentingViewController = nil
                presentedViewController = nil
            } else if let presenting = presentingViewController {
                presenting.presentedViewController = nil
                presentingViewController = nil
            }
            completion?()
        }

        /// Not UIKit: the name tests read in ``StandInLog``.
        public var standInName: String { title ?? String(describing: type(of: self)) }

        // MARK: Containers and presentations (the navigation renderer's)

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/modalPresentationStyle
        open var modalPresentationStyle: UIModalPresentationStyle = .automatic
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/transitionCoordinator
        // Documented: nil when no transition is in progress; UIKit also asks the ancestors, the
        // stand-in only the controller itself (tests set the coordinator where UIKit would).
        @available(iOS 7.0, *)
        open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { standInTransitionCoordinator }
        /// Not UIKit: the coordinator of the transition under way (`transitionCoordinator` is
        /// get-only); tests playing UIKit's part set it and end it.
        public var standInTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/presentationController
        // UIKit makes one for the controller's modalPresentationStyle when it is first asked.
        @available(iOS 8.0, *)
        open var presentationController: UIPresentationController? {
            if let standInPresentationController { return standInPresentationController }
            let made =
                modalPresentationStyle == .popover
                ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
                : UIPresentationController(presentedViewController: self, presenting: nil)
            standInPresentationController = made
            return made
        }
        private var standInPresentationController: UIPresentationController?

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/popoverPresentationController
        // Documented: nil unless modalPresentationStyle is .popover.
        @available(iOS 8.0, *)
        open var popoverPresentationController: UIPopoverPresentationController? {
            modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/tabBarController
        open var tabBarController: UITabBarController? {
            var current = parent
            while let controller = current {
                if let tabs = controller as? UITabBarController { return tabs }
                current = controller.parent
            }
            return nil
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/splitViewController
        open var splitViewController: UISplitViewController? {
            var current = parent
            while let controller = current {
                if let split = controller as? UISplitViewController { return split }
                current = controller.parent
            }
            return nil
        }
    }

    // doc://com.apple.uikit/documentation/UIKit/UINavigationController
    @MainActor open class UINavigationController: UIViewController {
        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/viewControllers
        open var viewControllers: [UIViewController] {
            get { children }
            set {
                for child in children { child.removeFromParent() }
                for controller in newValue { addChild(controller) }
            }
        }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/init(rootViewController:)
        public init(rootViewController: UIViewController) {
            super.init()
            addChild(rootViewController)
        }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/topViewController
        open var topViewController: UIViewController? { children.last }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/pushViewController(_:animated:)
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            StandInLog.record("push \(viewController.standInName)")
            addChild(viewController)
        }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/popViewController(animated:)
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard children.count > 1, let top = children.last else { return nil }
            StandInLog.record("pop \(top.standInName)")
            top.removeFromParent()
            return top
        }

        // MARK: Editing the stack and its delegate (the navigation renderer's)

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/delegate
        open weak var delegate: (any UINavigationControllerDelegate)?

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/init(nibName:bundle:)
        // The renderer makes an empty navigation controller and gives it its stack in one call.
        public override init() { super.init() }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/setViewControllers(_:animated:)
        @available(iOS 3.0, *)
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            StandInLog.record("setViewControllers [\(viewControllers.map(\.standInName).joined(separator: ", "))]")
            self.viewControllers = viewControllers
        }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/popToViewController(_:animated:)
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
            StandInLog.record("popTo \(viewController.standInName)")
            let popped = Array(children[(index + 1)...])
            for controller in popped { controller.removeFromParent() }
            return popped
        }

        // doc://com.apple.uikit/documentation/UIKit/UINavigationController/popToRootViewController(animated:)
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            guard let root = children.first else { return nil }
            StandInLog.record("popToRoot")
            let popped = Array(children.dropFirst())
            for controller in popped { controller.removeFromParent() }
            _ = root
            return popped
        }
    }
#endif
