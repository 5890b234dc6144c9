#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && os(iOS)) || UIKitStandIn  // 3D Touch and UIPreviewInteraction: iOS only
    import PeekAndPop

    /// Peek and pop on one view through `UIPreviewInteraction`, deprecated like the system API:
    /// prefer ``PeekContextMenu``.
    ///
    /// `UIPreviewInteraction` reports only the press's progress; the app draws the preview. This
    /// adapter owns the interaction and the registration, asks the engine for the preview when the
    /// interaction asks whether to begin, pops when the commit transition ends (S7), ends the peek
    /// `released` when the interaction is cancelled, and cancels the interaction when the engine
    /// ends the peek (P3). Non-finite progress is refused (U7). ``onUpdate`` tells the app what to
    /// draw.
    @available(
        iOS, introduced: 10.0, deprecated: 13.0,
        message: "UIPreviewInteraction is deprecated. Please use PeekContextMenu."
    )
    @MainActor
    public final class PeekPreviewInteraction: NSObject, UIPreviewInteractionDelegate {
        /// The engine this adapter drives.
        public var engine: PeekEngine { registration.engine }
        /// The system's interaction; `nil` once invalidated.
        public private(set) var interaction: UIPreviewInteraction?
        /// Called after every change: the preview to draw (`nil` when there is none) and the
        /// preview and commit progress, 0…1.
        public var onUpdate: (@MainActor (_ preview: UIViewController?, _ preview: Double, _ commit: Double) -> Void)?

        private let registration: SourceRegistration
        private let bridge: PreviewInteractionBridge
        /// How many presses ended (cancelled) or the adapter was invalidated: a request re-reads
        /// it after `onPeek` and after publishing (user code), and begins nothing if it changed
        /// (S22).
        private var pressEnds = 0

        /// Makes a `UIPreviewInteraction` on `view` and registers it with `engine` for `host`.
        public init(
            engine: PeekEngine, host: UIViewController, view: UIView,
            onPeek: @escaping @MainActor (PeekRequest) -> Void
        ) {
            registration = SourceRegistration(
                engine: engine, host: host, view: view, name: "PeekAndPopUIKit preview interaction source",
                onPeek: onPeek)
            bridge = PreviewInteractionBridge(engine: engine)
            super.init()
            let interaction = UIPreviewInteraction(view: view)
            // The interaction held weakly, not through `self`: a peek ended by the adapter's release
            // still cancels it (P3).
            bridge.onDismissSystemPreview = { [weak self, weak interaction] _ in
                interaction?.cancel()  // The engine ended the peek (P3).
                self?.update()
            }
            interaction.delegate = self
            self.interaction = interaction
        }

        isolated deinit {
            invalidate()
        }

        /// Drops the registration and the interaction.
        ///
        /// A peek under way ends `interrupted(sourceUnregistered)` and the interaction is
        /// cancelled first, while the adapter still holds it (P3).
        public func invalidate() {
            pressEnds += 1
            registration.unregister()
            interaction?.delegate = nil
            interaction = nil
        }

        // MARK: UIPreviewInteractionDelegate

        /// Whether the press previews something: the engine asks `onPeek`.
        public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool {
            guard previewInteraction === interaction, let context = registration.registeredContext() else {
                return false
            }
            let asked = pressEnds
            // Decided when `onPeek` has returned, before anything is published: the press is still
            // on (`onPeek` may have cancelled it or invalidated the adapter), and the preview can be
            // shown (U4, U2).
            let location = Point(previewInteraction.location(in: registration.view))
            var began = bridge.shouldBegin(for: context, at: location) { [weak self] screen in
                self?.pressEnds == asked && canHandToUIKit(screen)
            }
            if began, pressEnds != asked || previewInteraction !== interaction {
                // Ended while `inPeek` was published (observers are user code, S22).
                bridge.didCancel()
                began = false
            }
            update()
            return began
        }

        /// The preview transition's progress.
        public func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat,
            ended: Bool
        ) {
            guard previewInteraction === interaction else { return }
            bridge.didUpdatePreviewTransition(Double(transitionProgress), ended: ended)
            update()
        }

        /// The commit transition's progress; pops when it ends (S7).
        public func previewInteraction(
            _ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat,
            ended: Bool
        ) {
            guard previewInteraction === interaction else { return }
            bridge.didUpdateCommitTransition(Double(transitionProgress), ended: ended)
            update()
        }

        /// The interaction was cancelled: a peek that did not pop ends `released`.
        public func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) {
            guard previewInteraction === interaction else { return }
            pressEnds += 1
            bridge.didCancel()
            update()
        }

        // MARK: Internals

        private func update() {
            onUpdate?(
                bridge.previewScreen as? UIViewController, bridge.machine.previewProgress, bridge.machine.commitProgress
            )
        }

    }
#endif
