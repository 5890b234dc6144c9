import PeekAndPop

/// One step of a chain of routing calls (Ariadne's chained routes): a call
/// made only once the previous step's visual change has finished.
///
/// ```swift
/// let result = await host.performChain([
///     .setRoute("/tab:0/Home"),
///     .openRelative("/orders/42"),
///     .call("present receipt") { try router.presentModally { seed in ReceiptScreen(seed: seed) } },
/// ])
/// ```
///
/// A step makes its call when it starts, against the tree as it is then
/// (H2). `RouteChainStep` is main-actor bound through its call.
@MainActor
public struct RouteChainStep: CustomStringConvertible {
    /// What the step does, for the result and diagnostics.
    public let label: String
    let run: @MainActor (NavigationHost) throws(NavigationError) -> RoutingOutcome?

    /// A step that makes any routing call; `nil` means it had nothing to do.
    /// An error that is not a ``NavigationError`` stops the chain as one with
    /// the code `ErrorCode.invalidRoute`.
    public static func call(
        _ label: String, _ body: @escaping @MainActor () throws -> RoutingOutcome?
    ) -> RouteChainStep {
        RouteChainStep(label: label) { _ throws(NavigationError) in
            do {
                return try body()
            } catch let error as NavigationError {
                throw error
            } catch {
                throw NavigationError(.invalidRoute, "\(label) threw \(error)")
            }
        }
    }

    /// A step that follows a deep link, relative to the topmost stack
    /// (``NavigationHost/openRelative(_:)``).
    public static func openRelative(_ route: Route) -> RouteChainStep {
        RouteChainStep(label: "open \(route)") { host throws(NavigationError) in try host.openRelative(route) }
    }

    /// A step that sets the tree's route (``NavigationHost/setRoute(_:)``).
    public static func setRoute(_ route: Route) -> RouteChainStep {
        RouteChainStep(label: "setRoute \(route)") { host throws(NavigationError) in try host.setRoute(route) }
    }

    /// A step that navigates to a destination (``NavigationHost/navigate(to:)``);
    /// a refused destination stops the chain.
    public static func navigate<Context>(to destination: Destination<Context>) -> RouteChainStep {
        RouteChainStep(label: "navigate to \(destination.identity)") { host throws(NavigationError) in
            let outcome = try host.navigate(to: destination)
            if case .refused(let why) = outcome {
                throw NavigationError(.invalidRoute, "\(destination.identity) was refused: \(why)")
            }
            return outcome.routingOutcome
        }
    }

    /// The step's label.
    public nonisolated var description: String { label }
}

/// What a chain of routing calls did: how many steps completed, and why it
/// stopped if it did not complete.
///
/// `RouteChainResult` is `Sendable`.
public struct RouteChainResult: Hashable, Sendable, CustomStringConvertible {
    /// Why a chain stopped before its end.
    public enum Stop: Hashable, Sendable, CustomStringConvertible {
        /// The step at `index` threw before routing anything.
        case threw(step: Int, NavigationError)
        /// The step at `index` was routed but did not change the tree
        /// (discarded: refused, vetoed, or frozen and released).
        case notPerformed(step: Int, TransitionCompletion)

        /// The step and the reason.
        public var description: String {
            switch self {
            case .threw(let step, let error): "step \(step) threw \(error)"
            case .notPerformed(let step, let completion): "step \(step) ended \(completion)"
            }
        }
    }

    /// How each step that ran finished, in order (`nil` for a step that had
    /// nothing to do).
    public let completions: [TransitionCompletion?]
    /// Why the chain stopped, or `nil` if every step completed.
    public let stop: Stop?

    /// Whether every step completed.
    public var isComplete: Bool { stop == nil }

    /// `completed 3 steps` or `stopped: step 1 ended discarded(transition#4)`.
    public var description: String {
        stop.map { "stopped after \(completions.count - 1) steps: \($0)" } ?? "completed \(completions.count) steps"
    }
}

extension NavigationHost {
    /// Makes routing calls one after another, each once the previous one's
    /// visual change has finished (`completion(of:)`), and reports whether
    /// the whole chain completed (Ariadne's chained routes, H6).
    ///
    /// The chain stops at the first step that throws or whose transition does
    /// not change the tree; a step whose animation the watchdog abandoned
    /// changed the tree, and the chain goes on. Started from a task made in
    /// `onPeek`, the first step is frozen with the peek (S12): the chain goes
    /// on after a pop, as after a tap, and stops if the peek is released.
    ///
    /// - Parameter steps: The calls, in order.
    /// - Returns: How each step finished, and why the chain stopped if it did.
    public func performChain(_ steps: [RouteChainStep]) async -> RouteChainResult {
        var completions: [TransitionCompletion?] = []
        for (index, step) in steps.enumerated() {
            let outcome: RoutingOutcome?
            do {
                outcome = try step.run(self)
            } catch {
                return RouteChainResult(completions: completions + [nil], stop: .threw(step: index, error))
            }
            guard let outcome else {
                completions.append(nil)
                continue
            }
            let completion = await awaitCompletion(of: outcome)
            completions.append(completion)
            guard completion.didChangeTree else {
                return RouteChainResult(completions: completions, stop: .notPerformed(step: index, completion))
            }
        }
        return RouteChainResult(completions: completions, stop: nil)
    }
}
