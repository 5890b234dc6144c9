#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && os(iOS)) || UIKitStandIn  // 3D Touch: iOS only
    import PeekAndPop
    import PeekAndPopTesting

    /// A simulated 3D Touch press on a view registered for previewing — a
    /// ``/PeekAndPopUIKit/PeekPreviewing``'s registration — played through
    /// `UIViewControllerPreviewingDelegate` as UIKit calls it (U9). Deprecated like the system
    /// API: prefer ``SimulatedPress``.
    ///
    /// ```swift
    /// let press = SimulatedPreviewingPress(on: peek.previewing!, engine: engine)
    /// let preview = try press.showPreview()   // viewControllerForLocation: …inPeek
    /// try press.pop()                         // commit: …popped
    /// ```
    ///
    /// - ``showPreview()``: the press deepens: `previewingContext(_:viewControllerForLocation:)`.
    /// - ``pop()``: the press goes through: `previewingContext(_:commit:)` with the preview.
    /// - ``release()``: the finger lifts: the preview goes, and UIKit calls its
    ///   `viewDidDisappear(_:)` (the view controller lifecycle).
    /// - ``chooseAction(titled:)``: the user swipes up and chooses one of the preview's
    ///   `previewActionItems`: its `handler` runs, then the preview goes as on release. The
    ///   order of the handler and the disappearance is not documented; this one is assumed.
    ///
    /// Main-actor isolated, and therefore `Sendable`; a press belongs to one test.
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "3D Touch previewing is deprecated. Please use SimulatedPress."
    )
    @MainActor
    public final class SimulatedPreviewingPress: SimulatedLegacyPress {
        /// Where the press is, in the source view's coordinates.
        public let location: CGPoint

        private let previewing: any UIViewControllerPreviewing

        /// A press on the source view of `previewing`, the registration
        /// `registerForPreviewing(with:sourceView:)` returned.
        ///
        /// - Parameters:
        ///   - previewing: The registration.
        ///   - location: Where, in the source view's coordinates.
        ///   - engine: The engine the adapter was made with.
        public init(on previewing: any UIViewControllerPreviewing, at location: CGPoint = .zero, engine: PeekEngine) {
            self.previewing = previewing
            self.location = location
            super.init(engine: engine)
        }

        /// The press deepens until the delegate hands UIKit a preview.
        ///
        /// - Returns: The preview.
        /// - Throws: ``SimulatedPressError`` `.noPreview` when the delegate answers `nil`;
        ///   `.alreadyShown` when called twice.
        @discardableResult
        public func showPreview() throws(SimulatedPressError) -> UIViewController {
            try deepen("the press already asked for its preview")
            guard
                let shown = previewing.delegate.previewingContext(previewing, viewControllerForLocation: location)
            else {
                throw SimulatedPressError(.noPreview, "the delegate answered no preview")
            }
            preview = shown
            return shown
        }

        /// The press goes through: UIKit commits the preview.
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing.
        public func pop() throws(SimulatedPressError) {
            let shown = try endShowing("pop")
            previewing.delegate.previewingContext(previewing, commit: shown)
        }

        /// The finger lifts: the preview goes (`viewDidDisappear(_:)`).
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing.
        public func release() throws(SimulatedPressError) {
            try endShowing("release").viewDidDisappear(true)
        }

        /// The user chooses the preview action titled `title`; the preview then goes.
        ///
        /// - Throws: ``SimulatedPressError`` `.notShowing` unless the preview is showing;
        ///   `.noSuchAction` when none of its top-level `previewActionItems` has that title.
        public func chooseAction(titled title: String) throws(SimulatedPressError) {
            let shown = try endShowing("chooseAction")
            let actions = shown.previewActionItems.flatMap(Self.actions)
            guard let action = actions.first(where: { $0.title == title }) else {
                preview = shown
                throw SimulatedPressError(.noSuchAction, "the preview has no action titled \(title)")
            }
            action.handler(action, shown)
            shown.viewDidDisappear(true)
        }

        /// The actions UIKit lists for `item`: an action itself; a group's actions are not public
        /// API, so a group lists none here (``chooseAction(titled:)`` reaches top-level actions).
        private static func actions(in item: any UIPreviewActionItem) -> [UIPreviewAction] {
            (item as? UIPreviewAction).map { [$0] } ?? []
        }
    }
#endif
