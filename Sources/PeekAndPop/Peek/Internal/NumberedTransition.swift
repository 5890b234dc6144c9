/// A transition that has reached the seam: numbered by the engine before it
/// is checked, frozen, deferred or performed, so that whatever it becomes
/// carries its identifier (S1, S2, S11).
@MainActor
struct NumberedTransition {
    let id: TransitionID
    let transition: Transition

    var kind: TransitionKind { transition.kind }
    var label: String { transition.label }
    var destination: (any Screen)? { transition.destination }
    var isEffect: Bool { transition.isEffect }
    var checker: Transition.Check { transition.checker }

    /// Asks the transition's check at `phase`.
    func check(_ phase: TransitionCheck.Phase) -> TransitionCheck {
        transition.check(phase)
    }

    /// Performs the transition with its identifier.
    func perform() {
        transition.perform(as: id)
    }
}
