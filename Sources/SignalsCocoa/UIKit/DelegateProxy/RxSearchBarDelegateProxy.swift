#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UISearchBar: @preconcurrency HasDelegate {
    /// A search bar's delegate protocol.
    public typealias Delegate = UISearchBarDelegate
}

/// The delegate proxy of a search bar (RxCocoa's `RxSearchBarDelegateProxy`): it observes the text
/// changing, editing beginning and ending, the search, cancel, bookmark and results-list buttons
/// (the last three on iOS) and the scope buttons; every message still reaches the forward delegate
/// (the search bar's delegate set before, or with `rx.setDelegate`), and on Apple platforms so does
/// every other method the forward delegate implements (`searchBarShouldBeginEditing`,
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, …).
open class RxSearchBarDelegateProxy: DelegateProxy<UISearchBar, UISearchBarDelegate>, DelegateProxyType {
    /// The search bar; held weakly.
    public private(set) weak var searchBar: UISearchBar?

    /// The proxy of `searchBar`; use `proxy(for:)` (or `searchBar.rx.delegate`) to get the installed one.
    ///
    /// - Parameter searchBar: The search bar; held weakly.
    public init(searchBar: ParentObject) {
        self.searchBar = searchBar
        super.init(parentObject: searchBar, delegateProxy: RxSearchBarDelegateProxy.self)
    }

    /// Registers the search bar's proxy.
    public static func registerKnownImplementations() {
        register { RxSearchBarDelegateProxy(searchBar: $0) }
    }
}

extension RxSearchBarDelegateProxy: UISearchBarDelegate {
    /// Tells observers of `searchBarTextDidBeginEditing`, then the forward delegate.
    ///
    /// - Parameter searchBar: The search bar whose editing began.
    @MainActor
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        intercept(SearchBarSelectors.textDidBeginEditing, arguments: [searchBar]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBarTextDidBeginEditing(searchBar)
            #else
            delegate.searchBarTextDidBeginEditing?(searchBar)
            #endif
        }
    }

    /// Tells observers of `searchBarTextDidEndEditing`, then the forward delegate.
    ///
    /// - Parameter searchBar: The search bar whose editing ended.
    @MainActor
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {
        intercept(SearchBarSelectors.textDidEndEditing, arguments: [searchBar]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBarTextDidEndEditing(searchBar)
            #else
            delegate.searchBarTextDidEndEditing?(searchBar)
            #endif
        }
    }

    /// Tells observers of `searchBar(_:textDidChange:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar whose text the user changed.
    ///   - searchText: The new text.
    @MainActor
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        intercept(SearchBarSelectors.textDidChange, arguments: [searchBar, searchText]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBar(searchBar, textDidChange: searchText)
            #else
            delegate.searchBar?(searchBar, textDidChange: searchText)
            #endif
        }
    }

    /// Tells observers of `searchBarSearchButtonClicked`, then the forward delegate.
    ///
    /// - Parameter searchBar: The search bar whose Search button the user tapped.
    @MainActor
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        intercept(SearchBarSelectors.searchButtonClicked, arguments: [searchBar]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBarSearchButtonClicked(searchBar)
            #else
            delegate.searchBarSearchButtonClicked?(searchBar)
            #endif
        }
    }

    /// Tells observers of `searchBar(_:selectedScopeButtonIndexDidChange:)`, then the forward delegate.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar whose scope the user changed.
    ///   - selectedScope: The selected scope button's index.
    @MainActor
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        intercept(SearchBarSelectors.selectedScopeButtonIndexDidChange, arguments: [searchBar, selectedScope]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBar(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
            #else
            delegate.searchBar?(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
            #endif
        }
    }

    // The bookmark, cancel and results-list buttons do not exist on tvOS.
    #if !os(tvOS)
    /// Tells observers of `searchBarCancelButtonClicked`, then the forward delegate (iOS).
    ///
    /// - Parameter searchBar: The search bar whose Cancel button the user tapped.
    @MainActor
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        intercept(SearchBarSelectors.cancelButtonClicked, arguments: [searchBar]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBarCancelButtonClicked(searchBar)
            #else
            delegate.searchBarCancelButtonClicked?(searchBar)
            #endif
        }
    }

    /// Tells observers of `searchBarBookmarkButtonClicked`, then the forward delegate (iOS).
    ///
    /// - Parameter searchBar: The search bar whose bookmark button the user tapped.
    @MainActor
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {
        intercept(SearchBarSelectors.bookmarkButtonClicked, arguments: [searchBar]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBarBookmarkButtonClicked(searchBar)
            #else
            delegate.searchBarBookmarkButtonClicked?(searchBar)
            #endif
        }
    }

    /// Tells observers of `searchBarResultsListButtonClicked`, then the forward delegate (iOS).
    ///
    /// - Parameter searchBar: The search bar whose search results button the user tapped.
    @MainActor
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {
        intercept(SearchBarSelectors.resultsListButtonClicked, arguments: [searchBar]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            delegate.searchBarResultsListButtonClicked(searchBar)
            #else
            delegate.searchBarResultsListButtonClicked?(searchBar)
            #endif
        }
    }
    #endif
}

/// The `UISearchBarDelegate` methods the search bar proxy observes.
enum SearchBarSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let textDidBeginEditing = Selector("searchBarTextDidBeginEditing:")
    static let textDidEndEditing = Selector("searchBarTextDidEndEditing:")
    static let textDidChange = Selector("searchBar:textDidChange:")
    static let searchButtonClicked = Selector("searchBarSearchButtonClicked:")
    static let selectedScopeButtonIndexDidChange = Selector("searchBar:selectedScopeButtonIndexDidChange:")
    static let cancelButtonClicked = Selector("searchBarCancelButtonClicked:")
    static let bookmarkButtonClicked = Selector("searchBarBookmarkButtonClicked:")
    static let resultsListButtonClicked = Selector("searchBarResultsListButtonClicked:")
    #else
    static let textDidBeginEditing = #selector(UISearchBarDelegate.searchBarTextDidBeginEditing(_:))
    static let textDidEndEditing = #selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:))
    static let textDidChange = #selector(UISearchBarDelegate.searchBar(_:textDidChange:))
    static let searchButtonClicked = #selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:))
    static let selectedScopeButtonIndexDidChange = #selector(UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:))
    #if !os(tvOS)
    static let cancelButtonClicked = #selector(UISearchBarDelegate.searchBarCancelButtonClicked(_:))
    static let bookmarkButtonClicked = #selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:))
    static let resultsListButtonClicked = #selector(UISearchBarDelegate.searchBarResultsListButtonClicked(_:))
    #endif
    #endif
}
#endif
