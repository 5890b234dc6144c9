import PeekAndPop
import PeekAndPopNavigation

/// The catalog list: the root of the first tab, and the host whose table is
/// registered as a source view.
///
/// ``select(row:)`` is what a tap on a row does. The previewing registration
/// calls the very same method from `onPeek`: the app has no routing code of
/// its own for peek and pop (S2).
@MainActor
final class CatalogScreen: DemoScreen {
    /// The height of one row, in points.
    nonisolated static let rowHeight = 44.0

    let items: [CatalogItem]
    /// The table view: the registered source view.
    let table: ViewNode
    let router: ModuleRouter
    let engine: PeekEngine
    /// The products whose screen was shown: the "viewed" badge, set by a side
    /// effect that goes through the seam (S25), so a mere peek never sets it.
    private(set) var viewed: Set<String> = []
    /// What "Add to cart" added, in order (S24).
    var cart: [String] = []
    let factory: ScreenFactory
    private let work: BackgroundWork
    private let prices: PriceService

    init(
        items: [CatalogItem], table: ViewNode, router: ModuleRouter, engine: PeekEngine, factory: ScreenFactory,
        work: BackgroundWork, prices: PriceService
    ) {
        self.items = items
        self.table = table
        self.router = router
        self.engine = engine
        self.factory = factory
        self.work = work
        self.prices = prices
    }

    var title: String { "Catalog" }
    var instance: Int { 0 }
    var lines: [ContentLine] {
        items.map { item in
            let badge = viewed.contains(item.title) ? " ·viewed" : ""
            return ContentLine(text: item.title + badge, accessory: item.accessory)
        }
    }

    /// Only the screen on top may start previews (S5).
    var isAvailableForPreviewing: Bool { router.isVisible }  // H7: visible in any column

    /// The frame of row `row`, in the table's coordinates.
    func frame(ofRow row: Int) -> Rect {
        Rect(x: 0, y: Double(row) * Self.rowHeight, width: table.bounds.width, height: Self.rowHeight)
    }

    /// The row under `point`, in the table's coordinates.
    func row(at point: Point) -> Int? {
        guard point.isFinite, point.y >= 0 else { return nil }
        let row = Int(point.y / Self.rowHeight)
        return items.indices.contains(row) ? row : nil
    }

    /// What a tap on `row` does.
    ///
    /// - Returns: What the engine's seam did with the routing call, or `nil`
    ///   when the row routes later, from a `Task`.
    @discardableResult
    func select(row: Int) throws(NavigationError) -> RoutingOutcome? {
        switch items[row] {
        case .product(let product):
            // On a split, the master/detail call: the product replaces the detail column (H5).
            let outcome =
                if let split = router.splitRouter {
                    try split.setSecondary { [factory] seed in factory.product(product, seed: seed) }
                } else {
                    try router.push { [factory] seed in factory.product(product, seed: seed) }
                }
            // Not navigation, but part of what a tap does: through the seam (S25).
            engine.route(.effect("mark \(product.name) viewed") { [weak self] in self?.viewed.insert(product.name) })
            return outcome
        case .giftCard:
            // Load first, route later: the push happens in a Task, after an await.
            work.start(label: "push Gift card") { [router, factory, prices] () throws(NavigationError) in
                let amounts = await prices.giftCardAmounts()
                return try router.push { seed in factory.giftCard(amounts: amounts, seed: seed) }
            }
            return nil
        case .order(let id):
            // Find or create (H9): an order already in the tree is made visible, not opened again.
            let order = Destination("order", context: id) { [factory] id, seed in factory.order(id: id, seed: seed) }
            if let host = router.host, host.screen(for: order.identity) != nil {
                return try host.navigate(to: order).routingOutcome
            }
            return try router.openRelative(Route(path: "/account/orders/order:\(id)"))
        }
    }
}

/// Where the gift card's amounts come from: an actor, so that loading them
/// really suspends the caller.
actor PriceService {
    func giftCardAmounts() -> [String] { ["€25", "€50", "€100"] }
}
