// peek-and-pop-bench: `swift run -c release peek-and-pop-bench [--json]`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
keepFreedMemory()
let usage = """
    usage: peek-and-pop-bench [--json] [--only SECTION] [--size N]
           peek-and-pop-bench --fuzz COUNT [--fuzz-length N] [--seed FIRST]
           peek-and-pop-bench --fuzz-survey COUNT [--fuzz-length N] [--seed FIRST] [--ignore-preview-screens]
    """

var wantsJSON = false
var only: String?
var fuzzSequences: Int?
var fuzzLength = 40
var fuzzSeed: UInt64 = 1
var surveySequences: Int?
var surveyChecksPreviewScreens = true
var remaining = arguments[...]

/// Exits with status 2 after `message` on standard error, and the usage
/// where `withUsage`.
@MainActor
func fail(_ message: String, withUsage: Bool = false) -> Never {
    FileHandle.standardError.write(Data("peek-and-pop-bench: \(message)\n\(withUsage ? "\(usage)\n" : "")".utf8))
    exit(2)
}

/// The positive count after `option`; exits if there is none.
@MainActor
func positiveCount(after option: String, withUsage: Bool = false) -> Int {
    guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
        fail("\(option) needs a positive count", withUsage: withUsage)
    }
    return value
}

while let argument = remaining.popFirst() {
    switch argument {
    case "--json": wantsJSON = true
    case "--only":
        only = remaining.popFirst()
    case "--size":
        // One size of the scaling figures, run once: for a profiler's counts per size.
        scalingSize = positiveCount(after: argument, withUsage: true)
    case "--fuzz": fuzzSequences = positiveCount(after: argument, withUsage: true)
    case "--fuzz-survey": surveySequences = positiveCount(after: argument)
    case "--ignore-preview-screens":
        surveyChecksPreviewScreens = false
    case "--fuzz-length": fuzzLength = positiveCount(after: argument)
    case "--seed":
        guard let value = remaining.popFirst().flatMap({ UInt64($0) }) else { fail("--seed needs a number") }
        fuzzSeed = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        fail("unknown option '\(argument)'", withUsage: true)
    }
}

if let surveySequences {
    exit(
        await runFuzzSurvey(
            sequences: surveySequences, length: fuzzLength, firstSeed: fuzzSeed,
            checksPreviewScreens: surveyChecksPreviewScreens))
}
if let fuzzSequences {
    exit(await runFuzz(sequences: fuzzSequences, length: fuzzLength, firstSeed: fuzzSeed))
}

sink.initialize(to: 0)
var report = Report()
let sections: [(name: String, run: (inout Report) -> Void)] = [
    ("bus-delivery", benchmarkBusDelivery),
    ("bus-subscriptions", benchmarkBusSubscriptions),
    ("peek-cycle", benchmarkPeekCycle),
    ("tap-depth", benchmarkTapDepthScaling),
    ("preview-scaling", benchmarkPreviewScaling),
    ("state-delivery", benchmarkStateDelivery),
    ("allocations", benchmarkAllocations),
    ("context-menu", benchmarkContextMenuBridge),
    ("memory", benchmarkMemory),
]
#if UIKitStandIn
    // The renderer's figures exist only with the UIKit stand-in (package trait UIKitStandIn).
    let rendererSections: [(name: String, run: (inout Report) -> Void)] = [("renderer", benchmarkRenderer)]
#else
    let rendererSections: [(name: String, run: (inout Report) -> Void)] = []
#endif
for section in sections + scalingSections() + rendererSections where only == nil || only == section.name {
    section.run(&report)
}
if wantsJSON {
    try report.printJSON()
} else {
    print("# PeekAndPop benchmarks (release build; best of several repeats)")
    report.printTables()
}
