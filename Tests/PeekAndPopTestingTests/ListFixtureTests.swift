import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct ListFixtureTests {
    @Test func rowCentersAreInTheWindowsCoordinates() throws {
        let app = ListFixture(tableOrigin: Point(x: 0, y: 64))
        #expect(
            try [0, 1, 19].map { try app.center(ofRow: $0) } == [
                Point(x: 160, y: 86), Point(x: 160, y: 130), Point(x: 160, y: 922),
            ])
    }

    @Test func aRowCenterOnceTheTableHasLeftTheWindowIsATypedError() throws {
        let app = ListFixture()
        app.list.table.removeFromSuperview()
        let error = #expect(throws: SimulatorError.self) {
            try app.center(ofRow: 2)
        }
        #expect(error?.code == .notInWindow)
        #expect(
            error?.details == ["row 2: the list's table is not in the fixture's window, so it has no point to touch"])
        #expect(app.stateSummaries == [])
    }
}
