// peek-and-pop-demo: the command line. See `DemoCommand.usage`.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `text` and a newline to the standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The text style for the standard output: ANSI styles only for a terminal
/// that wants them.
func detectStyle() -> TextRenderer.Style {
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let environment = ProcessInfo.processInfo.environment
    let wantsPlain = environment["NO_COLOR"] != nil || environment["TERM"] == "dumb"
    return isTerminal && !wantsPlain ? .terminal : .plain
}

let command: DemoCommand
do {
    command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("peek-and-pop-demo: \(error.message)\n\n\(DemoCommand.usage)")
    exit(2)
}

switch command {
case .help:
    print(DemoCommand.usage)

case .list:
    let width = Scenario.all.map(\.name.count).max() ?? 0
    for scenario in Scenario.all {
        print(scenario.name + String(repeating: " ", count: width - scenario.name.count + 2) + scenario.summary)
    }

case .interactive:
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
        printError("peek-and-pop-demo: --interactive needs a terminal (its standard input and output are not one)")
        exit(2)
    }
    do {
        try await InteractiveSession.run()
    } catch {
        printError("peek-and-pop-demo: \(error)")
        exit(1)
    }

case .story(let options):
    let scenarios = options.scenario.flatMap { Scenario.named($0) }.map { [$0] } ?? Scenario.all
    let story = Story(scenarios: scenarios, output: options.isJSON ? .jsonLines : .prose, style: detectStyle())
    let frames: [Frame]
    do {
        frames = try await story.run()
    } catch {
        printError("peek-and-pop-demo: the story went wrong: \(error)")
        exit(1)
    }
    if let path = options.svgPath {
        let svg = SVGRenderer().render(frames, title: "PeekAndPop storyboard: \(frames.count) frames")
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            printError("peek-and-pop-demo: cannot write the storyboard to \(path): \(error.localizedDescription)")
            exit(1)
        }
        if !options.isJSON {
            print("")
            for line in Narrator.wrap("Storyboard: \(frames.count) frames written to \(path)", indent: "") {
                print(line)
            }
        }
    }
}
