#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && os(iOS)) || UIKitStandIn  // 3D Touch and UIPreviewInteraction: iOS only
    import PeekAndPop
    import PeekAndPopTesting

    /// What the simulated presses of the deprecated preview mechanisms share —
    /// ``SimulatedPreviewingPress`` (3D Touch) and ``SimulatedPreviewInteractionPress``
    /// (`UIPreviewInteraction`): the engine, the preview showing, and the engine's raw state stream
    /// since the press was made. Each step is taken once, in order: a press shows its preview
    /// once, and pops, releases or chooses an action while it shows.
    ///
    /// Main-actor isolated, and therefore `Sendable`; a press belongs to one test.
    @MainActor
    public class SimulatedLegacyPress {
        /// The engine the adapter was made with.
        public let engine: PeekEngine
        /// The preview showing: the one ``SimulatedPreviewingPress/showPreview()`` or
        /// ``SimulatedPreviewInteractionPress/showPreview()`` returned, until a step ends it.
        public internal(set) var preview: UIViewController?

        private let recorder: EventRecorder<PeekAndPopStateChange>
        private var isPressing = true

        init(engine: PeekEngine) {
            self.engine = engine
            recorder = EventRecorder(engine.stateChanges)
        }

        /// The engine's raw state stream since the press was made, in order.
        public var stateChanges: [PeekAndPopStateChange] { recorder.events }

        /// Whether the preview is showing.
        public var isShowing: Bool { preview != nil }

        /// The press deepens, once: `.alreadyShown`, saying `already`, when it did before.
        func deepen(_ already: String) throws(SimulatedPressError) {
            guard isPressing else { throw SimulatedPressError(.alreadyShown, already) }
            isPressing = false
        }

        /// A step that needs the preview showing, and ends it: `.notShowing` otherwise.
        ///
        /// - Returns: The preview that was showing.
        @discardableResult
        func endShowing(_ step: String) throws(SimulatedPressError) -> UIViewController {
            guard let preview else {
                throw SimulatedPressError(.notShowing, "\(step) needs the preview shown (showPreview() first)")
            }
            self.preview = nil
            return preview
        }
    }
#endif
