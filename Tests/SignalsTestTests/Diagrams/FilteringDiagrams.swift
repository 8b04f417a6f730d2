import Signals

extension OperatorDiagramTable {
    /// Operators that pass on some values and drop others, or end the sequence early.
    static var filtering: [OperatorDiagram] { [
        .init(name: "filter", file: "Observable/Operators/Filter.swift", anchor: "public func filter(",
              call: "a.filter { $0 % 2 == 0 }", summary: "Passes on only the values the predicate accepts.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.filter { $0 % 2 == 0 } }
        },
        .init(name: "distinctUntilChanged", file: "Observable/Operators/DistinctUntilChanged.swift",
              anchor: "public func distinctUntilChanged()",
              call: "a.distinctUntilChanged()", summary: "Drops each value equal to the one before it.") { run in
            let a = try run.numbers("a", "-1-1-2-2-1-|")
            return try run.output { a.distinctUntilChanged() }
        },
        .init(name: "take", file: "Observable/Operators/Take.swift", anchor: "public func take(_ count", call: "a.take(2)",
              summary: "Passes on the first values, then completes.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.take(2) }
        },
        .init(name: "take(while:)", file: "Signals/Gates/TakeWhile.swift", anchor: "public func take(",
              call: "a.take(while: { $0 < 3 })",
              summary: "Passes on values while the predicate holds; the first that fails it completes.") { run in
            let a = try run.numbers("a", "-1-2-3-1-|")
            return try run.output { a.take(while: { $0 < 3 }) }
        },
        .init(name: "take(until: predicate)", file: "Signals/Gates/TakeUntil.swift", anchor: "public func take(",
              call: "a.take(until: { $0 == 3 })",
              summary: "Passes on values until one matches the predicate, then completes.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.take(until: { $0 == 3 }) }
        },
        .init(name: "take(until:)", file: "Signals/Gates/TakeUntil.swift", anchor: "public func take<Other",
              call: "a.take(until: b)",
              summary: "Passes on values until the other observable sends, then completes.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            let b = try run.letters("b", "------x---")
            return try run.output { a.take(until: b) }
        },
        .init(name: "skip", file: "Observable/Operators/Skip.swift", anchor: "public func skip(", call: "a.skip(2)",
              summary: "Drops the first values and passes on the rest.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.skip(2) }
        },
        .init(name: "skip(until:)", file: "Signals/Gates/SkipUntil.swift", anchor: "public func skip<Other",
              call: "a.skip(until: b)",
              summary: "Drops values until the other observable sends, then passes on the rest.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            let b = try run.letters("b", "----x-----")
            return try run.output { a.skip(until: b) }
        },
        .init(name: "element(at:)", file: "Signals/Gates/ElementAt.swift", anchor: "public func element(at",
              call: "a.element(at: 2)", summary: "Sends only the value at the given index, then completes.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.element(at: 2) }
        },
        .init(name: "ignoreElements", file: "Signals/Gates/IgnoreElements.swift", anchor: "public func ignoreElements(",
              call: "a.ignoreElements()", summary: "Drops every value and passes on only the terminal event.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.ignoreElements() }
        },
    ] }
}
