#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController
    @available(iOS 3.2, *)
    @MainActor open class UISplitViewController: UIViewController {
        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Style-swift.enum
        @available(iOS 14.0, *)
        public enum Style: Int, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Style-swift.enum/unspecified
            case unspecified = 0
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Style-swift.enum/doubleColumn
            case doubleColumn = 1
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Style-swift.enum/tripleColumn
            case tripleColumn = 2
        }

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Column
        @available(iOS 14.0, *)
        public enum Column: Int, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Column/primary
            case primary = 0
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Column/supplementary
            case supplementary = 1
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Column/secondary
            case secondary = 2
            /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/Column/compact
            case compact = 3
        }

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/style-swift.property
        @available(iOS 14.0, *)
        public let style: UISplitViewController.Style
        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/delegate
        open weak var delegate: (any UISplitViewControllerDelegate)?
        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/isCollapsed
        @available(iOS 8.0, *)
        open var isCollapsed: Bool { standInIsCollapsed }
        /// Not UIKit: whether the split shows one column, decided by the test (the size class).
        public var standInIsCollapsed = false
        private var columns: [Column: UIViewController] = [:]

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/init(style:)
        @available(iOS 14.0, *)
        public init(style: UISplitViewController.Style) {
            self.style = style
            super.init(nibName: nil, bundle: nil)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/init(nibName:bundle:)
        override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            self.style = .unspecified
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/init(coder:)
        public required init?(coder: NSCoder) {
            self.style = .unspecified
            super.init(coder: coder)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/setViewController(_:for:)
        // Documented: a controller that is not a navigation controller is wrapped in one; the
        // stand-in keeps what it is given (the renderer gives navigation controllers).
        @available(iOS 14.0, *)
        open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
            StandInLog.record("setColumn \(column) \(vc?.standInName ?? "nil")")
            columns[column]?.removeFromParent()
            columns[column] = vc
            if let vc { addChild(vc) }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewController/viewController(for:)
        @available(iOS 14.0, *)
        open func viewController(for column: UISplitViewController.Column) -> UIViewController? {
            columns[column]
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UISplitViewControllerDelegate
    @MainActor public protocol UISplitViewControllerDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewControllerDelegate/splitViewControllerDidCollapse(_:)
        @available(iOS 14.0, *)
        func splitViewControllerDidCollapse(_ svc: UISplitViewController)

        /// doc://com.apple.uikit/documentation/UIKit/UISplitViewControllerDelegate/splitViewControllerDidExpand(_:)
        @available(iOS 14.0, *)
        func splitViewControllerDidExpand(_ svc: UISplitViewController)
    }

    // MARK: @objc optional requirements
    // Both are `optional` in UIKit (UISplitViewController.h: `@optional`); requirements with a
    // default here (see UINavigationControllerDelegate).
    extension UISplitViewControllerDelegate {
        public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

        public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    }
#endif
