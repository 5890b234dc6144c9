/// A product of the demo shop.
struct Product: Sendable, Hashable {
    /// The product's name, also its screen's name.
    let name: String
    /// The price, as shown.
    let price: String
    /// Two short lines about it, for the product screen and the preview card.
    let blurb: [String]
}

/// One row of the catalog list, and what a tap on it does.
enum CatalogItem: Sendable, Hashable {
    /// A product: a tap pushes its screen synchronously.
    case product(Product)
    /// The gift card: a tap loads the amounts in a `Task`, then pushes.
    case giftCard
    /// An order: a tap opens the deep link `/account/orders/order:<id>`.
    case order(Int)

    /// The row's title.
    var title: String {
        switch self {
        case .product(let product): product.name
        case .giftCard: "Gift card"
        case .order(let id): "Track order #\(id)"
        }
    }

    /// The text at the row's trailing edge.
    var accessory: String {
        switch self {
        case .product(let product): product.price
        case .giftCard: "loads…"
        case .order: "link ›"
        }
    }
}

/// The demo shop's catalog, top to bottom.
enum Catalog {
    static let items: [CatalogItem] = [
        .product(
            Product(
                name: "Espresso cup", price: "€12", blurb: ["Double-walled glass, 80 ml.", "Keeps the crema warm."])),
        .product(
            Product(
                name: "Pour-over kettle", price: "€39", blurb: ["Gooseneck spout, 1 litre.", "For a slow, even pour."])),
        .product(
            Product(name: "Burr grinder", price: "€89", blurb: ["Forty grind settings.", "Conical steel burrs."])),
        .product(
            Product(name: "Moka pot", price: "€29", blurb: ["Stovetop espresso, 6 cups.", "Aluminium, since 1933."])),
        .product(
            Product(name: "French press", price: "€24", blurb: ["Borosilicate, 1 litre.", "Four minutes, then press."])),
        .product(Product(name: "Milk frother", price: "€19", blurb: ["Hot or cold foam.", "One button, 30 seconds."])),
        .giftCard,
        .order(42),
    ]

    /// The row of the named item.
    static func row(of title: String) -> Int {
        guard let row = items.firstIndex(where: { $0.title == title }) else {
            preconditionFailure("the catalog has no row \"\(title)\"")
        }
        return row
    }
}
