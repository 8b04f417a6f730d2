import Signals

extension OperatorDiagramTable {
    /// Operators that wait on a scheduler (here the run's `TestScheduler`: 10 ticks a frame).
    static var time: [OperatorDiagram] { [
        .init(name: "debounce", file: "Signals/Time/Debounce.swift", anchor: "public func debounce(",
              call: "a.debounce(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames",
              summary: "Sends a value once no other followed it for the given time.") { run in
            let a = try run.letters("a", "-a--bc---d-|")
            return try run.output { a.debounce(.seconds(20), scheduler: run.scheduler) }
        },
        .init(name: "throttle", file: "Signals/Time/Throttle.swift", anchor: "public func throttle(",
              call: "a.throttle(.seconds(30), scheduler: scheduler)  // 30 ticks = 3 frames",
              summary: "Sends the first value, then at most one value (the latest) per period.") { run in
            let a = try run.letters("a", "-abc---de-----|")
            return try run.output { a.throttle(.seconds(30), scheduler: run.scheduler) }
        },
        .init(name: "delay", file: "Signals/Time/Delay.swift", anchor: "public func delay(",
              call: "a.delay(.seconds(20), scheduler: scheduler)  // 20 ticks = 2 frames",
              summary: "Sends every event the given time later.") { run in
            let a = try run.letters("a", "-a-b---c-|")
            return try run.output { a.delay(.seconds(20), scheduler: run.scheduler) }
        },
        .init(name: "timeout", file: "Signals/Time/Timeout.swift",
              anchor: "public func timeout(_ dueTime: RxTimeInterval, scheduler",
              call: "a.timeout(.seconds(30), scheduler: scheduler)  // 30 ticks = 3 frames",
              summary: "Fails when the next value does not arrive within the given time.") { run in
            let a = try run.letters("a", "-a-b-----c-|")
            return try run.output { a.timeout(.seconds(30), scheduler: run.scheduler) }
        },
        .init(name: "take(for:scheduler:)", file: "Signals/Time/TakeFor.swift", anchor: "public func take(for",
              call: "a.take(for: .seconds(50), scheduler: scheduler)  // 50 ticks = 5 frames",
              summary: "Passes on values for the given time, then completes.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.take(for: .seconds(50), scheduler: run.scheduler) }
        },
        .init(name: "skip(for:scheduler:)", file: "Signals/Time/SkipFor.swift", anchor: "public func skip(for",
              call: "a.skip(for: .seconds(40), scheduler: scheduler)  // 40 ticks = 4 frames",
              summary: "Drops the values of the given time, then passes on the rest.") { run in
            let a = try run.numbers("a", "-1-2-3-4-|")
            return try run.output { a.skip(for: .seconds(40), scheduler: run.scheduler) }
        },
        .init(name: "interval", file: "Signals/Time/Interval.swift", anchor: "public static func interval(",
              call: "Observable<Int>.interval(.seconds(20), scheduler: scheduler).take(4)",
              summary: "Sends 0, 1, 2, … one period apart; never completes (here `take(4)` ends it).") { run in
            try run.output { Observable<Int>.interval(.seconds(20), scheduler: run.scheduler).take(4) }
        },
        .init(name: "timer", file: "Signals/Time/Interval.swift", anchor: "public static func timer(",
              call: "Observable<Int>.timer(.seconds(30), scheduler: scheduler)",
              summary: "Sends 0 after the given time, then completes (or, with a period, counts on).") { run in
            try run.output { Observable<Int>.timer(.seconds(30), scheduler: run.scheduler) }
        },
    ] }
}
