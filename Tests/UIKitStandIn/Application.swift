/// The app (its lifecycle notifications are what SignalsCocoa uses; the SDK's is main-actor isolated).
@MainActor
open class UIApplication: UIResponder {
    /// Posted by the app (didEnterBackground).
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted by the app (willEnterForeground).
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted by the app (didFinishLaunching).
    public nonisolated static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted by the app (didBecomeActive).
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted by the app (willResignActive).
    public nonisolated static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted by the app (didReceiveMemoryWarning).
    public nonisolated static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted by the app (willTerminate).
    public nonisolated static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// Posted by the app (significantTimeChange).
    public nonisolated static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted by the app (backgroundRefreshStatusDidChange).
    public nonisolated static let backgroundRefreshStatusDidChangeNotification = NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    /// Posted by the app (protectedDataWillBecomeUnavailable).
    public nonisolated static let protectedDataWillBecomeUnavailableNotification = NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailableNotification")
    /// Posted by the app (protectedDataDidBecomeAvailable).
    public nonisolated static let protectedDataDidBecomeAvailableNotification = NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailableNotification")
    /// Posted by the app (userDidTakeScreenshot).
    public nonisolated static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}
