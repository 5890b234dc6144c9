/// The seam for hosts: everything a router built on the engine needs beyond
/// its public API, in one place.
///
/// The public API routes closures: ``Transition/init(kind:destination:label:check:perform:)``
/// and ``PeekEngine/route(_:)``. A host that keeps its own model (the
/// navigation host of `PeekAndPopNavigation` is one) needs four more things,
/// and this file declares all of them:
///
/// 1. **A transition body**: one object that is told its identifier, checks
///    and performs (``TransitionBody``), so that a routing call costs no
///    closure and the host can find its own calls among the frozen ones.
/// 2. **Routing through the seam** with such a body:
///    ``Transition/init(kind:destination:label:body:)`` and the ordinary
///    ``PeekEngine/route(_:)`` (S1, S2, S11, S12).
/// 3. **The frozen calls** of the capture window open now, or of the peek
///    whose commit is being checked (``PeekEngine/frozenCalls(in:)``), in the
///    order they were frozen: a host checks a new call against its model as
///    those calls leave it (H12).
/// 4. **Ownership of a transition identifier** (``PeekEngine/numbered(_:)``):
///    whether this engine numbered it, so a host refuses another engine's.
///
/// Nothing else of the engine's internals is visible outside `PeekAndPop`:
/// the navigation module compiles against this file and the public API only.
/// The declarations are `package`: any module of this package may build a
/// host on them; an app builds its own router on the public API (see
/// *Coming from another router*).

/// What checks and performs a ``Transition`` made with one object: the
/// host's own record of a routing call (seam item 1).
@MainActor
package protocol TransitionBody: AnyObject {
    /// The transition reached the seam and is numbered `id`: told once,
    /// before it is checked, frozen, deferred or performed.
    func reachSeam(as id: TransitionID)
    /// Whether the transition applies at `phase`, asked against the world as
    /// it is at that moment (S22, S23).
    func check(_ phase: TransitionCheck.Phase) -> TransitionCheck
    /// Performs the transition numbered `id`; called exactly once, or never.
    func perform(as id: TransitionID)
}

extension Transition {
    /// A transition whose check and work are one object's (seam item 2).
    package init(kind: TransitionKind, destination: (any Screen)?, label: String, body: any TransitionBody) {
        self.init(kind: kind, destination: destination, label: label, checker: .body(body), perform: nil)
    }
}

/// Which frozen calls a host asks about (seam item 3).
package enum FrozenCallScope: Sendable {
    /// The capture window open now (S2); none outside `onPeek`.
    case captureWindow
    /// The capture window open now, else the active peek's frozen calls
    /// (work a session started appends to them, S12).
    case captureWindowOrPeek
    /// The capture window open now, else the peek whose commit is running its
    /// checks (S22, S23): at commit a call is checked after the calls before it.
    case captureWindowOrCommit
    /// The active peek's frozen calls, whatever its phase.
    case peek
}

/// One call frozen in a peek, as a host sees it (seam item 3).
@MainActor
package struct FrozenCall {
    /// What the call does.
    package let kind: TransitionKind
    /// The object that checks and performs it, when it was routed with one.
    package let body: (any TransitionBody)?
}

/// The calls frozen in a scope, in the order they were frozen, read in
/// place (seam item 3): a host that has read the first n of them reads only
/// the calls after those when the window grows.
@MainActor
package struct FrozenCalls {
    fileprivate let calls: [NumberedTransition]

    /// How many calls are frozen.
    package var count: Int { calls.count }

    /// The call frozen at `position`, from 0 for the first.
    package subscript(position: Int) -> FrozenCall {
        let numbered = calls[position]
        let body: (any TransitionBody)? =
            if case .body(let body) = numbered.checker { body } else { nil }
        return FrozenCall(kind: numbered.kind, body: body)
    }
}

extension PeekEngine {
    /// The calls frozen in `scope`, in the order they were frozen (seam item 3).
    package func frozenCalls(in scope: FrozenCallScope) -> FrozenCalls {
        let session: PeekSession? =
            switch scope {
            case .captureWindow: capture
            case .captureWindowOrPeek: capture ?? active
            case .captureWindowOrCommit: capture ?? active.flatMap { $0.phase == .resolving ? $0 : nil }
            case .peek: active
            }
        return FrozenCalls(calls: session?.frozen ?? [])
    }

    /// Whether this engine numbered `id` (seam item 4). Identifiers that were
    /// decoded, or made in tests, carry no engine and count as this engine's.
    package func numbered(_ id: TransitionID) -> Bool {
        id.engine == 0 || id.engine == serial
    }
}
