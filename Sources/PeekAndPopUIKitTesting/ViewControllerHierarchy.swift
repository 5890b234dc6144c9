#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    /// A UIKit view controller hierarchy as a value: each controller's type and identity, its
    /// children (a navigation controller's stack, a tab bar controller's tabs) and the controller
    /// it presents — for comparing what a tap shows with what a pop shows (U9).
    ///
    /// ```swift
    /// let tapped = ViewControllerHierarchy(tapWorld.navigation)   // after a tap on row 2
    /// let popped = ViewControllerHierarchy(popWorld.navigation)   // after a press and pop on row 2
    /// #expect(popped.structure == tapped.structure)
    /// ```
    ///
    /// Two hierarchies from different worlds never share identities: compare their
    /// ``structure``. Within one world `==` compares identities too (the very preview was pushed).
    ///
    /// `Sendable`: it holds names and identifiers, not controllers.
    public struct ViewControllerHierarchy: Hashable, Sendable, CustomStringConvertible {
        /// One controller of the hierarchy.
        public struct Node: Hashable, Sendable {
            /// The controller's type, as `String(describing:)` prints it.
            public let type: String
            /// The controller's identity.
            public let identity: ObjectIdentifier
            /// Its children, in order (`children`).
            public let children: [Node]
            /// What it presents, if it is the presenter (`presentedViewController`); zero or one.
            public let presented: [Node]

            @MainActor
            init(_ controller: UIViewController) {
                type = String(describing: Swift.type(of: controller))
                identity = ObjectIdentifier(controller)
                children = controller.children.map(Node.init)
                // UIKit answers `presentedViewController` for the presenter's descendants too:
                // only the presenter records it.
                if let presented = controller.presentedViewController,
                    presented.presentingViewController === controller
                {
                    self.presented = [Node(presented)]
                } else {
                    self.presented = []
                }
            }

            var structure: String {
                var text = type
                if !children.isEmpty { text += "[" + children.map(\.structure).joined(separator: ", ") + "]" }
                if let presented = presented.first { text += " presenting " + presented.structure }
                return text
            }

            var identities: [ObjectIdentifier] {
                [identity] + children.flatMap(\.identities) + presented.flatMap(\.identities)
            }
        }

        /// The root controller's node.
        public let root: Node

        /// The hierarchy under `root`, read now.
        @MainActor
        public init(_ root: UIViewController) {
            self.root = Node(root)
        }

        /// The hierarchy by type alone, such as
        /// `UINavigationController[ProductListScreen, ProductScreen]`: equal for a tap and a pop
        /// that show the same screens, in different worlds.
        public var structure: String { root.structure }

        /// Whether `controller` is in the hierarchy.
        @MainActor
        public func contains(_ controller: UIViewController) -> Bool {
            root.identities.contains(ObjectIdentifier(controller))
        }

        /// The ``structure``.
        public var description: String { structure }
    }
#endif
