extension Duration {
    /// The duration in seconds, as a `Double`: the form analytics reports and
    /// exports use.
    ///
    /// The attoseconds are divided (not multiplied by `1e-18`), so that whole
    /// milliseconds come out as the nearest `Double` to their decimal value
    /// (`.milliseconds(100)` is exactly `0.1`).
    var analyticsSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
