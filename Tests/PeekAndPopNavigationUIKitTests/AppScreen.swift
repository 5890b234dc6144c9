#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopNavigationUIKit
    import UIKitStandIn

    /// An app's screen: a view controller with its module's router, named by its title.
    final class AppScreen: UIViewController {
        let router: ModuleRouter

        init(_ title: String, seed: RouterSeed) {
            router = ModuleRouter(seed: seed)
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) {
            fatalError("not decoded in tests")
        }

        /// A builder of a screen named `title`.
        static func make(_ title: String) -> (RouterSeed) -> any Screen {
            { seed in AppScreen(title, seed: seed) }
        }
    }

    /// A screen that is not a view controller: UIKit cannot show it.
    final class HeadlessScreen: Screen {
        let router: ModuleRouter
        init(seed: RouterSeed) { router = ModuleRouter(seed: seed) }
        var screenName: String { "Headless" }
    }

    extension RenderingHarness {
        /// The screen titled `title` in the host's tree.
        func screen(_ title: String) throws -> AppScreen {
            guard
                let screen = host.screensInTree().lazy.compactMap({ $0 as? AppScreen }).first(where: {
                    $0.title == title
                })
            else { throw HarnessError(message: "\(title) is not in the tree") }
            return screen
        }

        /// The navigation controller of the stack `rawValue`.
        func navigation(_ rawValue: Int) throws -> RecordingNavigationController {
            guard
                let navigation = renderer.viewController(for: ContainerID(rawValue: rawValue))
                    as? RecordingNavigationController
            else { throw HarnessError(message: "stack#\(rawValue) is not rendered") }
            return navigation
        }

        /// The titles UIKit shows in a navigation controller, bottom first.
        func titles(_ navigation: UINavigationController) -> [String] {
            navigation.viewControllers.map(\.standInName)
        }

        /// The tree as UIKit shows it, described like a snapshot: containers by their
        /// controllers, presentations after ` > `.
        var renderedTree: String {
            var layers: [String] = []
            var current = window.rootViewController
            while let controller = current {
                layers.append(describe(controller))
                current = controller.presentedViewController
            }
            return layers.joined(separator: " > ")
        }

        private func describe(_ controller: UIViewController) -> String {
            if let navigation = controller as? UINavigationController {
                return "[\(navigation.viewControllers.map(\.standInName).joined(separator: ", "))]"
            }
            if let tabs = controller as? UITabBarController {
                let children = (tabs.viewControllers ?? []).enumerated().map {
                    ($0.offset == tabs.selectedIndex ? "*" : "") + describe($0.element)
                }
                return "tabs{\(children.joined(separator: ", "))}"
            }
            if let split = controller as? UISplitViewController {
                let primary = split.viewController(for: .primary).map(describe) ?? "-"
                let secondary = split.viewController(for: .secondary).map(describe) ?? "-"
                return "split{\(primary) | \(secondary)}"
            }
            return controller.standInName
        }
    }

    struct HarnessError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
#endif
