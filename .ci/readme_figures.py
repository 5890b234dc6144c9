#!/usr/bin/env python3
"""Checks the figures that README.md states about the test suite against the sources.

    python3 .ci/readme_figures.py            # check
    python3 .ci/readme_figures.py --list     # also count with `swift test list --skip-build`

The README says how many tests the suite holds ("The suite holds N tests") and how many
mutants the mutation check applies ("applies N small bugs"). The tests are counted as
the `@Test` functions under Tests/ (each parameterized test once, as `swift test list`
lists it); the mutants as the lines of `.ci/mutants --list`. A figure that disagrees
fails the check, with the number to write. Coverage is not stated in the README: CI
does not measure it.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TEST = re.compile(r"^\s*@Test\b", re.M)
FIGURES = {
    "tests": re.compile(r"The suite holds ([\d,]+) tests"),
    "mutants": re.compile(r"applies ([\d,]+) small bugs"),
    "UIKit adapter tests": re.compile(r"([\d,]+) more test the UIKit adapters"),
    "navigation renderer tests": re.compile(r"([\d,]+) test the navigation renderer"),
}


# The test targets that compile only with the UIKitStandIn trait: the adapters' and the
# simulated presses'.
UIKIT_TESTS = (os.path.join("Tests", "PeekAndPopUIKitTests"), os.path.join("Tests", "PeekAndPopUIKitTestingTests"))
# The navigation renderer's tests compile only with the UIKitStandIn trait too.
RENDERER_TESTS = os.path.join("Tests", "PeekAndPopNavigationUIKitTests")


def count_tests(uikit=False, renderer=False):
    """The @Test functions of the default suite, or (uikit) of the UIKit adapters' suite, or (renderer) of
    the navigation renderer's suite, each of which
    compiles only with the UIKitStandIn trait and so is not listed by a plain `swift test list`."""
    count = 0
    for directory, _, files in os.walk(os.path.join(ROOT, "Tests")):
        relative = os.path.relpath(directory, ROOT)
        in_uikit = any(relative == target or relative.startswith(target + os.sep) for target in UIKIT_TESTS)
        in_renderer = relative == RENDERER_TESTS or relative.startswith(RENDERER_TESTS + os.sep)
        if in_uikit != uikit or in_renderer != renderer:
            continue
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(directory, name), encoding="utf-8") as file:
                    count += len(TEST.findall(file.read()))
    return count


def count_mutants():
    listing = subprocess.run([sys.executable, os.path.join(ROOT, ".ci", "mutants"), "--list"], check=True,
                             capture_output=True, text=True, cwd=ROOT).stdout
    return len([line for line in listing.splitlines() if line.strip()])


def count_listed_tests():
    listing = subprocess.run(["swift", "test", "list", "--skip-build"], check=True, capture_output=True, text=True,
                             cwd=ROOT).stdout
    return len([line for line in listing.splitlines() if line.strip()])


def main():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        readme = file.read()
    actual = {
        "tests": count_tests(),
        "mutants": count_mutants(),
        "UIKit adapter tests": count_tests(uikit=True),
        "navigation renderer tests": count_tests(renderer=True),
    }
    errors = []
    if "--list" in sys.argv[1:]:
        listed = count_listed_tests()
        if listed != actual["tests"]:
            errors.append(f"`swift test list` lists {listed} tests but Tests/ holds {actual['tests']} @Test functions")
    for name, pattern in FIGURES.items():
        found = pattern.findall(readme)
        if not found:
            errors.append(f"README.md: no figure for the {name} (expected text matching {pattern.pattern!r})")
        for text in found:
            if int(text.replace(",", "")) != actual[name]:
                errors.append(f"README.md says {text} {name}; there are {actual[name]:,}: update the README")
    if re.search(r"(?i)line coverage[^\n]*\d+(\.\d+)?\s*%", readme):
        errors.append("README.md states a coverage figure, which CI does not measure: remove it")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        return 1
    print(f"README figures: {actual['tests']:,} tests, {actual['mutants']} mutants")
    return 0


if __name__ == "__main__":
    sys.exit(main())
