#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIGestureRecognizer
    @available(iOS 3.2, *)
    @MainActor open class UIGestureRecognizer: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIGestureRecognizer/isEnabled
        open var isEnabled = true {
            didSet { StandInLog.record("gesture isEnabled = \(isEnabled)") }
        }

        override public init() { super.init() }
    }

    // The protocols are not deprecated; each of their members is (9.0–13.0).
    /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing
    @available(iOS 9.0, *)
    @MainActor public protocol UIViewControllerPreviewing: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/previewingGestureRecognizerForFailureRelationship
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/sourceView
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        var sourceView: UIView { get }
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/sourceRect
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        var sourceRect: CGRect { get set }
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/delegate
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        var delegate: any UIViewControllerPreviewingDelegate { get }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewingDelegate
    @available(iOS 9.0, *)
    @MainActor public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewingDelegate/previewingContext(_:viewControllerForLocation:)
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        )
            -> UIViewController?
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewingDelegate/previewingContext(_:commit:)
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
    }

    /// Not UIKit: the registration UIKit makes, played by the test.
    @MainActor public final class StandInPreviewing: NSObject, UIViewControllerPreviewing {
        public let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer()
        public let sourceView: UIView
        public var sourceRect: CGRect = .zero
        /// The registration's delegate. Undocumented: how UIKit's registration holds it; this one
        /// holds it weakly, so that a released adapter is released here too.
        public var delegate: any UIViewControllerPreviewingDelegate { heldDelegate! }
        private weak var heldDelegate: (any UIViewControllerPreviewingDelegate)?

        init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
            heldDelegate = delegate
            self.sourceView = sourceView
            super.init()
        }
    }

    extension UIViewController {
        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/registerForPreviewing(with:sourceView:)
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        public func registerForPreviewing(
            with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
        )
            -> any UIViewControllerPreviewing
        {
            StandInLog.record("registerForPreviewing")
            return StandInPreviewing(delegate: delegate, sourceView: sourceView)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIViewController/unregisterForPreviewing(withContext:)
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
            StandInLog.record("unregisterForPreviewing")
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPreviewActionItem
    @available(iOS 9.0, *)
    @MainActor public protocol UIPreviewActionItem: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewActionItem/title
        var title: String { get }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor open class UIPreviewAction: NSObject, UIPreviewActionItem {
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/Style
        @available(iOS, introduced: 9.0, deprecated: 17.1)
        public enum Style: Int, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/Style/default
            case `default` = 0
            /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/Style/selected
            case selected = 1
            /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/Style/destructive
            case destructive = 2
        }

        /// Implements doc://com.apple.uikit/documentation/UIKit/UIPreviewActionItem/title
        public let title: String
        /// Not UIKit: the style, for tests.
        public let standInStyle: Style
        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/handler
        public let handler: (any UIPreviewActionItem, UIViewController) -> Void

        private init(
            title: String, standInStyle: Style, handler: @escaping (any UIPreviewActionItem, UIViewController) -> Void
        ) {
            self.title = title
            self.standInStyle = standInStyle
            self.handler = handler
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/init(title:style:handler:)
        public convenience init(
            title: String, style: UIPreviewAction.Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void
        ) {
            // UIKit hands the handler the action itself (the property's type is wider).
            self.init(title: title, standInStyle: style) { item, preview in
                if let action = item as? UIPreviewAction { handler(action, preview) }
            }
        }

        /// Not UIKit: the user chooses this action for `preview`.
        public func standInPerform(for preview: UIViewController) { handler(self, preview) }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIPreviewActionGroup
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
        /// Implements doc://com.apple.uikit/documentation/UIKit/UIPreviewActionItem/title
        public let title: String
        /// Not UIKit: the actions, for tests.
        public let standInActions: [UIPreviewAction]
        /// Not UIKit: the style, for tests.
        public let standInStyle: UIPreviewAction.Style

        private init(title: String, standInActions: [UIPreviewAction], standInStyle: UIPreviewAction.Style) {
            self.title = title
            self.standInActions = standInActions
            self.standInStyle = standInStyle
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIPreviewActionGroup/init(title:style:actions:)
        public convenience init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
            self.init(title: title, standInActions: actions, standInStyle: style)
        }
    }
#endif
