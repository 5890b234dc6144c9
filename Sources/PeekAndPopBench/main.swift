// peek-and-pop-bench: `swift run -c release peek-and-pop-bench [--json]`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: peek-and-pop-bench [--json] [--only SECTION]"

var wantsJSON = false
var only: String?
var remaining = arguments[...]
while let argument = remaining.popFirst() {
    switch argument {
    case "--json": wantsJSON = true
    case "--only":
        only = remaining.popFirst()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        FileHandle.standardError.write(Data("peek-and-pop-bench: unknown option '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
}

sink.initialize(to: 0)
var report = Report()
let sections: [(name: String, run: (inout Report) -> Void)] = [
    ("bus-delivery", benchmarkBusDelivery),
    ("bus-subscriptions", benchmarkBusSubscriptions),
]
for section in sections where only == nil || only == section.name {
    section.run(&report)
}
if wantsJSON {
    try report.printJSON()
} else {
    print("# PeekAndPop benchmarks (release build; best of several repeats)")
    report.printTables()
}
