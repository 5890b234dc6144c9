import PeekAndPop
import PeekAndPopFuzz
import PeekAndPopNavigation
import Testing

/// Tab edits and a hidden tab's set stack as routing calls, and split
/// collapse or expansion as what the user does, for the route and
/// destination property tests: the calls that change what a frozen route
/// was planned against (H2, H5).
@MainActor
enum TreeEditAlphabet {
    typealias Step = @MainActor (RouteFixture) throws -> Void

    /// The root tab container of `fixture`, if any.
    static func tabs(_ fixture: RouteFixture) -> TabContainer? {
        if case .tabs(let tabs)? = fixture.host.root { return tabs }
        return nil
    }

    /// The split shown at the root or in the selected tab, if any.
    static func shownSplit(_ fixture: RouteFixture) -> SplitContainer? {
        switch fixture.host.root {
        case .split(let split)?: split
        case .tabs(let tabs)?: tabs.selectedContent as? SplitContainer
        default: nil
        }
    }

    /// A random tab edit through the tab container's router: add (a stack
    /// of `Mail`, selected or not), remove, replace (with a stack whose
    /// bottom is `Home`, `Settings` or `Mail`) or select a tab at index 0 or
    /// 1, or a set stack on the stack of tab 0 or 1 (often one that is not
    /// selected) through its bottom module's router (a module no route
    /// replaces, so the call is the same in both worlds).
    ///
    /// A set stack resolves its module when it is made, so it is asked for
    /// only as a window's first tab edit (`allowingSetStack`): after another
    /// edit of the window, the module would differ between the worlds.
    static func randomTabEdit(_ rng: inout SplitMix64, allowingSetStack: Bool = true, trail: inout [String]) -> Step {
        let index = Int.random(in: 0...1, using: &rng)
        let bottom = ["Home", "Settings", "Mail"].randomElement(using: &rng)!
        switch Int.random(in: 0..<(allowingSetStack ? 5 : 4), using: &rng) {
        case 0:
            let select = Bool.random(using: &rng)
            trail.append("addTab select:\(select)")
            return { fixture in
                try tabs(fixture)?.router.addTab(select: select, [{ seed in RouteScreen("Mail", seed: seed) }])
            }
        case 1:
            trail.append("removeTab \(index)")
            return { fixture in try tabs(fixture)?.router.removeTab(at: index) }
        case 2:
            trail.append("replaceTab \(index) \(bottom)")
            return { fixture in
                try tabs(fixture)?.router.replaceTab(at: index, [{ seed in RouteScreen(bottom, seed: seed) }])
            }
        case 3:
            trail.append("selectTab \(index)")
            return { fixture in try tabs(fixture)?.router.selectTab(index) }
        default:
            let extra = Bool.random(using: &rng)
            trail.append("setStack tab \(index) extra:\(extra)")
            return { fixture in
                // Most often a tab that is not selected; never decided by the
                // selection, which the user may change before the pop.
                guard let tabs = tabs(fixture), tabs.contents.indices.contains(index),
                    let module = tabs.tabs[index].rootScreen as? RouteScreen
                else { return }
                let bottom = module.screenName
                var builders: [(RouterSeed) -> any Screen] = [{ seed in RouteScreen(bottom, seed: seed) }]
                if extra { builders.append { seed in RouteScreen("B", seed: seed) } }
                try module.router.setStack(builders)
            }
        }
    }

    /// What the user may do while a peek shows, as in both worlds alike:
    /// select a tab on the tab bar, or collapse or expand the split shown.
    static func randomUserChange(_ rng: inout SplitMix64, trail: inout [String]) -> @MainActor (RouteFixture) -> Void {
        let argument = Int.random(in: 0...1, using: &rng)
        if Bool.random(using: &rng) {
            trail.append("user selects tab \(argument)")
            return { fixture in
                if let tabs = tabs(fixture) { fixture.host.handleTabSelection(argument, in: tabs) }
            }
        }
        trail.append(argument == 1 ? "user collapses" : "user expands")
        return { fixture in
            if let split = shownSplit(fixture) { fixture.host.handleSplitCollapse(split, isCollapsed: argument == 1) }
        }
    }

    /// Runs `window` as a tap in `tapped` (after `user`), and in `onPeek`
    /// then pop in `popped` (with `user` between the peek and the pop); each
    /// call that throws is left out, in both worlds alike. Without a
    /// preview, `popped` runs the window as a tap too.
    ///
    /// Without `user`, each call throws in `onPeek` exactly where it throws
    /// at the tap, as it is checked against the tree the calls before it
    /// leave (S22, H12): a handler that catches an error takes the same path
    /// at a tap and in a peek.
    ///
    /// - Returns: Whether the pop world showed a preview and it is in its
    ///   tree after the pop.
    static func tapAndPop(
        _ window: [Step], user: (@MainActor (RouteFixture) -> Void)?, tapped: RouteFixture, popped: RouteFixture
    ) throws -> (previewed: Bool, previewShown: Bool) {
        user?(tapped)
        let tapErrors = window.map { step in Result { try step(tapped) }.error }
        let source = popped.host.topmostScreen
        guard let source else {
            user?(popped)
            for step in window { try? step(popped) }
            return (false, false)
        }
        var peekErrors: [String?] = []
        let preview = popped.nav.peek(from: source) {
            peekErrors = window.map { step in Result { try step(popped) }.error }
        }
        if user == nil {
            #expect(
                peekErrors.map { $0 == nil } == tapErrors.map { $0 == nil },
                "onPeek threw \(peekErrors), the tap \(tapErrors)")
        }
        if let preview {
            user?(popped)
            try popped.engine.commit(preview)
            return (true, popped.host.screensInTree().contains { $0 === preview })
        }
        user?(popped)
        for step in window { try? step(popped) }
        return (false, false)
    }
}

extension Result where Failure == any Error {
    /// What the call threw, described; `nil` when it returned.
    fileprivate var error: String? {
        if case .failure(let error) = self { return "\(error)" }
        return nil
    }
}
