#if UIKitStandIn
    import PeekAndPop
    import PeekAndPopUIKitTesting
    import Testing
    import UIKitStandIn

    /// `ViewControllerHierarchy` and the simulated animators on their own.
    @MainActor
    struct HierarchyAndAnimatorTests {
        @Test func aHierarchyListsChildrenAndThePresentedChainOnce() {
            let list = ProductScreen(row: 0)
            let navigation = UINavigationController(rootViewController: list)
            let sheet = UINavigationController(rootViewController: ProductScreen(row: 1))
            navigation.present(sheet, animated: false)

            let hierarchy = ViewControllerHierarchy(navigation)

            #expect(
                hierarchy.structure
                    == "UINavigationController[ProductScreen] presenting UINavigationController[ProductScreen]")
            #expect(hierarchy.contains(sheet))
            #expect(!hierarchy.contains(UIViewController()))
        }

        @Test func twoWorldsWithTheSameScreensHaveTheSameStructureAndOtherIdentities() {
            let first = UINavigationController(rootViewController: ProductScreen(row: 0))
            let second = UINavigationController(rootViewController: ProductScreen(row: 0))

            #expect(ViewControllerHierarchy(first).structure == ViewControllerHierarchy(second).structure)
            #expect(ViewControllerHierarchy(first) != ViewControllerHierarchy(second))
            #expect(ViewControllerHierarchy(first) == ViewControllerHierarchy(first))
        }

        @Test func anAnimatorRunsItsAnimationsThenItsCompletionsOnce() {
            let animator = SimulatedCommitAnimator(previewViewController: nil)
            var log: [String] = []
            animator.addCompletion { log.append("completion") }
            animator.addAnimations { log.append("animations") }

            animator.finish()
            animator.finish()

            #expect(log == ["animations", "completion"])
            #expect(animator.isFinished)
            #expect(animator.preferredCommitStyle == .pop)
        }
    }
#endif
