/// `import Signals` brings in the whole library: the minimal core (`SignalsCore`: observables,
/// subjects, relays, disposables, subscribe/bind, the step operators, `share`, `observe(on:)`) and
/// the RxSwift surface this module adds around it.
@_exported import SignalsCore
