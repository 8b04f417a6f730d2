// What `import SignalsCocoa` makes visible besides SignalsCocoa's own API, so that a file that
// imported only `RxCocoa` compiles once its import says `SignalsCocoa`:
// - Signals: RxCocoa re-exports RxRelay (`PublishRelay`, `BehaviorRelay`) and declares `Driver` and
//   `Signal` itself; in Signals all of them live in the `Signals` module.
// - FoundationNetworking (Linux): `URLSession`, `URLRequest` and `HTTPURLResponse` are in Foundation
//   on Apple platforms but in FoundationNetworking on Linux; `URLSession.rx` returns and takes them.
@_exported import Signals
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
