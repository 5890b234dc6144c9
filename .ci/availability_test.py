#!/usr/bin/env python3
"""Tests of `.ci/availability.py`: each fixture is a small package tree that the check
must pass or fail, so that the check is known to fail when the floor is broken.

    python3 .ci/availability_test.py
"""

import os
import sys
import tempfile
import textwrap
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import availability  # noqa: E402

FLOOR_18 = "[.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)]"
FLOOR_17 = "[.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)]"
GUARD_18 = "iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *"
TABLE = textwrap.dedent("""\
    # fixture table
    Synchronization\tMutex\t\\bMutex\\b\t18.0\t15.0\t18.0\t11.0\t2.0\thttps://developer.apple.com/documentation/synchronization/mutex
    """)


def package(platforms):
    line = f"    platforms: {platforms},\n" if platforms else ""
    return ('// swift-tools-version: 6.2\nimport PackageDescription\n\nlet package = Package(\n    name: "Fixture",\n'
            + line + '    targets: [.target(name: "Core"), .target(name: "PeekAndPopUIKit")]\n)\n')


class AvailabilityCheckTests(unittest.TestCase):
    def run_check(self, files, platforms=FLOOR_18, table=TABLE):
        with tempfile.TemporaryDirectory() as root:
            with open(os.path.join(root, "Package.swift"), "w") as file:
                file.write(package(platforms))
            os.makedirs(os.path.join(root, ".ci"))
            with open(os.path.join(root, ".ci", "availability.tsv"), "w") as file:
                file.write(table)
            for path, text in files.items():
                full = os.path.join(root, path)
                os.makedirs(os.path.dirname(full), exist_ok=True)
                with open(full, "w") as file:
                    file.write(textwrap.dedent(text))
            errors, _, _, _ = availability.check(root, os.path.join(root, ".ci", "availability.tsv"))
            return errors

    USES_MUTEX = {"Sources/Core/Store.swift": """\
        import Synchronization

        final class Store: Sendable {
            let state = Mutex(0)
        }
        """}

    def test_a_use_within_the_floor_passes(self):
        self.assertEqual(self.run_check(self.USES_MUTEX), [])

    def test_a_use_above_the_floor_fails_with_file_line_and_page(self):
        errors = self.run_check(self.USES_MUTEX, platforms=FLOOR_17)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/Core/Store.swift:4: Mutex needs iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, "
                      "visionOS 2.0", errors[0])
        self.assertIn("https://developer.apple.com/documentation/synchronization/mutex", errors[0])

    def test_an_available_attribute_covers_the_declaration(self):
        files = {"Sources/Core/Store.swift": f"""\
            import Synchronization

            @available({GUARD_18})
            final class Store: Sendable {{
                let state = Mutex(0)
            }}
            """}
        self.assertEqual(self.run_check(files, platforms=FLOOR_17), [])

    def test_an_attribute_that_misses_one_platform_still_fails(self):
        files = {"Sources/Core/Store.swift": """\
            import Synchronization

            @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
            final class Store: Sendable {
                let state = Mutex(0)
            }
            """}
        errors = self.run_check(files, platforms=FLOOR_17)
        self.assertEqual(len(errors), 1)
        self.assertIn("Mutex needs watchOS 11.0", errors[0])

    def test_if_available_covers_its_braces_only(self):
        files = {"Sources/Core/Use.swift": f"""\
            import Synchronization

            func use() {{
                if #available({GUARD_18}) {{
                    let lock = Mutex(0)
                    _ = lock
                }}
                let unguarded = Mutex(1)
                _ = unguarded
            }}
            """}
        errors = self.run_check(files, platforms=FLOOR_17)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/Core/Use.swift:8: Mutex", errors[0])
        self.assertNotIn("more use", errors[0])

    def test_guard_available_covers_the_rest_of_the_scope(self):
        files = {"Sources/Core/Use.swift": f"""\
            import Synchronization

            func use() {{
                let before = Mutex(0)
                guard #available({GUARD_18}) else {{
                    return
                }}
                let after = Mutex(1)
                _ = (before, after)
            }}
            """}
        errors = self.run_check(files, platforms=FLOOR_17)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/Core/Use.swift:4: Mutex", errors[0])
        self.assertNotIn("more use", errors[0])

    def test_comments_and_strings_are_not_uses(self):
        files = {"Sources/Core/Doc.swift": """\
            /// Guarded by a `Mutex`, like `InlineArray` in /* nested */ comments.
            let text = "Mutex InlineArray"
            """}
        errors = self.run_check(files, platforms=FLOOR_17)
        self.assertEqual(errors, [".ci/availability.tsv:2: Mutex is not used by the sources; remove the row"])

    def test_a_known_newer_declaration_without_a_row_fails(self):
        files = dict(self.USES_MUTEX)
        files["Sources/Core/Buffer.swift"] = """\
            struct Buffer {
                var storage: InlineArray<4, Int> = [0, 0, 0, 0]
            }
            """
        errors = self.run_check(files)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/Core/Buffer.swift:2: uses InlineArray", errors[0])
        self.assertIn("has no row in .ci/availability.tsv", errors[0])

    def test_a_name_the_package_declares_itself_is_not_the_standard_librarys(self):
        files = dict(self.USES_MUTEX)
        files["Demo/Render.swift"] = """\
            private struct Span {
                let text: String
            }
            let spans: [Span] = []
            """
        self.assertEqual(self.run_check(files), [])

    def test_a_stand_in_of_apples_declarations_is_not_the_packages_own(self):
        # A made-up UIKit declaration newer than the floor, mirrored by a stand-in.
        table = TABLE + ("UIKit\tUIFutureInteraction\t\\bUIFutureInteraction\\b\t99.0\t15.0\t18.0\t11.0\t2.0"
                         "\thttps://developer.apple.com/documentation/uikit\n")
        files = dict(self.USES_MUTEX)
        files["Sources/UIKitStandIn/UIFutureInteraction.swift"] = "open class UIFutureInteraction {}\n"
        files["Sources/PeekAndPopUIKit/Adapter.swift"] = f"""\
            @available({GUARD_18.replace("iOS 18", "iOS 99")})
            final class Guarded {{ let interaction: UIFutureInteraction? = nil }}
            let unguarded: UIFutureInteraction? = nil
            """
        errors = self.run_check(files, table=table)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/PeekAndPopUIKit/Adapter.swift:3: UIFutureInteraction needs iOS 99.0", errors[0])
        self.assertNotIn("more use", errors[0])

    def test_an_import_outside_the_allowed_set_fails(self):
        files = dict(self.USES_MUTEX)
        files["Sources/Core/Reactive.swift"] = "import Combine\n"
        errors = self.run_check(files)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/Core/Reactive.swift:1: imports Combine", errors[0])

    def test_uikit_is_allowed_only_in_the_uikit_module(self):
        files = dict(self.USES_MUTEX)
        files["Sources/PeekAndPopUIKit/Adapter.swift"] = "#if canImport(UIKit)\nimport UIKit\n#endif\n"
        self.assertEqual(self.run_check(files), [])
        files["Sources/Core/Glue.swift"] = "import UIKit\n"
        errors = self.run_check(files)
        self.assertEqual(len(errors), 1)
        self.assertIn("Sources/Core/Glue.swift:1: imports UIKit, allowed only in Sources/PeekAndPopUIKit/", errors[0])

    def test_a_typed_throws_function_type_needs_its_row_but_a_typed_throws_function_does_not(self):
        table = TABLE + ("Swift\ttyped throws in a function type\t<typed-throws-function-type>\t18.0\t15.0\t18.0\t11.0"
                         "\t2.0\thttps://github.com/swiftlang/swift-evolution/blob/main/proposals/0413-typed-throws.md\n")
        files = dict(self.USES_MUTEX)
        files["Sources/Core/Builder.swift"] = """\
            enum Failure: Error { case no }
            func make() throws(Failure) -> Int { 1 }
            struct Builder {
                let build: () throws(Failure) -> Int
            }
            """
        self.assertEqual(self.run_check(files, table=table), [])
        errors = self.run_check(files, platforms=FLOOR_17, table=table)
        self.assertEqual([e.split(":")[:2] for e in errors],
                         [["Sources/Core/Builder.swift", "4"], ["Sources/Core/Store.swift", "4"]])

    def test_a_package_without_a_floor_fails(self):
        errors = self.run_check(self.USES_MUTEX, platforms=None)
        self.assertIn("Package.swift: no `platforms:`; an app with a lower deployment target would not compile it",
                      errors)

    def test_a_floor_missing_a_platform_fails(self):
        errors = self.run_check(self.USES_MUTEX, platforms="[.iOS(.v18), .macOS(.v15)]")
        self.assertIn("Package.swift: `platforms:` declares no floor for tvOS", errors)
        self.assertTrue(any("Mutex needs tvOS 18.0, watchOS 11.0, visionOS 2.0" in e for e in errors))

    def test_the_package_itself_passes(self):
        root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
        errors, _, _, _ = availability.check(root, os.path.join(root, ".ci", "availability.tsv"))
        self.assertEqual(errors, [])


if __name__ == "__main__":
    unittest.main(verbosity=1)
