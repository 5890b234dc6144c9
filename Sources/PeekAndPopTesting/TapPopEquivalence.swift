import PeekAndPop
import PeekAndPopNavigation

/// Checks a host's promise that pop does exactly what a tap would, and that
/// letting go leaves the world as it was (S4, S7, S8, H2, H3).
///
/// Given a way to build a world and an action (what a tap on the source
/// screen does), ``check(makeWorld:action:)`` runs the action three times,
/// each in a fresh world: as a tap, as a peek followed by a pop, and as a peek
/// followed by a release. Equivalence is judged by what the user ends up
/// seeing: the pop's tree must be structurally equal to the tap's, and the
/// release's to the tree before the press. What else differs and the user
/// does not see — a pop that ended `interrupted` (a documented redirect at
/// commit ends the peek `vetoed`, then routes what the tap routes), history
/// that records other transitions, a screen built again instead of the
/// preview — is listed in ``Report/otherDifferences``.
///
/// ```swift
/// let report = try TapPopEquivalence.check(makeWorld: makeShop) { world in
///     try world.router.presentInNavigationStack { seed in CartScreen(seed: seed) }
///     try world.router.openRelative("/checkout")
/// }
/// #expect(report.isEquivalent, "\(report)")
/// ```
///
/// The type is main-actor isolated and therefore `Sendable`.
@MainActor
public enum TapPopEquivalence {
    /// A world to run an action in: a host with its tree set up, and the
    /// screen the user presses on (the action's module).
    public struct World {
        /// The host whose tree the action changes.
        public let host: NavigationHost
        /// The screen whose source view is pressed; visible in the tree.
        public let source: any Screen
        /// The source screen's router.
        public let router: ModuleRouter

        /// Creates a world.
        ///
        /// - Parameters:
        ///   - host: The host, with its tree set up.
        ///   - source: The screen pressed on.
        ///   - router: The source screen's router.
        public init(host: NavigationHost, source: any Screen, router: ModuleRouter) {
            self.host = host
            self.source = source
            self.router = router
        }
    }

    /// What the three runs did, and how their trees differ.
    ///
    /// `Report` is `Sendable`.
    public struct Report: Sendable, CustomStringConvertible {
        /// The tree before the press (of the release's world).
        public let start: NavigationSnapshot
        /// The tree after the tap.
        public let tap: NavigationSnapshot
        /// The tree after the peek and the pop.
        public let pop: NavigationSnapshot
        /// The tree after the peek and the release.
        public let release: NavigationSnapshot
        /// The preview's name, or `nil` if the peek got no preview.
        public let previewName: String?
        /// What the pop threw, if anything.
        public let popError: String?
        /// Whether the previewed screen is the topmost screen after the pop.
        public let popShowsPreview: Bool
        /// Layers where the pop's tree differs from the tap's.
        public let popDifferences: [String]
        /// Layers where the release's tree differs from the start.
        public let releaseDifferences: [String]
        /// What differs between the pop and the tap that the user does not
        /// see in the tree: how the pop ended (``popError``), the transitions
        /// history records, whether the previewed screen is the one shown.
        public let otherDifferences: [String]

        /// Whether the user ends up seeing the same thing: the pop's tree is
        /// the tap's and the release's is the one before the press. A peek
        /// with no preview counts only if the tap changed nothing; a pop that
        /// threw counts if its tree is the tap's (see ``otherDifferences``).
        public var isEquivalent: Bool {
            popDifferences.isEmpty && releaseDifferences.isEmpty
        }

        /// The trees, the preview, and every difference, one per line.
        public var description: String {
            var lines = [
                "start:   \(start)",
                "tap:     \(tap)",
                "pop:     \(pop)\(popError.map { " (pop threw \($0))" } ?? "")",
                "release: \(release)",
                "preview: \(previewName ?? "none")\(popShowsPreview ? ", topmost after pop" : "")",
            ]
            lines += popDifferences.map { "pop ≠ tap, \($0)" }
            lines += releaseDifferences.map { "release ≠ start, \($0)" }
            lines += otherDifferences.map { "also: \($0)" }
            return lines.joined(separator: "\n")
        }
    }

    /// Runs `action` as a tap, as peek + pop, and as peek + release, each in a
    /// world of its own from `makeWorld`, and reports how the trees compare.
    ///
    /// In the peek runs, `action` runs in the source's `onPeek`, registered
    /// through `NavigationHost.registerForPreviewing(_:sourceView:onPeek:onPreviewingContextChange:)`;
    /// what it throws there is swallowed, as a tap handler's error would be.
    ///
    /// - Parameters:
    ///   - makeWorld: Builds a fresh world; called three times.
    ///   - action: What a tap on the source does.
    /// - Returns: The trees and their differences.
    /// - Throws: What `makeWorld` throws; what `action` throws is part of
    ///   the tap (the tree is read afterwards).
    public static func check(
        makeWorld: () throws -> World,
        action: @escaping @MainActor (World) throws -> Void
    ) rethrows -> Report {
        let tapWorld = try makeWorld()
        let tapHistoryStart = tapWorld.host.history.count
        try? action(tapWorld)
        let tap = tapWorld.host.snapshot()

        let popWorld = try makeWorld()
        let popHistoryStart = popWorld.host.history.count
        let (popPreview, popView) = peek(popWorld, action)
        var popError: String?
        if let popPreview {
            do {
                try popWorld.host.engine.commit(popPreview)
            } catch {
                popError = "\(error)"
            }
        }
        withExtendedLifetime(popView) {}
        let pop = popWorld.host.snapshot()
        let popShowsPreview = popPreview.map { popWorld.host.topmostScreen === $0 } ?? false
        var otherDifferences: [String] = []
        if let popError {
            otherDifferences.append("the pop threw \(popError); the peek did not end popped")
        }
        let tapLabels = tapWorld.host.history.dropFirst(tapHistoryStart).map(\.label)
        let popLabels = popWorld.host.history.dropFirst(popHistoryStart).map(\.label)
        if tapLabels != popLabels {
            otherDifferences.append("history: the tap recorded \(tapLabels), the pop \(popLabels)")
        }
        if let popPreview, !popShowsPreview, popWorld.host.topmostScreen?.screenName == popPreview.screenName {
            otherDifferences.append(
                "the screen shown is not the previewed \(popPreview.screenName) but another one built")
        }

        let releaseWorld = try makeWorld()
        let start = releaseWorld.host.snapshot()
        let (releasePreview, releaseView) = peek(releaseWorld, action)
        if releasePreview != nil {
            releaseWorld.host.engine.interrupt(.released)
        }
        withExtendedLifetime(releaseView) {}
        let release = releaseWorld.host.snapshot()

        return Report(
            start: start,
            tap: tap,
            pop: pop,
            release: release,
            previewName: popPreview?.screenName,
            popError: popError,
            popShowsPreview: popShowsPreview,
            popDifferences: pop.structuralDifferences(from: tap),
            releaseDifferences: release.structuralDifferences(from: start),
            otherDifferences: otherDifferences
        )
    }

    /// Presses on the world's source; returns the preview, if any, and the
    /// source view, which the caller keeps alive until the peek ends.
    private static func peek(
        _ world: World,
        _ action: @escaping @MainActor (World) throws -> Void
    ) -> (preview: (any Screen)?, view: ViewNode) {
        let view = ViewNode(name: "tap-pop source", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let context = world.host.registerForPreviewing(world.source, sourceView: view) { _, _ in
            try? action(world)
        }
        return (world.host.engine.preview(for: context, at: Point(x: 10, y: 10)), view)
    }
}
