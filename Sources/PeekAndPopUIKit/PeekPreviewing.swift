#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && os(iOS)) || UIKitStandIn  // 3D Touch and UIPreviewInteraction: iOS only
    import PeekAndPop

    /// Peek and pop on one view through 3D Touch (`UIViewControllerPreviewingDelegate`), deprecated
    /// like the system API: prefer ``PeekContextMenu``.
    ///
    /// It registers `view` for previewing with `host`, answers `viewControllerForLocation` with
    /// the screen `onPeek` routes to (its source rect set on the previewing context, U3), commits
    /// in `commit` — a controller other than the preview interrupts `commitOfDifferentScreen`
    /// (U4) — and takes the system's preview down when the engine ends the peek (P3). A preview
    /// controller that has a parent, is presented, or is presenting another is never handed to
    /// UIKit, which could not show it: the peek is cancelled — no preview is shown, nothing is
    /// published and nothing stays frozen (U4, U2), as with ``PeekContextMenu``. The preview controller
    /// returns ``previewActionItems`` from its own `previewActionItems`, and tells
    /// ``previewDidDisappear(_:)`` from its `viewDidDisappear(_:)`.
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "3D Touch previewing is deprecated. Please use PeekContextMenu."
    )
    @MainActor
    public final class PeekPreviewing: NSObject, UIViewControllerPreviewingDelegate {
        /// The engine this adapter drives.
        public var engine: PeekEngine { registration.engine }
        /// The system's registration; `nil` once invalidated.
        public private(set) var previewing: (any UIViewControllerPreviewing)?

        private let registration: SourceRegistration
        private let bridge: PreviewingBridge
        /// The preview last handed to UIKit, and its session, for ``previewDidDisappear(_:)``.
        private weak var shownPreview: UIViewController?
        private var shownSession: SessionID?
        /// How many times the adapter was invalidated: a request re-reads it after `onPeek` and
        /// after publishing (user code), and hands UIKit nothing if it changed (S22).
        private var invalidations = 0

        /// Registers `view` for 3D Touch previewing with `host`, and with `engine`.
        public init(
            engine: PeekEngine, host: UIViewController, view: UIView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            registration = SourceRegistration(
                engine: engine, host: host, view: view, name: "PeekAndPopUIKit previewing source", onPeek: onPeek)
            bridge = PreviewingBridge(engine: engine)
            super.init()
            let previewing = host.registerForPreviewing(with: self, sourceView: view)
            self.previewing = previewing
            // Held weakly, not through `self`: a peek ended by the adapter's release still takes the
            // system's preview down (P3).
            weak let recognizer = previewing.previewingGestureRecognizerForFailureRelationship
            bridge.onDismissSystemPreview = { _ in
                // P3: cancelling the previewing gesture takes the system's preview down.
                guard let recognizer else { return }
                recognizer.isEnabled = false
                recognizer.isEnabled = true
            }
        }

        isolated deinit {
            invalidate()
        }

        /// Unregisters from the engine and from UIKit.
        ///
        /// A peek under way ends `interrupted(sourceUnregistered)` and the system's preview is
        /// taken down first, while the registration is still there to cancel it (P3).
        public func invalidate() {
            invalidations += 1
            registration.unregister()
            if let previewing, let host = registration.host {
                host.unregisterForPreviewing(withContext: previewing)
            }
            previewing = nil
        }

        /// The preview actions of the peek that is showing, for the preview controller's
        /// `previewActionItems` (U6): groups flattened to the one level `UIPreviewActionGroup`
        /// allows (a nested group's actions join its top-level group), disabled actions left out.
        public var previewActionItems: [any UIPreviewActionItem] {
            bridge.previewActionItems.compactMap { element -> (any UIPreviewActionItem)? in
                guard !element.isDisabled else { return nil }
                guard element.isGroup else { return makeAction(element) }
                let actions = flattened(element.children).compactMap(makeAction)
                return actions.isEmpty
                    ? nil : UIPreviewActionGroup(title: element.title, style: style(of: element), actions: actions)
            }
        }

        /// The preview controller's `viewDidDisappear(_:)`: a preview that went without a commit
        /// ends the peek `released`; after a commit or an action it changes nothing.
        ///
        /// The call names its preview, so it ends only the peek that `preview` was handed to UIKit
        /// for: a late call about an earlier preview, arriving after the next press began, changes
        /// nothing (U7).
        ///
        /// - Parameter preview: The controller that disappeared (the preview's `self`).
        public func previewDidDisappear(_ preview: UIViewController) {
            guard let shownSession, shownPreview === preview else { return }  // Stale or foreign.
            bridge.previewDidDisappear(of: shownSession)
        }

        // MARK: UIViewControllerPreviewingDelegate

        /// The preview: the screen `onPeek` routes to, or `nil`.
        public func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        ) -> UIViewController? {
            // Only this adapter's own registration, while it has one (U7): a late call after
            // ``invalidate()`` would register again and peek.
            guard previewingContext === previewing, let context = registration.registeredContext() else { return nil }
            let asked = invalidations
            // Decided when `onPeek` has returned, before anything is published: the adapter still
            // asks (`onPeek` may have invalidated it), and UIKit can be handed the preview (U4, U2).
            let answer = bridge.preview(for: context, at: Point(location)) { [weak self] screen in
                self?.invalidations == asked && canHandToUIKit(screen)
            }
            guard let preview = answer as? UIViewController, let session = bridge.session else { return nil }
            // Re-read after publishing `inPeek` (observers are user code, S22).
            guard invalidations == asked, previewingContext === previewing else {
                bridge.previewDidDisappear(of: session)
                return nil
            }
            shownPreview = preview
            shownSession = session
            previewingContext.sourceRect = CGRect(context.sourceRect)  // U3
            return preview
        }

        /// The user pressed through: pops with the very controller previewed; another one
        /// interrupts `commitOfDifferentScreen` (S7, S9, U4).
        public func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
        ) {
            guard previewingContext === previewing else { return }  // Late or foreign (U7).
            if let session = bridge.machine.session, let peek = engine.activePeek, peek.sessionID == session,
                peek.previewScreen !== viewControllerToCommit
            {
                try? engine.commit(viewControllerToCommit)  // Refused: interrupts commitOfDifferentScreen.
                return
            }
            bridge.commit()
        }

        // MARK: Internals

        private func flattened(_ elements: [PreviewMenuElement]) -> [PreviewMenuElement] {
            elements.flatMap { $0.isGroup ? flattened($0.children) : [$0] }.filter { !$0.isDisabled }
        }

        private func makeAction(_ element: PreviewMenuElement) -> UIPreviewAction? {
            guard !element.isGroup, !element.isDisabled else { return nil }
            let id = element.id
            return UIPreviewAction(title: element.title, style: style(of: element)) { [weak self] _, _ in
                self?.bridge.selectAction(id)
            }
        }

        /// The style of an action or a group, as 3D Touch draws it (U6).
        private func style(of element: PreviewMenuElement) -> UIPreviewAction.Style {
            switch element.style {
            case .destructive: .destructive
            case .selected: .selected
            case .default: .default
            }
        }
    }
#endif
