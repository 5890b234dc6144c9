#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import PeekAndPopTesting
    import UIKitStandIn

    /// A host rendered on a window through the renderer's real code, with containers that
    /// record every UIKit call made to them, in one ordered log, and hold their animations
    /// when a test asks, as UIKit's transition coordinators do until the animation ends.
    @MainActor
    final class RenderingHarness {
        let clock = ManualClock()
        let diagnostics = DiagnosticsRecorder()
        let engine: PeekEngine
        let host: NavigationHost
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let renderer: NavigationRenderer
        /// The UIKit calls made, in order, such as `push Detail` or `present Login`.
        var calls: [String] = []
        /// Whether UIKit's animated transitions wait for ``finishAnimations()``.
        var holdsAnimations = false
        /// Coordinators of held navigation transitions, and held presentation completions.
        var heldCoordinators: [StandInTransitionCoordinator] = []
        var heldCompletions: [() -> Void] = []

        init(factory: ContainerFactory? = nil) {
            engine = PeekEngine(clock: clock, diagnostics: diagnostics.sink)
            host = NavigationHost(engine: engine, clock: clock)
            var made = factory ?? ContainerFactory()
            if factory == nil {
                made.makeNavigationController = { [unowned(unsafe) harnessBox] id in
                    RecordingNavigationController(harness: harnessBox.harness, name: "nav\(id)")
                }
                made.makeTabBarController = { [unowned(unsafe) harnessBox] id in
                    RecordingTabBarController(harness: harnessBox.harness, name: "tabs\(id)")
                }
            }
            renderer = NavigationRenderer(host: host, factory: made)
            harnessBox.harness = self
        }

        private let harnessBox = HarnessBox()

        func record(_ call: String) { calls.append(call) }

        /// Ends every held UIKit animation, oldest first.
        func finishAnimations() {
            while !heldCoordinators.isEmpty || !heldCompletions.isEmpty {
                if !heldCoordinators.isEmpty {
                    let coordinator = heldCoordinators.removeFirst()
                    coordinator.finish()
                } else {
                    heldCompletions.removeFirst()()
                }
            }
        }

        /// The controller UIKit shows on top of everything: the topmost presented controller,
        /// or the window's root, down through the selected tab, the secondary column and the
        /// top of a navigation stack.
        var visibleController: UIViewController? {
            var current = window.rootViewController
            while let presented = current?.presentedViewController { current = presented }
            while true {
                if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                    current = top
                } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                    current = selected
                } else if let split = current as? UISplitViewController,
                    let column = split.viewController(for: .secondary) ?? split.viewController(for: .primary)
                {
                    current = column
                } else {
                    return current
                }
            }
        }
    }

    @MainActor
    final class HarnessBox {
        weak var harness: RenderingHarness?
    }

    /// A screen: a view controller named by its title.
    final class ScreenController: UIViewController {
        init(_ title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) {
            fatalError("not decoded in tests")
        }
    }

    /// A navigation controller that records UIKit calls, and holds animated ones when asked.
    final class RecordingNavigationController: UINavigationController {
        weak var harness: RenderingHarness?

        init(harness: RenderingHarness?, name: String) {
            self.harness = harness
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) {
            fatalError("not decoded in tests")
        }

        /// UIKit shows the top controller's view in the navigation controller's view.
        private func showTop() {
            for child in view.subviews { child.removeFromSuperview() }
            if let top = topViewController { view.addSubview(top.view) }
        }

        private func began(animated: Bool) {
            showTop()
            guard animated, let harness, harness.holdsAnimations else { return }
            let coordinator = StandInTransitionCoordinator()
            standInTransitionCoordinator = coordinator
            harness.heldCoordinators.append(coordinator)
            coordinator.animate(alongsideTransition: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.standInTransitionCoordinator = nil }
            }
        }

        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
            harness?.record("push \(viewController.standInName)")
            super.pushViewController(viewController, animated: animated)
            began(animated: animated)
        }

        override func popViewController(animated: Bool) -> UIViewController? {
            harness?.record("pop \(topViewController?.standInName ?? "")")
            defer { began(animated: animated) }
            return super.popViewController(animated: animated)
        }

        override func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            harness?.record("popTo \(viewController.standInName)")
            defer { began(animated: animated) }
            return super.popToViewController(viewController, animated: animated)
        }

        override func popToRootViewController(animated: Bool) -> [UIViewController]? {
            harness?.record("popToRoot")
            defer { began(animated: animated) }
            return super.popToRootViewController(animated: animated)
        }

        override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            harness?.record("set \(standInName) [\(viewControllers.map(\.standInName).joined(separator: ", "))]")
            super.setViewControllers(viewControllers, animated: animated)
            began(animated: animated)
        }

        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            harness?.record("present \(viewControllerToPresent.standInName) from \(standInName)")
            // UIKit shows a presented controller's view in the window, above the presenter's.
            view.window?.addSubview(viewControllerToPresent.view)
            if flag, let harness, harness.holdsAnimations {
                super.present(viewControllerToPresent, animated: flag)
                harness.heldCompletions.append { completion?() }
            } else {
                super.present(viewControllerToPresent, animated: flag, completion: completion)
            }
        }

        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            harness?.record("dismiss from \(standInName)")
            var presented = presentedViewController
            while let controller = presented {
                controller.viewIfLoaded?.removeFromSuperview()
                presented = controller.presentedViewController
            }
            if flag, let harness, harness.holdsAnimations {
                super.dismiss(animated: flag)
                harness.heldCompletions.append { completion?() }
            } else {
                super.dismiss(animated: flag, completion: completion)
            }
        }
    }

    /// A tab bar controller that records UIKit calls.
    final class RecordingTabBarController: UITabBarController {
        weak var harness: RenderingHarness?

        init(harness: RenderingHarness?, name: String) {
            self.harness = harness
            super.init(nibName: nil, bundle: nil)
            title = name
        }

        required init?(coder: NSCoder) {
            fatalError("not decoded in tests")
        }

        override var selectedIndex: Int {
            didSet {
                harness?.record("select \(selectedIndex) in \(standInName)")
                showSelected()
            }
        }

        /// UIKit shows the selected controller's view in the tab bar controller's view.
        private func showSelected() {
            for child in view.subviews { child.removeFromSuperview() }
            if let selected = selectedViewController { view.addSubview(selected.view) }
        }

        override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
            harness?.record(
                "set \(standInName) [\((viewControllers ?? []).map(\.standInName).joined(separator: ", "))]")
            super.setViewControllers(viewControllers, animated: animated)
            showSelected()
        }

        override func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            harness?.record("present \(viewControllerToPresent.standInName) from \(standInName)")
            // UIKit shows a presented controller's view in the window, above the presenter's.
            view.window?.addSubview(viewControllerToPresent.view)
            if flag, let harness, harness.holdsAnimations {
                super.present(viewControllerToPresent, animated: flag)
                harness.heldCompletions.append { completion?() }
            } else {
                super.present(viewControllerToPresent, animated: flag, completion: completion)
            }
        }

        override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            harness?.record("dismiss from \(standInName)")
            var presented = presentedViewController
            while let controller = presented {
                controller.viewIfLoaded?.removeFromSuperview()
                presented = controller.presentedViewController
            }
            if flag, let harness, harness.holdsAnimations {
                super.dismiss(animated: flag)
                harness.heldCompletions.append { completion?() }
            } else {
                super.dismiss(animated: flag, completion: completion)
            }
        }
    }
#endif
