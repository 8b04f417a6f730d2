// What `import SignalsCocoa` makes visible besides SignalsCocoa's own API, so that a file that
// imported only `RxCocoa` compiles once its import says `SignalsCocoa`:
// - Signals: RxCocoa re-exports RxRelay (`PublishRelay`, `BehaviorRelay`) and declares `Driver` and
//   `Signal` itself; in Signals all of them live in the `Signals` module.
// - Foundation, and on Linux FoundationNetworking (`URLSession`, `URLRequest`, `HTTPURLResponse`, which
//   `URLSession.rx` takes and returns), come with Signals, which re-exports both.
@_exported import Signals
