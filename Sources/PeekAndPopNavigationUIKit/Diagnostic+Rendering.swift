#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    extension Diagnostic.Code {
        /// A screen of the tree is not a view controller, or is one UIKit refuses where the tree
        /// puts it (a navigation controller in a stack, a controller already presented
        /// elsewhere): the renderer shows an empty controller in its place (R1, R5).
        public static let screenNotRenderable = Diagnostic.Code(rawValue: "screenNotRenderable")

        /// UIKit's containers disagreed with the tree (code changed a navigation controller
        /// without the host): the renderer re-aligned them to the tree (R5).
        public static let renderedTreeDiverged = Diagnostic.Code(rawValue: "renderedTreeDiverged")

        /// An app-defined container has no view controller: the renderer's
        /// ``ContainerFactory/makeContainer`` returned `nil` for it; its last visible child is
        /// shown in its place (R1).
        public static let containerNotRendered = Diagnostic.Code(rawValue: "containerNotRendered")
    }
#endif
