#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    // The kinds the routing helpers route with. The navigation module declares them publicly
    // for its host; the adapters do not depend on navigation, so they name them here.
    extension TransitionKind {
        /// Presents a screen modally.
        static let presentModally = TransitionKind(rawValue: "presentModally")
        /// Dismisses a presented screen.
        static let dismiss = TransitionKind(rawValue: "dismiss")
    }
#endif
