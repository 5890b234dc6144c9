import PeekAndPopTesting
import Testing

@testable import PeekAndPop

/// A router call is a list of tree edits (H1): a frozen transition prints
/// what it will do in the tree's vocabulary, each stack, tab container and
/// split named by how it is found when performed (H2); the edits are
/// checked against the tree as it is (S23).
@MainActor
struct TreeEditTests {
    @Test func frozenModuleCallsPrintTheirEditsBoundWhenPerformed() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home/List")
        let list = try #require(fixture.screen("List"))
        var printed: [String] = []
        let preview = try fixture.peek {
            try list.router.push { seed in RouteScreen("Product7", seed: seed) }
            try list.router.setStack(keepingFirst: 1, [{ seed in RouteScreen("X", seed: seed) }])
            try list.router.presentModally { seed in RouteScreen("Y", seed: seed) }
            _ = try list.router.dismissCurrentModule()
            _ = try list.router.focusOnCurrentModule()
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "push Product7: push Product7 onto the topmost stack",
                "setStack keeping 1 [X]: set the stack of List to [X], keeping the first 1",
                "presentModally Y: present Y",
                "dismiss List: dismiss List and everything after it",
                "focus List: dismiss everything after List",
            ])
        #expect(preview != nil)
        #expect(printed == fixture.host.frozenEditDescriptions, "the active peek prints what the window froze")
    }

    @Test func frozenContainerCallsPrintTheirEdits() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        var printed: [String] = []
        _ = try fixture.peek {
            try tabs.router.addTab(at: 1, select: true, [{ seed in RouteScreen("Mail", seed: seed) }])
            try tabs.router.selectTab(0)
            try tabs.router.replaceTab(at: 2, [{ seed in RouteScreen("Z", seed: seed) }])
            try tabs.router.removeTab(at: 1)
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "addTab Mail: add stack#4[Mail] to tabs#1 at 1, selected",
                "selectTab 0: select tab 0 of tabs#1",
                "replaceTab Z: replace tab 2 of tabs#1 with stack#5[Z]",
                "removeTab 1: remove tab 1 of tabs#1",
            ])
    }

    @Test func frozenSplitCallsPrintTheSplitTheyBindTo() throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .split(
                primary: [{ seed in RouteScreen("Inbox", seed: seed) }],
                secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
        let inbox = try #require(fixture.screen("Inbox"))
        var printed: [String] = []
        _ = try fixture.peek {
            try inbox.router.splitRouter?.setSecondary { seed in RouteScreen("Detail", seed: seed) }
            try inbox.router.splitRouter?.pushPrimary { seed in RouteScreen("Folder", seed: seed) }
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "setSecondary Detail: set the secondary column of the split of Inbox to [Detail]",
                "pushPrimary Folder: push Folder onto the primary column of the split of Inbox",
            ])
    }

    @Test func editsAreCheckedInOrderAgainstTheTreeAsItIs() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        let home = try #require(fixture.screen("Home"))
        let stack = try #require(tabs.contents.first as? ScreenStack)
        let show = TreeEdit.showChild(.screen(home), in: TreeEdit.ContainerReference(stack))

        #expect(fixture.host.whyNot(applying: [show, .removeTab(at: 1, of: tabs.router)]) == nil)
        #expect(
            fixture.host.whyNot(applying: [show, .push(home, onto: .topmost, nil), .removeTab(at: 5, of: tabs.router)])
                == "Home is already in the navigation tree", "the first reason")
        #expect(fixture.host.whyNot(applying: [.removeTab(at: 5, of: tabs.router)]) == "tab 5 is gone")
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}", "a check changes nothing")
    }

    @Test func frozenContainerModuleAndRootCallsPrintTheirEdits() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        let settings = try #require(tabs.contents.last)
        var printed: [String] = []
        _ = try fixture.peek {
            try tabs.router.show(.container(settings))
            _ = try tabs.router.focusOnCurrentModule()
            fixture.host.replaceRoot(.stack([{ seed in RouteScreen("Login", seed: seed) }]))
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "showChild of tabs#1: show stack#3[Settings] in tabs#1",
                "focus tabs#1: dismiss the presentations over the layer of tabs#1",
                "replaceRoot Login: replace the root with stack#4[Login]",
            ])
    }
}
