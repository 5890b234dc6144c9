#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop
    import PeekAndPopTesting

    /// A simulated press on a view, a table row or a collection item with a context menu (U9):
    /// UIKit's part, played through `UIContextMenuInteractionDelegate`, so that the app's own
    /// adapter — ``/PeekAndPopUIKit/PeekContextMenu`` on a view, a table or a collection, the
    /// SwiftUI modifier — runs as it does on a device.
    ///
    /// ```swift
    /// let press = SimulatedPress(onRowAt: IndexPath(row: 2, section: 0), in: screen.tableView, engine: engine)
    /// let preview = try press.showPreview()      // …inPeek
    /// try press.pop()                            // …popped: the very preview pushed
    /// #expect(screen.navigationController?.topViewController === preview)
    /// ```
    ///
    /// Each step makes UIKit's calls in UIKit's order, each through the delegate protocol (an
    /// optional method the delegate lacks is not called, so a misnamed one is never reached):
    /// - ``showPreview()``: the configuration (`configurationForMenuAtLocation`), the highlight
    ///   preview, the preview provider, then `willDisplayMenuFor` with an animator that runs at
    ///   once.
    /// - ``pop()``: the user taps the preview: `willPerformPreviewActionForMenuWith` with a
    ///   ``SimulatedCommitAnimator`` whose `previewViewController` is the preview shown, then
    ///   `willEndFor`; the commit animator finishes, then the end animator.
    /// - ``release()``: the menu is dismissed: `willEndFor`, the dismissal preview, and the end
    ///   animator finishes.
    /// - ``chooseAction(_:)``: the user chooses a menu item, then the menu ends as on release.
    ///
    /// The order of `willPerformPreviewActionForMenuWith` and `willEndFor` and of their animators'
    /// ends is not documented by Apple; the one used here is the order the adapters' own tests
    /// replay. UIKit's `UIContextMenuConfiguration` has no public accessor for its preview and
    /// action providers: on the stand-in they are called as UIKit calls them; with UIKit the
    /// preview is the engine's active peek's and an item is chosen through the engine.
    ///
    /// ``stateChanges`` records the engine's raw state stream from the press's creation on.
    ///
    /// Main-actor isolated, and therefore `Sendable`; a press belongs to one test.
    @MainActor
    public final class SimulatedPress {
        /// The engine the pressed screen's adapter was made with.
        public let engine: PeekEngine
        /// Where the press is, in the pressed view's coordinates (the table's or the collection's
        /// for a row or an item).
        public let location: CGPoint
        /// The configuration the delegate answered with, once ``showPreview()`` asked.
        public private(set) var configuration: UIContextMenuConfiguration?
        /// The targeted preview the delegate answered for the highlight.
        public private(set) var highlightPreview: UITargetedPreview?
        /// The preview shown, once ``showPreview()`` ran.
        public private(set) var preview: UIViewController?
        /// The targeted preview the delegate answered for the dismissal, once the menu ended
        /// without a pop (``release()``, ``chooseAction(_:)``), after the peek ended (U3).
        public private(set) var dismissalPreview: UITargetedPreview?

        private let target: PressTarget
        private let recorder: EventRecorder<PeekAndPopStateChange>
        private var phase = Phase.pressing

        private enum Phase {
            case pressing, showing, ended
        }

        /// A press on `view`, which has a `UIContextMenuInteraction` (a ``/PeekAndPopUIKit/PeekContextMenu``'s,
        /// or the SwiftUI modifier's on its hosting controller's view).
        ///
        /// - Parameters:
        ///   - view: The pressed view.
        ///   - location: Where, in `view`'s coordinates; its bounds' center by default.
        ///   - engine: The engine the adapter was made with.
        public convenience init(on view: UIView, at location: CGPoint? = nil, engine: PeekEngine) {
            self.init(
                target: PressTarget(on: view), location: location ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY),
                engine: engine)
        }

        /// A press on the row at `indexPath` of `tableView`, which has a
        /// ``/PeekAndPopUIKit/PeekContextMenu`` (`init(engine:host:tableView:onPeek:)`).
        ///
        /// - Parameters:
        ///   - indexPath: The pressed row.
        ///   - tableView: The table view.
        ///   - location: Where, in the table's coordinates; the center of the row's rectangle
        ///     (`rectForRow(at:)`) by default.
        ///   - engine: The engine the adapter was made with.
        public convenience init(
            onRowAt indexPath: IndexPath, in tableView: UITableView, at location: CGPoint? = nil, engine: PeekEngine
        ) {
            let target = PressTarget(on: tableView, own: tableView.contextMenuInteraction) { [weak tableView] in
                guard let tableView else { return }
                #if canImport(UIKit)
                    tableView.delegate?.tableView?(tableView, didSelectRowAt: indexPath)
                #else
                    tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
                #endif
            }
            let row = tableView.rectForRow(at: indexPath)
            self.init(target: target, location: location ?? CGPoint(x: row.midX, y: row.midY), engine: engine)
        }

        /// A press on the item at `indexPath` of `collectionView`, which has a
        /// ``/PeekAndPopUIKit/PeekContextMenu`` (`init(engine:host:collectionView:onPeek:)`).
        ///
        /// - Parameters:
        ///   - indexPath: The pressed item.
        ///   - collectionView: The collection view.
        ///   - location: Where, in the collection's coordinates; the center of the item's frame
        ///     (`layoutAttributesForItem(at:)`) by default.
        ///   - engine: The engine the adapter was made with.
        public convenience init(
            onItemAt indexPath: IndexPath, in collectionView: UICollectionView, at location: CGPoint? = nil,
            engine: PeekEngine
        ) {
            let target = PressTarget(on: collectionView, own: collectionView.contextMenuInteraction) {
                [weak collectionView] in
                guard let collectionView else { return }
                #if canImport(UIKit)
                    collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
                #else
                    collectionView.delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
                #endif
            }
            let item = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
            self.init(target: target, location: location ?? CGPoint(x: item.midX, y: item.midY), engine: engine)
        }

        private init(target: PressTarget, location: CGPoint, engine: PeekEngine) {
            self.target = target
            self.location = location
            self.engine = engine
            recorder = EventRecorder(engine.stateChanges)
        }

        /// The engine's raw state stream since the press was made, in order.
        public var stateChanges: [PeekAndPopStateChange] { recorder.events }

        /// Whether the preview is showing: shown, and not yet popped, released or acted on.
        public var isShowing: Bool { phase == .showing }

        /// The press deepens until UIKit shows the menu and its preview.
        ///
        /// - Returns: The preview shown.
        /// - Throws: ``SimulatedPressError`` `.noPreview` when the delegate answers no
        ///   configuration, or the menu shows no peek (the adapter published none; the press then
        ///   ends, as UIKit ends the menu); `.alreadyShown` when called twice.
        @discardableResult
        public func showPreview() throws(SimulatedPressError) -> UIViewController {
            guard phase == .pressing else {
                throw SimulatedPressError(.alreadyShown, "the press already showed its menu")
            }
            guard let configuration = target.configuration(at: location) else {
                phase = .ended
                throw SimulatedPressError(.noPreview, "the delegate answered no configuration")
            }
            self.configuration = configuration
            highlightPreview = target.highlightPreview(for: configuration)
            let provided = SystemMenu.providedPreview(of: configuration)
            let appearance = SimulatedAnimator(previewViewController: provided)
            target.willDisplay(configuration, animator: appearance)
            appearance.finish()
            guard let shown = SystemMenu.shownPreview(provided: provided, engine: engine) else {
                end(configuration)
                throw SimulatedPressError(.noPreview, "the menu shows no peek: the adapter published none")
            }
            preview = shown
            phase = .showing
            return shown
        }

        /// The user taps the preview: UIKit commits it (pop).
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing.
        public func pop() throws(SimulatedPressError) {
            let configuration = try showing("pop")
            let commit = SimulatedCommitAnimator(previewViewController: preview)
            target.willPerformPreviewAction(configuration, animator: commit)
            let end = SimulatedAnimator(previewViewController: preview)
            target.willEnd(configuration, animator: end)
            commit.finish()
            end.finish()
        }

        /// The user dismisses the menu without choosing anything (taps outside it).
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing.
        public func release() throws(SimulatedPressError) {
            end(try showing("release"))
        }

        /// The user chooses the menu's action `id`; the menu then ends.
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing;
        ///   `.noSuchAction` when the menu has no such action (or, with UIKit, the engine refused it).
        public func chooseAction(_ id: PreviewAction.ID) throws(SimulatedPressError) {
            let configuration = try showing("chooseAction")
            guard SystemMenu.choose(id, in: configuration, engine: engine) else {
                throw SimulatedPressError(.noSuchAction, "the menu has no action \(id)")
            }
            end(configuration)
        }

        /// A tap on what is pressed, for comparing a tap with a pop: `tableView(_:didSelectRowAt:)`
        /// or `collectionView(_:didSelectItemAt:)` through the delegate; nothing for a view, whose
        /// tap is the app's own gesture.
        public func tap() {
            target.tap()
        }

        private func showing(_ step: String) throws(SimulatedPressError) -> UIContextMenuConfiguration {
            guard phase == .showing, let configuration else {
                throw SimulatedPressError(.notShowing, "\(step) needs the preview shown (showPreview() first)")
            }
            return configuration
        }

        private func end(_ configuration: UIContextMenuConfiguration) {
            phase = .ended
            let end = SimulatedAnimator(previewViewController: preview)
            target.willEnd(configuration, animator: end)
            // When UIKit asks for the dismissal preview, relative to willEnd, is not documented:
            // asked after it, the adapter must answer for a peek that has ended (U3).
            dismissalPreview = target.dismissalPreview(for: configuration)
            end.finish()
        }
    }

#endif
