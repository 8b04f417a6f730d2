#if canImport(Foundation)
import Foundation
#endif

/// A type with the `.rx` namespace: conform (with an empty extension) to get `value.rx` and
/// `Type.rx`, then add members with `extension Reactive where Base: YourType`.
public protocol ReactiveCompatible {
    /// The type `.rx` extends; `Self` for the default implementations.
    associatedtype ReactiveBase

    /// The `.rx` namespace for static members.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The `.rx` namespace of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The `.rx` namespace for static members.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter lets `rx` members mutate a value-type base through `value.rx.member = …`, as in RxSwift.
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The `.rx` namespace of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // See the static setter.
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

#if canImport(Foundation)
/// Every `NSObject` — so every UIKit and AppKit view and control — has `.rx`, as in RxSwift.
/// (On Linux, `NSObject` is swift-corelibs-foundation's.)
extension NSObject: ReactiveCompatible {}
#endif
