#if UIKitStandIn
    // The SwiftUI declarations PeekAndPopUIKit uses, from their Apple documentation pages.

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/View
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public protocol View {
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/View/Body
        associatedtype Body: View
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/View/body-8kl5o
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/ViewBuilder
    @available(iOS 13.0, *)
    @resultBuilder public struct ViewBuilder {
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/ViewBuilder/buildBlock(_:)-(Content)
        public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/Never/body-swift.property (Never is a View)
    extension Never: View {
        /// Implements doc://com.apple.SwiftUI/documentation/SwiftUI/View/body-8kl5o
        public var body: Never { fatalError("a primitive view has no body") }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/Text
    @available(iOS 13.0, *)
    @frozen public struct Text: View {
        /// Not SwiftUI: what the text shows, for tests.
        public let standInContent: String

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/Text/init(_:)-9d1g4 (a string)
        public init(_ content: String) { standInContent = content }

        /// Implements doc://com.apple.SwiftUI/documentation/SwiftUI/View/body-8kl5o
        public var body: Never { fatalError("a primitive view has no body") }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable
    @available(iOS 13.0, *)
    @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Self.Body == Never {
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable/UIViewControllerType
        associatedtype UIViewControllerType: UIViewController
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable/Coordinator
        associatedtype Coordinator = Void
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable/Context
        typealias Context = UIViewControllerRepresentableContext<Self>

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable/makeUIViewController(context:)
        @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable/updateUIViewController(_:context:)
        @MainActor @preconcurrency func updateUIViewController(
            _ uiViewController: Self.UIViewControllerType, context: Self.Context)
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentable/makeCoordinator()-32trb
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    }

    extension UIViewControllerRepresentable where Self.Coordinator == Void {
        public func makeCoordinator() -> Self.Coordinator { () }
    }

    extension UIViewControllerRepresentable {
        public var body: Never { fatalError("a representable has no body") }
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentableContext
    @available(iOS 13.0, *)
    @MainActor @preconcurrency
    public struct UIViewControllerRepresentableContext<
        Representable: UIViewControllerRepresentable
    > {
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIViewControllerRepresentableContext/coordinator
        public let coordinator: Representable.Coordinator
    }

    /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIHostingController
    @available(iOS 13.0, *)
    @MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIHostingController/rootView
        public var rootView: Content

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIHostingController/init(rootView:)
        public init(rootView: Content) {
            self.rootView = rootView
            super.init(nibName: nil, bundle: nil)
        }

        /// doc://com.apple.SwiftUI/documentation/SwiftUI/UIHostingController/init(coder:)
        public required init?(coder aDecoder: NSCoder) {
            return nil
        }
    }

    /// Not SwiftUI: plays SwiftUI's part for a representable, as a test.
    @MainActor public enum StandInRenderer {
        /// Makes the controller of `view` if it is a `UIViewControllerRepresentable`, as SwiftUI
        /// does when it first shows it; the result keeps the coordinator alive.
        public static func render(_ view: some View) -> (controller: UIViewController, coordinator: Any)? {
            guard let representable = view as? any UIViewControllerRepresentable else { return nil }
            return make(representable)
        }

        /// What SwiftUI does when `view`'s inputs change: `updateUIViewController(_:context:)`.
        public static func update(_ view: some View, _ rendered: (controller: UIViewController, coordinator: Any)) {
            guard let representable = view as? any UIViewControllerRepresentable else { return }
            updateOpened(representable, rendered)
        }

        private static func make<R: UIViewControllerRepresentable>(_ representable: R) -> (UIViewController, Any) {
            let coordinator = representable.makeCoordinator()
            let controller = representable.makeUIViewController(context: R.Context(coordinator: coordinator))
            return (controller, coordinator)
        }

        private static func updateOpened<R: UIViewControllerRepresentable>(
            _ representable: R, _ rendered: (controller: UIViewController, coordinator: Any)
        ) {
            guard let controller = rendered.controller as? R.UIViewControllerType,
                let coordinator = rendered.coordinator as? R.Coordinator
            else { return }
            representable.updateUIViewController(controller, context: R.Context(coordinator: coordinator))
        }
    }
#endif
