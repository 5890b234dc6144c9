import Foundation
import PeekAndPop
import Testing

@MainActor
struct PreviewActionValueTests {
    @Test func anActionIdentifierIsCodedAsItsNameAndComparesByIt() throws {
        let ids: [PreviewAction.ID] = ["share", PreviewAction.ID("cart")]
        let data = try JSONEncoder().encode(ids)
        #expect(String(decoding: data, as: UTF8.self) == #"["share","cart"]"#)
        #expect(try JSONDecoder().decode([PreviewAction.ID].self, from: data) == ids)
        #expect(ids.sorted().map(\.description) == ["cart", "share"])
    }

    @Test func actionsDefaultTheirIdentifierToTheirTitle() {
        let plain = PreviewAction("Add to cart") {}
        let committing = PreviewAction.committing("Open")
        let group = PreviewAction.group("Share", children: [plain])
        #expect([plain.id, committing.id, group.id] == ["Add to cart", "Open", "Share"])
        #expect([plain.isGroup, committing.isGroup, group.isGroup] == [false, false, true])
        #expect([plain.commitsPeek, committing.commitsPeek, group.commitsPeek] == [false, true, false])
        #expect(group.children.map(\.title) == ["Add to cart"])
    }

    @Test func stylesAndCheckPhasesDescribeThemselves() {
        #expect(PreviewAction.Style.allDescriptions == ["default", "selected", "destructive"])
        #expect(
            [TransitionCheck.Phase.capture, .commit, .perform].map(\.description) == ["capture", "commit", "perform"])
    }
}

extension PreviewAction.Style {
    fileprivate static var allDescriptions: [String] {
        [PreviewAction.Style.default, .selected, .destructive].map(\.description)
    }
}
