/// What the command line asks for.
enum DemoCommand: Equatable {
    /// The narrated story, or one scenario of it.
    case story(StoryOptions)
    /// The scenario names with one-line descriptions.
    case list
    /// The finger under the user's control.
    case interactive
    /// The usage text, on the standard output.
    case help

    struct StoryOptions: Equatable {
        /// The scenario to run alone, or `nil` for all of them.
        var scenario: String?
        /// JSON Lines instead of prose.
        var isJSON = false
        /// Where to write the storyboard, if anywhere.
        var svgPath: String?
    }

    /// A command line that does not parse; `main` prints it with the usage
    /// text and exits with status 2.
    struct UsageError: Error, Equatable {
        let message: String
    }

    static let usage = """
        usage: peek-and-pop-demo [--scenario NAME] [--json] [--svg FILE]
               peek-and-pop-demo --list | --interactive | --help

        With no options, tells the whole story of peek and pop on the embedded
        headless host, deterministically (a manual clock drives everything).

          --list           list the scenarios, with one line about each
          --scenario NAME  run only the scenario NAME (see --list)
          --json           print the state changes as JSON Lines instead of prose
          --svg FILE       also write the frames as an SVG storyboard to FILE
          --interactive    be the finger (needs a terminal): arrow keys move,
                           space presses harder, enter pops (or taps), backspace
                           releases, b goes back, q quits
          --help           print this help
        """

    /// Parses the arguments that follow the program's name.
    static func parse(_ arguments: [String]) throws(UsageError) -> DemoCommand {
        var options = StoryOptions()
        var seen: Set<String> = []
        var modes: [DemoCommand] = []
        var index = 0

        func value(for option: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(option) needs a value")
            }
            return arguments[index]
        }

        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("-") else {
                throw UsageError(message: "unexpected argument '\(argument)'")
            }
            guard seen.insert(argument).inserted else {
                throw UsageError(message: "\(argument) was given twice")
            }
            switch argument {
            case "--list": modes.append(.list)
            case "--interactive": modes.append(.interactive)
            case "--help", "-h": modes.append(.help)
            case "--json": options.isJSON = true
            case "--scenario":
                let name = try value(for: argument)
                guard Scenario.named(name) != nil else {
                    let names = Scenario.all.map(\.name).joined(separator: ", ")
                    throw UsageError(message: "unknown scenario '\(name)' (the scenarios are: \(names))")
                }
                options.scenario = name
            case "--svg":
                options.svgPath = try value(for: argument)
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
            index += 1
        }

        if modes.contains(.help) { return .help }
        guard let mode = modes.first else { return .story(options) }
        guard modes.count == 1, options == StoryOptions() else {
            let given = arguments.filter { $0.hasPrefix("-") }.joined(separator: " ")
            throw UsageError(message: "--list and --interactive go alone (given: \(given))")
        }
        return mode
    }
}
