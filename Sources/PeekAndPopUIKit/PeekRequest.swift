#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// What a peek request hands to the app's `onPeek`, inside the capture window (S2): route
    /// exactly as a tap would; optionally set the source rect and the preview actions.
    @MainActor
    public struct PeekRequest {
        /// The previewing context of the source view's registration.
        public let context: PreviewingContext
        /// The press, in the source view's coordinates.
        public let location: CGPoint
        /// The row or item pressed, for table and collection views; `nil` otherwise.
        public let indexPath: IndexPath?

        /// The rectangle that stays sharp, in the source view's coordinates (S15, U3): the view's
        /// bounds by default, a row's or item's frame in table and collection views. UIKit gets it
        /// for the highlight and the dismissal previews.
        ///
        /// A non-finite rect, a negative size, or one that misses the view's bounds is refused
        /// (the previous one stays, a diagnostic says why); one reaching outside is clipped.
        public var sourceRect: CGRect {
            get { CGRect(context.sourceRect) }
            nonmutating set { context.sourceRect = Rect(newValue) }
        }

        /// The preview actions the menu offers, in order (S24, U6).
        public var previewActions: [PreviewAction] {
            get { context.previewActions }
            nonmutating set { context.previewActions = newValue }
        }

        /// The images of the menu's items and submenus, by action identifier (U6): an SF Symbol's
        /// name or an image, as every iOS menu shows them.
        ///
        /// ```swift
        /// request.previewActions = [PreviewAction("Add to cart", id: "cart") { cart.add(item) }]
        /// request.actionImages = ["cart": .systemName("cart.badge.plus")]
        /// ```
        ///
        /// Context menus show them; 3D Touch preview actions have no image and leave them out.
        public var actionImages: [PreviewAction.ID: PreviewActionImage] {
            get { images.byAction }
            nonmutating set { images.byAction = newValue }
        }

        /// Where ``actionImages`` are kept for the adapter that made the request.
        let images = ActionImages()
    }

    /// The image of a preview action's menu item (U6).
    public enum PreviewActionImage: Sendable {
        /// An SF Symbol, by name (`UIImage(systemName:)`).
        case systemName(String)
        /// An image of the app's own.
        case image(UIImage)

        /// The image UIKit shows, if the symbol exists.
        var uiImage: UIImage? {
            switch self {
            case .systemName(let name): UIImage(systemName: name)
            case .image(let image): image
            }
        }
    }

    /// The images set on a request, read by its adapter once `onPeek` has returned.
    @MainActor
    final class ActionImages {
        var byAction: [PreviewAction.ID: PreviewActionImage] = [:]
    }
#endif
