import PeekAndPop
import PeekAndPopNavigation
import Testing

struct RouteDiffTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let old: Route
        let new: Route
        let steps: [String]

        var testDescription: String { "\(old) → \(new)" }
    }

    @Test(
        arguments: [
            Case(old: "/a/b/c", new: "/a/d", steps: ["pop c@2", "change b→d@1"]),
            Case(old: "/a", new: "/a/b/c", steps: ["push b@1", "push c@2"]),
            Case(old: "/a/b", new: "/a", steps: ["pop b@1"]),
            Case(old: "/a/b", new: "/x", steps: ["pop b@1", "change a→x@0"]),
            Case(old: "/a/b", new: "/a/b", steps: []),
            Case(old: "/", new: "/a/b", steps: ["push a@0", "push b@1"]),
            Case(old: "/a/b", new: "/", steps: ["pop b@1", "pop a@0"]),
            Case(old: "/a/b/c/d", new: "/a/x/y", steps: ["pop d@3", "pop c@2", "change b→x@1", "push y@2"]),
            Case(old: "/p:1", new: "/p:2", steps: ["change p:1→p:2@0"]),
            Case(old: "/p", new: "/p:1", steps: ["change p→p:1@0"]),
        ]
    )
    func theDiffKeepsThePrefixPopsDeepestFirstChangesOnceAndPushesTheRest(_ diff: Case) {
        let steps = RouteDiff.steps(from: diff.old, to: diff.new)
        #expect(steps.map(\.description) == diff.steps)
    }

    @Test func stepsCarryTheirElementsAndDepths() {
        let steps = RouteDiff.steps(from: "/a/b/c", to: "/a/d/e")
        #expect(steps == [.pop("c", at: 2), .change("b", to: "d", at: 1), .push("e", at: 2)])
        #expect(steps.map(\.depth) == [2, 1, 2])
    }
}
