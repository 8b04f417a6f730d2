import Signals

/// Every operator with a diagram: its inputs and its call, written once. `OperatorDiagramTests`
/// runs each entry and checks (or, with `SIGNALS_WRITE_DIAGRAMS=1`, writes) docs/Operators.md and
/// the diagram block in the operator's doc comment.
///
/// Hot inputs start with `-`: a hot event in frame 0 reaches no one (see docs/Marbles.md).
enum OperatorDiagramTable {
    static var all: [OperatorDiagram] { [
        .init(name: "map", file: "Map.swift", anchor: "public func map<", call: "a.map { $0 * 2 }",
              summary: "Transforms each value.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.map { $0 * 2 } }
        },
        .init(name: "compactMap", file: "CompactMap.swift", anchor: "public func compactMap<", call: "a.compactMap { Int($0) }",
              summary: "Transforms each value and passes on the non-nil results.") { run in
            let a = try run.letters("a", "-1-x-2-y-|")
            return try run.output { a.compactMap { Int($0) } }
        },
        .init(name: "filter", file: "Filter.swift", anchor: "public func filter(", call: "a.filter { $0 % 2 == 0 }",
              summary: "Passes on only the values the predicate accepts.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.filter { $0 % 2 == 0 } }
        },
        .init(name: "distinctUntilChanged", file: "DistinctUntilChanged.swift", anchor: "public func distinctUntilChanged()",
              call: "a.distinctUntilChanged()", summary: "Drops each value equal to the one before it.") { run in
            let a = try run.numbers("a", "-1-1-2-2-1-|")
            return try run.output { a.distinctUntilChanged() }
        },
        .init(name: "scan", file: "Scan.swift", anchor: "public func scan<", call: "a.scan(0) { $0 + $1 }",
              summary: "Sends every running result of combining the values with the accumulator.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.scan(0) { $0 + $1 } }
        },
        .init(name: "startWith", file: "StartWith.swift", anchor: "public func startWith(", call: "a.startWith(0)",
              summary: "Sends the given values on subscribing, then the source's events.") { run in
            let a = try run.numbers("a", "---1-2-|")
            return try run.output { a.startWith(0) }
        },
        .init(name: "take", file: "Take.swift", anchor: "public func take(_ count", call: "a.take(2)",
              summary: "Passes on the first values, then completes.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.take(2) }
        },
        .init(name: "takeWhile", file: "TakeWhile.swift", anchor: "public func take(", call: "a.take(while: { $0 < 3 })",
              summary: "Passes on values while the predicate holds; the first that fails it completes.") { run in
            let a = try run.numbers("a", "-1-2-3-1-|")
            return try run.output { a.take(while: { $0 < 3 }) }
        },
        .init(name: "skip", file: "Skip.swift", anchor: "public func skip(", call: "a.skip(2)",
              summary: "Drops the first values and passes on the rest.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.skip(2) }
        },
        .init(name: "catchAndReturn", file: "Catch.swift", anchor: "public func catchAndReturn(", call: "a.catchAndReturn(0)",
              summary: "On error, sends the given value and completes instead.") { run in
            let a = try run.numbers("a", "-1-2-#")
            return try run.output { a.catchAndReturn(0) }
        },
        .init(name: "catch", file: "Catch.swift", anchor: "public func `catch`(", call: "a.catch { _ in b }",
              summary: "On error, continues with the observable the handler returns.") { run in
            let a = try run.numbers("a", "-1-2-#")
            let b = try run.coldNumbers("b (cold)", "-8-9|")
            return try run.output { a.catch { _ in b } }
        },
        .init(name: "ignoreElements", file: "IgnoreElements.swift", anchor: "public func ignoreElements(",
              call: "a.ignoreElements()", summary: "Drops every value and passes on only the terminal event.") { run in
            let a = try run.numbers("a", "-1-2-3-|")
            return try run.output { a.ignoreElements() }
        },
        .init(name: "materialize", file: "Materialize.swift", anchor: "public func materialize(", call: "a.materialize()",
              summary: "Turns each event, the terminal one included, into a value, then completes.") { run in
            let a = try run.numbers("a", "-1-2-|")
            return try run.output { a.materialize() }
        },
        .init(name: "merge", file: "Merge.swift", anchor: "public static func merge(_ sources: Observable", call: "Observable.merge(a, b)",
              summary: "Sends the values of every source as they come.") { run in
            let a = try run.letters("a", "-1---2---3-|")
            let b = try run.letters("b", "---a---b---|")
            return try run.output { Observable.merge(a, b) }
        },
        .init(name: "combineLatest", file: "CombineLatestAndZip.swift", anchor: "public static func combineLatest<O1: ObservableType, O2: ObservableType>(",
              call: "Observable.combineLatest(a, b) { \"\\($0)\\($1)\" }",
              summary: "Combines the latest value of each source whenever any sends, once all have sent.") { run in
            let a = try run.numbers("a", "-1---2-----3-|")
            let b = try run.letters("b", "---a---b-----|")
            return try run.output { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        },
        .init(name: "zip", file: "CombineLatestAndZip.swift", anchor: "public static func zip<O1: ObservableType, O2: ObservableType>(",
              call: "Observable.zip(a, b) { \"\\($0)\\($1)\" }",
              summary: "Pairs the sources' values in order: the n-th of each.") { run in
            let a = try run.numbers("a", "-1---2-3------|")
            let b = try run.letters("b", "---a-----b-c--|")
            return try run.output { Observable.zip(a, b) { "\($0)\($1)" } }
        },
        .init(name: "withLatestFrom", file: "WithLatestFrom.swift", anchor: "public func withLatestFrom<Second: ObservableType, Result>(",
              call: "a.withLatestFrom(b) { \"\\($0)\\($1)\" }",
              summary: "Combines each value with the latest value of the other source, if it has one.") { run in
            let a = try run.numbers("a", "-1---2---3-|")
            let b = try run.letters("b", "---a---b----")
            return try run.output { a.withLatestFrom(b) { "\($0)\($1)" } }
        },
        .init(name: "flatMap", file: "FlatMap.swift", anchor: "public func flatMap<", call: "a.flatMap { $0 == \"x\" ? x : y }",
              summary: "Maps each value to an observable and merges all of them.") { run in
            let a = try run.letters("a", "-x--y------|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.flatMap { $0 == "x" ? x : y } }
        },
        .init(name: "flatMapLatest", file: "FlatMapLatest.swift", anchor: "public func flatMapLatest<",
              call: "a.flatMapLatest { $0 == \"x\" ? x : y }",
              summary: "Maps each value to an observable and follows only the latest one.") { run in
            let a = try run.letters("a", "-x---y-----|")
            let x = try run.coldNumbers("x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y → (cold)", "-4-5|")
            return try run.output { a.flatMapLatest { $0 == "x" ? x : y } }
        },
        .init(name: "debounce", file: "Time/Debounce.swift", anchor: "public func debounce(",
              call: "a.debounce(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames",
              summary: "Sends a value once no other followed it for the given time.") { run in
            let a = try run.letters("a", "-a--bc---d-|")
            return try run.output { a.debounce(.seconds(20), scheduler: run.scheduler) }
        },
        .init(name: "throttle", file: "Time/Throttle.swift", anchor: "public func throttle(",
              call: "a.throttle(.seconds(30), scheduler: scheduler)  // 30 ticks = 3 frames",
              summary: "Sends the first value, then at most one value (the latest) per period.") { run in
            let a = try run.letters("a", "-abc---de-----|")
            return try run.output { a.throttle(.seconds(30), scheduler: run.scheduler) }
        },
        .init(name: "delay", file: "Time/Delay.swift", anchor: "public func delay(",
              call: "a.delay(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames",
              summary: "Sends every event the given time later.") { run in
            let a = try run.letters("a", "-a-b---c-|")
            return try run.output { a.delay(.seconds(20), scheduler: run.scheduler) }
        },
        .init(name: "timeout", file: "Time/Timeout.swift", anchor: "public func timeout(_ dueTime: RxTimeInterval, scheduler",
              call: "a.timeout(.seconds(30), scheduler: scheduler)  // 30 ticks = 3 frames",
              summary: "Fails when the next value does not arrive within the given time.") { run in
            let a = try run.letters("a", "-a-b-----c-|")
            return try run.output { a.timeout(.seconds(30), scheduler: run.scheduler) }
        },
        .init(name: "interval", file: "Time/Interval.swift", anchor: "public static func interval(",
              call: "Observable<Int>.interval(.seconds(20), scheduler: scheduler).take(4)",
              summary: "Sends 0, 1, 2, … one period apart; never completes (here `take(4)` ends it).") { run in
            try run.output { Observable<Int>.interval(.seconds(20), scheduler: run.scheduler).take(4) }
        },
        .init(name: "timer", file: "Time/Interval.swift", anchor: "public static func timer(",
              call: "Observable<Int>.timer(.seconds(30), scheduler: scheduler)",
              summary: "Sends 0 after the given time, then completes (or, with a period, counts on).") { run in
            try run.output { Observable<Int>.timer(.seconds(30), scheduler: run.scheduler) }
        },
    ] }
}
