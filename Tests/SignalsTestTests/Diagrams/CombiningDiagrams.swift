import Signals

extension OperatorDiagramTable {
    /// Operators that make one sequence of several sources.
    static var combining: [OperatorDiagram] { [
        .init(name: "startWith", file: "Observable/Operators/StartWith.swift", anchor: "public func startWith(",
              call: "a.startWith(0)", summary: "Sends the given values on subscribing, then the source's events.") { run in
            let a = try run.numbers("a", "---1-2-|")
            return try run.output { a.startWith(0) }
        },
        .init(name: "merge", file: "Observable/Operators/Merge.swift", anchor: "public static func merge(_ sources: Observable",
              call: "Observable.merge(a, b)", summary: "Sends the values of every source as they come.") { run in
            let a = try run.letters("a", "-1---2---3-|")
            let b = try run.letters("b", "---a---b---|")
            return try run.output { Observable.merge(a, b) }
        },
        .init(name: "merge(maxConcurrent:)", file: "Signals/Combining/MergeMaxConcurrent.swift", anchor: "public func merge(maxConcurrent",
              call: "a.map { $0 == \"x\" ? x : y }.merge(maxConcurrent: 1)",
              summary: "Merges the inner observables, at most the given number at a time; the rest wait.") { run in
            let a = try run.letters("a", "-x--y--------|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.map { $0 == "x" ? x : y }.merge(maxConcurrent: 1) }
        },
        .init(name: "concat", file: "Signals/HigherOrder/Concat.swift", anchor: "public func concat<Source",
              call: "a.concat(b)", summary: "Sends the first source's values, then, once it completed, the second's.") { run in
            let a = try run.numbers("a", "-1-2-|")
            let b = try run.coldNumbers("b (cold)", "-3-4|")
            return try run.output { a.concat(b) }
        },
        .init(name: "switchLatest", file: "Signals/HigherOrder/SwitchLatest.swift", anchor: "public func switchLatest(",
              call: "a.map { $0 == \"x\" ? x : y }.switchLatest()",
              summary: "Follows only the latest inner observable, disposing of the one before.") { run in
            let a = try run.letters("a", "-x---y-----|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.map { $0 == "x" ? x : y }.switchLatest() }
        },
        .init(name: "combineLatest", file: "Observable/Operators/CombineLatestAndZip2To3.swift",
              anchor: "public static func combineLatest<O1: ObservableType, O2: ObservableType>(",
              call: "Observable.combineLatest(a, b) { \"\\($0)\\($1)\" }",
              summary: "Combines the latest value of each source whenever any sends, once all have sent.") { run in
            let a = try run.numbers("a", "-1---2-----3-|")
            let b = try run.letters("b", "---a---b-----|")
            return try run.output { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        },
        .init(name: "zip", file: "Observable/Operators/CombineLatestAndZip2To3.swift",
              anchor: "public static func zip<O1: ObservableType, O2: ObservableType>(",
              call: "Observable.zip(a, b) { \"\\($0)\\($1)\" }",
              summary: "Pairs the sources' values in order: the n-th of each.") { run in
            let a = try run.numbers("a", "-1---2-3------|")
            let b = try run.letters("b", "---a-----b-c--|")
            return try run.output { Observable.zip(a, b) { "\($0)\($1)" } }
        },
        .init(name: "withLatestFrom", file: "Observable/Operators/WithLatestFrom.swift",
              anchor: "public func withLatestFrom<Second: ObservableConvertibleType, Result>(",
              call: "a.withLatestFrom(b) { \"\\($0)\\($1)\" }",
              summary: "Combines each value with the latest value of the other source, if it has one.") { run in
            let a = try run.numbers("a", "-1---2---3-|")
            let b = try run.letters("b", "---a---b----")
            return try run.output { a.withLatestFrom(b) { "\($0)\($1)" } }
        },
        .init(name: "sample", file: "Signals/Combining/Sample.swift", anchor: "public func sample<",
              call: "a.sample(b)",
              summary: "When the sampler sends, sends the source's latest value if it is new since the last.") { run in
            let a = try run.numbers("a", "-1-2---3---|")
            let b = try run.letters("b", "----x-x---x-|")
            return try run.output { a.sample(b) }
        },
        .init(name: "amb", file: "Signals/Combining/Amb.swift", anchor: "public func amb<",
              call: "a.amb(b)", summary: "Follows whichever source sends first and disposes of the other.") { run in
            let a = try run.numbers("a", "---1-2-|")
            let b = try run.numbers("b", "-7-8--9|")
            return try run.output { a.amb(b) }
        },
    ] }
}
