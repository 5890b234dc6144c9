#!/usr/bin/env python3
"""Extracts the Swift samples of the documentation into a throwaway package.

Used by `.ci/samples`; see that script for how to run the check. Every ```swift
block of README.md and of the DocC catalogs is a sample, and every sample must
compile unless a marker says why it cannot.

Where a sample goes
-------------------
Each documentation file becomes one library module (`Sample_<File>`) and, if
it has tests, one test module (`Sample_<File>Tests`). Blocks of one file
share a module, as a reader reads an article top to bottom: a type declared
in one block is visible to the later ones.

- A block that contains `@Test` is a *test sample*: it is compiled at file
  scope in the file's test module (with `import Testing`) and it is run.
- A block whose first line of code is a declaration (`import`, an attribute
  such as `@MainActor`, `struct`, `class`, `final class`, `enum`, `actor`,
  `protocol`, `extension`, `func`, `typealias`) is compiled as-is at file
  scope in the file's library module.
- Any other block is a block of *statements*: it becomes the body of its own
  `@MainActor func` (`async throws`, so that `try` and `await` work) in the
  file's library module.

Every unit imports `PeekAndPop`; units of README.md, of the
PeekAndPopTesting catalog and all test samples also import
`PeekAndPopTesting`.

Markers
-------
A block may carry one marker: an HTML comment on the line right before its
fence. DocC and GitHub render nothing for it. Its first line holds
directives, separated by `;`:

    <!-- sample: skip REASON -->
        Not compiled (UIKit or SwiftUI glue, a manifest fragment…); counted
        and reported with its reason. Every other block must compile.
    <!-- sample: given engine: PeekEngine, context: PreviewingContext -->
        The statements refer to values declared elsewhere: they become the
        parameters of the block's function.
    <!-- sample: continues -->
        The statements continue the file's previous statements block, in the
        same function (so they see its local values).
    <!-- sample: uses Sources/PeekAndPop/PeekAndPop.docc/GettingStarted.md -->
        The declaration blocks of that file are compiled into this file's
        module too (the README's quick start uses the article's screens).
    <!-- sample: uikit -->
        UIKit (or SwiftUI) code of an app adopting PeekAndPopUIKit: compiled
        with `import PeekAndPopUIKit` against the test-only UIKit stand-in (the
        dependency is built with the package trait `UIKitStandIn`, under which
        PeekAndPopUIKit re-exports the stand-in); the block's own `import UIKit`
        and `import SwiftUI` lines are left out, since no such modules exist
        here. May be combined with `given` and `continues`.
    <!-- sample: run -->
        A statements block that claims an outcome: it becomes a `@Test` and
        runs, and the marker's check lines (below) assert the outcome. Its
        comments that claim a state (`// session#2 inPeek`) are checked too:
        the engine it creates must publish exactly those, in order.

Lines after the first one, up to `-->`, are Swift: lines before a line `---`
are compiled at file scope before the block (small stand-ins a fragment
needs); lines after it are appended to the block's function (checks of a
`run` block, with `#expect`). For example:

    <!-- sample: run
    ---
    #expect(navigation.snapshot() == before)
    -->
"""

import json
import os
import re
import sys

FENCE = re.compile(r"^(\s*)```swift\s*$")
MARKER_START = re.compile(r"^\s*<!--\s*sample:(.*)$")
DECLARATION = re.compile(
    r"^(import|@|struct|class|final|enum|actor|protocol|extension|func|typealias|public|private|fileprivate|internal)\b"
)
TESTING_MODULE_FILES = ("README.md", "Sources/PeekAndPopTesting/")


class Block:
    def __init__(self, path, line, code, marker):
        self.path = path
        self.line = line  # the line of the opening fence, 1-based
        self.code = code
        self.directives = {}
        self.prelude = []
        self.checks = []
        if marker is not None:
            self.parse_marker(marker)

    @property
    def where(self):
        return f"{self.path}:{self.line}"

    def parse_marker(self, marker):
        first, rest = marker[0], marker[1:]
        for part in first.split(";"):
            part = part.strip()
            if not part:
                continue
            name, _, argument = part.partition(" ")
            if name not in ("skip", "given", "continues", "uses", "run", "uikit"):
                fail(f"{self.where}: unknown sample directive '{name}'")
            self.directives[name] = argument.strip()
        if "skip" in self.directives and not self.directives["skip"]:
            fail(f"{self.where}: 'skip' needs a reason")
        target = self.prelude
        for text in rest:
            if text.strip() == "---":
                target = self.checks
                continue
            target.append(text)

    def first_code_line(self):
        for text in self.code:
            stripped = text.strip()
            if stripped and not stripped.startswith("//"):
                return stripped
        return ""

    @property
    def kind(self):
        if "skip" in self.directives:
            return "skip"
        if any(re.search(r"@Test\b", text) for text in self.code):
            return "test"
        if "run" in self.directives:
            return "run"
        if DECLARATION.match(self.first_code_line()):
            return "declarations"
        return "statements"


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def extract(path, root):
    """The Swift blocks of one Markdown file, with their markers."""
    lines = open(os.path.join(root, path), encoding="utf-8").read().split("\n")
    blocks = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent = len(match.group(1))
        marker = find_marker(lines, index)
        start = index
        index += 1
        code = []
        while index < len(lines) and lines[index].strip() != "```":
            code.append(lines[index][indent:] if lines[index][:indent].strip() == "" else lines[index])
            index += 1
        if index == len(lines):
            fail(f"{path}:{start + 1}: unterminated code block")
        blocks.append(Block(path, start + 1, code, marker))
        index += 1
    return blocks


def find_marker(lines, fence):
    """The marker comment that ends on the line right before `fence`, as its lines."""
    end = fence - 1
    if end < 0 or not lines[end].rstrip().endswith("-->"):
        return None
    start = end
    while start >= 0 and not MARKER_START.match(lines[start]):
        if start < end and "-->" in lines[start]:
            return None  # another comment ends above: the fence's line before is not a marker
        start -= 1
    if start < 0:
        return None
    text = "\n".join([MARKER_START.match(lines[start]).group(1)] + lines[start + 1 : end + 1])
    text = text.rstrip()[: -len("-->")]
    marker = text.split("\n")
    while len(marker) > 1 and not marker[-1].strip():
        marker.pop()
    return marker


def module_name(path):
    base = os.path.splitext(os.path.basename(path))[0]
    return "Sample_" + re.sub(r"[^A-Za-z0-9]", "_", base)


APPLE_ONLY_IMPORT = re.compile(r"^\s*import\s+(UIKit|SwiftUI)\s*$")
UIKIT_IMPORT = "import PeekAndPopUIKit\n"


def imports(path, testing):
    names = ["PeekAndPop", "PeekAndPopNavigation"]
    if testing or path.startswith(TESTING_MODULE_FILES):
        names.append("PeekAndPopTesting")
    if testing:
        names.append("Testing")
    return "".join(f"import {name}\n" for name in names)


def indent(code, prefix="    "):
    return "\n".join((prefix + text) if text.strip() else "" for text in code)


def source_comment(block):
    return f"// {block.where}\n"


def build(root, out, files, identity):
    everything = {path: extract(path, root) for path in files}
    uses_uikit = False
    library_modules, test_modules, report = {}, {}, []
    for path, blocks in everything.items():
        module = module_name(path)
        units, tests = [], []
        for used in {b.directives.get("uses") for b in blocks} - {None}:
            if used not in everything:
                fail(f"{path}: 'uses {used}': not a checked documentation file")
            for other in everything[used]:
                if other.kind == "declarations":
                    units.append((f"uses_{other.line}", source_comment(other) + "\n".join(other.prelude + other.code)))
        previous = None  # the file's last statements or run block: (list, index)
        for block in blocks:
            kind = block.kind
            uikit = "uikit" in block.directives
            if uikit:
                uses_uikit = True
                block.code = [line for line in block.code if not APPLE_ONLY_IMPORT.match(line)]
            report.append({"where": block.where, "kind": kind, "reason": block.directives.get("skip", "")})
            if kind == "skip":
                continue
            prelude = "\n".join(block.prelude) + ("\n" if block.prelude else "")
            if kind == "test":
                tests.append((f"L{block.line}", source_comment(block) + prelude + "\n".join(block.code)))
                continue
            if kind == "declarations":
                header = UIKIT_IMPORT if uikit else ""
                units.append((f"L{block.line}", header + source_comment(block) + prelude + "\n".join(block.code)))
                continue
            if "continues" in block.directives:
                if previous is None:
                    fail(f"{block.where}: 'continues' but no statements block comes before it")
                target, position = previous
                name, parts = target[position]
                parts["body"] += ["", f"// {block.where}"] + block.code
                parts["checks"] += block.checks
                parts["prelude"] += block.prelude
                if kind == "run":
                    parts["run"] = True
                parts["uikit"] = parts["uikit"] or uikit
                continue
            parts = {
                "given": block.directives.get("given", ""),
                "body": block.code,
                "checks": block.checks,
                "prelude": block.prelude,
                "run": kind == "run",
                "where": block.where,
                "uikit": uikit,
            }
            units.append((f"L{block.line}", parts))
            previous = (units, len(units) - 1)
        library, test_units = [], list(tests)
        for name, unit in units:
            if isinstance(unit, str):
                library.append((name, unit))
                continue
            if unit["run"] and unit["given"]:
                fail(f"{unit['where']}: a 'run' block cannot take 'given' values")
            if unit["run"]:
                unit = claimed_states(unit)
            prelude = "\n".join(unit["prelude"]) + ("\n" if unit["prelude"] else "")
            body = indent(unit["body"] + unit["checks"])
            if unit["uikit"]:
                prelude = UIKIT_IMPORT + prelude
            if unit["run"]:
                text = f"// {unit['where']}\n{prelude}@Test @MainActor func sample{name}() async throws {{\n{body}\n}}"
                test_units.append((name, text))
            else:
                text = (
                    f"// {unit['where']}\n{prelude}@MainActor func sample{name}({unit['given']}) async throws {{\n"
                    f"{body}\n}}"
                )
                library.append((name, text))
        if library:
            library_modules[module] = (path, library)
        if test_units:
            test_modules[module + "Tests"] = (path, test_units, module if library else None)

    written = set()
    for module, (path, units) in library_modules.items():
        for name, text in units:
            written.add(write(os.path.join(out, "Sources", module, f"{name}.swift"), imports(path, False) + "\n" + text + "\n"))
    for module, (path, units, library) in test_modules.items():
        header = imports(path, True) + (f"@testable import {library}\n" if library else "")
        for name, text in units:
            written.add(write(os.path.join(out, "Tests", module, f"{name}.swift"), header + "\n" + text + "\n"))
    remove_stale(out, written)

    names = ("PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting") + (("PeekAndPopUIKit", "PeekAndPopUIKitTesting") if uses_uikit else ())
    products = ", ".join(f'.product(name: "{name}", package: "{identity}")' for name in names)
    traits = ', traits: ["UIKitStandIn"]' if uses_uikit else ""
    targets = []
    for module in library_modules:
        targets.append(f'        .target(name: "{module}", dependencies: [{products}]),')
    for module, (_, _, library) in test_modules.items():
        extra = f'"{library}", ' if library else ""
        targets.append(f'        .testTarget(name: "{module}", dependencies: [{extra}{products}]),')
    manifest = (
        "// swift-tools-version: 6.2\n"
        "// Generated by .ci/samples.py from the documentation's Swift samples. Do not edit.\n"
        "import PackageDescription\n\n"
        "let package = Package(\n"
        '    name: "PeekAndPopSamples",\n'
        f"    dependencies: [.package(path: {json.dumps(root)}{traits})],\n"
        "    targets: [\n" + "\n".join(targets) + "\n    ],\n"
        "    swiftLanguageModes: [.v6]\n"
        ")\n"
    )
    write(os.path.join(out, "Package.swift"), manifest)
    write(os.path.join(out, "report.json"), json.dumps(report, indent=2) + "\n")
    return report


CLAIM = re.compile(r"//\s*(session#\d+ [A-Za-z]+(?:\([^)]*\))?)")
ENGINE = re.compile(r"^(\s*)let engine = PeekEngine\(")


def claimed_states(unit):
    """A `run` sample's comments that claim a state (`// session#2 inPeek`) are checked.

    The claims, in order, must be exactly the summaries that the sample's engine
    publishes: an observer is added right after `let engine = PeekEngine(…)`, and the
    sample fails if a claimed state is not published (a peek that never happens) or if
    a state is published that no comment claims.
    """
    claims = [m.group(1) for line in unit["body"] for m in CLAIM.finditer(line)]
    if not claims:
        return unit
    body, observed = [], False
    for line in unit["body"]:
        body.append(line)
        match = ENGINE.match(line)
        if match and not observed:
            pad = match.group(1)
            body.append(f"{pad}let sampleStates = SampleStateLog()")
            body.append(f"{pad}let sampleObservation = engine.observe {{ sampleStates.lines.append($0.summary) }}")
            observed = True
    if not observed:
        fail(f"{unit['where']}: a 'run' sample that claims states (// {claims[0]}) must create its engine "
             "(`let engine = PeekEngine(…)`) so that its states can be checked")
    checks = ["withExtendedLifetime(sampleObservation) {}",
              f"#expect(sampleStates.lines == {json.dumps(claims)}, \"the states the sample's comments claim\")"]
    prelude = ["@MainActor private final class SampleStateLog { var lines: [String] = [] }"]
    return dict(unit, body=body, checks=unit["checks"] + checks, prelude=unit["prelude"] + prelude)


def write(path, text):
    """Writes a file unless it already holds `text` (so that unchanged samples are not rebuilt)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    return path


def remove_stale(out, written):
    """Removes sources of samples that no longer exist, and the folders left empty."""
    for top in ("Sources", "Tests"):
        for directory, _, names in os.walk(os.path.join(out, top), topdown=False):
            for name in names:
                if os.path.join(directory, name) not in written:
                    os.remove(os.path.join(directory, name))
            if not os.listdir(directory):
                os.rmdir(directory)


def print_errors(log):
    """Prints each compiler error of `log` with the documentation block it comes from.

    Every generated unit starts each block with a `// FILE:LINE` comment naming its fence.
    """
    seen = set()
    for text in open(log, encoding="utf-8"):
        match = re.match(r"^(/\S+\.swift):(\d+):\d+: error: (.*)$", text.strip())
        if not match or match.group(0) in seen:
            continue
        seen.add(match.group(0))
        path, line, message = match.group(1), int(match.group(2)), match.group(3)
        origin = "?"
        for number, source in enumerate(open(path, encoding="utf-8"), start=1):
            if number > line:
                break
            found = re.match(r"^\s*// (\S+\.md:\d+)$", source)
            if found:
                origin = found.group(1)
        print(f"{origin}: the sample there does not compile: {message} [{path}:{line}]")


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--errors":
        print_errors(sys.argv[2])
        return
    if len(sys.argv) < 3:
        fail("usage: samples.py REPOSITORY OUTPUT FILE…")
    root, out, files = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3:]
    report = build(root, out, files, os.path.basename(root))
    counts = {}
    for entry in report:
        counts[entry["kind"]] = counts.get(entry["kind"], 0) + 1
    print(", ".join(f"{counts[kind]} {kind}" for kind in sorted(counts)))


if __name__ == "__main__":
    main()
