import Signals

/// The playground's operators, each with the fixed function of its DocC diagram: the same call,
/// the same lanes (`a`, `b`, and the diagram's cold lanes, fixed), the same durations. The lane
/// kinds are the diagram's too: digits where the diagram sends `Int`s, letters where it sends
/// `String`s. Tests/DemoTests/PlaygroundDiagramTests checks each against its doc comment.
enum OperatorCatalog {
    /// Every operator, in the order the playground lists them.
    static var all: [PlaygroundOperator] { stepByStep + filtering + combining + timeBased + higherOrder }

    /// The operator called `name` (ignoring case), if the playground has it.
    static func named(_ name: String) -> PlaygroundOperator? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The operators' names, comma-separated, for messages and `--help`.
    static var namesList: String { all.map(\.name).joined(separator: ", ") }

    /// `map`, `filter`, `scan`: each value on its own (or with the running total).
    private static var stepByStep: [PlaygroundOperator] { [
        .init(name: "map", call: "a.map { $0 * 2 }", summary: "Transforms each value.") { run in
            let a = try run.numbers("a")
            return run.output { a.map { $0 * 2 } }
        },
        .init(name: "filter", call: "a.filter { $0 % 2 == 0 }", summary: "Passes on only the values the predicate accepts.") { run in
            let a = try run.numbers("a")
            return run.output { a.filter { $0 % 2 == 0 } }
        },
        .init(name: "scan", call: "a.scan(0) { $0 + $1 }",
              summary: "Sends every running result of combining the values with the accumulator.") { run in
            let a = try run.numbers("a")
            return run.output { a.scan(0) { $0 + $1 } }
        },
    ] }

    /// `distinctUntilChanged`, `take`, `skip`: some values pass.
    private static var filtering: [PlaygroundOperator] { [
        .init(name: "distinctUntilChanged", call: "a.distinctUntilChanged()", summary: "Drops each value equal to the one before it.") { run in
            let a = try run.numbers("a")
            return run.output { a.distinctUntilChanged() }
        },
        .init(name: "take", call: "a.take(2)", summary: "Passes on the first values, then completes.") { run in
            let a = try run.numbers("a")
            return run.output { a.take(2) }
        },
        .init(name: "skip", call: "a.skip(2)", summary: "Drops the first values and passes on the rest.") { run in
            let a = try run.numbers("a")
            return run.output { a.skip(2) }
        },
    ] }

    /// `startWith`, `merge`, `combineLatest`, `zip`, `withLatestFrom`, `sample`: several sources become one.
    private static var combining: [PlaygroundOperator] { [
        .init(name: "startWith", call: "a.startWith(0)", summary: "Sends the given values on subscribing, then the source's events.") { run in
            let a = try run.numbers("a")
            return run.output { a.startWith(0) }
        },
        .init(name: "merge", call: "Observable.merge(a, b)", summary: "Sends the values of every source as they come.") { run in
            let a = try run.letters("a")
            let b = try run.letters("b")
            return run.output { Observable.merge(a, b) }
        },
        .init(name: "combineLatest", call: "Observable.combineLatest(a, b) { \"\\($0)\\($1)\" }",
              summary: "Combines the latest value of each source whenever any sends, once all have sent.") { run in
            let a = try run.numbers("a")
            let b = try run.letters("b")
            return run.output { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        },
        .init(name: "zip", call: "Observable.zip(a, b) { \"\\($0)\\($1)\" }",
              summary: "Pairs the sources' values in order: the n-th of each.") { run in
            let a = try run.numbers("a")
            let b = try run.letters("b")
            return run.output { Observable.zip(a, b) { "\($0)\($1)" } }
        },
        .init(name: "withLatestFrom", call: "a.withLatestFrom(b) { \"\\($0)\\($1)\" }",
              summary: "Combines each value with the latest value of the other source, if it has one.") { run in
            let a = try run.numbers("a")
            let b = try run.letters("b")
            return run.output { a.withLatestFrom(b) { "\($0)\($1)" } }
        },
        .init(name: "sample", call: "a.sample(b)",
              summary: "When the sampler sends, sends the source's latest value if it is new since the last.") { run in
            let a = try run.numbers("a")
            let b = try run.letters("b")
            return run.output { a.sample(b) }
        },
    ] }

    /// `debounce`, `throttle`, `delay`: operators that wait on the run's `TestScheduler`.
    private static var timeBased: [PlaygroundOperator] { [
        .init(name: "debounce", call: "a.debounce(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames",
              summary: "Sends a value once no other followed it for the given time.") { run in
            let a = try run.letters("a")
            return run.output { a.debounce(.seconds(20), scheduler: run.scheduler) }
        },
        .init(name: "throttle", call: "a.throttle(.seconds(30), scheduler: scheduler)  // 30 ticks = 3 frames",
              summary: "Sends the first value, then at most one value (the latest) per period.") { run in
            let a = try run.letters("a")
            return run.output { a.throttle(.seconds(30), scheduler: run.scheduler) }
        },
        .init(name: "delay", call: "a.delay(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames",
              summary: "Sends every event the given time later.") { run in
            let a = try run.letters("a")
            return run.output { a.delay(.seconds(20), scheduler: run.scheduler) }
        },
    ] }

    /// `flatMapLatest`, `concat`, `catch`, `retry`: inner or follow-up observables, fixed and cold
    /// as their diagrams have them.
    private static var higherOrder: [PlaygroundOperator] { [
        .init(name: "flatMapLatest", call: "a.flatMapLatest { $0 == \"x\" ? x : y }",
              summary: "Maps each value to an observable and follows only the latest one.") { run in
            let a = try run.letters("a")
            let x = try run.coldNumbers("x", label: "x → (cold)", "-1-2-3|")
            let y = try run.coldNumbers("y", label: "y → (cold)", "-4-5|")
            return run.output { a.flatMapLatest { $0 == "x" ? x : y } }
        },
        .init(name: "concat", call: "a.concat(b)", summary: "Sends the first source's values, then, once it completed, the second's.") { run in
            let a = try run.numbers("a")
            let b = try run.coldNumbers("b", label: "b (cold)", "-3-4|")
            return run.output { a.concat(b) }
        },
        .init(name: "catch", call: "a.catch { _ in b }", summary: "On error, continues with the observable the handler returns.") { run in
            let a = try run.numbers("a")
            let b = try run.coldNumbers("b", label: "b (cold)", "-8-9|")
            return run.output { a.catch { _ in b } }
        },
        .init(name: "retry", call: "a.retry(3)", summary: "Resubscribes when the source fails, up to the given number of attempts.") { run in
            let a = try run.coldNumbers("a", label: "a (cold)", "-1-#")
            return run.output { a.retry(3) }
        },
    ] }
}
