#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    /// The view controller of an app-defined ``/PeekAndPopNavigation/NavigationContainer``: a page
    /// container, a side menu (R1).
    ///
    /// The renderer hands it its children's controllers, in the container's order, and the
    /// positions of the visible ones, each time they change; the controller shows them as it
    /// likes (as child view controllers) and calls `completion` once when its animation ends.
    ///
    /// ```swift
    /// final class PagesController: UIViewController, NavigationContainerController {
    ///     func setChildren(
    ///         _ children: [UIViewController], visible: [Int], animated: Bool,
    ///         completion: @escaping @MainActor () -> Void
    ///     ) {
    ///         for child in self.children { child.removeFromParent() }
    ///         for index in visible { addChild(children[index]) }
    ///         completion()
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol NavigationContainerController: UIViewController {
        /// Shows `children` (the container's, in order), those at `visible` on screen.
        func setChildren(
            _ children: [UIViewController], visible: [Int], animated: Bool,
            completion: @escaping @MainActor () -> Void
        )
    }
#endif
