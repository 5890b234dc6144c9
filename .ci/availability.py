#!/usr/bin/env python3
"""Checks that the package uses no declaration newer than the platforms it declares.

Nothing here can compile for an Apple SDK, so the floor declared in Package.swift
(`platforms:`) is checked against a table instead: `.ci/availability.tsv` lists every
standard library, Synchronization and Foundation declaration (and, from the UIKit
module on, every UIKit and SwiftUI one) that the sources use and that has an
availability on Apple platforms, with that availability as Apple's documentation
states it and the page it comes from.

    python3 .ci/availability.py            # check the package (from anywhere)
    python3 .ci/availability.py --root DIR # check another tree (the tests use fixtures)

It fails, naming file and line, when
  - a table row whose availability is above the floor on some platform is used
    outside an `@available`/`if #available`/`guard #available` that covers it;
  - the sources use a declaration known to be newer than the oldest Apple systems
    (the CANDIDATES below: `InlineArray`, `Span`, `Regex`, `Observation`, …) that
    has no row, so that its availability was never looked up;
  - a typed-throws function type is used (its metadata needs the Swift 6 runtime)
    and the table's row for it is above the floor;
  - a module is imported that is not in the allowed set (ALLOWED_IMPORTS, plus the
    package's own targets);
  - a row matches nothing in the sources (the table says what is used, no more);
  - Package.swift declares no floor for one of the five Apple platforms.

Scanned: every `.swift` file under `Sources/` and `Demo/` (`Sources/PeekAndPopUIKit`
included when it exists). Comments and string literals are blanked first. A name the
package declares itself (`struct Span` in the demo) is not the standard library's. A
stand-in of Apple's declarations (any folder whose name contains `StandIn`) is neither
scanned nor counted as the package's own names: it declares Apple's names, and the code
that uses them is checked against their rows.

Guards are read by scope: `@available(iOS 18, macOS 15, *)` before a declaration
covers everything up to the end of the declaration's braces (and its signature);
`if #available(…) {` covers the braces that follow; `guard #available(…) else { … }`
covers the rest of the enclosing braces. A platform a guard does not name (`*`)
is only covered by the floor.
"""

import argparse
import os
import re
import sys

PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")

# Modules a source file may import. The package's own targets (parsed from
# Package.swift) are allowed too. UIKit and SwiftUI only in the UIKit module.
ALLOWED_IMPORTS = {
    "Swift": None,
    "Foundation": None,
    "Synchronization": None,
    # The C library, behind `#if canImport(…)`.
    "Darwin": None,
    "Glibc": None,
    "Musl": None,
    # The platform adapters, their simulated presses and the navigation renderer only.
    "UIKit": ("Sources/PeekAndPopUIKit/", "Sources/PeekAndPopUIKitTesting/", "Sources/PeekAndPopNavigationUIKit/"),
    "SwiftUI": ("Sources/PeekAndPopUIKit/", "Sources/PeekAndPopUIKitTesting/", "Sources/PeekAndPopNavigationUIKit/"),
    # The renderer's SwiftUI bindings (iOS 17, under the iOS 18 floor).
    "Observation": ("Sources/PeekAndPopNavigationUIKit/",),
}

# Declarations newer than the oldest Apple systems that a Swift package can target.
# A use of one of these needs a row in the table (its availability looked up), or
# the check fails. Name and the pattern that finds a use.
CANDIDATES = [
    ("Mutex", r"\bMutex\b"),
    ("Atomic", r"\bAtomic\b"),
    ("AtomicLazyReference", r"\bAtomicLazyReference\b"),
    ("Span", r"\bSpan\b"),
    ("RawSpan", r"\bRawSpan\b"),
    ("MutableSpan", r"\bMutableSpan\b"),
    ("OutputSpan", r"\bOutputSpan\b"),
    ("InlineArray", r"\bInlineArray\b"),
    ("UTF8Span", r"\bUTF8Span\b"),
    ("Duration", r"\bDuration\b"),
    ("Clock", r"\bClock\b"),
    ("InstantProtocol", r"\bInstantProtocol\b"),
    ("DurationProtocol", r"\bDurationProtocol\b"),
    ("ContinuousClock", r"\bContinuousClock\b"),
    ("SuspendingClock", r"\bSuspendingClock\b"),
    ("Task.sleep(for:)", r"\bTask\s*\.\s*sleep\s*\(\s*for\s*:"),
    ("Task.sleep(until:)", r"\bTask\s*\.\s*sleep\s*\(\s*until\s*:"),
    ("withDiscardingTaskGroup", r"\bwith(?:Throwing)?DiscardingTaskGroup\b"),
    ("TaskLocal", r"@TaskLocal\b|\bTaskLocal\b"),
    ("#isolation", r"#isolation\b"),
    ("Task(name:)", r"\bTask(?:\.detached)?\s*\(\s*name\s*:"),
    ("Task.immediate", r"\bTask\s*\.\s*immediate\b"),
    ("TaskExecutor", r"\bTaskExecutor\b|\bwithTaskExecutorPreference\b"),
    ("Observation", r"\bimport\s+Observation\b|@Observable\b|\bwithObservationTracking\b|\bObservationRegistrar\b"),
    ("AsyncStream.makeStream", r"\bmakeStream\s*\("),
    ("Regex", r"\bRegex\b|#/|\bRegexComponent\b"),
    ("URL.appending(path:)", r"\.appending\s*\(\s*(?:path|component|components)\s*:"),
    ("URL.filePath", r"\bURL\s*\(\s*filePath\s*:"),
    ("FormatStyle", r"\bFormatStyle\b|\.formatted\s*\(\s*[.A-Za-z]"),
    ("Date.now", r"\bDate\s*\.\s*now\b"),
    ("AttributedString", r"\bAttributedString\b"),
    ("FileHandle.write(contentsOf:)", r"\.write\s*\(\s*contentsOf\s*:"),
    ("FileHandle.seekToEnd()", r"\.seekToEnd\s*\(\s*\)"),
    ("JSONEncoder.OutputFormatting.withoutEscapingSlashes", r"\bwithoutEscapingSlashes\b"),
    ("MainActor.assumeIsolated", r"\bMainActor\s*\.\s*assumeIsolated\b"),
]

# Rows whose pattern is this special name are matched by code, not by a regex.
TYPED_THROWS_FUNCTION_TYPE = "<typed-throws-function-type>"

# Type aliases are left out: `typealias Duration = Swift.Duration` names the system's type.
DECLARATION_NAME = re.compile(r"\b(?:struct|class|enum|actor|protocol)\s+([A-Za-z_]\w*)")
IMPORT = re.compile(r"^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_]\w*)", re.M)
AVAILABLE_ATTRIBUTE = re.compile(r"@available\s*\(")
AVAILABLE_CONDITION = re.compile(r"#(available|unavailable)\s*\(")
VERSION = re.compile(r"^\s*(iOS|macOS|tvOS|watchOS|visionOS|macCatalyst|iOSApplicationExtension)\s+(\d+(?:\.\d+){0,2})\s*$")
INTRODUCED = re.compile(r"^\s*(iOS|macOS|tvOS|watchOS|visionOS)\s*,\s*introduced\s*:\s*(\d+(?:\.\d+){0,2})")


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def show(v):
    return ".".join(str(p) for p in (v[:2] if v[2] == 0 else v))


# ---------------------------------------------------------------- inputs


def parse_floor(package_text):
    """The deployment floor per platform from `platforms: [...]`; 0.0 where none is declared."""
    floor = {p: (0, 0, 0) for p in PLATFORMS}
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", strip(package_text), re.S)
    if not match:
        return floor, False
    for name, major, minor, string in re.findall(
        r"\.(iOS|macOS|tvOS|watchOS|visionOS)\s*\(\s*(?:\.v(\d+)(?:_(\d+))?|\"([\d.]+)\")\s*\)", match.group(1)
    ):
        floor[name] = version(string) if string else version(major + ("." + minor if minor else ""))
    return floor, True


def parse_targets(package_text):
    return set(re.findall(r"\.(?:target|executableTarget|testTarget|macro|plugin)\s*\(\s*name\s*:\s*\"(\w+)\"", package_text))


def parse_table(path):
    rows = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 4 + len(PLATFORMS):
                raise SystemExit(f"{path}:{number}: expected {4 + len(PLATFORMS)} tab-separated fields, got {len(fields)}")
            module, name, pattern = fields[:3]
            page = fields[-1]
            if not page.startswith("https://"):
                raise SystemExit(f"{path}:{number}: the last field must be the documentation page it comes from")
            availability = {p: version(v) for p, v in zip(PLATFORMS, fields[3:-1])}
            if pattern != TYPED_THROWS_FUNCTION_TYPE:
                re.compile(pattern)
            rows.append({"module": module, "name": name, "pattern": pattern, "availability": availability,
                         "page": page, "line": number, "used": False})
    return rows


def strip(text):
    """Blanks comments and string literals (keeping line breaks, so offsets and lines still match)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
            hashes = len(re.match(r"#*", text[i:]).group(0))
            start = i
            i += hashes
            triple = text.startswith('"""', i)
            quote = '"""' if triple else '"'
            i += len(quote)
            close = quote + "#" * hashes
            while i < n and not text.startswith(close, i):
                if text[i] == "\\" and hashes == 0:
                    i += 1
                i += 1
            i = min(n, i + len(close))
            out.append('"' + re.sub(r"[^\n]", " ", text[start + 1:i - 1]) + '"')
        else:
            out.append(c)
            i += 1
    return "".join(out)


# ---------------------------------------------------------------- guards


def parse_versions(arguments):
    versions = {}
    for part in arguments.split(","):
        m = VERSION.match(part)
        if m and m.group(1) in PLATFORMS:
            versions[m.group(1)] = version(m.group(2))
    m = INTRODUCED.match(arguments)
    if m:
        versions[m.group(1)] = version(m.group(2))
    return versions


def closing_paren(code, open_index):
    depth = 0
    for j in range(open_index, len(code)):
        if code[j] == "(":
            depth += 1
        elif code[j] == ")":
            depth -= 1
            if depth == 0:
                return j
    return len(code) - 1


def guard_map(code):
    """For every offset, the versions that guards in force there promise (a list of dicts, one per brace level)."""
    events = []  # (offset, kind, versions)
    for m in AVAILABLE_ATTRIBUTE.finditer(code):
        end = closing_paren(code, m.end() - 1)
        versions = parse_versions(code[m.end():end])
        if versions:
            events.append((m.start(), "attribute", versions))
    for m in AVAILABLE_CONDITION.finditer(code):
        end = closing_paren(code, m.end() - 1)
        if m.group(1) == "unavailable":
            continue
        versions = parse_versions(code[m.end():end])
        before = code[:m.start()]
        is_guard = re.search(r"\bguard\s+(?:[^{};]*,\s*)?$", before) is not None
        events.append((m.start(), "guard" if is_guard else "if", versions))
    events.sort(key=lambda e: e[0])

    covered = [None] * (len(code) + 1)
    stack = [{}]  # versions promised in each open brace level
    pending = []  # (kind, versions) waiting for their `{`
    guard_levels = []  # (depth of the else block, versions) for `guard #available … else {`
    event_index = 0
    for i, c in enumerate(code):
        while event_index < len(events) and events[event_index][0] == i:
            _, kind, versions = events[event_index]
            pending.append((kind, versions))
            event_index += 1
        attributes = [versions for kind, versions in pending if kind != "guard"]
        if attributes:
            current = dict(stack[-1])
            for versions in attributes:
                merge(current, versions)
            covered[i] = current
        else:
            covered[i] = stack[-1]
        if c == "{":
            level = dict(stack[-1])
            guard_pending = [v for k, v in pending if k == "guard"]
            for kind, versions in pending:
                if kind != "guard":
                    merge(level, versions)
            pending = []
            stack.append(level)
            for versions in guard_pending:
                guard_levels.append((len(stack) - 1, versions))
        elif c == "}":
            depth = len(stack) - 1
            if len(stack) > 1:
                stack.pop()
            while guard_levels and guard_levels[-1][0] == depth:
                _, versions = guard_levels.pop()
                # A new dict: offsets before the guard keep the one they saw.
                stack[-1] = dict(stack[-1])
                merge(stack[-1], versions)
        elif c == ";":
            pending = [p for p in pending if p[0] == "guard"]
    covered[len(code)] = dict(stack[-1])
    return covered


def merge(into, versions):
    for platform, v in versions.items():
        if v > into.get(platform, (0, 0, 0)):
            into[platform] = v


# ---------------------------------------------------------------- uses


def typed_throws_function_types(code):
    """Offsets of `throws(E)` that belong to a function type, not to a declaration's signature."""
    for m in re.finditer(r"\bthrows\s*\(", code):
        before = code[:m.start()].rstrip()
        if before.endswith("async"):
            before = before[: -len("async")].rstrip()
        if not before.endswith(")"):
            continue
        depth, j = 0, len(before) - 1
        while j >= 0:
            if before[j] == ")":
                depth += 1
            elif before[j] == "(":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        head = before[:j].rstrip()
        if re.search(r"(?:\bfunc\s+[^\s(<]+(?:\s*<[^{}]*>)?|\binit[?!]?(?:\s*<[^{}]*>)?|\bsubscript(?:\s*<[^{}]*>)?)$", head):
            continue
        yield m.start()


def line_of(code, offset):
    return code.count("\n", 0, offset) + 1


def sources(root):
    found = []
    for top in ("Sources", "Demo"):
        base = os.path.join(root, top)
        if not os.path.isdir(base):
            continue
        for directory, _, files in os.walk(base):
            if is_stand_in(os.path.relpath(directory, root)):
                continue
            for name in sorted(files):
                if name.endswith(".swift"):
                    path = os.path.join(directory, name)
                    found.append(os.path.relpath(path, root))
    return sorted(found)


def is_stand_in(path):
    return any("standin" in part.lower() for part in path.split(os.sep))


def check(root, table_path):
    errors = []
    package_text = read(os.path.join(root, "Package.swift"))
    floor, declared = parse_floor(package_text)
    if not declared:
        errors.append("Package.swift: no `platforms:`; an app with a lower deployment target would not compile it")
    else:
        for platform in PLATFORMS:
            if floor[platform] == (0, 0, 0):
                errors.append(f"Package.swift: `platforms:` declares no floor for {platform}")
    targets = parse_targets(package_text)
    rows = parse_table(table_path)
    files = {path: read(os.path.join(root, path)) for path in sources(root)}
    stripped = {path: strip(text) for path, text in files.items()}
    own_names = set()
    for code in stripped.values():
        own_names.update(DECLARATION_NAME.findall(code))

    for path, code in stripped.items():
        for m in IMPORT.finditer(code):
            module = m.group(1)
            if module in targets:
                continue
            if module not in ALLOWED_IMPORTS:
                errors.append(f"{path}:{line_of(code, m.start())}: imports {module}, which is not in the allowed set "
                              f"({', '.join(sorted(ALLOWED_IMPORTS))} and the package's targets)")
                continue
            only = ALLOWED_IMPORTS[module]
            if only and not any(path.startswith(prefix) for prefix in only):
                errors.append(f"{path}:{line_of(code, m.start())}: imports {module}, allowed only in {', '.join(only)}")

        covered = None
        row_hits = []  # (start, end) of every row match in this file
        for row in rows:
            if row["pattern"] == TYPED_THROWS_FUNCTION_TYPE:
                hits = [(o, o + len("throws")) for o in typed_throws_function_types(code)]
            else:
                hits = [(m.start(), m.end()) for m in re.finditer(row["pattern"], code)]
            hits = [h for h in hits if not declared_here(code, h, own_names, row["name"])]
            if not hits:
                continue
            row["used"] = True
            row_hits.extend(hits)
            above = {p: v for p, v in row["availability"].items() if v > floor[p]}
            if not above:
                continue
            if covered is None:
                covered = guard_map(code)
            unguarded = []
            for start, _ in hits:
                promised = covered[start]
                missing = [f"{p} {show(v)}" for p, v in above.items() if promised.get(p, floor[p]) < v]
                if missing:
                    unguarded.append((start, missing))
            if unguarded:
                start, missing = unguarded[0]
                more = f" (and {len(unguarded) - 1} more use(s) in this file)" if len(unguarded) > 1 else ""
                errors.append(
                    f"{path}:{line_of(code, start)}: {row['name']} needs {', '.join(missing)}{more}; the floor is "
                    f"{', '.join(f'{p} {show(floor[p])}' for p in PLATFORMS)}: raise it in Package.swift or guard "
                    f"the use with @available / #available (.ci/availability.tsv line {row['line']}, {row['page']})")

        for name, pattern in CANDIDATES:
            for m in re.finditer(pattern, code):
                if declared_here(code, (m.start(), m.end()), own_names, name):
                    continue
                if any(s <= m.start() < e or m.start() <= s < m.end() for s, e in row_hits):
                    continue
                errors.append(f"{path}:{line_of(code, m.start())}: uses {name}, which is newer than the oldest Apple "
                              f"systems and has no row in .ci/availability.tsv: look up its availability in Apple's "
                              f"documentation and add a row with the page")

    for row in rows:
        if not row["used"]:
            errors.append(f".ci/availability.tsv:{row['line']}: {row['name']} is not used by the sources; remove the row")
    return errors, floor, rows, len(files)


def declared_here(code, hit, own_names, name):
    """Whether the match is a name the package declares itself (and not qualified by a system module)."""
    start, end = hit
    word = re.match(r"@?([A-Za-z_]\w*)", code[start:end].lstrip("#.@ "))
    if not word or word.group(1) not in own_names:
        return False
    qualifier = re.search(r"\b(Swift|Synchronization|Foundation|_Concurrency)\s*\.\s*$", code[:start])
    return qualifier is None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    parser.add_argument("--table", default=None)
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    table = arguments.table or os.path.join(root, ".ci", "availability.tsv")
    errors, floor, rows, count = check(root, table)
    if errors:
        for error in errors:
            print(error, file=sys.stderr)
        print(f"availability: {len(errors)} problem(s)", file=sys.stderr)
        return 1
    print(f"availability: {count} files, {len(rows)} declarations with an availability, all within "
          f"{', '.join(f'{p} {show(floor[p])}' for p in PLATFORMS)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
