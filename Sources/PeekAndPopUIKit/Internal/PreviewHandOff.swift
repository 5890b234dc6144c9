#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Whether UIKit can be handed `screen` as a preview (U4): a view controller with no parent
    /// that presents from nothing. UIKit shows a preview by adopting its controller, so one
    /// already in a hierarchy is never handed over; every adapter then cancels the peek, as
    /// Marshroute's `PeekAndPopUtility` does, and nothing is published or left frozen (U2).
    @MainActor
    func canHandToUIKit(_ screen: any Screen) -> Bool {
        guard let controller = screen as? UIViewController else { return false }
        return controller.parent == nil && controller.presentingViewController == nil
    }
#endif
