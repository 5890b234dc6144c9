/// The state a peek session is in, as published on the state stream (S16).
public enum PeekState: String, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The preview is showing; the frozen transitions wait for pop or interrupt.
    case inPeek
    /// The user pressed through: the frozen transitions were performed (S7).
    case popped
    /// The user chose a preview action: the frozen transitions were
    /// discarded, then the action's handler ran as ordinary work (S24).
    case actionSelected
    /// The peek ended without navigation; the frozen transitions were discarded (S8).
    case interrupted

    public var description: String { rawValue }

    /// Whether this state ends its session.
    public var isTerminal: Bool { self != .inPeek }
}

/// Why a peek session was interrupted (S8).
public enum InterruptionReason: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The user let go before pop.
    case released
    /// The host cancelled the peek.
    case cancelledByHost
    /// A new peek started while this one was active (S10).
    case superseded
    /// Another routing call arrived while the peek was active (S11).
    case interruptedByRouting
    /// The source view's registration ended (S13).
    case sourceUnregistered
    /// The host screen is gone (deallocated) or no longer available.
    case hostScreenGone
    /// The preview screen was torn down by the host.
    case previewScreenGone
    /// A commit named a screen that is not the preview (S9).
    case commitOfDifferentScreen
    /// A frozen transition no longer applied when committed.
    case stale
    /// An interceptor vetoed a frozen transition when it was committed.
    case vetoed

    public var description: String { rawValue }
}
