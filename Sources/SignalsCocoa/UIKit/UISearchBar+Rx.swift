#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The search bar's properties and events, built on its delegate proxy as RxCocoa's are: each is a
/// `ControlProperty` or `ControlEvent` (main thread, completes when the search bar is deallocated,
/// never keeps it alive), and a delegate the search bar had, or one set with `rx.setDelegate`, still
/// gets every message.
extension Reactive where Base: UISearchBar {
    /// The search bar's delegate proxy (RxCocoa's `rx.delegate`), installed on first use: observe any
    /// delegate method it implements with `methodInvoked(_:)`.
    public var delegate: DelegateProxy<UISearchBar, UISearchBarDelegate> {
        RxSearchBarDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the search bar's delegate behind its proxy (RxCocoa's `rx.setDelegate`): it gets
    /// every message, and the `rx` properties and events keep working. Until the returned `Disposable`
    /// is disposed; the proxy holds `delegate` weakly. Call on the main thread.
    ///
    /// - Parameter delegate: The delegate.
    /// - Returns: Removes it again.
    public func setDelegate(_ delegate: UISearchBarDelegate) -> Disposable {
        RxSearchBarDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The search text, two-way; the same as `value`.
    public var text: ControlProperty<String?> { value }

    /// The search text, two-way (RxCocoa's `rx.value`): the current `text` on subscription, then
    /// `text ?? ""` after each change the user makes (`searchBar(_:textDidChange:)`) and each time
    /// editing ends (`searchBarTextDidEndEditing`), as RxCocoa. A bound value sets `text`, which UIKit
    /// does not report, so it is not sent back. Subscribed to after the search bar is gone, it sends
    /// `nil` and completes, as RxCocoa's.
    public var value: ControlProperty<String?> {
        let values = Observable<String?>.deferred { [weak searchBar = base] in
            // ControlProperty subscribes on the main thread.
            assumeMainActor {
                guard let searchBar else { return Observable<String?>.just(nil) }
                let proxy = RxSearchBarDelegateProxy.proxy(for: searchBar)
                return Observable.merge(proxy.methodInvoked(SearchBarSelectors.textDidChange), proxy.methodInvoked(SearchBarSelectors.textDidEndEditing))
                    .map { [weak searchBar] _ -> String? in
                        // Delegate messages arrive on the main thread.
                        assumeMainActor { searchBar?.text ?? "" }
                    }
                    .startWith(searchBar.text)
            }
        }
        return ControlProperty(values: values, valueSink: Binder(base) { searchBar, text in searchBar.text = text })
    }

    /// The selected scope button's index, two-way (RxCocoa's `rx.selectedScopeButtonIndex`): the current
    /// index on subscription, then the index after each change the user makes
    /// (`searchBar(_:selectedScopeButtonIndexDidChange:)`). A bound value sets
    /// `selectedScopeButtonIndex`, which UIKit does not report, so it is not sent back. Subscribed to
    /// after the search bar is gone, it sends 0 and completes, as RxCocoa's.
    public var selectedScopeButtonIndex: ControlProperty<Int> {
        let values = Observable<Int>.deferred { [weak searchBar = base] in
            // ControlProperty subscribes on the main thread.
            assumeMainActor {
                guard let searchBar else { return Observable<Int>.just(0) }
                return RxSearchBarDelegateProxy.proxy(for: searchBar).methodInvoked(SearchBarSelectors.selectedScopeButtonIndexDidChange)
                    .map { arguments in try castOrThrow(Int.self, arguments[1]) }
                    .startWith(searchBar.selectedScopeButtonIndex)
            }
        }
        return ControlProperty(values: values, valueSink: Binder(base) { searchBar, index in searchBar.selectedScopeButtonIndex = index })
    }

    /// Each tap on the keyboard's Search button (`searchBarSearchButtonClicked`).
    public var searchButtonClicked: ControlEvent<Void> { delegateEvent(SearchBarSelectors.searchButtonClicked) }

    /// Each time editing begins (`searchBarTextDidBeginEditing`).
    public var textDidBeginEditing: ControlEvent<Void> { delegateEvent(SearchBarSelectors.textDidBeginEditing) }

    /// Each time editing ends (`searchBarTextDidEndEditing`).
    public var textDidEndEditing: ControlEvent<Void> { delegateEvent(SearchBarSelectors.textDidEndEditing) }

    // The bookmark, cancel and results-list buttons do not exist on tvOS (nor these events in RxCocoa).
    #if !os(tvOS)
    /// Each tap on the Cancel button (`searchBarCancelButtonClicked`; iOS).
    public var cancelButtonClicked: ControlEvent<Void> { delegateEvent(SearchBarSelectors.cancelButtonClicked) }

    /// Each tap on the bookmark button (`searchBarBookmarkButtonClicked`; iOS).
    public var bookmarkButtonClicked: ControlEvent<Void> { delegateEvent(SearchBarSelectors.bookmarkButtonClicked) }

    /// Each tap on the search results button (`searchBarResultsListButtonClicked`; iOS).
    public var resultsListButtonClicked: ControlEvent<Void> { delegateEvent(SearchBarSelectors.resultsListButtonClicked) }
    #endif

    /// One `()` per call of the delegate method `selector`, through the search bar's proxy.
    private func delegateEvent(_ selector: Selector) -> ControlEvent<Void> {
        proxyEvent(of: base, { RxSearchBarDelegateProxy.proxy(for: $0).methodInvoked(selector) }, read: { _ in () })
    }
}
#endif
