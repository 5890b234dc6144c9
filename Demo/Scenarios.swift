import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting

extension Scenario {
    /// Every scenario, in story order.
    static let all: [Scenario] = [pop, release, asyncTap, deepLink, actions, masterDetail]

    /// Peek at a product, then press through.
    static let pop = Scenario(
        name: "pop",
        summary: "Force-press a product: blur, peek, frozen push, pop (S2, S3, S7)",
        title: "Peek at a product, then press through (pop)",
        run: { stage in try await runPop(stage) }
    )

    /// Peek, then let go.
    static let release = Scenario(
        name: "release",
        summary: "Peek, then let go: the push is discarded, the tree unchanged (S8)",
        title: "Peek, then let go (interrupt)",
        run: { stage in try await runRelease(stage) }
    )

    /// A tap handler that routes from a `Task`.
    static let asyncTap = Scenario(
        name: "async-tap",
        summary: "A tap handler that routes later, from a Task: no peek (S1, S3, S12)",
        title: "A tap handler that routes later, from a Task",
        run: { stage in try await runAsyncTap(stage) }
    )

    /// A deep link frozen during a peek.
    static let deepLink = Scenario(
        name: "deep-link",
        summary: "A deep link committed as one, then found again (S4, S7, H9)",
        title: "A deep link, frozen and committed as one transition",
        run: { stage in try await runDeepLink(stage) }
    )

    /// Preview actions, and a side effect that a mere peek must not run.
    static let actions = Scenario(
        name: "actions",
        summary: "Preview actions, Share after the peek; no viewed badge (S24, S25)",
        title: "Preview actions, and a badge that a peek does not set",
        run: { stage in try await runActions(stage) }
    )

    /// Master/detail on an iPad's split: peek and pop into the detail column.
    static let masterDetail = Scenario(
        name: "split",
        summary: "A split: pop into the detail column, collapse, release (H5, H7)",
        title: "Master/detail: pop into the detail column",
        run: { stage in try await runMasterDetail(stage) }
    )
}

// MARK: - The stories

@MainActor
private func runPop(_ stage: Stage) async throws {
    let narrator = stage.narrator
    let app = stage.app
    try stage.showCatalog()
    let row = Catalog.row(of: "Moka pot")
    let before = app.snapshot()
    narrator.say(
        "The finger lands on \"Moka pot\" and presses harder, one touch sample every 10 ms of the manual "
            + "clock. As the pressure rises, the host blurs everything but the row under the finger.")
    try stage.touchDown(onRow: row, caption: "Finger down on Moka pot: a light touch")
    try stage.press(to: 0.12, caption: "Pressing harder: the rest of the list blurs")
    narrator.say(
        "At 20% of the maximum force the press reaches the peek threshold. The engine opens a capture "
            + "window and calls the catalog's onPeek, which calls the row's tap handler: router.push(Moka pot). "
            + "Inside the window the push is frozen, not performed (S2). It shows a screen, so that screen "
            + "becomes the preview, and inPeek is published once (S3):")
    try stage.press(to: 0.25, over: .milliseconds(30), caption: "Peek: the preview card over the blurred list")
    stage.showFrozenTransition()
    stage.showTree("The navigation tree has not changed:", app.snapshot())
    guard let preview = stage.activePreview() else { throw DemoError("the press did not peek") }

    narrator.say(
        "The user looks at the preview for half a second, then presses through. Commit progress runs from "
            + "0 at the peek threshold to 1 at the pop threshold (75%).")
    try app.touch.hold(for: .milliseconds(500))
    try stage.press(to: 0.5, caption: "Pressing through: halfway to the pop")
    narrator.say(
        "At 75% the press pops: the engine performs the frozen push, exactly once, with the very screen that "
            + "was previewed, then publishes popped (S4, S7):")
    try stage.press(to: 0.8, over: .milliseconds(20), caption: "Pop: the previewed screen was pushed")
    try app.touch.release()
    stage.showTree("before:", before)
    stage.showTree("after: ", app.snapshot())
    stage.checkSameInstance(as: preview)
}

@MainActor
private func runRelease(_ stage: Stage) async throws {
    let narrator = stage.narrator
    let app = stage.app
    try stage.showCatalog()
    let row = Catalog.row(of: "Burr grinder")
    let before = app.snapshot()
    narrator.say(
        "A second press, on \"Burr grinder\": the same handler, the same freezing. This time the user has "
            + "second thoughts and lifts the finger before the pop threshold.")
    try app.touch.touchDown(at: app.center(ofRow: row))
    try stage.press(to: 0.25, over: .milliseconds(80), caption: "Peek at Burr grinder")
    stage.showFrozenTransition()
    guard let preview = stage.activePreview() else { throw DemoError("the press did not peek") }
    try app.touch.hold(for: .seconds(1))
    narrator.say(
        "Letting go before the pop interrupts the peek: the frozen push is discarded and never runs, and "
            + "interrupted(released) is published (S8):")
    try app.touch.release()
    narrator.show(app.frame("Released: the list is sharp again"))
    let after = app.snapshot()
    stage.showTree("before:", before)
    stage.showTree("after: ", after)
    narrator.detail("snapshot after == before: \(Stage.yes(after == before)) (as if nothing had happened, S4, S8)")
    narrator.detail(
        "the preview \(preview.label) was released: \(Stage.yes(preview.screen == nil)) "
            + "(nothing keeps a discarded preview alive, S19)")
}

@MainActor
private func runAsyncTap(_ stage: Stage) async throws {
    let narrator = stage.narrator
    let app = stage.app
    try stage.showCatalog()
    let row = Catalog.row(of: "Gift card")
    narrator.say(
        "The \"Gift card\" row loads its amounts before it shows them: its tap handler starts a Task that "
            + "awaits a price service, then calls router.push. First, a plain tap on it:")
    let published = narrator.publishedCount
    try app.catalog.select(row: row)
    stage.showTree("The handler started its Task and returned; the tree is unchanged:", app.snapshot())
    await stage.settleAndReport()
    narrator.detail("No peek, no capture window: an ordinary routing call, performed at once (S1).")
    stage.showTree("after:", app.snapshot())
    narrator.detail("state changes published: \(narrator.publishedCount - published) (no peek was involved)")

    narrator.blank()
    try stage.showCatalog()
    narrator.say(
        "Now a force press on the same row. onPeek calls the same handler, which starts the Task and returns "
            + "before anything reaches the seam. Nothing was frozen, so there is nothing to preview: no peek "
            + "begins and nothing is published (S3).")
    let before = app.snapshot()
    let sessionsBefore = narrator.publishedCount
    try app.touch.touchDown(at: app.center(ofRow: row))
    let events = try stage.press(to: 0.25, over: .milliseconds(80), caption: "Peek threshold, but no preview")
    narrator.detail("interaction events: \(events.map(\.description).joined(separator: ", "))")
    try app.touch.release()
    narrator.say(
        "The finger lifts; later the Task resumes and pushes. It was created inside the capture window, so "
            + "it carries that press's session as a task-local and follows its fate (S12). That session never "
            + "reached peek, so the push is discarded, with a diagnostic:")
    await stage.settleAndReport()
    for diagnostic in app.diagnostics.diagnostics where diagnostic.code == .provenanceDiscarded {
        narrator.detail("diagnostic: \(diagnostic)")
    }
    narrator.detail(
        "tree unchanged: \(Stage.yes(app.snapshot() == before)); state changes published: "
            + "\(narrator.publishedCount - sessionsBefore)")
    narrator.say(
        "S12's scope is the work that onPeek starts, nothing else. A Task started from a tap handler is not "
            + "part of any capture window and carries no session: whenever it routes, it is an ordinary routing "
            + "call, performed then (S1), or handled by the late-transition policy if a peek is showing at that "
            + "moment (S11). To make such a row peekable, route synchronously to a screen that loads its own data.")
}

@MainActor
private func runDeepLink(_ stage: Stage) async throws {
    let narrator = stage.narrator
    let app = stage.app
    try stage.showCatalog()
    let row = Catalog.row(of: "Track order #42")
    narrator.say(
        "\"Track order #42\" opens the deep link /account/orders/order:42. The host resolves it into steps "
            + "(select the Account tab, pop to its root, push Orders, push Order #42) and routes them as ONE "
            + "transition. A force press on the row:")
    let before = app.snapshot()
    try app.touch.touchDown(at: app.center(ofRow: row))
    try stage.press(to: 0.25, over: .milliseconds(80), caption: "Peek at the deep link's last screen")
    stage.showFrozenTransition()
    guard let preview = stage.activePreview() else { throw DemoError("the press did not peek") }
    stage.showTree("The tree has not changed:", app.snapshot())

    let changes = EventRecorder(app.navigation.changes)
    try app.touch.hold(for: .milliseconds(300))
    narrator.say("The user presses through; every step of the route is performed together (S4, S7):")
    try stage.press(to: 0.8, over: .milliseconds(60), caption: "Pop: Account tab, Orders, Order #42")
    try app.touch.release()
    changes.stop()
    stage.showTree("before:", before)
    stage.showTree("after: ", app.snapshot())
    narrator.detail(
        "navigation changes published by the pop: \(changes.events.count) "
            + "(\(changes.events.map(\.summary).joined(separator: "; ")))")
    stage.checkSameInstance(as: preview)

    narrator.say(
        "Order #42 is now in the tree. The user goes back to the catalog and taps \"Track order #42\" again. "
            + "The row routes to the order as a destination with an identity, kind and context (H9): found in "
            + "the Account tab, it is made visible where it is instead of being built a second time:")
    let orderIdentity = DestinationIdentity(kind: "order", context: 42)
    let existing = app.navigation.screen(for: orderIdentity)
    narrator.detail("the user \(try app.returnToCatalog().joined(separator: ", then "))")
    let outcome = try app.catalog.select(row: row)
    stage.showTree("after the second tap:", app.snapshot())
    let orders = app.snapshot().screens.filter { $0.name == "Order #42" }.count
    narrator.detail("the second tap reached the seam: \(outcome?.demoDescription ?? "nothing")")
    narrator.detail(
        "the existing order screen is on top (===): \(Stage.yes(existing != nil && app.topmost === existing))")
    narrator.detail("Order #42 screens in the tree: \(orders)")
}

@MainActor
private func runActions(_ stage: Stage) async throws {
    let narrator = stage.narrator
    let app = stage.app
    try stage.showCatalog()
    let row = Catalog.row(of: "French press")
    narrator.say(
        "A tap on a product does two things: it pushes the product, and it marks the product viewed, which "
            + "shows a badge in the list. The badge goes through the seam too, as a side effect (S25): frozen in "
            + "a capture window, run on pop, dropped otherwise. The preview also offers two actions (S24).")
    try app.touch.touchDown(at: app.center(ofRow: row))
    try stage.press(to: 0.25, over: .milliseconds(80), caption: "Peek at French press: two actions offered")
    stage.showFrozenTransition()
    let offered = app.engine.activePeek?.actions.map { "\($0.title) (\($0.id))" } ?? []
    narrator.detail("preview actions: \(offered.joined(separator: ", "))")
    guard let preview = stage.activePreview() else { throw DemoError("the press did not peek") }

    narrator.say(
        "The user swipes up to reveal the actions and chooses Share. The session ends actionSelected(share): "
            + "the frozen push and the frozen badge are discarded, then Share's handler runs as ordinary work, "
            + "so the share sheet it presents appears at once (S1, S24):")
    let events = try app.touch.selectAction("share")
    narrator.detail(
        "interaction events: \(events.filter { !$0.isProgress }.map(\.description).joined(separator: ", "))")
    narrator.show(app.frame("Share chosen: the sheet appears after the peek"))
    stage.showTree("after:", app.snapshot())
    narrator.detail(
        "French press viewed: \(app.catalog.viewed.contains("French press") ? "yes" : "no") "
            + "(a peek that ends with an action leaves no badge, S25)")
    narrator.detail("the preview \(preview.label) was released: \(Stage.yes(preview.screen == nil)) (S19)")

    narrator.blank()
    try stage.showCatalog()
    let cup = Catalog.row(of: "Espresso cup")
    narrator.say("A long look at \"Espresso cup\", then Add to cart:")
    try app.touch.touchDown(at: app.center(ofRow: cup))
    try stage.press(to: 0.25, over: .milliseconds(80), caption: "Peek at Espresso cup")
    try app.touch.hold(for: .milliseconds(400))
    try app.touch.selectAction("cart")
    narrator.detail("cart: \(app.catalog.cart.joined(separator: ", "))")
    narrator.show(app.frame("Added to the cart; still no badge"))
    let badges = app.catalog.viewed.sorted()
    narrator.detail(
        "viewed badges: \(badges.isEmpty ? "none" : badges.joined(separator: ", ")) "
            + "(only a pop or a tap sets one, S25)")
}

/// A step of the story that did not go as written: a bug in the demo or the library.
struct DemoError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

@MainActor
private func runMasterDetail(_ main: Stage) async throws {
    // A second window on the same engine: the story's observer, the session numbers and the analytics go on.
    let app = DemoApp(layout: .split, sharingEngineWith: main.app)
    let stage = main.with(app)
    let narrator = stage.narrator
    guard let split = app.split else { throw DemoError("the split layout has no split root") }

    narrator.say(
        "The same app on an iPad, in a second window on the same engine, so the session numbers go on: a "
            + "split container, the catalog in the primary column and the selected product in the secondary one. Both columns are visible, so both tops can be peeked (H7). A row's "
            + "tap handler makes the master/detail call setSecondary (Marshroute's setDetail), through the seam "
            + "like any other call (H5):")
    stage.showTree("navigation tree:", app.snapshot())
    narrator.detail(
        "visible: catalog \(Stage.yes(app.navigation.isVisible(app.catalog))), detail column "
            + "\(Stage.yes(split.secondary.topScreen.map(app.navigation.isVisible) ?? false))")
    narrator.show(app.frame("The iPad layout: catalog | detail"))

    let row = Catalog.row(of: "Moka pot")
    let before = app.snapshot()
    try stage.touchDown(onRow: row, caption: "Finger down on Moka pot, in the primary column")
    try stage.press(
        to: 0.25, over: .milliseconds(50), caption: "Peek: setSecondary is frozen; its screen is the preview")
    stage.showFrozenTransition()
    stage.showTree("The tree has not changed:", app.snapshot())
    narrator.detail("unchanged (==): \(Stage.yes(app.snapshot() == before))")
    guard let preview = stage.activePreview() else {
        throw DemoError("the press did not peek: \(app.diagnostics.diagnostics.map(\.message))")
    }

    try stage.press(to: 0.8, over: .milliseconds(40), caption: "Pop: the product fills the detail column")
    try app.touch.release()
    narrator.say("Pop performs the frozen setSecondary with the very screen that was previewed (S7):")
    stage.showTree("navigation tree:", app.snapshot())
    let detail = split.secondary.topScreen
    narrator.detail(
        "detail column shows the preview (===): \(Stage.yes(preview.screen != nil && detail === preview.screen))")
    narrator.show(app.frame("After the pop: catalog | Moka pot"))

    narrator.say(
        "The iPad turns to a narrow size class: the split collapses, and, as a split view controller does, "
            + "the secondary stack moves onto the primary one. The catalog is covered now, so it cannot be "
            + "peeked; expanding moves the detail back:")
    app.navigation.handleSplitCollapse(split, isCollapsed: true)
    stage.showTree("collapsed:", app.snapshot())
    narrator.detail(
        "catalog can be peeked: \(app.navigation.isVisible(app.catalog) ? "yes" : "no, the product covers it") (H7)")
    narrator.show(app.frame("Collapsed: one stack, the product on top"))
    app.navigation.handleSplitCollapse(split, isCollapsed: false)
    stage.showTree("expanded again:", app.snapshot())

    let released = app.snapshot()
    try stage.touchDown(onRow: Catalog.row(of: "French press"), caption: "Finger down on French press")
    try stage.press(to: 0.25, over: .milliseconds(50), caption: "Peek at French press")
    try app.touch.release()
    narrator.say("Letting go discards the frozen setSecondary: the detail column still shows the Moka pot (S8):")
    narrator.detail("unchanged (==): \(Stage.yes(app.snapshot() == released))")
    narrator.show(app.frame("Released: nothing changed"))
}
