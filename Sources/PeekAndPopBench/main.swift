// peek-and-pop-bench: `swift run -c release peek-and-pop-bench [--json]`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
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
while let argument = remaining.popFirst() {
    switch argument {
    case "--json": wantsJSON = true
    case "--only":
        only = remaining.popFirst()
    case "--size":
        // One size of the scaling figures, run once: for a profiler's counts per size.
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
            FileHandle.standardError.write(Data("peek-and-pop-bench: --size needs a positive count\n\(usage)\n".utf8))
            exit(2)
        }
        scalingSize = value
    case "--fuzz":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
            FileHandle.standardError.write(Data("peek-and-pop-bench: --fuzz needs a positive count\n\(usage)\n".utf8))
            exit(2)
        }
        fuzzSequences = value
    case "--fuzz-survey":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
            FileHandle.standardError.write(Data("peek-and-pop-bench: --fuzz-survey needs a positive count\n".utf8))
            exit(2)
        }
        surveySequences = value
    case "--ignore-preview-screens":
        surveyChecksPreviewScreens = false
    case "--fuzz-length":
        guard let value = remaining.popFirst().flatMap({ Int($0) }), value > 0 else {
            FileHandle.standardError.write(Data("peek-and-pop-bench: --fuzz-length needs a positive count\n".utf8))
            exit(2)
        }
        fuzzLength = value
    case "--seed":
        guard let value = remaining.popFirst().flatMap({ UInt64($0) }) else {
            FileHandle.standardError.write(Data("peek-and-pop-bench: --seed needs a number\n".utf8))
            exit(2)
        }
        fuzzSeed = value
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("peek-and-pop-bench: unknown option '\(argument)'\n\(usage)\n".utf8))
        exit(2)
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
    ("set-route-scaling", benchmarkSetRouteScaling),
    ("push-depth-after-routes", benchmarkPushDepthScalingAfterRoutes),
    ("unregister-all-scaling", benchmarkUnregisterAllScaling),
    ("add-tab-scaling", benchmarkAddTabScaling),
    ("route-length-scaling", benchmarkRouteLengthScaling),
    ("restore-tabs-scaling", benchmarkRestoreTabsScaling),
    ("drain-animations-scaling", benchmarkDrainAnimationsScaling),
    ("add-tab-at-index-scaling", benchmarkAddTabAtIndexScaling),
    ("push-with-route-subscriber-scaling", benchmarkPushWithRouteSubscriberScaling),
    ("unregister-all-during-peek-scaling", benchmarkUnregisterAllDuringPeekScaling),
]
#if UIKitStandIn
    // The renderer's figures exist only with the UIKit stand-in (package trait UIKitStandIn).
    let rendererSections: [(name: String, run: (inout Report) -> Void)] = [("renderer", benchmarkRenderer)]
#else
    let rendererSections: [(name: String, run: (inout Report) -> Void)] = []
#endif
for section in sections + rendererSections where only == nil || only == section.name {
    section.run(&report)
}
if wantsJSON {
    try report.printJSON()
} else {
    print("# PeekAndPop benchmarks (release build; best of several repeats)")
    report.printTables()
}
