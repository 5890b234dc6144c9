#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Whether UIKit can be handed `screen` as a preview (U4): a view controller that is in no
    /// hierarchy — it has no parent, is not presented, and presents nothing.
    ///
    /// UIKit shows a preview by taking its controller into a presentation of its own, and on pop
    /// the app pushes or presents that very controller (S7). A controller that is a child of a
    /// container (UIKit raises when it gains a second parent), presented by another (it cannot be
    /// presented twice), or presenting another (its presentation would move with it) cannot be
    /// shown there. Every adapter then cancels the peek: no preview, no menu, nothing published and
    /// nothing left frozen (U2), and the engine reports `previewRefused`.
    ///
    /// The package does not take the controller out of its hierarchy for the peek and put it back
    /// afterwards (as Marshroute's `PeekAndPopUtility` does with a child's parent): letting go must
    /// leave the app exactly as it was (S4, S8), and a tap on the same item would not move a
    /// controller that is already shown either, so there is nothing a pop could faithfully commit.
    @MainActor
    func canHandToUIKit(_ screen: any Screen) -> Bool {
        guard let controller = screen as? UIViewController else { return false }
        return controller.parent == nil && controller.presentingViewController == nil
            && controller.presentedViewController == nil
    }
#endif
