import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A routing call made by user code that a transition calls while it is
/// applied changes the model after that transition, and is animated after
/// it: one at a time, in the order the model changed (H3).
@MainActor
struct ReentrantOrderTests {
    /// Pages of stacks whose `makeVisible` runs `onShow` (an app container
    /// that routes when a page is shown).
    @MainActor
    final class Pages: NavigationContainer {
        let id: ContainerID
        let pages: [ScreenStack]
        var current = 0
        var onShow: (Int) -> Void = { _ in }

        init(id: ContainerID, pages: [ScreenStack]) {
            self.id = id
            self.pages = pages
        }

        var children: [NavigationChild] { pages.map { .container($0) } }
        var visibleChildren: [NavigationChild] { [.container(pages[current])] }
        var containerName: String { "pages" }

        func makeVisible(_ child: NavigationChild) -> Bool {
            guard let index = pages.firstIndex(where: { child.is($0) }) else { return false }
            current = index
            onShow(index)
            return true
        }
    }

    @Test func aCallMadeWhileATransitionIsAppliedIsRecordedPublishedAndAnimatedAfterIt() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        let feed = fixture.host.makeStack([fixture.built.make("Feed")])
        let trends = fixture.host.makeStack([fixture.built.make("Trends")])
        let pages = Pages(id: fixture.host.makeContainerID(), pages: [feed, trends])
        fixture.host.setRootContainer(pages)
        fixture.changes.removeAll()
        let inner = NavBox<RoutingOutcome?>(nil)
        pages.onShow = { [fixture] index in
            guard index == 1 else { return }
            inner.value = try? fixture.router("Trends").push(fixture.built.make("Post"))
        }

        let outer = try #require(fixture.host.containerRouter(for: pages)).show(pages.children[1])
        // The tree shows both at once (H3); only the animations wait.
        #expect(fixture.host.snapshot().description == "pages#3{stack#1[Feed], *stack#2[Trends, Post]}")
        animator.complete(0)

        #expect(animator.labels == ["showChild of pages#3", "push Post"])
        #expect(fixture.host.history.map(\.label) == ["showChild of pages#3", "push Post"])
        #expect(fixture.host.history.map(\.id) == [outer.transitionID, try #require(inner.value).transitionID])
        #expect(
            fixture.changeSummaries == [
                "transition#1 showChild: container#3 shows [1]",
                "transition#2 push: stack#2[Trends, Post]",
            ])
        #expect(
            animator.started.map(\.before.description) == [
                "pages#3{*stack#1[Feed], stack#2[Trends]}", "pages#3{stack#1[Feed], *stack#2[Trends]}",
            ])
    }
}
