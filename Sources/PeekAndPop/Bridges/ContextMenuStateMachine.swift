/// The decisions of a context menu bridge (`UIContextMenuInteractionDelegate`,
/// and the context menu methods of table and collection view delegates), as a
/// pure state machine (P1–P4, S24).
///
/// Feed it the system's callbacks as ``Event`` values; it returns the
/// ``BridgeAction``s to perform. ``ContextMenuBridge`` is the driver that
/// performs them on a ``PeekEngine``. Callbacks name their menu by its
/// configuration, whose identifier is the session (``ContextMenuConfiguration/identifier``),
/// so a late callback about a menu that is animating out never touches the
/// next press's peek.
///
/// ## What the callbacks mean
///
/// - `configurationForMenuAtLocation`: ``Event/configurationRequested(_:at:)``.
///   A press opens at the first request when no menu is up and gets a new
///   gesture; a request while its menu is up is the same press asking again
///   (the same configuration is answered for the same context and row, P1),
///   and one after `willEnd` is a new press. A request for another row or
///   item of the same view is another press whose end the system did not
///   report: the old peek ends `released` and the new row asks for its own
///   preview.
/// - `willDisplayMenu`: ``Event/willDisplay(_:showsPreview:)``. The peek is
///   prepared at the configuration request and published (`inPeek`) here,
///   when the system is about to show the preview (U2); a compact menu shows
///   none and publishes nothing, and a press lifted before the menu appears
///   publishes nothing either. An item chosen from an unpublished menu runs
///   as ordinary work; a commit publishes first.
/// - `willPerformPreviewActionForMenuWith` (the preview was tapped):
///   ``Event/willPerformPreviewAction(_:)``; the commit has begun, and from
///   here nothing interrupts it (P2). The peek pops in the commit animator's
///   completion, ``Event/commitAnimationCompleted(_:)`` (S7).
/// - `willEndFor`: ``Event/willEnd(_:animated:)``. After a commit began it
///   changes nothing (P2). Otherwise the peek ends
///   ``InterruptionReason/released``: at once without an animator, or in the
///   animator's completion (``Event/endAnimationCompleted(_:)``), so that a
///   menu item whose handler the system calls after `willEnd` is still
///   selected.
/// - A menu item's handler: ``Event/itemChosen(_:_:)``; the action is selected
///   (S24). An item the engine refuses (disabled, or no longer offered)
///   returns the machine to where the menu is, `willEnd` included if it came
///   meanwhile: when the system ends the menu, the peek ends, always (U5).
/// - The engine ended the peek for its own reasons while the menu is up: the
///   machine returns ``BridgeAction/dismissSystemPreview(_:)`` (P3), and the
///   host dismisses the menu.
/// - A new press while a committed menu is still animating out, asked of
///   this bridge or of any other of the engine, pops the old peek at once
///   (P2, U4) and gets no peek: the pop is replacing the screen it began on
///   (U1). One while a released menu is animating out ends it `released`
///   first, then asks for its preview.
package struct ContextMenuStateMachine: Hashable, Sendable {
    /// A callback of the system, or what the driver saw come of an action.
    package enum Event: Hashable, Sendable {
        /// The system asks `context` for a menu configuration at `location`;
        /// `item` numbers the row or item asked about in a table or collection
        /// view (equal numbers, the same row), `nil` for a view.
        case configurationRequested(ContextID, at: Point, item: Int? = nil)
        /// The engine's answer to a preview request.
        case previewAnswered(gesture: GestureID, session: SessionID?)
        /// The menu of `session` will be displayed; `showsPreview` unless it
        /// is a compact menu (`menuAppearance == .compact`), which shows no
        /// preview (U2).
        case willDisplay(SessionID, showsPreview: Bool)
        /// The user tapped the preview of `session`: the commit begins (P2).
        case willPerformPreviewAction(SessionID)
        /// The commit animator of `session` completed: the peek pops (S7).
        case commitAnimationCompleted(SessionID)
        /// The menu of `session` will end; `animated` when the system passed
        /// an animator (whose completion the host forwards).
        case willEnd(SessionID, animated: Bool)
        /// The animator passed to `willEnd` for `session` completed.
        case endAnimationCompleted(SessionID)
        /// The user chose the menu item `id` of `session` (S24).
        case itemChosen(SessionID, PreviewAction.ID)
        /// The engine ended `session`: it published a terminal state, or the
        /// session was prepared and never published (U2).
        case sessionEnded(SessionID)
        /// The engine refused to end `session`; it is still in peek.
        case requestRefused(SessionID)
        /// A request of another press, to this bridge or another of the
        /// engine, found the commit of `session` under way: it pops now,
        /// without waiting for the commit animator (P2, U1, U4).
        case anotherPressBegan(SessionID)
    }

    /// Where the menu of the current press is.
    package enum MenuPhase: Hashable, Sendable {
        /// The configuration was given; the menu is coming up.
        case presenting
        /// The menu is displayed.
        case displayed
        /// The preview was tapped: the commit has begun and waits for the
        /// commit animator's completion (P2). `menuEnded` once `willEnd` came.
        case committing(menuEnded: Bool)
        /// `willEnd` came without a commit; the end animation is running.
        case ending
        /// The menu ended without a commit: the bridge asked the engine to
        /// end the peek `released` and waits for the terminal state (U5).
        /// A refusal changes nothing: the engine refuses only while it is
        /// resolving the session itself (S22), which then ends.
        case ended
        /// The bridge asked the engine to end the session and waits for the
        /// terminal state; a refusal (a disabled item, or one the peek no
        /// longer offers) returns to `from`, where the menu is now: what the
        /// system did meanwhile is kept, so that the menu's end still ends
        /// the peek (U5).
        indirect case resolving(from: MenuPhase)

        /// Where the menu is once `willEnd` came: ending with its animator,
        /// ended without one; a commit that began waits for its animator (P2).
        func afterWillEnd(animated: Bool) -> MenuPhase {
            switch self {
            case .presenting, .displayed: animated ? .ending : .ended
            case .committing: .committing(menuEnded: true)
            case .ending, .ended: self
            case .resolving(let from): .resolving(from: from.afterWillEnd(animated: animated))
            }
        }
    }

    /// Where the machine is.
    package enum Phase: Hashable, Sendable {
        /// No press.
        case idle
        /// A press whose requests gave no preview yet.
        case searching(GestureID)
        /// A press with a menu for `session`, asked by `context`.
        case menu(GestureID, SessionID, context: ContextID?, MenuPhase)
    }

    /// Where the machine is.
    package private(set) var phase: Phase = .idle
    /// The context of the request being answered, until the engine answers.
    private var requestingContext: ContextID?
    /// The row or item of the request being answered, until the engine answers.
    private var requestingItem: Int?
    /// The row or item whose menu is up or going, if the press asked about one.
    private var menuItem: Int?

    /// Creates a machine with no press.
    package init() {}

    /// The session whose menu is up or going, if any.
    package var session: SessionID? {
        if case .menu(_, let session, _, _) = phase { return session }
        return nil
    }

    /// Takes one event and returns the actions to perform, in order.
    package mutating func receive(_ event: Event) -> [BridgeAction] {
        Array(actions(for: event))
    }

    /// ``receive(_:)`` without an array: what ``ContextMenuBridge`` calls, once
    /// per callback of every press.
    mutating func actions(for event: Event) -> BridgeActions {
        switch event {
        case .configurationRequested(let context, let location, let item):
            return configurationRequested(context, at: location, item: item)
        case .previewAnswered(let gesture, let session):
            answered(gesture, session)
            return .empty
        case .sessionEnded(let ended):
            return sessionEnded(ended)
        default:
            return menuEvent(event)
        }
    }

    /// The engine answered the request of the press: a preview puts its
    /// menu up; no preview keeps the press searching (S10).
    private mutating func answered(_ gesture: GestureID, _ session: SessionID?) {
        let context = requestingContext
        requestingContext = nil
        if let session {
            phase = .menu(gesture, session, context: context, .presenting)
            menuItem = requestingItem
        } else if case .menu = phase {
            // Another source of a press whose menu is up (S10).
        } else {
            phase = .searching(gesture)
        }
    }

    /// A callback about the menu that is up: shown, tapped, committing,
    /// ending, an item chosen, a refusal (P2, U2, U5).
    private mutating func menuEvent(_ event: Event) -> BridgeActions {
        guard case .menu(let gesture, let session, let context, let menu) = phase, event.session == session else {
            return .empty  // About a menu that is gone: its peek already ended.
        }
        func set(_ next: MenuPhase) { phase = .menu(gesture, session, context: context, next) }
        switch (event, menu) {
        case (.willDisplay(_, let showsPreview), .presenting):
            set(.displayed)
            return showsPreview ? .one(.publish(session)) : .empty  // What the user sees is what counts (U2).
        case (.willPerformPreviewAction, .presenting):
            set(.committing(menuEnded: false))
            return .one(.publish(session))  // The preview was tapped, so it was seen (U2).
        case (.willPerformPreviewAction, .displayed):
            set(.committing(menuEnded: false))
        case (.commitAnimationCompleted, .committing), (.anotherPressBegan, .committing):
            set(.resolving(from: menu))
            return .one(.commit(session))
        case (.willEnd, .committing):
            set(.committing(menuEnded: true))  // Never interrupts a commit that began (P2).
        case (.willEnd(_, animated: true), .presenting), (.willEnd(_, animated: true), .displayed):
            set(.ending)
        case (.willEnd(_, animated: false), .presenting), (.willEnd(_, animated: false), .displayed),
            (.endAnimationCompleted, .ending):
            set(.ended)
            return .one(.interrupt(session, .released))
        case (.itemChosen(_, let id), .presenting), (.itemChosen(_, let id), .displayed),
            (.itemChosen(_, let id), .ending):
            set(.resolving(from: menu))
            return .one(.selectAction(session, id))
        case (.willEnd(_, let animated), .resolving):
            set(menu.afterWillEnd(animated: animated))  // Kept for a refusal (U5).
        case (.endAnimationCompleted, .resolving(from: .ending)):
            set(.resolving(from: .ended))
        case (.requestRefused, .resolving(from: .ended)):
            set(.ended)  // The menu ended meanwhile: the peek ends now (U5).
            return .one(.interrupt(session, .released))
        case (.requestRefused, .resolving(let from)):
            set(from)  // Where the menu is: its end still ends the peek (U5).
        default:
            break
        }
        return .empty
    }

    private mutating func configurationRequested(
        _ context: ContextID, at location: Point, item: Int?
    ) -> BridgeActions {
        requestingContext = context
        requestingItem = item
        switch phase {
        case .idle:
            return .one(.requestPreview(context, at: location, gesture: nil))
        case .searching(let gesture):
            return .one(.requestPreview(context, at: location, gesture: gesture))
        case .menu(let gesture, let session, let asked, .presenting),
            .menu(let gesture, let session, let asked, .displayed):
            guard asked == context else {
                return .one(.requestPreview(context, at: location, gesture: gesture))  // Another source (P1).
            }
            if item == menuItem {
                // Its menu is up: the same press asking again (P1).
                requestingContext = nil
                return .one(.reuseConfiguration(session))
            }
            // Another row of the same view: another press, whose end the system did not report
            // (a table asks once per press). The old peek ends released, then the new row asks.
            phase = .menu(gesture, session, context: asked, .ended)
            return .two(.interrupt(session, .released), .requestPreview(context, at: location, gesture: nil))
        case .menu(_, _, _, .committing):
            // A new press while the committed menu animates out: the driver finds the commit under
            // way, pops it, and answers no preview (P2, U1), as for a press on another bridge.
            return .one(.requestPreview(context, at: location, gesture: nil))
        case .menu(_, let session, _, .ending):
            phase = .idle
            return .two(.interrupt(session, .released), .requestPreview(context, at: location, gesture: nil))
        case .menu(_, _, _, .resolving), .menu(_, _, _, .ended):
            return .one(.requestPreview(context, at: location, gesture: nil))
        }
    }

    private mutating func sessionEnded(_ ended: SessionID) -> BridgeActions {
        guard case .menu(_, let session, _, let menu) = phase, ended == session else { return .empty }
        phase = .idle
        switch menu {
        case .presenting, .displayed, .committing(menuEnded: false):
            return .one(.dismissSystemPreview(session))  // The engine ended it (P3).
        case .committing(menuEnded: true), .ending, .ended, .resolving:
            return .empty  // The menu is already going away.
        }
    }
}

extension ContextMenuStateMachine.Event {
    /// The session a callback names, if it names one.
    var session: SessionID? {
        switch self {
        case .willDisplay(let session, _), .willPerformPreviewAction(let session),
            .commitAnimationCompleted(let session), .willEnd(let session, _), .endAnimationCompleted(let session),
            .itemChosen(let session, _), .sessionEnded(let session), .requestRefused(let session),
            .anotherPressBegan(let session):
            session
        case .configurationRequested, .previewAnswered:
            nil
        }
    }
}

extension ContextMenuStateMachine: BridgeStateMachine {
    static func previewAnswered(gesture: GestureID, session: SessionID?) -> Event {
        .previewAnswered(gesture: gesture, session: session)
    }

    static func sessionEnded(_ session: SessionID) -> Event { .sessionEnded(session) }

    static func requestRefused(_ session: SessionID) -> Event { .requestRefused(session) }

    static var publishesAtRequest: Bool { false }

    var sessionCommitting: SessionID? {
        if case .menu(_, let session, _, .committing) = phase { return session }
        return nil
    }

    static func anotherPressBegan(_ session: SessionID) -> Event? { .anotherPressBegan(session) }
}
