#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    /// What a simulated press is on, and UIKit's calls to its delegate: the interaction's delegate
    /// for a view, the table's or collection's delegate for a row or an item. Each call goes
    /// through the delegate protocol, as UIKit makes it; an `@objc optional` method the delegate
    /// does not implement is not called (on the stand-in, which has no `@objc optional`, the
    /// protocol's default stands for it and does nothing).
    @MainActor
    enum PressTarget {
        case view(UIContextMenuInteraction)
        case row(UITableView, IndexPath)
        case item(UICollectionView, IndexPath)

        /// The press asks for a menu (UIKit: when the long press begins).
        func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
            switch self {
            case .view(let interaction):
                return interaction.delegate?.contextMenuInteraction(
                    interaction, configurationForMenuAtLocation: location)
            case .row(let table, let indexPath):
                #if canImport(UIKit)
                    return table.delegate?.tableView?(
                        table, contextMenuConfigurationForRowAt: indexPath, point: location)
                #else
                    return table.delegate?.tableView(
                        table, contextMenuConfigurationForRowAt: indexPath, point: location)
                #endif
            case .item(let collection, let indexPath):
                #if canImport(UIKit)
                    return collection.delegate?.collectionView?(
                        collection, contextMenuConfigurationForItemsAt: [indexPath], point: location)
                #else
                    return collection.delegate?.collectionView(
                        collection, contextMenuConfigurationForItemsAt: [indexPath], point: location)
                #endif
            }
        }

        /// UIKit asks what to keep sharp while the menu shows.
        func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            switch self {
            case .view(let interaction):
                #if canImport(UIKit)
                    return interaction.delegate?.contextMenuInteraction?(
                        interaction, configuration: configuration,
                        highlightPreviewForItemWithIdentifier: configuration.identifier)
                #else
                    return interaction.delegate?.contextMenuInteraction(
                        interaction, configuration: configuration,
                        highlightPreviewForItemWithIdentifier: configuration.identifier)
                #endif
            case .row(let table, _):
                #if canImport(UIKit)
                    return table.delegate?.tableView?(
                        table, previewForHighlightingContextMenuWithConfiguration: configuration)
                #else
                    return table.delegate?.tableView(
                        table, previewForHighlightingContextMenuWithConfiguration: configuration)
                #endif
            case .item(let collection, let indexPath):
                #if canImport(UIKit)
                    return collection.delegate?.collectionView?(
                        collection, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
                #else
                    return collection.delegate?.collectionView(
                        collection, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
                #endif
            }
        }

        /// UIKit asks where the menu's preview goes back to as the menu dismisses.
        func dismissalPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            switch self {
            case .view(let interaction):
                #if canImport(UIKit)
                    return interaction.delegate?.contextMenuInteraction?(
                        interaction, configuration: configuration,
                        dismissalPreviewForItemWithIdentifier: configuration.identifier)
                #else
                    return interaction.delegate?.contextMenuInteraction(
                        interaction, configuration: configuration,
                        dismissalPreviewForItemWithIdentifier: configuration.identifier)
                #endif
            case .row(let table, _):
                #if canImport(UIKit)
                    return table.delegate?.tableView?(
                        table, previewForDismissingContextMenuWithConfiguration: configuration)
                #else
                    return table.delegate?.tableView(
                        table, previewForDismissingContextMenuWithConfiguration: configuration)
                #endif
            case .item(let collection, let indexPath):
                #if canImport(UIKit)
                    return collection.delegate?.collectionView?(
                        collection, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
                #else
                    return collection.delegate?.collectionView(
                        collection, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
                #endif
            }
        }

        /// The menu is about to show.
        func willDisplay(_ configuration: UIContextMenuConfiguration, animator: SimulatedAnimator) {
            switch self {
            case .view(let interaction):
                #if canImport(UIKit)
                    interaction.delegate?.contextMenuInteraction?(
                        interaction, willDisplayMenuFor: configuration, animator: animator)
                #else
                    interaction.delegate?.contextMenuInteraction(
                        interaction, willDisplayMenuFor: configuration, animator: animator)
                #endif
            case .row(let table, _):
                #if canImport(UIKit)
                    table.delegate?.tableView?(table, willDisplayContextMenu: configuration, animator: animator)
                #else
                    table.delegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
                #endif
            case .item(let collection, _):
                #if canImport(UIKit)
                    collection.delegate?.collectionView?(
                        collection, willDisplayContextMenu: configuration, animator: animator)
                #else
                    collection.delegate?.collectionView(
                        collection, willDisplayContextMenu: configuration, animator: animator)
                #endif
            }
        }

        /// The user tapped the preview.
        func willPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: SimulatedCommitAnimator) {
            switch self {
            case .view(let interaction):
                #if canImport(UIKit)
                    interaction.delegate?.contextMenuInteraction?(
                        interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
                #else
                    interaction.delegate?.contextMenuInteraction(
                        interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
                #endif
            case .row(let table, _):
                #if canImport(UIKit)
                    table.delegate?.tableView?(
                        table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
                #else
                    table.delegate?.tableView(
                        table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
                #endif
            case .item(let collection, _):
                #if canImport(UIKit)
                    collection.delegate?.collectionView?(
                        collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
                #else
                    collection.delegate?.collectionView(
                        collection, willPerformPreviewActionForMenuWith: configuration, animator: animator)
                #endif
            }
        }

        /// The menu ends.
        func willEnd(_ configuration: UIContextMenuConfiguration, animator: SimulatedAnimator) {
            switch self {
            case .view(let interaction):
                #if canImport(UIKit)
                    interaction.delegate?.contextMenuInteraction?(
                        interaction, willEndFor: configuration, animator: animator)
                #else
                    interaction.delegate?.contextMenuInteraction(
                        interaction, willEndFor: configuration, animator: animator)
                #endif
            case .row(let table, _):
                #if canImport(UIKit)
                    table.delegate?.tableView?(table, willEndContextMenuInteraction: configuration, animator: animator)
                #else
                    table.delegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
                #endif
            case .item(let collection, _):
                #if canImport(UIKit)
                    collection.delegate?.collectionView?(
                        collection, willEndContextMenuInteraction: configuration, animator: animator)
                #else
                    collection.delegate?.collectionView(
                        collection, willEndContextMenuInteraction: configuration, animator: animator)
                #endif
            }
        }

        /// A tap on the row or item (`didSelectRowAt`, `didSelectItemAt`); a view has none.
        func tap() {
            switch self {
            case .view:
                return
            case .row(let table, let indexPath):
                #if canImport(UIKit)
                    table.delegate?.tableView?(table, didSelectRowAt: indexPath)
                #else
                    table.delegate?.tableView(table, didSelectRowAt: indexPath)
                #endif
            case .item(let collection, let indexPath):
                #if canImport(UIKit)
                    collection.delegate?.collectionView?(collection, didSelectItemAt: indexPath)
                #else
                    collection.delegate?.collectionView(collection, didSelectItemAt: indexPath)
                #endif
            }
        }
    }
#endif
