import PeekAndPop
import PeekAndPopNavigation

/// One line of a screen's content: a text, and an accessory at the trailing edge.
struct ContentLine: Sendable, Hashable {
    var text: String
    var accessory = ""
}

/// A screen of the demo app, as the text and SVG renderers draw it.
@MainActor
protocol DemoScreen: Screen {
    /// The title in the navigation bar.
    var title: String { get }
    /// The content, top to bottom.
    var lines: [ContentLine] { get }
    /// Which routed screen this is, counting from 1 per app (0 for the tab
    /// roots), so the output can show that pop pushes the previewed instance.
    var instance: Int { get }
}

extension DemoScreen {
    var screenName: String { title }
}

/// A product's page.
final class ProductScreen: DemoScreen {
    let product: Product
    let instance: Int
    let router: ModuleRouter

    init(product: Product, instance: Int, router: ModuleRouter) {
        self.product = product
        self.instance = instance
        self.router = router
    }

    var title: String { product.name }

    var lines: [ContentLine] {
        [ContentLine(text: product.name, accessory: product.price)] + product.blurb.map { ContentLine(text: $0) }
            + [ContentLine(text: ""), ContentLine(text: "[ Add to cart ]")]
    }
}

/// The gift card's page; its amounts were loaded before it was pushed.
final class GiftCardScreen: DemoScreen {
    let amounts: [String]
    let instance: Int
    let router: ModuleRouter

    init(amounts: [String], instance: Int, router: ModuleRouter) {
        self.amounts = amounts
        self.instance = instance
        self.router = router
    }

    var title: String { "Gift card" }

    var lines: [ContentLine] {
        [
            ContentLine(text: "Gift card"), ContentLine(text: amounts.joined(separator: " · ")),
            ContentLine(text: "Delivered by e-mail."),
        ]
    }
}

/// The list of the user's orders.
final class OrdersScreen: DemoScreen {
    let instance: Int
    let router: ModuleRouter

    init(instance: Int, router: ModuleRouter) {
        self.instance = instance
        self.router = router
    }

    var title: String { "Orders" }

    var lines: [ContentLine] {
        [ContentLine(text: "Order #42", accessory: "shipped"), ContentLine(text: "Order #41", accessory: "delivered")]
    }
}

/// One order's tracking page; its identity lets routing find it (H9).
final class OrderScreen: DemoScreen, IdentifiableScreen {
    let id: Int
    let instance: Int
    let router: ModuleRouter

    init(id: Int, instance: Int, router: ModuleRouter) {
        self.id = id
        self.instance = instance
        self.router = router
    }

    var title: String { "Order #\(id)" }

    var destinationIdentity: DestinationIdentity { DestinationIdentity(kind: "order", context: id) }

    var lines: [ContentLine] {
        [
            ContentLine(text: "Order #\(id)", accessory: "shipped"), ContentLine(text: "2 items, sent today."),
            ContentLine(text: "Arrives on Thursday."),
        ]
    }
}

/// The root of a tab other than the catalog: a title and a few lines.
final class TabRootScreen: DemoScreen {
    let title: String
    let lines: [ContentLine]
    let router: ModuleRouter

    init(title: String, lines: [ContentLine], router: ModuleRouter) {
        self.title = title
        self.lines = lines
        self.router = router
    }

    var instance: Int { 0 }
}

/// Builds the screens that routing calls show, numbering each instance.
@MainActor
final class ScreenFactory {
    private var made = 0

    private func nextInstance() -> Int {
        made += 1
        return made
    }

    func product(_ product: Product, seed: RouterSeed) -> ProductScreen {
        ProductScreen(product: product, instance: nextInstance(), router: ModuleRouter(seed: seed))
    }

    func giftCard(amounts: [String], seed: RouterSeed) -> GiftCardScreen {
        GiftCardScreen(amounts: amounts, instance: nextInstance(), router: ModuleRouter(seed: seed))
    }

    func orders(seed: RouterSeed) -> OrdersScreen {
        OrdersScreen(instance: nextInstance(), router: ModuleRouter(seed: seed))
    }

    func order(id: Int, seed: RouterSeed) -> OrderScreen {
        OrderScreen(id: id, instance: nextInstance(), router: ModuleRouter(seed: seed))
    }
}
