#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation

    /// How a ``NavigationRenderer`` makes UIKit's containers and finds popover anchors: by
    /// default UIKit's own classes, column-style splits, and no anchors by identifier.
    ///
    /// An app passes its own subclasses (a themed navigation controller) or its app-defined
    /// containers' controllers; each is made once per container of the tree, identified by
    /// its ``/PeekAndPopNavigation/ContainerID``.
    ///
    /// ```swift
    /// var factory = ContainerFactory()
    /// factory.makeNavigationController = { _ in ThemedNavigationController() }
    /// factory.barButtonItem = { identifier in toolbarItems[identifier] }
    /// ```
    ///
    /// `ContainerFactory` is not `Sendable`: its closures make main-actor objects.
    @MainActor
    public struct ContainerFactory {
        /// Makes the navigation controller of a stack.
        public var makeNavigationController: (ContainerID) -> UINavigationController = { _ in
            UINavigationController()
        }
        /// Makes the tab bar controller of a tab container.
        public var makeTabBarController: (ContainerID) -> UITabBarController = { _ in UITabBarController() }
        /// Makes the split view controller of a split container (column style, R1).
        public var makeSplitViewController: (ContainerID) -> UISplitViewController = { _ in
            UISplitViewController(style: .doubleColumn)
        }
        /// Makes the controller of an app-defined container, given its identifier and name;
        /// `nil` shows its last visible child in its place, with a
        /// ``PeekAndPop/Diagnostic/Code/containerNotRendered`` diagnostic.
        public var makeContainer: (ContainerID, String) -> (any NavigationContainerController)? = { _, _ in nil }
        /// The view of a popover anchored on a view (``/PeekAndPopNavigation/PopoverAnchor/sourceView(_:rect:)``).
        public var sourceView: (String) -> UIView? = { _ in nil }
        /// The bar button item of a popover anchored on one (``/PeekAndPopNavigation/PopoverAnchor/barItem(_:)``).
        public var barButtonItem: (String) -> UIBarButtonItem? = { _ in nil }

        /// Creates the default factory: UIKit's classes.
        public init() {}
    }
#endif
