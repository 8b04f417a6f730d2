import Signals

extension OperatorDiagramTable {
    /// Observables made from values, or from nothing; each is subscribed at frame 0.
    static var creation: [OperatorDiagram] { [
        .init(name: "just", file: "Signals/Creation/Just.swift", anchor: "public static func just(",
              call: "Observable.just(1)", summary: "Sends one value, then completes.") { run in
            try run.output { Observable.just(1) }
        },
        .init(name: "of", file: "Signals/Creation/Just.swift", anchor: "public static func of(",
              call: "Observable.of(1, 2, 3)", summary: "Sends the given values, then completes.") { run in
            try run.output { Observable.of(1, 2, 3) }
        },
        .init(name: "from", file: "Signals/Creation/Just.swift", anchor: "public static func from<",
              call: "Observable.from([1, 2, 3])", summary: "Sends a sequence's values, then completes.") { run in
            try run.output { Observable.from([1, 2, 3]) }
        },
        .init(name: "range", file: "Signals/Creation/Range.swift", anchor: "public static func range(",
              call: "Observable.range(start: 1, count: 3)",
              summary: "Sends consecutive integers, then completes.") { run in
            try run.output { Observable.range(start: 1, count: 3) }
        },
        .init(name: "repeatElement", file: "Signals/Creation/RepeatElement.swift", anchor: "public static func repeatElement(",
              call: "Observable.repeatElement(7).take(3)",
              summary: "Sends one value over and over; never completes (here `take(3)` ends it).") { run in
            try run.output { Observable.repeatElement(7).take(3) }
        },
        .init(name: "empty", file: "Signals/Creation/Just.swift", anchor: "public static func empty(",
              call: "Observable<Int>.empty()", summary: "Completes at once.") { run in
            try run.output { Observable<Int>.empty() }
        },
        .init(name: "never", file: "Signals/Creation/Just.swift", anchor: "public static func never(",
              call: "Observable<Int>.never()", summary: "Sends nothing, ever.") { run in
            try run.output { Observable<Int>.never() }
        },
        .init(name: "error", file: "Signals/Creation/Just.swift", anchor: "public static func error(",
              call: "Observable<Int>.error(failure)", summary: "Fails at once.") { run in
            try run.output { Observable<Int>.error(RxError.noElements) }
        },
    ] }
}
