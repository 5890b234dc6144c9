#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Every view controller is a ``PeekAndPop/Screen``: the engine holds it by identity, the
    /// preview is the very controller a tap would show (S7), and a host is available for
    /// previewing while its view is in a window (S5).
    #if canImport(UIKit)
        extension UIViewController: @retroactive Screen {}
    #else
        extension UIViewController: Screen {}  // The stand-in is in this package.
    #endif

    extension UIViewController {
        /// Whether the controller's view is loaded and in a window (S5): a host that is not on
        /// screen never gets `onPeek`.
        public var isAvailableForPreviewing: Bool { viewIfLoaded?.window != nil }

        /// The controller's `title`, or its type's name.
        public var screenName: String { title ?? String(describing: type(of: self)) }
    }
#endif
