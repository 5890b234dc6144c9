extension EventBus {
    /// The bus's events as an `AsyncSequence` (B6).
    ///
    /// The subscription starts when this method is called, so every event
    /// published afterwards is buffered for the consumer according to
    /// `bufferingPolicy` (by default, all of them). The stream ends when the
    /// consuming task is cancelled or stops iterating, and when the bus is
    /// released.
    ///
    /// ```swift
    /// for await change in bus.events() {
    ///     print(change)
    /// }
    /// ```
    ///
    /// - Parameter bufferingPolicy: What to keep when the consumer falls behind:
    ///   `.unbounded`, `.bufferingOldest(n)` or `.bufferingNewest(n)`.
    /// - Returns: A stream of the events published from now on.
    public func events(
        bufferingPolicy: AsyncStream<Event>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: bufferingPolicy)
        let token = subscribe { event in
            continuation.yield(event)
        }
        if let subscriber = token.core {
            core.onClose(of: subscriber) {
                continuation.finish()
            }
        }
        continuation.onTermination = { _ in
            token.cancel()
        }
        return stream
    }
}
