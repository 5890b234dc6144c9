#if canImport(UIKit)
    import SwiftUI
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    extension View {
        /// Peek and pop on this view through a context menu, with a working pop (U1–U8).
        ///
        /// SwiftUI's own `contextMenu(menuItems:preview:)` cannot pop and builds its preview before
        /// the press, so this modifier hosts the view in a `UIHostingController` with a
        /// ``PeekContextMenu`` on its view: `onPeek` routes exactly as a tap would, the first
        /// screen it routes to is the preview, and pop shows that very screen (S7).
        ///
        /// ```swift
        /// Text(message.subject)
        ///     .peekContextMenu(engine: engine) { _ in router.show(message) }
        /// ```
        ///
        /// A SwiftUI destination is a ``/PeekAndPop/Screen`` as a `UIHostingController(rootView:)`; a router
        /// backed by a `NavigationPath` routes `engine.route(.push, showing: hosting) { path.append(value) }`,
        /// so the hosting controller is the preview and the append runs on pop (the stack then
        /// builds the destination from the value: a value has no identity to keep).
        ///
        /// The host screen is named `name` in the state stream and analytics, such as
        /// `"message row"`: by default the name of the view's type (`Text`), never
        /// `UIHostingController<Text>`.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - name: What the row shows, as analytics should name it; `nil` for the view's type name.
        ///   - onPeek: Called in the capture window: route exactly as a tap would (S2); optionally
        ///     set the source rect and the preview actions through the request.
        /// - Returns: The view, hosted with a context menu that peeks and pops.
        public func peekContextMenu(
            engine: PeekEngine, name: String? = nil, onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) -> some View {
            PeekContextMenuHost(content: self, engine: engine, name: name, onPeek: onPeek)
        }
    }

    /// The `UIViewControllerRepresentable` behind ``SwiftUI/View/peekContextMenu(engine:name:onPeek:)``.
    struct PeekContextMenuHost<Content: View>: UIViewControllerRepresentable {
        let content: Content
        let engine: PeekEngine
        /// The host's name in the state stream and analytics.
        let name: String?
        let onPeek: @MainActor (PeekRequest) -> Void

        /// `name`, or the name of the content's type: what the row is, not its hosting controller.
        var hostName: String { name ?? String(describing: Content.self) }

        /// Keeps the adapter, and the latest `onPeek`, for as long as SwiftUI shows the view.
        @MainActor
        final class Coordinator {
            var menu: PeekContextMenu?
            var onPeek: @MainActor (PeekRequest) -> Void

            init(onPeek: @escaping @MainActor (PeekRequest) -> Void) {
                self.onPeek = onPeek
            }
        }

        func makeCoordinator() -> Coordinator {
            Coordinator(onPeek: onPeek)
        }

        func makeUIViewController(context: Context) -> UIHostingController<Content> {
            let controller = UIHostingController(rootView: content)
            controller.title = hostName  // Read when the adapter registers, at the first press.
            let coordinator = context.coordinator
            coordinator.menu = PeekContextMenu(engine: engine, host: controller, view: controller.view) {
                [weak coordinator] request in
                coordinator?.onPeek(request)
            }
            return controller
        }

        func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {
            controller.rootView = content
            controller.title = hostName
            context.coordinator.onPeek = onPeek  // What a tap does now.
        }
    }
#endif
