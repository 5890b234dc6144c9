#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// What every adapter shares about its source view: the registration with the engine, over a
    /// mirror of the view's bounds read at each request, and the call of the app's `onPeek`, which
    /// says so when it routes by calling UIKit outside the seam (S2, U7).
    @MainActor
    final class SourceRegistration {
        let engine: PeekEngine
        weak var host: UIViewController?
        weak var view: UIView?
        /// The row or item being asked about, and its default source rect (a row's rectangle),
        /// for the request `onPeek` is handed.
        var asking: (indexPath: IndexPath, sourceRect: CGRect?)?
        /// The request last handed to `onPeek`, for what the app set on it; the adapter clears it
        /// before it asks.
        var lastRequest: PeekRequest?

        private let mirror: ViewNode
        private let onPeek: @MainActor (PeekRequest) -> Void
        private var context: PreviewingContext?

        init(
            engine: PeekEngine, host: UIViewController, view: UIView, name: String,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            self.engine = engine
            self.host = host
            self.view = view
            self.onPeek = onPeek
            mirror = ViewNode(name: name)
        }

        /// The registration, made (again) while the view is in a window and its host alive;
        /// removed otherwise (U7).
        func registeredContext() -> PreviewingContext? {
            guard let host, let view, view.window != nil else {
                unregister()
                return nil
            }
            mirror.bounds = Rect(view.bounds)  // The geometry mirror, read at each request.
            if let context, context.isRegistered, context.isAlive { return context }
            context = engine.register(host: host, sourceView: mirror) { [weak self] context, location in
                self?.ask(context, at: CGPoint(x: location.x, y: location.y))
            }
            return context
        }

        /// Removes the registration; a peek under way ends `interrupted(sourceUnregistered)`.
        func unregister() {
            if let context {
                engine.unregister(context)
            }
            context = nil
        }

        private func ask(_ context: PreviewingContext, at location: CGPoint) {
            let request = PeekRequest(context: context, location: location, indexPath: asking?.indexPath)
            if let sourceRect = asking?.sourceRect {
                request.sourceRect = sourceRect
            }
            lastRequest = request
            // A UIKit call made outside the seam happened at the press: said so (S2).
            engine.watchingUIKitCalls(of: host) { onPeek(request) }
        }
    }
#endif
