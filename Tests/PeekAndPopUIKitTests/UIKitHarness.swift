#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopTesting
    import PeekAndPopUIKit
    import UIKitStandIn

    /// A window with a list screen whose row view has a ``PeekContextMenu``; one ordered log of the
    /// raw state stream, `onPeek` calls, what UIKit was asked to do (the stand-in's records), and
    /// what action handlers ran. Tests play the system's part, in the orders Apple documents.
    @MainActor
    final class UIKitHarness {
        let clock = ManualClock()
        let diagnostics = DiagnosticsRecorder()
        let engine: PeekEngine
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = Controller("list")
        let navigation: UINavigationController
        let row = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        var detail = Controller("detail")
        var actions: [PreviewAction] = []
        var sourceRect: CGRect?
        var log: [String] = []
        private(set) var menu: PeekContextMenu!
        private var subscription: Subscription?

        final class Controller: UIViewController {
            init(_ title: String) {
                super.init(nibName: nil, bundle: nil)
                self.title = title
            }

            required init?(coder: NSCoder) { nil }
        }

        init() {
            engine = PeekEngine(clock: clock, diagnostics: diagnostics.sink)
            navigation = UINavigationController(rootViewController: list)
            window.addSubview(navigation.view)
            navigation.view.addSubview(list.view)
            list.view.frame = window.bounds
            list.view.addSubview(row)
            StandInLog.sink = { [weak self] entry in self?.log.append("uikit \(entry)") }
            subscription = engine.stateChanges.subscribe { [weak self] change in
                MainActor.assumeIsolated { self?.log.append("raw \(change.summary)") }
            }
            menu = makeMenu(for: row)
        }

        /// A context menu on `view` whose `onPeek` pushes ``detail``, as a tap would.
        func makeMenu(for view: UIView) -> PeekContextMenu {
            PeekContextMenu(engine: engine, host: list, view: view) { [unowned self] peek in
                log.append("onPeek")
                engine.route(push(detail))
                if let sourceRect { peek.sourceRect = sourceRect }
                peek.previewActions = actions
            }
        }

        /// A push through the engine's seam, performed on the navigation controller.
        func push(_ controller: UIViewController) -> Transition {
            Transition(kind: .push, destination: controller) { [unowned self] in
                navigation.pushViewController(controller, animated: true)
            }
        }

        /// An action whose handler logs itself.
        func action(
            _ id: PreviewAction.ID, style: PreviewAction.Style = .default, isDisabled: Bool = false
        )
            -> PreviewAction
        {
            PreviewAction(id.rawValue, id: id, style: style, isDisabled: isDisabled) { [unowned self] in
                log.append("handler \(id)")
            }
        }

        var interaction: UIContextMenuInteraction { menu.interaction! }

        /// The interaction's delegate, as UIKit calls it: through the protocol, so that a method
        /// the adapter misnames is never called, as on iOS.
        var delegate: any UIContextMenuInteractionDelegate { interaction.delegate! }

        /// `configurationForMenuAtLocation`.
        func configuration(at location: CGPoint = CGPoint(x: 10, y: 10)) -> UIContextMenuConfiguration? {
            delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
        }

        /// `willDisplayMenuFor` with `appearance`.
        func willDisplay(
            _ configuration: UIContextMenuConfiguration, appearance: UIContextMenuInteraction.appearance = .rich
        ) {
            interaction.standInMenuAppearance = appearance
            delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: StandInAnimator())
        }

        /// `willPerformPreviewActionForMenuWith`; returns the commit animator, whose completion the
        /// test fires.
        func willPerformPreviewAction(
            _ configuration: UIContextMenuConfiguration, committing: UIViewController?
        )
            -> StandInAnimator
        {
            let animator = StandInAnimator(previewViewController: committing)
            delegate.contextMenuInteraction(
                interaction, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            return animator
        }

        /// `willEndFor`; returns its animator, if `animated`.
        @discardableResult
        func willEnd(_ configuration: UIContextMenuConfiguration, animated: Bool) -> StandInAnimator? {
            let animator = animated ? StandInAnimator() : nil
            delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            return animator
        }

        /// The item `id` of the menu that `configuration` builds, chosen by the user.
        func choose(_ id: String, in configuration: UIContextMenuConfiguration) {
            func find(_ elements: [UIMenuElement]) -> UIAction? {
                for element in elements {
                    if let action = element as? UIAction, action.identifier.rawValue == id { return action }
                    if let menu = element as? UIMenu, let found = find(menu.children) { return found }
                }
                return nil
            }
            find(configuration.standInMenu()?.children ?? [])?.standInPerform()
        }

        /// Returns the log and empties it.
        func takeLog() -> [String] {
            defer { log.removeAll() }
            return log
        }
    }

    /// An adapter that its own `onPeek` calls back into, set once the adapter exists.
    @MainActor
    final class Later<Value: AnyObject> {
        weak var value: Value?
    }
#endif
#if UIKitStandIn
    import UIKitStandIn

    // An adapter as UIKit holds it: its delegate protocol. Tests call UIKit's delegate methods
    // through these, as UIKit does, so that a method the adapter misnames (an optional requirement
    // it never implements) is never called, as on iOS.

    /// `delegate` as a `UIContextMenuInteraction` holds it.
    @MainActor func uikit(_ delegate: any UIContextMenuInteractionDelegate) -> any UIContextMenuInteractionDelegate {
        delegate
    }

    /// `delegate` as a previewing registration holds it.
    @MainActor func uikit(_ delegate: any UIViewControllerPreviewingDelegate) -> any UIViewControllerPreviewingDelegate
    {
        delegate
    }

    /// `delegate` as a `UIPreviewInteraction` holds it.
    @MainActor func uikit(_ delegate: any UIPreviewInteractionDelegate) -> any UIPreviewInteractionDelegate {
        delegate
    }
#endif
