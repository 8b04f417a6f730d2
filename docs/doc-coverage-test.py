#!/usr/bin/env python3
"""Tests of docs/doc-coverage.py on small hand-written symbol graphs: python3 docs/doc-coverage-test.py

docs/build.sh runs it before the report, so a checker that stopped seeing a gap fails the docs build.
"""

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "doc-coverage.py")
spec = importlib.util.spec_from_file_location("doc_coverage", SCRIPT)
doc_coverage = importlib.util.module_from_spec(spec)
spec.loader.exec_module(doc_coverage)


def symbol(kind, comment, parameters=(), returns="", name="f(_:)", precise="s:f", line=3):
    """A symbol-graph entry of `kind` with doc comment `comment` (a string, or None for none)."""
    entry = {
        "kind": {"identifier": kind},
        "identifier": {"precise": precise},
        "names": {"title": name},
        "pathComponents": ["T", name],
        "location": {"uri": "file:///root/Sources/A/File.swift", "position": {"line": line, "character": 4}},
        "functionSignature": {
            "parameters": [dict(p) if isinstance(p, dict) else {"name": p} for p in parameters],
            "returns": [{"kind": "typeIdentifier", "spelling": returns}] if returns else [],
        },
    }
    if comment is not None:
        entry["docComment"] = {"lines": [{"text": text} for text in comment.split("\n")]}
    return entry


class ProblemsTests(unittest.TestCase):
    def test_a_complete_comment_has_none(self):
        comment = "Does f.\n\n- Parameters:\n  - x: The x.\n  - y: The y.\n- Returns: A value."
        self.assertEqual(doc_coverage.problems(symbol("swift.func", comment, ["x", "y"], "Int")), [])

    def test_single_parameter_lines_count(self):
        comment = "Does f.\n- Parameter x: The x.\n- parameter y: The y."
        self.assertEqual(doc_coverage.problems(symbol("swift.init", comment, ["x", "y"])), [])

    def test_missing_summary_parameters_and_returns_are_listed(self):
        comment = "- Parameter x: The x."
        self.assertEqual(doc_coverage.problems(symbol("swift.method", comment, ["x", "y"], "Bool")),
                         ["summary", "parameters: y", "returns"])
        self.assertEqual(doc_coverage.problems(symbol("swift.func", None, ["x"])),
                         ["summary", "parameters: x"])

    def test_a_parameter_is_named_by_its_local_name(self):
        local = {"name": "for", "internalName": "value"}
        self.assertEqual(doc_coverage.problems(symbol("swift.func", "F.\n- Parameter for: x", [local])),
                         ["parameters: value"])
        self.assertEqual(doc_coverage.problems(symbol("swift.func", "F.\n- Parameter value: x", [local])), [])

    def test_sections_inside_a_code_block_do_not_count(self):
        comment = "F.\n```\n- Parameter x: no\n- Returns: no\n```"
        self.assertEqual(doc_coverage.problems(symbol("swift.func", comment, ["x"], "Int")),
                         ["parameters: x", "returns"])

    def test_items_after_the_parameters_block_are_not_parameters(self):
        comment = "F.\n- Parameters:\n  - x: The x.\n- Throws: One of these:\n  - y: not a parameter"
        self.assertEqual(doc_coverage.problems(symbol("swift.func", comment, ["x", "y"])), ["parameters: y"])

    def test_void_results_initializers_and_properties_need_no_returns(self):
        self.assertEqual(doc_coverage.problems(symbol("swift.func", "F.", returns="Void")), [])
        self.assertEqual(doc_coverage.problems(symbol("swift.func", "F.", returns="()")), [])
        self.assertEqual(doc_coverage.problems(symbol("swift.property", "P.", returns="Int")), [])


class ScriptTests(unittest.TestCase):
    def run_script(self, symbols, strict):
        with tempfile.TemporaryDirectory() as directory:
            with open(os.path.join(directory, "A.symbols.json"), "w") as handle:
                json.dump({"module": {"name": "A"}, "symbols": symbols, "relationships": []}, handle)
            environment = dict(os.environ, DOC_COVERAGE_STRICT="1" if strict else "0")
            return subprocess.run([sys.executable, SCRIPT, directory, "/root"], env=environment,
                                  capture_output=True, text=True)

    def test_counts_each_declaration_once_and_lists_it(self):
        copy = symbol("swift.func", None, precise="s:g::SYNTHESIZED::s:T", name="g()")
        stdlib = symbol("swift.func.op", None, precise="s:ne", name="!=(_:_:)")
        del stdlib["location"]
        symbols = [symbol("swift.func", "F."), symbol("swift.func", None, precise="s:g", name="g()", line=9),
                   copy, stdlib]
        result = self.run_script(symbols, strict=False)
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("A                                 2          1", result.stdout)
        self.assertIn("Sources/A/File.swift:10: T.g() — lacks summary", result.stdout)

    def test_strict_mode_fails_on_a_gap_and_passes_without(self):
        self.assertEqual(self.run_script([symbol("swift.func", None)], strict=True).returncode, 1)
        self.assertEqual(self.run_script([symbol("swift.func", "F.")], strict=True).returncode, 0)

    def test_bad_input_is_reported(self):
        result = subprocess.run([sys.executable, SCRIPT, "/nonexistent"], capture_output=True, text=True)
        self.assertEqual(result.returncode, 2)
        self.assertIn("no symbol graph directory", result.stderr)


if __name__ == "__main__":
    unittest.main()
