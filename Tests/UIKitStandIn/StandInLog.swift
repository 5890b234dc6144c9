#if UIKitStandIn
    /// Not UIKit: what the adapters asked the stand-in's objects to do, in order, for tests to
    /// assert. Main-actor isolated like the objects that record into it.
    @MainActor public enum StandInLog {
        /// Where records go; tests install a closure that appends to their own log.
        public static var sink: (@MainActor (String) -> Void)?

        static func record(_ entry: String) {
            sink?(entry)
        }
    }
#endif
