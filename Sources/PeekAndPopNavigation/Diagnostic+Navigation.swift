import PeekAndPop

/// The navigation host's own diagnostic codes, beside the host that reports
/// them.
extension Diagnostic.Code {
    /// A screen removed from the navigation tree was still alive after the grace period.
    public static let possibleRetainCycle = Diagnostic.Code(rawValue: "possibleRetainCycle")
    /// A transition's animation did not complete within the watchdog time.
    public static let transitionWatchdog = Diagnostic.Code(rawValue: "transitionWatchdog")
}
