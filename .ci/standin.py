#!/usr/bin/env python3
"""Checks that the UIKit stand-in declares Apple's declarations and nothing else (U10).

The stand-in (Tests/UIKitStandIn, module UIKitStandIn, built with the package trait
UIKitStandIn) lets PeekAndPopUIKit be type-checked and tested on Linux. It is only worth
something if it is UIKit's and SwiftUI's API as Apple declares it: a misnamed delegate method,
a missing `@MainActor`, a wrong optionality or a forgotten deprecation would let code through
here that does not compile, or does not work, on iOS.

`.ci/uikit-manifest.tsv` is the reference, written from Apple's documentation pages (and the iOS
SDK headers where a page says less): one row per declaration, keyed by the page's identifier
(`doc://com.apple.uikit/documentation/UIKit/…`). Columns, tab-separated:

    identifier   the documentation identifier
    kind         class, protocol, struct, enum, case, method, property, init, typealias, …
    isolation    @MainActor, or - (nonisolated)
    availability "iOS 13.0", "iOS 9.0, deprecated 13.0", or - (none)
    requirement  required / optional (a protocol requirement; `@objc optional` is optional), or -
    declaration  the Swift declaration as Apple's page shows it, without `@MainActor`
    stand-in     empty, or what the stand-in declares instead, on purpose: its declaration, or
                 `column: value` pairs separated by ` | ` (`availability: iOS 9.0, deprecated 13.0`)…
    reason       …and why (required when stand-in is set)

The stand-in's side is read from its symbol graph (swift-symbolgraph-extract over the built
module). Each public declaration of the stand-in names its page in its doc comment: `/// doc://…`
for a declaration of Apple's, `/// Implements doc://…` for a member implementing a protocol
requirement of Apple's (its declaration must equal the requirement's), `/// Not UIKit` or `/// Not
SwiftUI` for a test double of the stand-in's own (skipped with its members). Overrides without a
doc comment are skipped (the overridden declaration is checked). Swift on Linux has no `@objc
optional`: an optional requirement is a requirement with a default implementation in a protocol
extension, so the requirement column is computed from the graph — a requirement with a default
is optional, one without is required — and compared like the rest.

It fails on any declaration of the stand-in that names no page, names one the manifest lacks,
or differs from its row in kind, isolation, availability, requirement or declaration; on any row
no declaration matches; and on a page named twice.

    python3 .ci/standin.py --graphs DIR [--manifest .ci/uikit-manifest.tsv]
    python3 .ci/standin.py --graphs DIR --self-test   # the check must fail on planted mismatches
    python3 .ci/standin.py --graphs DIR --draft       # rows for declarations the manifest lacks
"""

import argparse
import glob
import json
import os
import re
import sys

COLUMNS = ["identifier", "kind", "isolation", "availability", "requirement", "declaration", "stand-in", "reason"]
HELPER = re.compile(r"^Not (UIKit|SwiftUI)\b")
IDENTIFIER = re.compile(r"^(Implements )?(doc://\S+)")
DROPPED_ATTRIBUTES = re.compile(r"@(MainActor|preconcurrency)\s+")


class Symbol:
    def __init__(self, raw):
        self.raw = raw
        self.precise = raw["identifier"]["precise"]
        self.path = ".".join(raw["pathComponents"])
        self.kind = raw["kind"]["identifier"].removeprefix("swift.").replace("type.", "static ")
        fragments = "".join(f["spelling"] for f in raw.get("declarationFragments", []))
        self.isolation = "@MainActor" if "@MainActor" in fragments else "-"
        self.declaration = normalized(" ".join(DROPPED_ATTRIBUTES.sub("", fragments).split()))
        self.doc = [line["text"].strip() for line in (raw.get("docComment") or {}).get("lines", [])]
        self.availability = availability(raw.get("availability", []))
        self.parent = None
        self.requirement = "-"
        self.is_default = False
        self.overrides = False


def availability(entries):
    for entry in entries:
        if entry.get("domain") != "iOS":
            continue
        if entry.get("isUnconditionallyUnavailable"):
            return "unavailable"
        parts = []
        if "introduced" in entry:
            parts.append("iOS " + version(entry["introduced"]))
        if "deprecated" in entry:
            parts.append("deprecated " + version(entry["deprecated"]))
        if "obsoleted" in entry:
            parts.append("obsoleted " + version(entry["obsoleted"]))
        if entry.get("isUnconditionallyDeprecated"):
            parts.append("deprecated")
        return ", ".join(parts) or "-"
    return "-"


def version(v):
    text = f"{v.get('major', 0)}.{v.get('minor', 0)}"
    return text + (f".{v['patch']}" if v.get("patch") else "")


def load_graphs(directory):
    paths = sorted(glob.glob(os.path.join(directory, "UIKitStandIn*.symbols.json")))
    if not paths:
        sys.exit(f"error: no UIKitStandIn symbol graph in {directory}")
    symbols, relationships = {}, []
    for path in paths:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for raw in graph["symbols"]:
            symbol = Symbol(raw)
            symbols[symbol.precise] = symbol
        relationships += graph["relationships"]
    defaults = set()
    for relation in relationships:
        source, target, kind = relation["source"], relation["target"], relation["kind"]
        if source not in symbols:
            continue
        if kind == "memberOf":
            symbols[source].parent = target
        elif kind in ("requirementOf", "optionalRequirementOf"):
            symbols[source].requirement = "required"
            symbols[source].parent = target
        elif kind == "defaultImplementationOf":
            symbols[source].is_default = True
            defaults.add(target)
        elif kind == "overrides":
            symbols[source].overrides = True
    for precise in defaults:
        if precise in symbols and symbols[precise].requirement == "required":
            symbols[precise].requirement = "optional"
    return symbols


def read_manifest(path):
    rows = {}
    problems = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            cells = line.split("\t")
            if len(cells) < 6 or len(cells) > len(COLUMNS):
                problems.append(f"{path}:{number}: {len(cells)} columns, expected 6 to {len(COLUMNS)}")
                continue
            row = dict(zip(COLUMNS, cells + [""] * (len(COLUMNS) - len(cells))))
            row["line"] = number
            if row["stand-in"] and not row["reason"]:
                problems.append(f"{path}:{number}: an intended difference needs a reason")
            if row["identifier"] in rows:
                problems.append(f"{path}:{number}: {row['identifier']} is listed twice")
            rows[row["identifier"]] = row
    return rows, problems


OVERRIDE = re.compile(r"^(kind|isolation|availability|requirement|declaration): ")


def overrides(row):
    """What the stand-in declares instead of the row's values, on purpose."""
    text = row["stand-in"]
    if not text:
        return {}
    if not OVERRIDE.match(text):
        return {"declaration": text}
    result = {}
    for part in text.split(" | "):
        column, _, value = part.partition(": ")
        result[column] = value
    return result


def normalized(declaration):
    """A property as Apple's pages spell it: a `let` is a get-only `var`, a stored `var` has
    `{ get set }` (the same API either way)."""
    match = re.match(r"^((?:static |class |weak |@\w+ )*)let (.*)$", declaration)
    if match:
        return f"{match.group(1)}var {match.group(2)} {{ get }}"
    if re.match(r"^(?:static |class |weak |@\w+ )*var ", declaration) and not declaration.endswith("}"):
        return declaration + " { get set }"
    return declaration


def as_requirement(declaration):
    """A conformance member's declaration as its requirement spells it (`weak` dropped)."""
    return normalized(re.sub(r"\bweak ", "", declaration))


def name_of(declaration):
    """A declaration's name and argument labels: `func willMove(to view:`, `var view`."""
    declaration = re.sub(r"(@\w+|\b(weak|open|final|required|convenience|override|dynamic)) ", "", declaration)
    match = re.match(r"^([^(:<]*\(?)", declaration)
    labels = re.findall(r"[(,]\s*(\w+)(?: \w+)?:", declaration)
    return match.group(1).strip() + ",".join(labels)


def is_helper(symbol, symbols):
    current = symbol
    while current is not None:
        if current.doc and HELPER.match(current.doc[0]):
            return True
        current = symbols.get(current.parent)
    return False


def page_of(symbol):
    for line in symbol.doc:
        match = IDENTIFIER.match(line)
        if match:
            return match.group(2), bool(match.group(1))
    return None, False


def check(symbols, rows):
    """Returns (problems, counts)."""
    problems = []
    seen = {}
    counts = {"declarations": 0, "differences": 0, "helpers": 0, "implementations": 0}
    for symbol in sorted(symbols.values(), key=lambda s: s.path):
        if symbol.is_default:
            continue  # Stands for `@objc optional`; the requirement's row says optional.
        if is_helper(symbol, symbols):
            counts["helpers"] += 1
            continue
        identifier, implements = page_of(symbol)
        if identifier is None:
            if symbol.overrides or (not symbol.doc and symbol.path.endswith(".init(rawValue:)")):
                continue  # The overridden declaration is checked; a raw-value enum's init is implicit.
            problems.append(f"{symbol.path}: names no documentation page (/// doc://…, or /// Not UIKit)")
            continue
        row = rows.get(identifier)
        if row is None:
            problems.append(f"{symbol.path}: {identifier} is not in the manifest")
            continue
        if implements:
            # The member must be the requirement (same name and labels); its type may be the
            # conformer's (a `body` of type `Never`).
            counts["implementations"] += 1
            expected = name_of(overrides(row).get("declaration", row["declaration"]))
            if name_of(symbol.declaration) != expected:
                problems.append(
                    f"{symbol.path}: implements {identifier} under another name\n    manifest:  {expected}\n"
                    f"    stand-in:  {name_of(symbol.declaration)}"
                )
            continue
        if identifier in seen:
            problems.append(f"{symbol.path}: {identifier} is already the page of {seen[identifier]}")
            continue
        seen[identifier] = symbol.path
        counts["declarations"] += 1
        if row["stand-in"]:
            counts["differences"] += 1
        actual = {
            "kind": symbol.kind,
            "isolation": symbol.isolation,
            "availability": symbol.availability,
            "requirement": symbol.requirement,
            "declaration": symbol.declaration,
        }
        expected = {column: row[column] for column in actual}
        expected.update(overrides(row))
        for column in actual:
            if actual[column] != expected[column]:
                problems.append(
                    f"{symbol.path} ({identifier}, manifest line {row['line']}): {column} differs\n"
                    f"    manifest:  {expected[column]}\n    stand-in:  {actual[column]}"
                )
    for identifier, row in rows.items():
        if identifier not in seen:
            problems.append(f"manifest line {row['line']}: no declaration of the stand-in is {identifier}")
    return problems, counts


def draft(symbols, rows):
    for symbol in sorted(symbols.values(), key=lambda s: s.path):
        if symbol.is_default or is_helper(symbol, symbols):
            continue
        identifier, implements = page_of(symbol)
        if implements or identifier is None or identifier in rows:
            continue
        print(
            "\t".join(
                [identifier, symbol.kind, symbol.isolation, symbol.availability, symbol.requirement, symbol.declaration]
            )
        )


def self_test(symbols, rows):
    """Plants one mismatch per column (and a missing and an unknown row); each must fail."""
    base, _ = check(symbols, rows)
    if base:
        return ["the unplanted check already fails; fix that first"]
    first = next(row for row in rows.values() if not row["stand-in"] and row["requirement"] != "-")
    plants = {
        "a misnamed declaration": ("declaration", first["declaration"] + " "),
        "another isolation": ("isolation", "-" if first["isolation"] != "-" else "@MainActor"),
        "another availability": ("availability", "iOS 99.0"),
        "another optionality": ("requirement", "optional" if first["requirement"] != "optional" else "required"),
        "another kind": ("kind", "struct" if first["kind"] != "struct" else "class"),
    }
    failures = []
    for name, (column, value) in plants.items():
        planted = dict(rows)
        planted[first["identifier"]] = dict(first, **{column: value})
        problems, _ = check(symbols, planted)
        if not problems:
            failures.append(f"self-test: {name} in {first['identifier']} was not caught")
    missing = dict(rows)
    del missing[first["identifier"]]
    if not check(symbols, missing)[0]:
        failures.append("self-test: a declaration missing from the manifest was not caught")
    extra = dict(rows)
    extra["doc://com.apple.uikit/documentation/UIKit/UINotInTheStandIn"] = dict(
        first, identifier="doc://com.apple.uikit/documentation/UIKit/UINotInTheStandIn"
    )
    if not check(symbols, extra)[0]:
        failures.append("self-test: a manifest row with no declaration was not caught")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--graphs", required=True, help="directory of UIKitStandIn*.symbols.json")
    parser.add_argument("--manifest", default=os.path.join(os.path.dirname(__file__), "uikit-manifest.tsv"))
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--draft", action="store_true")
    args = parser.parse_args()
    symbols = load_graphs(args.graphs)
    rows, problems = read_manifest(args.manifest)
    if args.draft:
        draft(symbols, rows)
        return 0
    if args.self_test:
        failures = self_test(symbols, rows)
        for failure in failures:
            print(failure, file=sys.stderr)
        if not failures:
            print("ok: self-test — 7 planted mismatches, each caught")
        return 1 if failures else 0
    found, counts = check(symbols, rows)
    problems += found
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        print(f"{len(problems)} difference(s) between the stand-in and {args.manifest}", file=sys.stderr)
        return 1
    print(
        f"ok: {counts['declarations']} declarations match the manifest ({counts['differences']} intended "
        f"differences, {counts['implementations']} conformance members, {counts['helpers']} stand-in test doubles)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
