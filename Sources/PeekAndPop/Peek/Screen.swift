/// A host's unit of UI: what a preview shows and what routing moves around.
///
/// A view controller on iOS conforms (`PeekAndPopUIKit`); headless hosts and
/// tests use plain classes. Screens are held by identity, and the engine never
/// keeps one alive after its session ends (S19).
///
/// ```swift
/// final class ProductScreen: Screen {
///     let product: Product
///     init(product: Product) { self.product = product }
/// }
/// ```
@MainActor
public protocol Screen: AnyObject, Sendable {
    /// Whether this screen is on screen and may start previews (S5).
    ///
    /// A host screen that returns `false` never gets `onPeek`. The default is
    /// `true`; a view controller would answer whether its view is in a window.
    var isAvailableForPreviewing: Bool { get }

    /// A short name for diagnostics and analytics; by default the type's name.
    var screenName: String { get }
}

extension Screen {
    public var isAvailableForPreviewing: Bool { true }

    public var screenName: String { ScreenNames.name(of: type(of: self)) }
}

/// Type names, computed once per type: `String(describing:)` on a type asks
/// the runtime to demangle it, which is slow enough to show in a routing
/// benchmark.
@MainActor
enum ScreenNames {
    private static var names: [ObjectIdentifier: String] = [:]

    static func name(of type: any Screen.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
