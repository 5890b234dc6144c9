#!/usr/bin/env python3
"""Checks that every rule the repository cites is stated in the article The rules.

    python3 .ci/rule_citations.py

A citation is a rule number such as S7, B3, H12, P2, U10 or R3 (a word of one of the letters
S, B, H, P, U, R followed by one or two digits) in a Swift or Markdown file under Sources,
Tests or Demo, or in README.md; DocC catalogs are under Sources. A rule is stated when
Sources/PeekAndPop/PeekAndPop.docc/Rules.md has a list item that starts with it in bold
(`- **S7** …`). The check fails, naming the file and line, for a citation of a rule that is
not stated, and for a rule stated twice.
"""

import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
RULES = os.path.join("Sources", "PeekAndPop", "PeekAndPop.docc", "Rules.md")
CITATION = re.compile(r"\b[SBHPUR][0-9]{1,2}\b")
STATED = re.compile(r"^- \*\*([SBHPUR][0-9]{1,2})\*\* ", re.M)
FOLDERS = ("Sources", "Tests", "Demo")
EXTENSIONS = (".swift", ".md")


def stated_rules():
    text = open(os.path.join(ROOT, RULES), encoding="utf-8").read()
    rules = STATED.findall(text)
    twice = sorted({rule for rule in rules if rules.count(rule) > 1})
    return set(rules), twice


def cited_files():
    yield "README.md"
    for folder in FOLDERS:
        for directory, subdirectories, names in os.walk(os.path.join(ROOT, folder)):
            subdirectories[:] = sorted(name for name in subdirectories if not name.startswith("."))
            for name in sorted(names):
                if name.endswith(EXTENSIONS):
                    yield os.path.relpath(os.path.join(directory, name), ROOT)


def main():
    stated, twice = stated_rules()
    if not stated:
        print(f"error: {RULES} states no rule (list items `- **S1** …`)", file=sys.stderr)
        return 1
    problems = [f"{RULES}: {rule} is stated more than once" for rule in twice]
    citations, cited = 0, set()
    for path in cited_files():
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                for rule in CITATION.findall(line):
                    citations += 1
                    cited.add(rule)
                    if rule not in stated:
                        problems.append(f"{path}:{number}: cites {rule}, which {RULES} does not state")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(
        f"rule citations: {citations} citations of {len(cited)} rules in README.md, {', '.join(FOLDERS)}; "
        f"all stated in {RULES} ({len(stated)} rules)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
