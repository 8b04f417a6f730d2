#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The target of a target–action pair (RxCocoa's `RxTarget`): UIKit sends it `ActionTarget.action`
/// on the main thread when the control event happens or the bar button item is tapped, and it calls
/// `callback`. Target–action exists from the first iOS, where `UIAction` needs iOS 14, so control
/// events work from the package's minimum (iOS 12, tvOS 12). UIKit holds targets weakly: whoever
/// adds one keeps it alive for as long as it should receive actions (a subscription, until disposed).
@MainActor
final class ActionTarget: NSObject {
    /// The action to pair with this target: `eventHandler:`.
    nonisolated static var action: Selector {
        #if SIGNALS_COCOA_UIKIT_STAND_IN
        Selector("eventHandler:")
        #else
        #selector(ActionTarget.eventHandler(_:))
        #endif
    }

    /// What each action runs, on the main thread.
    private let callback: @MainActor () -> Void

    /// A target running `callback` for each action UIKit sends it.
    init(_ callback: @escaping @MainActor () -> Void) {
        self.callback = callback
        super.init()
    }

    /// The action: UIKit calls it on the main thread (checked: it stops the program elsewhere).
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    nonisolated func eventHandler(_ sender: Any?) { assumeMainActor { self.callback() } }
    #else
    @objc nonisolated func eventHandler(_ sender: Any?) { assumeMainActor { self.callback() } }
    #endif
}

/// `value(sender)` each time `sender` sends its action to a target the subscription made and added
/// with `add` (and at once when `sendingCurrentValue`); disposal takes the target out with `remove`,
/// on the main thread. Completes when `sender` is deallocated; holds it weakly. Must be subscribed to
/// on the main thread, which `ControlEvent` and `ControlProperty` ensure.
func targetActionEvents<Sender: AnyObject & Sendable, Value>(
    of sender: Sender,
    sendingCurrentValue: Bool,
    _ value: @escaping @MainActor (Sender) -> Value,
    add: @escaping @MainActor (Sender, ActionTarget) -> Void,
    remove: @escaping @MainActor @Sendable (Sender, ActionTarget) -> Void
) -> Observable<Value> {
    let calls = MainActorOnly((value: value, add: add))
    return Observable<Value>.create { [weak sender] observer in
        assumeMainActor {
            guard let sender else {
                observer.onCompleted()
                return Disposables.create()
            }
            if sendingCurrentValue { observer.onNext(calls.value.value(sender)) }
            let target = ActionTarget { [weak sender] in
                if let sender { observer.onNext(calls.value.value(sender)) }
            }
            calls.value.add(sender, target)
            return Disposables.create { [weak sender] in
                onMainActor { if let sender { remove(sender, target) } }
            }
        }
    }
    .completing(whenDeallocated: sender)
}

#if SIGNALS_COCOA_UIKIT_STAND_IN
// The stand-in has no Objective-C runtime to send the action; it calls this instead.
extension ActionTarget: StandInSelectorTarget {
    func perform(_ selector: Selector, with sender: Any?) {
        if selector == Self.action { callback() }
    }
}
#endif
#endif
