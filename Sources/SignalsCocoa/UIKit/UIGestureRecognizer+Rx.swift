#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer, each time it sends its action (RxCocoa's `rx.event`): read its `state` and
    /// `location(in:)` there. Each subscription is a target of the recognizer (`addTarget(_:action:)`),
    /// removed when disposed; on the main thread; completes when the recognizer is deallocated, which
    /// it never delays.
    public var event: ControlEvent<Base> {
        ControlEvent(events: targetActionEvents(
            of: base, sendingCurrentValue: false, { recognizer in recognizer },
            add: { recognizer, target in recognizer.addTarget(target, action: ActionTarget.action) },
            remove: { recognizer, target in recognizer.removeTarget(target, action: ActionTarget.action) }
        ))
    }
}
#endif
