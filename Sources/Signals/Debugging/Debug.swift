#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

extension ObservableType {
    /// Passes events through unchanged while writing one line per subscription, event and disposal to
    /// `output` (standard output by default): `<UTC time>: <label> -> subscribed`, `… -> Event next(1)`,
    /// `… -> Event completed`, `… -> isDisposed`. The label defaults to the call site; `trimOutput`
    /// shortens long event descriptions to 40 characters.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).debug("numbers").subscribe()
    /// // Prints:
    /// // 2026-01-01 12:00:00.000: numbers -> subscribed
    /// // 2026-01-01 12:00:00.000: numbers -> Event next(1)
    /// // 2026-01-01 12:00:00.000: numbers -> Event next(2)
    /// // 2026-01-01 12:00:00.000: numbers -> Event completed
    /// // 2026-01-01 12:00:00.000: numbers -> isDisposed
    /// ```
    ///
    /// - Parameters:
    ///   - label: Names the lines; `nil` (the default) uses `File.swift:line (function)` of the call.
    ///   - trimOutput: Whether to cut event descriptions longer than 40 characters.
    ///   - file: The call site's file, for the default label; leave it to the compiler.
    ///   - line: The call site's line, for the default label; leave it to the compiler.
    ///   - function: The call site's function, for the default label; leave it to the compiler.
    ///   - output: Receives each line, on the thread where the event happens; `print` by default.
    /// - Returns: An observable with the source's events, unchanged and on the same threads.
    @inlinable
    public func debug(
        _ label: String? = nil,
        trimOutput: Bool = false,
        file: String = #fileID,
        line: UInt = #line,
        function: String = #function,
        output: @escaping (String) -> Void = { print($0) }
    ) -> Observable<Element> {
        let source = asObservable()
        let label = label ?? (source as? NamedObservable<Element>)?.name ?? debugCallSite(file: file, line: line, function: function)
        let log: (String) -> Void = { message in output("\(debugTimestamp()): \(label) -> \(message)") }
        return Observable(source: source, attachWithLifetime: { [source = UnownedSource(source)] downstream, lifetime in
            log("subscribed")
            let sink = Sink(downstream, lifetime: lifetime)
            sink.upstream.setDisposable(source.subscribe(sink: sink, handler: { event in
                log("Event \(debugDescription(of: event, trimmed: trimOutput))")
                sink.forward(event)
            }))
            return Disposables.create {
                sink.dispose()
                log("isDisposed")
            }
        })
    }
}

/// The default `debug` label: `File.swift:12 (function)`.
@usableFromInline
func debugCallSite(file: String, line: UInt, function: String) -> String {
    let fileName = file.split(separator: "/").last.map(String.init) ?? file
    return "\(fileName):\(line) (\(function))"
}

/// `event`'s description, cut to 40 characters plus `...` when `trimmed`.
@usableFromInline
func debugDescription<Element>(of event: Event<Element>, trimmed: Bool) -> String {
    let description = event.description
    let limit = 40
    guard trimmed, description.count > limit else { return description }
    return String(description.prefix(limit)) + "..."
}

/// The current UTC time as `yyyy-MM-dd HH:mm:ss.SSS`.
@usableFromInline
func debugTimestamp() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = time_t(now.tv_sec)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func padded(_ value: Int32, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    let millis = Int32(now.tv_nsec / 1_000_000)
    return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2)) "
        + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2)).\(padded(millis, 3))"
}
