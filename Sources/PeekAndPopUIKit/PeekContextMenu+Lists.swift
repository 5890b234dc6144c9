#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    extension PeekContextMenu {
        /// Peek and pop on the rows of a table view: the adapter adds its own context menu
        /// interaction to the table and finds the row pressed (`indexPathForRow(at:)`), so the
        /// app's table delegate forwards nothing (U1–U8).
        ///
        /// ```swift
        /// peek = PeekContextMenu(engine: engine, host: self, tableView: tableView) { [unowned self] request in
        ///     showProduct(at: request.indexPath!)  // what a tap on the row does
        /// }
        /// ```
        ///
        /// ``PeekRequest/indexPath`` is the row pressed, and the source rect is its rectangle
        /// (`rectForRow(at:)`) unless `onPeek` sets another (U3). A press between rows offers no
        /// menu; a request for another row is another preview. The table's own context menus
        /// (its delegate's `contextMenuConfigurationForRowAt`) are left to the adapter: a table
        /// has one or the other.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - host: The screen that shows the table.
        ///   - tableView: The table view.
        ///   - onPeek: Called in the capture window with the row pressed: route exactly as a tap on
        ///     that row would (S2).
        public convenience init(
            engine: PeekEngine, host: UIViewController, tableView: UITableView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            self.init(engine: engine, host: host, view: tableView, locateItem: Self.rows(of: tableView), onPeek: onPeek)
        }

        /// Peek and pop on the items of a collection view, as on a table's rows: the item pressed
        /// is found with `indexPathForItem(at:)`, and its frame is the source rect (U1–U8).
        ///
        /// A press on empty space, or on a selected item while several are selected (the system
        /// menu of a multiple selection), offers no menu: a tap there shows no one screen.
        ///
        /// - Parameters:
        ///   - engine: The engine every routing call of the app goes through.
        ///   - host: The screen that shows the collection.
        ///   - collectionView: The collection view.
        ///   - onPeek: Called in the capture window with the item pressed: route exactly as a tap
        ///     on that item would (S2).
        public convenience init(
            engine: PeekEngine, host: UIViewController, collectionView: UICollectionView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            self.init(
                engine: engine, host: host, view: collectionView, locateItem: Self.items(of: collectionView),
                onPeek: onPeek)
        }

        /// The row pressed, and its rectangle.
        private static func rows(of tableView: UITableView) -> ContextMenuCore.ItemLocator {
            { [weak tableView] location in
                guard let tableView, let row = tableView.indexPathForRow(at: location) else { return nil }
                return (row, tableView.rectForRow(at: row))
            }
        }

        /// The item pressed, and its frame; none on a multiple selection.
        private static func items(of collectionView: UICollectionView) -> ContextMenuCore.ItemLocator {
            { [weak collectionView] location in
                guard let collectionView, let item = collectionView.indexPathForItem(at: location) else { return nil }
                let selected = collectionView.indexPathsForSelectedItems ?? []
                guard selected.count < 2 || !selected.contains(item) else { return nil }
                return (item, collectionView.layoutAttributesForItem(at: item)?.frame)
            }
        }

        /// The row or item `configuration` was made for, if this adapter made it.
        public func indexPath(for configuration: UIContextMenuConfiguration) -> IndexPath? {
            core.indexPath(of: configuration)
        }
    }
#endif
