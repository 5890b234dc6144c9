#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIViewController
    @available(iOS 2.0, *)
    @MainActor open class UIViewController: UIResponder {
        private var loadedView: UIView?
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/title
        open var title: String?
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/parent
        open internal(set) weak var parent: UIViewController?
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/children
        @available(iOS 5.0, *)
        open internal(set) var children: [UIViewController] = []
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/presentedViewController
        ///
        /// Documented: "The view controller that is presented by this view controller, or one of
        /// its ancestors in the view controller hierarchy."
        @available(iOS 5.0, *)
        open var presentedViewController: UIViewController? { presentedByThis ?? parent?.presentedViewController }
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/presentingViewController
        ///
        /// Documented: "If the view controller was not presented modally, but one of its ancestors
        /// was, this property contains the view controller that presented the ancestor."
        @available(iOS 5.0, *)
        open var presentingViewController: UIViewController? { presentingThis ?? parent?.presentingViewController }
        private var presentedByThis: UIViewController?
        // Weak, so that the stand-in's presentations make no reference cycle.
        private weak var presentingThis: UIViewController?

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/init(nibName:bundle:)
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/init(coder:)
        public required init?(coder: NSCoder) {
            super.init()
        }

        /// NSObject's `init()`, which UIKit's Objective-C classes inherit: `UIViewController()`
        /// compiles as on iOS, while a subclass's designated initializer must call
        /// `init(nibName:bundle:)` and the subclass must implement `init?(coder:)`.
        override public convenience init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/view
        open var view: UIView! {
            get {
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                return loadedView
            }
            set { loadedView = newValue }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/viewDidLoad()
        open func viewDidLoad() {}

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/viewDidDisappear(_:)
        open func viewDidDisappear(_ animated: Bool) {}

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/previewActionItems
        // In the class, not in UIViewControllerPreviewing.swift's extension: Swift on Linux cannot
        // override a member declared in an extension, and apps override this one.
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        open var previewActionItems: [any UIPreviewActionItem] { [] }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/viewIfLoaded
        @available(iOS 9.0, *)
        open var viewIfLoaded: UIView? { loadedView }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/navigationController
        open var navigationController: UINavigationController? {
            var current = parent
            while let controller = current {
                if let navigation = controller as? UINavigationController { return navigation }
                current = controller.parent
            }
            return nil
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/addChild(_:)
        @available(iOS 5.0, *)
        open func addChild(_ childController: UIViewController) {
            childController.removeFromParent()
            children.append(childController)
            childController.parent = self
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/removeFromParent()
        @available(iOS 5.0, *)
        open func removeFromParent() {
            parent?.children.removeAll { $0 === self }
            parent = nil
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/present(_:animated:completion:)
        @available(iOS 5.0, *)
        open func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            StandInLog.record("present \(viewControllerToPresent.standInName) from \(standInName)")
            presentedByThis = viewControllerToPresent
            viewControllerToPresent.presentingThis = self
            completion?()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/dismiss(animated:completion:)
        @available(iOS 5.0, *)
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            StandInLog.record("dismiss \(presentedViewController?.standInName ?? standInName)")
            // Documented: called on the presented controller, UIKit asks its presenter to dismiss it.
            if let presented = presentedByThis {
                presented.presentingThis = nil
                presentedByThis = nil
            } else if let presenting = presentingViewController, let presented = presenting.presentedByThis {
                presented.presentingThis = nil
                presenting.presentedByThis = nil
            }
            completion?()
        }

        /// Not UIKit: the name tests read in ``StandInLog``.
        public var standInName: String { title ?? String(describing: type(of: self)) }

        // MARK: Containers and presentations (the navigation renderer's)

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/modalPresentationStyle
        @available(iOS 3.2, *)
        open var modalPresentationStyle: UIModalPresentationStyle = .automatic
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/transitionCoordinator
        // Documented: nil when no transition is in progress; UIKit also asks the ancestors, the
        // stand-in only the controller itself (tests set the coordinator where UIKit would).
        @available(iOS 7.0, *)
        open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { standInTransitionCoordinator }
        /// Not UIKit: the coordinator of the transition under way (`transitionCoordinator` is
        /// get-only); tests playing UIKit's part set it and end it.
        public var standInTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/presentationController
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

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/popoverPresentationController
        // Documented: nil unless modalPresentationStyle is .popover.
        @available(iOS 8.0, *)
        open var popoverPresentationController: UIPopoverPresentationController? {
            modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/tabBarController
        open var tabBarController: UITabBarController? {
            var current = parent
            while let controller = current {
                if let tabs = controller as? UITabBarController { return tabs }
                current = controller.parent
            }
            return nil
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/splitViewController
        // No availability of its own (UISplitViewController.h's UIViewController category).
        open var splitViewController: UISplitViewController? {
            var current = parent
            while let controller = current {
                if let split = controller as? UISplitViewController { return split }
                current = controller.parent
            }
            return nil
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UINavigationController
    @available(iOS 2.0, *)
    @MainActor open class UINavigationController: UIViewController {
        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/viewControllers
        open var viewControllers: [UIViewController] {
            get { children }
            set {
                for child in children { child.removeFromParent() }
                for controller in newValue { addChild(controller) }
            }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/init(rootViewController:)
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            addChild(rootViewController)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/init(coder:)
        public required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/topViewController
        open var topViewController: UIViewController? { children.last }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/pushViewController(_:animated:)
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            StandInLog.record("push \(viewController.standInName)")
            addChild(viewController)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/popViewController(animated:)
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard children.count > 1, let top = children.last else { return nil }
            StandInLog.record("pop \(top.standInName)")
            top.removeFromParent()
            return top
        }

        // MARK: Editing the stack and its delegate (the navigation renderer's)

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/delegate
        open weak var delegate: (any UINavigationControllerDelegate)?

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/init(nibName:bundle:)
        override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/setViewControllers(_:animated:)
        @available(iOS 3.0, *)
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            StandInLog.record("setViewControllers [\(viewControllers.map(\.standInName).joined(separator: ", "))]")
            self.viewControllers = viewControllers
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/popToViewController(_:animated:)
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
            StandInLog.record("popTo \(viewController.standInName)")
            let popped = Array(children[(index + 1)...])
            for controller in popped { controller.removeFromParent() }
            return popped
        }

        /// doc://com.apple.uikit/documentation/UIKit/UINavigationController/popToRootViewController(animated:)
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
