/// What the engine does with a transition that reaches the seam while a peek is
/// active but outside any capture window (S11).
///
/// Either way the transition is never silently dropped and never runs twice.
public enum LateTransitionPolicy: Hashable, Sendable, Codable {
    /// Interrupt the peek (reason ``InterruptionReason/interruptedByRouting``),
    /// then perform the transition. The default.
    case interruptPeek
    /// Keep the peek and perform the transition once the peek resolves, after
    /// the frozen transitions on pop, or after the discard on interrupt.
    case deferUntilResolved
}
