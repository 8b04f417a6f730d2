#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

// The app's lifecycle, as RxCocoa's `UIApplication.rx` static events (iOS: RxCocoa leaves them out on tvOS).
#if !os(tvOS)
extension Reactive where Base: UIApplication {
    /// The app entered the background: one `()` per `UIApplication.didEnterBackgroundNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var didEnterBackground: ControlEvent<Void> { applicationEvent(UIApplication.didEnterBackgroundNotification) }

    /// The app is about to enter the foreground: one `()` per `UIApplication.willEnterForegroundNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var willEnterForeground: ControlEvent<Void> { applicationEvent(UIApplication.willEnterForegroundNotification) }

    /// The app finished launching: one `()` per `UIApplication.didFinishLaunchingNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var didFinishLaunching: ControlEvent<Void> { applicationEvent(UIApplication.didFinishLaunchingNotification) }

    /// The app became active: one `()` per `UIApplication.didBecomeActiveNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var didBecomeActive: ControlEvent<Void> { applicationEvent(UIApplication.didBecomeActiveNotification) }

    /// The app is about to become inactive: one `()` per `UIApplication.willResignActiveNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var willResignActive: ControlEvent<Void> { applicationEvent(UIApplication.willResignActiveNotification) }

    /// The app received a memory warning: one `()` per `UIApplication.didReceiveMemoryWarningNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var didReceiveMemoryWarning: ControlEvent<Void> { applicationEvent(UIApplication.didReceiveMemoryWarningNotification) }

    /// The app is about to terminate: one `()` per `UIApplication.willTerminateNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var willTerminate: ControlEvent<Void> { applicationEvent(UIApplication.willTerminateNotification) }

    /// A significant change in time happened (midnight, a time zone or carrier time change): one `()` per `UIApplication.significantTimeChangeNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var significantTimeChange: ControlEvent<Void> { applicationEvent(UIApplication.significantTimeChangeNotification) }

    /// The app's background refresh status changed: one `()` per `UIApplication.backgroundRefreshStatusDidChangeNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var backgroundRefreshStatusDidChange: ControlEvent<Void> { applicationEvent(UIApplication.backgroundRefreshStatusDidChangeNotification) }

    /// Protected files are about to become unavailable (the device locks): one `()` per `UIApplication.protectedDataWillBecomeUnavailableNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var protectedDataWillBecomeUnavailable: ControlEvent<Void> { applicationEvent(UIApplication.protectedDataWillBecomeUnavailableNotification) }

    /// Protected files became available: one `()` per `UIApplication.protectedDataDidBecomeAvailableNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var protectedDataDidBecomeAvailable: ControlEvent<Void> { applicationEvent(UIApplication.protectedDataDidBecomeAvailableNotification) }

    /// The user took a screenshot: one `()` per `UIApplication.userDidTakeScreenshotNotification`, on the thread it is posted on (the
    /// main thread for UIKit's).
    public static var userDidTakeScreenshot: ControlEvent<Void> { applicationEvent(UIApplication.userDidTakeScreenshotNotification) }

    /// One `()` per notification `name` from the default center; each subscription observes it until disposed.
    private static func applicationEvent(_ name: Notification.Name) -> ControlEvent<Void> {
        ControlEvent(events: NotificationCenter.default.rx.notification(name).map { _ in () })
    }
}
#endif
#endif
