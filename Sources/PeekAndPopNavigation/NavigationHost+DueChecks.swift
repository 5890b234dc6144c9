import PeekAndPop

/// The checks the host runs on its clock: the retain-cycle check of the
/// screens that left the tree, the animation watchdog, and the one wake-up
/// that runs them when they are due.
extension NavigationHost {
    /// Reports every screen that left the tree at least
    /// `retainCycleGracePeriod` ago and is still alive, as a
    /// `Diagnostic.Code.possibleRetainCycle` naming it.
    ///
    /// The tree holds screens strongly and history weakly, so a removed screen
    /// normally goes away at once; one that does not is kept by something
    /// else, often by itself (a closure capturing `self`). Each removal is
    /// checked once; a screen that is back in the tree is not reported.
    ///
    /// The host runs this check by itself when the grace period has passed on
    /// its clock; call it (or `runDueChecks()`) to check now, for example
    /// right after advancing a manual clock in a test.
    ///
    /// ```swift
    /// clock.advance(by: host.retainCycleGracePeriod)
    /// let suspects = host.checkForRetainCycles()
    /// ```
    ///
    /// - Returns: The screens reported, in the order they left the tree.
    @discardableResult
    public func checkForRetainCycles() -> [ScreenSnapshot] {
        let time = now()
        var suspects: [ScreenSnapshot] = []
        for departure in performer.dueChecks.takeDue(at: time) {
            guard let screen = departure.screen, !contains(screen) else { continue }
            suspects.append(ScreenSnapshot(screen))
            report(
                .possibleRetainCycle,
                "\(departure.name) left the navigation tree at \(departure.removedAt) and is still alive "
                    + "\(time - departure.removedAt) later; something retains it (a closure capturing self?)"
            )
        }
        return suspects
    }

    /// Runs every check that is due on the host's clock: the transition
    /// watchdog and the retain-cycle check.
    ///
    /// The host runs these by itself; calling this is never needed, but it is
    /// idempotent and makes tests with a manual clock deterministic:
    ///
    /// ```swift
    /// clock.advance(by: .seconds(2))
    /// host.runDueChecks()
    /// #expect(diagnostics.codes == [.transitionWatchdog])
    /// ```
    public func runDueChecks() {
        checkWatchdog()
        checkForRetainCycles()
        scheduleWakeup()
    }

    /// Watches the screens removed since the last look that are no longer in
    /// the tree (they may have moved instead).
    func watchDepartures() {
        guard !treeIndex.removed.isEmpty else { return }
        let departed = treeIndex.takeRemoved().filter { !treeIndex.contains($0) }
        guard !departed.isEmpty else { return }
        let deadline = performer.dueChecks.watch(departed, removedAt: now())
        scheduleWakeup(notLaterThan: deadline)
    }

    /// Makes sure a wake-up is scheduled no later than `deadline`, in O(1):
    /// `scheduledWakeup` is always the earliest pending deadline, so a later
    /// one needs nothing.
    func scheduleWakeup(notLaterThan deadline: Duration) {
        if let scheduledWakeup = performer.dueChecks.scheduledWakeup, scheduledWakeup <= deadline {
            return
        }
        scheduleWakeup()
    }

    /// Keeps one task sleeping on the host's clock until the earliest deadline
    /// (the watchdog's, or a departure's), which then runs the due checks.
    func scheduleWakeup() {
        let checks = performer.dueChecks
        let inFlight = performer.animations.inFlight
        let deadlines = checks.departures.map(\.deadline) + (inFlight.map { [$0.deadline] } ?? [])
        guard let earliest = deadlines.min() else {
            checks.scheduledWakeup = nil
            checks.wakeup.cancel()
            return
        }
        if let scheduledWakeup = checks.scheduledWakeup, scheduledWakeup <= earliest {
            return
        }
        checks.scheduledWakeup = earliest
        let sleepUntil = checks.sleepUntil
        checks.wakeup.replace(
            with: Task { [weak self] in
                do {
                    try await sleepUntil(earliest)
                } catch {
                    return
                }
                guard !Task.isCancelled, let self else { return }
                self.performer.dueChecks.scheduledWakeup = nil
                self.runDueChecks()
            }
        )
    }
}
