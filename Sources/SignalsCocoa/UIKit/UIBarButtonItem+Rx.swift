#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIBarButtonItem {
    /// The item's taps. The first subscription makes the item's `target` and `action` a target that
    /// every subscription shares, as RxCocoa's `BarButtonItemTarget` takes them over: a target/action
    /// the item had no longer runs. (An item with a `primaryAction`, iOS 14, sends that instead.)
    public var tap: ControlEvent<Void> {
        relayedEvents(BarButtonItemTaps.self, of: base)
    }
}

/// The taps of one bar button item, through its target and action.
@MainActor
final class BarButtonItemTaps: RelayedEventSource {
    let relay = PublishRelay<Void>()
    /// The item's target (the item holds it weakly).
    private var target: ActionTarget?

    private init() {}

    static func attach(to item: UIBarButtonItem) -> BarButtonItemTaps {
        let taps = BarButtonItemTaps()
        let relay = taps.relay
        let target = ActionTarget { relay.accept(()) }
        taps.target = target
        item.target = target
        item.action = ActionTarget.action
        return taps
    }
}
#endif
