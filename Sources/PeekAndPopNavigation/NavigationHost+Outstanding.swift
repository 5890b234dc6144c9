import PeekAndPop

extension NavigationHost {
    /// What a host still has to do: the animation in flight and those queued
    /// behind it (H3), the transitions held while another one was applied,
    /// and this host's calls frozen in the open capture window or the active
    /// peek (S2).
    ///
    /// A test ends with it, as a test store's `finish()` does: when
    /// `isEmpty` is `false`, something the test started is still under way.
    ///
    /// ```swift
    /// let outstanding = host.outstandingWork()
    /// #expect(outstanding.isEmpty, "\(outstanding)")
    /// ```
    public struct OutstandingWork: Hashable, Sendable, CustomStringConvertible {
        /// The label of the transition whose animation is running, if any.
        public var inFlight: String?
        /// The labels of the performed transitions whose animations wait for
        /// the one in flight, in the order they will play.
        public var queuedAnimations: [String]
        /// Transitions performed while another one was being applied, not
        /// applied yet: each label, then its edits (H1).
        public var heldTransitions: [String]
        /// This host's calls frozen in the open capture window or in the
        /// active peek, each label then its edits: they run on pop and never
        /// on interrupt (S4).
        public var frozenCalls: [String]

        /// A report, for comparing with ``NavigationHost/outstandingWork()``.
        public init(
            inFlight: String? = nil, queuedAnimations: [String] = [], heldTransitions: [String] = [],
            frozenCalls: [String] = []
        ) {
            self.inFlight = inFlight
            self.queuedAnimations = queuedAnimations
            self.heldTransitions = heldTransitions
            self.frozenCalls = frozenCalls
        }

        /// Whether nothing is left: no animation, no held transition, no
        /// frozen call.
        public var isEmpty: Bool {
            inFlight == nil && queuedAnimations.isEmpty && heldTransitions.isEmpty && frozenCalls.isEmpty
        }

        /// One line per kind of work left, or `nothing outstanding`.
        public var description: String {
            guard !isEmpty else { return "nothing outstanding" }
            var lines: [String] = []
            if let inFlight { lines.append("in flight: \(inFlight)") }
            if !queuedAnimations.isEmpty {
                lines.append("queued animations: " + queuedAnimations.joined(separator: ", "))
            }
            if !heldTransitions.isEmpty { lines.append("held: " + heldTransitions.joined(separator: "; ")) }
            if !frozenCalls.isEmpty { lines.append("frozen: " + frozenCalls.joined(separator: "; ")) }
            return lines.joined(separator: "\n")
        }
    }

    /// What the host still has to do (`OutstandingWork`): for a test's last
    /// check that nothing it started is left under way.
    public func outstandingWork() -> OutstandingWork {
        OutstandingWork(
            inFlight: performer.animations.inFlight?.label,
            queuedAnimations: performer.animations.waitingLabels,
            heldTransitions: performer.heldTransitions.map(\.0.editsDescription),
            frozenCalls: frozenEditDescriptions
        )
    }
}
