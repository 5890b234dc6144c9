/// One part of the story, runnable on its own with `--scenario NAME`.
struct Scenario: Sendable {
    /// The name given to `--scenario`.
    let name: String
    /// One line for `--list`.
    let summary: String
    /// The heading in the story.
    let title: String
    /// Tells this part of the story on `stage`.
    let run: @MainActor @Sendable (Stage) async throws -> Void

    /// The scenario named `name`, if there is one.
    static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
