import Signals

extension OperatorDiagramTable {
    /// Operators that turn events into values and back, or share one subscription.
    static var utility: [OperatorDiagram] { [
        .init(name: "materialize", file: "Signals/Transforming/Materialize.swift", anchor: "public func materialize(",
              call: "a.materialize()",
              summary: "Turns each event, the terminal one included, into a value, then completes.") { run in
            let a = try run.numbers("a", "-1-2-|")
            return try run.output { a.materialize() }
        },
        .init(name: "dematerialize", file: "Signals/Transforming/Materialize.swift", anchor: "public func dematerialize(",
              call: "a.materialize().dematerialize()",
              summary: "Turns values that are events back into the events they hold.") { run in
            let a = try run.numbers("a", "-1-2-#")
            return try run.output { a.materialize().dematerialize() }
        },
        .init(name: "share", file: "Observable/Operators/Share.swift", anchor: "public func share(",
              call: "let s = a.share(replay: 1)\nObservable.merge(s, b.flatMap { _ in s.take(1).map { $0 * 10 } })",
              summary: "Shares one subscription to the source; with `replay`, a late subscriber first "
                + "gets the latest values.") { run in
            let a = try run.coldNumbers("a (cold)", "-1-2-3-|")
            let b = try run.letters("b", "----x--|")
            return try run.output {
                let s = a.share(replay: 1)
                return Observable.merge(s, b.flatMap { _ in s.take(1).map { $0 * 10 } })
            }
        },
    ] }
}
