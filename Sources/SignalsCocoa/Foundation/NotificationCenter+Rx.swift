import Foundation
import Signals

#if !canImport(ObjectiveC)
// On Apple platforms `NotificationCenter` is an `NSObject`, and so already has `.rx`; Linux's
// Foundation declares it as a plain class.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to this center (RxCocoa's `rx.notification(_:object:)`).
    ///
    /// Cold: each subscription adds an observer to the center and sends every matching notification
    /// from then on, on the thread that posts it; it never completes or fails by itself. Disposing
    /// the subscription removes the observer, so nothing is delivered after that. `object` is held
    /// weakly, as in RxCocoa (if it is gone when a subscription starts, that subscription is not
    /// filtered by sender).
    ///
    /// - Parameters:
    ///   - name: The name to observe; `nil` observes every name.
    ///   - object: The only sender to observe; `nil` (the default) observes every sender.
    /// - Returns: A cold observable of the posted notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.onNext(notification)
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
