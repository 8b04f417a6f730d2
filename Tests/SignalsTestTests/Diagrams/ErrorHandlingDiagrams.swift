import Signals

extension OperatorDiagramTable {
    /// Operators that decide what happens after an error.
    static var errorHandling: [OperatorDiagram] { [
        .init(name: "catchAndReturn", file: "Observable/Operators/Catch.swift", anchor: "public func catchAndReturn(",
              call: "a.catchAndReturn(0)", summary: "On error, sends the given value and completes instead.") { run in
            let a = try run.numbers("a", "-1-2-#")
            return try run.output { a.catchAndReturn(0) }
        },
        .init(name: "catch", file: "Observable/Operators/Catch.swift", anchor: "public func `catch`(", call: "a.catch { _ in b }",
              summary: "On error, continues with the observable the handler returns.") { run in
            let a = try run.numbers("a", "-1-2-#")
            let b = try run.coldNumbers("b (cold)", "-8-9|")
            return try run.output { a.catch { _ in b } }
        },
        .init(name: "Observable.catch(_:)", file: "Signals/ErrorHandling/CatchSequence.swift", anchor: "public static func `catch`<",
              call: "Observable.catch([a, b])",
              summary: "Tries the observables one after another, moving on whenever one fails.") { run in
            let a = try run.coldNumbers("a (cold)", "-1-#")
            let b = try run.coldNumbers("b (cold)", "-2|")
            return try run.output { Observable.catch([a, b]) }
        },
        .init(name: "retry", file: "Signals/ErrorHandling/CatchSequence.swift", anchor: "public func retry(_ maxAttemptCount",
              call: "a.retry(3)", summary: "Resubscribes when the source fails, up to the given number of attempts.") { run in
            let a = try run.coldNumbers("a (cold)", "-1-#")
            return try run.output { a.retry(3) }
        },
        .init(name: "retry(when:)", file: "Signals/ErrorHandling/RetryWhen.swift", anchor: "public func retry<",
              call: "a.retry(when: { errors in errors.take(2) })",
              summary: "After each failure, resubscribes when the notifier built from the errors sends; its end acts at the next failure.") { run in
            let a = try run.coldNumbers("a (cold)", "-1-#")
            return try run.output { a.retry(when: { errors in errors.take(2) }) }
        },
    ] }
}
