import Signals

extension OperatorDiagramTable {
    /// Operators that turn each value into another value, a collection or an observable.
    static var transforming: [OperatorDiagram] { [
        .init(name: "map", file: "Observable/Operators/Map.swift", anchor: "public func map<", call: "a.map { $0 * 2 }",
              summary: "Transforms each value.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.map { $0 * 2 } }
        },
        .init(name: "compactMap", file: "Observable/Operators/CompactMap.swift", anchor: "public func compactMap<",
              call: "a.compactMap { Int($0) }",
              summary: "Transforms each value and passes on the non-nil results.") { run in
            let a = try run.letters("a", "-1-x-2-y-|")
            return try run.output { a.compactMap { Int($0) } }
        },
        .init(name: "scan", file: "Observable/Operators/Scan.swift", anchor: "public func scan<", call: "a.scan(0) { $0 + $1 }",
              summary: "Sends every running result of combining the values with the accumulator.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.scan(0) { $0 + $1 } }
        },
        .init(name: "reduce", file: "Signals/Transforming/Reduce.swift", anchor: "public func reduce<Accumulate>(",
              call: "a.reduce(0, accumulator: +)",
              summary: "Combines all the values with the accumulator and sends the result on completion.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.reduce(0, accumulator: +) }
        },
        .init(name: "toArray", file: "Signals/Transforming/ToArray.swift", anchor: "public func toArray(", call: "a.toArray()",
              summary: "Collects all the values and sends them as one array on completion.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.toArray() }
        },
        .init(name: "flatMap", file: "Observable/Operators/FlatMap.swift", anchor: "public func flatMap<",
              call: "a.flatMap { $0 == \"x\" ? x : y }",
              summary: "Maps each value to an observable and merges all of them.") { run in
            let a = try run.letters("a", "-x--y------|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.flatMap { $0 == "x" ? x : y } }
        },
        .init(name: "flatMapLatest", file: "Observable/Operators/FlatMapLatest.swift", anchor: "public func flatMapLatest<",
              call: "a.flatMapLatest { $0 == \"x\" ? x : y }",
              summary: "Maps each value to an observable and follows only the latest one.") { run in
            let a = try run.letters("a", "-x---y-----|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.flatMapLatest { $0 == "x" ? x : y } }
        },
        .init(name: "flatMapFirst", file: "Signals/HigherOrder/FlatMapFirst.swift", anchor: "public func flatMapFirst<",
              call: "a.flatMapFirst { $0 == \"x\" ? x : y }",
              summary: "Maps a value to an observable only while no earlier one is running; drops the rest.") { run in
            let a = try run.letters("a", "-x---y---y--|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.flatMapFirst { $0 == "x" ? x : y } }
        },
        .init(name: "concatMap", file: "Signals/HigherOrder/ConcatMap.swift", anchor: "public func concatMap<",
              call: "a.concatMap { $0 == \"x\" ? x : y }",
              summary: "Maps each value to an observable and runs them one after another, in order.") { run in
            let a = try run.letters("a", "-x--y--------|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.concatMap { $0 == "x" ? x : y } }
        },
        .init(name: "withUnretained", file: "Observable/Operators/WithUnretained.swift",
              anchor: "public func withUnretained<Object: AnyObject, Result>(",
              call: "a.withUnretained(screen) { _, value in value * 2 }  // screen stays alive",
              summary: "Combines each value with an object held weakly; completes once the object is gone.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            let screen = PublishSubject<Int>()
            return try run.output { a.withUnretained(screen) { _, value in value * 2 } }
        },
    ] }
}
