import PeekAndPop
import PeekAndPopNavigation

/// The share sheet that the "Share" preview action presents after the peek
/// has ended (S24).
@MainActor
final class ShareSheetScreen: DemoScreen {
    let product: String
    let router: ModuleRouter

    init(product: String, router: ModuleRouter) {
        self.product = product
        self.router = router
    }

    var title: String { "Share" }
    var instance: Int { 0 }
    var lines: [ContentLine] {
        [ContentLine(text: "Share \(product) via…"), ContentLine(text: "Messages"), ContentLine(text: "Mail")]
    }
}

extension CatalogScreen {
    /// The preview actions of row `row`'s peek (S24): a product offers "Add
    /// to cart" and "Share"; other rows offer none.
    ///
    /// Each handler runs after the peek has ended, as ordinary work: "Share"
    /// presents its sheet at once (S1), and neither sets the "viewed" badge,
    /// whose effect was frozen with the discarded push (S25).
    func previewActions(forRow row: Int) -> [PreviewAction] {
        guard case .product(let product) = items[row] else { return [] }
        return [
            PreviewAction("Add to cart", id: "cart") { [weak self] in self?.cart.append(product.name) },
            PreviewAction("Share", id: "share") { [router] in
                _ = try? router.presentModally(label: "present Share \(product.name)") { seed in
                    ShareSheetScreen(product: product.name, router: ModuleRouter(seed: seed))
                }
            },
        ]
    }
}
