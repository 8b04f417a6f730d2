/// Signals re-exports Foundation, so a file that imported only `RxSwift` or `RxCocoa` and used
/// `TimeInterval`, `URL`, `Date` or `NSRecursiveLock` still compiles once its import says `Signals`.
///
/// Such files compiled against RxSwift because of how its frameworks are packaged, not because of its
/// Swift code: RxCocoa's framework (and CocoaPods' generated umbrella header for RxSwift) has an
/// umbrella header that imports `<Foundation/Foundation.h>`, and the framework's module map exports
/// it. A Swift module that merely imports Foundation does not make it visible to its importers (on
/// Darwin or Linux), so Signals exports it explicitly. Checked by `.ci/consumer-check.sh`, an app
/// that imports only `Signals`.
@_exported import Foundation

// On Linux, `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking, a module of
// their own (on Apple platforms they are Foundation's): an RxSwift file that imported only RxSwift and
// Foundation and used `URLSession` compiled on Apple platforms, so Signals exports it too, where the
// toolchain has it.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
