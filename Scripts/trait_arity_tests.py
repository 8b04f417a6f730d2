"""The generated marble tests of `Driver.combineLatest` and `Signal.zip`, one per arity, for
Scripts/generate-traits.py (which writes them to Tests/SignalsTestTests/SharedSequenceArityTests.swift)."""


def arity_test(n):
    """A marble test of `Driver.combineLatest` and `Signal.zip` of `n` traits: source i sends i at
    200 + i and 10 * i at 230 + i, all complete at 300; each value arrives one tick later."""
    span = range(n)
    first = n * (n + 1) // 2
    latest = [f".next({201 + n}, {first})"] + [f".next({231 + i}, {first + 9 * i * (i + 1) // 2})" for i in range(1, n + 1)]
    drivers = ", ".join(f"drivers[{i}]" for i in span)
    signals = ", ".join(f"signals[{i}]" for i in span)
    dollars = " + ".join(f"${i}" for i in span)
    return (f"    func testCombineLatestAndZipOf{n}Traits() {{\n"
            f"        onTraitScheduler {{ scheduler in\n"
            f"            let sources = (1...{n}).map {{ index in\n"
            f"                scheduler.createHotObservable([.next(200 + index, index), .next(230 + index, 10 * index), .completed(300)])\n"
            f"            }}\n"
            f"            let drivers = sources.map {{ $0.asDriver(onErrorJustReturn: 0) }}\n"
            f"            let signals = sources.map {{ $0.asSignal(onErrorJustReturn: 0) }}\n"
            f"            let combined: Driver<Int> = Driver.combineLatest({drivers}) {{ {dollars} }}\n"
            f"            let paired: Signal<String> = Signal.zip({signals}).map {{ \"\\($0.0)…\\($0.{n - 1})\" }}\n"
            f"            let latest = scheduler.createObserver(Int.self)\n"
            f"            let zipped = scheduler.createObserver(String.self)\n"
            f"            subscribe(combined, latest, at: 200, on: scheduler)\n"
            f"            subscribe(paired, zipped, at: 200, on: scheduler)\n"
            f"            scheduler.start()\n"
            f"            XCTAssertEqual(latest.events, [{', '.join(latest)}, .completed(301)])\n"
            f"            XCTAssertEqual(zipped.events, [.next({201 + n}, \"1…{n}\"), .next({231 + n}, \"10…{10 * n}\"), .completed(301)])\n"
            f"            for source in sources {{ XCTAssertEqual(source.subscriptions, [Subscription(200, 300), Subscription(200, 300)]) }}\n"
            f"        }}\n    }}\n")


def file_text(header, arities):
    """The whole test file: one test per arity in `arities`, under `header`."""
    return (header + "import Signals\nimport SignalsTest\nimport XCTest\n\n"
            "/// `Driver.combineLatest` and `Signal.zip` of each generated arity between the hand-tested ones\n"
            "/// (2, 3 and 8 in SharedSequenceCombiningTests), in virtual time under `SharingScheduler.mock`.\n"
            "final class SharedSequenceArityTests: LeakCheckingTestCase {\n"
            + "\n".join(arity_test(n) for n in arities) + "}\n")
