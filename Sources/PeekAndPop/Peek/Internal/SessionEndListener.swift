/// What the engine tells its platform bridges directly, without its state
/// bus: that a session ended, published or not (P3, U2).
///
/// A bridge must hear of every end, the engine's own reasons included, to
/// take the system's menu or preview down (P3). The engine keeps its live
/// bridges weakly and calls them after publishing the terminal state, outside
/// any lock, and re-reads its list after each call (S22); a bridge therefore
/// needs no subscription on the raw stream, which stays the observers' alone.
@MainActor
protocol SessionEndListener: AnyObject {
    /// `session` ended: with a terminal state on the raw stream, or, if it
    /// was prepared and never published, with nothing published (U2).
    func sessionEnded(_ session: SessionID)
}

/// A weakly held ``SessionEndListener``: a bridge's lifetime is its owner's.
///
/// A class, so that reading the list copies no weak reference (copying one
/// costs as much as loading it).
@MainActor
final class WeakSessionEndListener {
    weak var listener: (any SessionEndListener)?

    init(_ listener: any SessionEndListener) {
        self.listener = listener
    }
}
