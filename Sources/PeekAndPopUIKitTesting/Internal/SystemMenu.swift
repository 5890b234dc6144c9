#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// What UIKit does with a configuration's providers, which it alone can call: UIKit's
    /// `UIContextMenuConfiguration` has no public accessor for its preview or action provider.
    ///
    /// On the stand-in the providers are called, as UIKit calls them, so that the adapters' own
    /// closures run (the preview's parent check, the menu's items). With UIKit they cannot be:
    /// the preview is the engine's (the screen the peek froze, the one the provider returns), and
    /// an item is chosen through the engine (`selectAction`), as its handler would.
    @MainActor
    enum SystemMenu {
        /// What the configuration's preview provider returns, called as UIKit calls it before the
        /// menu shows; `nil` with UIKit, where it cannot be called (see ``shownPreview(provided:engine:)``).
        static func providedPreview(of configuration: UIContextMenuConfiguration) -> UIViewController? {
            #if canImport(UIKit)
                return nil
            #else
                return configuration.standInPreview()
            #endif
        }

        /// The peek's preview once the menu displays: the engine's active peek's, which on the
        /// stand-in must also be what the provider returned. `nil` when no peek is up (the adapter
        /// published none), on either platform, so that a test passes or fails alike on both.
        static func shownPreview(provided: UIViewController?, engine: PeekEngine) -> UIViewController? {
            guard let peeked = engine.activePeek?.previewScreen as? UIViewController else { return nil }
            #if canImport(UIKit)
                return peeked
            #else
                return provided === peeked ? peeked : nil
            #endif
        }

        /// Chooses the menu's action `id`; `false` if the menu has none.
        static func choose(
            _ id: PreviewAction.ID, in configuration: UIContextMenuConfiguration, engine: PeekEngine
        ) -> Bool {
            #if canImport(UIKit)
                do {
                    try engine.selectAction(id)
                    return true
                } catch {
                    return false
                }
            #else
                guard let action = find(id.rawValue, in: configuration.standInMenu()?.children ?? []) else {
                    return false
                }
                action.standInPerform()
                return true
            #endif
        }

        #if !canImport(UIKit)
            private static func find(_ id: String, in elements: [UIMenuElement]) -> UIAction? {
                for element in elements {
                    if let action = element as? UIAction, action.identifier.rawValue == id { return action }
                    if let menu = element as? UIMenu, let found = find(id, in: menu.children) { return found }
                }
                return nil
            }
        #endif
    }
#endif
