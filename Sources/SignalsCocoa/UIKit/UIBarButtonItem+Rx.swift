#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

@available(iOS 14.0, tvOS 14.0, *)
extension Reactive where Base: UIBarButtonItem {
    /// The item's taps. The first subscription gives the item a `primaryAction` (keeping its title
    /// and image) that every subscription shares; as with RxCocoa, which takes over the item's
    /// target and action, the item's own target/action no longer run (UIKit ignores them while a
    /// primary action is set).
    public var tap: ControlEvent<Void> {
        relayedEvents(BarButtonItemTaps.self, of: base)
    }
}

/// The taps of one bar button item, through its primary action.
@available(iOS 14.0, tvOS 14.0, *)
@MainActor
final class BarButtonItemTaps: RelayedEventSource {
    let relay = PublishRelay<Void>()

    private init() {}

    static func attach(to item: UIBarButtonItem) -> BarButtonItemTaps {
        let taps = BarButtonItemTaps()
        let relay = taps.relay
        item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { _ in relay.accept(()) }
        return taps
    }
}
#endif
