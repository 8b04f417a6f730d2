#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension NSTextStorage: HasDelegate {
    /// A text storage's delegate protocol.
    public typealias Delegate = NSTextStorageDelegate
}

/// The delegate proxy of a text storage (RxCocoa's `RxTextStorageDelegateProxy`): it observes edits
/// being processed; every message still reaches the forward delegate. Use it on the main thread.
open class RxTextStorageDelegateProxy: DelegateProxy<NSTextStorage, NSTextStorageDelegate>, DelegateProxyType {
    /// The text storage; held weakly.
    public private(set) weak var textStorage: NSTextStorage?

    /// The proxy of `textStorage`; use `proxy(for:)` (or `textStorage.rx.delegate`) to get the installed one.
    ///
    /// - Parameter textStorage: The text storage; held weakly.
    public init(textStorage: NSTextStorage) {
        self.textStorage = textStorage
        super.init(parentObject: textStorage, delegateProxy: RxTextStorageDelegateProxy.self)
    }

    /// Registers the text storage's proxy.
    public static func registerKnownImplementations() {
        register { RxTextStorageDelegateProxy(textStorage: $0) }
    }
}

// Observers get the arguments as the Objective-C runtime boxes them (RxCocoa reads the mask as a
// `UInt` and the range as an `NSValue`), so `methodInvoked(_:)` reads the same as with RxCocoa.
extension RxTextStorageDelegateProxy: NSTextStorageDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - textStorage: The text storage.
    ///   - editedMask: What the edit changed.
    ///   - editedRange: The edited range.
    ///   - delta: How much the length changed.
    public func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        intercept(TextStorageSelectors.willProcessEditing, arguments: [textStorage, editedMask.rawValue, NSValue(range: editedRange), delta]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.textStorage(textStorage, willProcessEditing: editedMask, range: editedRange, changeInLength: delta)
            #else
            delegate.textStorage?(textStorage, willProcessEditing: editedMask, range: editedRange, changeInLength: delta)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - textStorage: The text storage.
    ///   - editedMask: What the edit changed.
    ///   - editedRange: The edited range.
    ///   - delta: How much the length changed.
    public func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        intercept(TextStorageSelectors.didProcessEditing, arguments: [textStorage, editedMask.rawValue, NSValue(range: editedRange), delta]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.textStorage(textStorage, didProcessEditing: editedMask, range: editedRange, changeInLength: delta)
            #else
            delegate.textStorage?(textStorage, didProcessEditing: editedMask, range: editedRange, changeInLength: delta)
            #endif
        }
    }
}

extension Reactive where Base: NSTextStorage {
    /// The text storage's delegate proxy (RxCocoa's `rx.delegate`), installed on first use.
    public var delegate: DelegateProxy<NSTextStorage, NSTextStorageDelegate> {
        RxTextStorageDelegateProxy.proxy(for: base)
    }

    /// Each processed edit: what it changed, its range and how much the length changed
    /// (`textStorage(_:didProcessEditing:range:changeInLength:)`), as RxCocoa's: an `Observable` that
    /// must be made on the main thread (the proxy is installed then) and completes when the text
    /// storage is deallocated.
    public var didProcessEditingRangeChangeInLength: Observable<(editedMask: NSTextStorage.EditActions, editedRange: NSRange, delta: Int)> {
        delegate.methodInvoked(TextStorageSelectors.didProcessEditing).map { arguments in
            (
                NSTextStorage.EditActions(rawValue: try castOrThrow(UInt.self, arguments[1])),
                try castOrThrow(NSValue.self, arguments[2]).rangeValue,
                try castOrThrow(Int.self, arguments[3])
            )
        }
    }
}

/// The text storage delegate methods the proxy observes.
enum TextStorageSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let willProcessEditing = Selector("textStorage:willProcessEditing:range:changeInLength:")
    static let didProcessEditing = Selector("textStorage:didProcessEditing:range:changeInLength:")
    #else
    static let willProcessEditing = #selector(NSTextStorageDelegate.textStorage(_:willProcessEditing:range:changeInLength:))
    static let didProcessEditing = #selector(NSTextStorageDelegate.textStorage(_:didProcessEditing:range:changeInLength:))
    #endif
}
#endif
