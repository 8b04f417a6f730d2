#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The messages `messages(view)` returns — typically `SomeProxy.proxy(for: view).methodInvoked(…)`
/// — for each subscription, which must be made on the main thread (`ControlEvent` ensures it): the
/// proxy is installed then, not before. Completes at once when `view` is gone; holds it weakly.
func proxyMessages<View: AnyObject & Sendable>(
    of view: View, _ messages: @escaping @MainActor @Sendable (View) -> Observable<[Any]>
) -> Observable<[Any]> {
    Observable.create { [weak view] observer in
        assumeMainActor {
            guard let view else {
                observer.onCompleted()
                return Disposables.create()
            }
            return messages(view).subscribe(observer)
        }
    }
}

/// `proxyMessages(of:_:)` with each message's arguments read by `read` (a cast failure is an
/// `RxCocoaError.castingError`, which a `ControlEvent` subscriber would see as a programmer error).
func proxyEvent<View: AnyObject & Sendable, Value>(
    of view: View,
    _ messages: @escaping @MainActor @Sendable (View) -> Observable<[Any]>,
    read: @escaping ([Any]) throws -> Value
) -> ControlEvent<Value> {
    ControlEvent(events: proxyMessages(of: view, messages).map(read))
}
#endif
