#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Peek and pop on the rows of a table view, through the context menu methods of the app's own
    /// `UITableViewDelegate`: each forwards in one line (U1–U8).
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    ///                point: CGPoint) -> UIContextMenuConfiguration? {
    ///     peek.configuration(forRowAt: indexPath, point: point)
    /// }
    /// func tableView(_ tableView: UITableView,
    ///                previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration)
    ///     -> UITargetedPreview? { peek.preview(for: configuration) }
    /// ```
    ///
    /// and likewise `previewForDismissingContextMenuWithConfiguration` (``preview(for:)``),
    /// `willDisplayContextMenu` (``willDisplay(_:animator:)``), `willPerformPreviewActionForMenuWith`
    /// (``willPerformPreviewAction(_:animator:)``) and `willEndContextMenuInteraction`
    /// (``willEnd(_:animator:)``). The source rect is the row's rectangle unless `onPeek` sets
    /// another (U3); ``PeekRequest/indexPath`` is the row pressed.
    @MainActor
    public final class PeekTableContextMenu {
        /// The table view; held weakly.
        public var tableView: UITableView? { core.view as? UITableView }

        private let core: ContextMenuCore

        /// Registers `tableView` with `engine` for `host`.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - host: The screen that shows the table.
        ///   - tableView: The table view.
        ///   - onPeek: Called in the capture window with the row pressed: route exactly as a tap on
        ///     that row would (S2).
        public init(
            engine: PeekEngine, host: UIViewController, tableView: UITableView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            core = ContextMenuCore(engine: engine, host: host, view: tableView, onPeek: onPeek)
            core.dismissMenu = { [weak tableView] in
                tableView?.contextMenuInteraction?.dismissMenu()  // The engine ended the peek (P3, U5).
            }
        }

        isolated deinit {
            core.unregister()
        }

        /// `tableView(_:contextMenuConfigurationForRowAt:point:)`.
        public func configuration(forRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
            core.configuration(at: point, indexPath: indexPath, sourceRect: tableView?.rectForRow(at: indexPath))
        }

        /// `tableView(_:previewForHighlightingContextMenuWithConfiguration:)` and
        /// `tableView(_:previewForDismissingContextMenuWithConfiguration:)`: the source rect (U3).
        public func preview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            core.targetedPreview(for: configuration)
        }

        /// `tableView(_:willDisplayContextMenu:animator:)`: the peek is published, unless the menu
        /// is compact (U2).
        public func willDisplay(
            _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
        ) {
            core.willDisplay(
                configuration, showsPreview: tableView?.contextMenuInteraction?.menuAppearance != .compact)
        }

        /// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`: pops in the commit animator's
        /// completion (S7, U4).
        public func willPerformPreviewAction(
            _ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
        ) {
            core.willPerformPreviewAction(configuration, animator: animator)
        }

        /// `tableView(_:willEndContextMenuInteraction:animator:)` (P2, U5).
        public func willEnd(
            _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
        ) {
            core.willEnd(configuration, animator: animator)
        }

        /// The row `configuration` was made for, if this adapter made it.
        public func indexPath(for configuration: UIContextMenuConfiguration) -> IndexPath? {
            core.indexPath(of: configuration)
        }
    }
#endif
