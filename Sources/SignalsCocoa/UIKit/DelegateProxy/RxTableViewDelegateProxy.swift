#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

/// The delegate proxy of a table view (RxCocoa's `RxTableViewDelegateProxy`): a scroll view proxy
/// that also observes selection, deselection, accessory taps and cells shown and hidden; every
/// message still reaches the forward delegate (the table's delegate set before, or with
/// `rx.setDelegate`).
open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy {
    /// The table view; held weakly.
    public private(set) weak var tableView: UITableView?

    /// The proxy of `tableView`; use `RxScrollViewDelegateProxy.proxy(for:)` (or `tableView.rx.delegate`).
    ///
    /// - Parameter tableView: The table view; held weakly.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(scrollView: tableView)
    }
}

extension RxTableViewDelegateProxy: UITableViewDelegate {
    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.didSelectRow, arguments: [tableView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, didSelectRowAt: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, didSelectRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.didDeselectRow, arguments: [tableView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, didDeselectRowAt: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, didDeselectRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        intercept(TableViewSelectors.accessoryButtonTapped, arguments: [tableView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, accessoryButtonTappedForRowWith: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - cell: The cell.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.willDisplayCell, arguments: [tableView, cell, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - cell: The cell.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.didEndDisplayingCell, arguments: [tableView, cell, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.didHighlightRow, arguments: [tableView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, didHighlightRowAt: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, didHighlightRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.didUnhighlightRow, arguments: [tableView, indexPath]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, didUnhighlightRowAt: indexPath)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, didUnhighlightRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward delegate.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - context: The focus update, with the index paths it moves between.
    ///   - coordinator: Runs animations alongside it.
    @MainActor
    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        intercept(TableViewSelectors.didUpdateFocus, arguments: [tableView, context, coordinator]) { delegate in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            (delegate as? UITableViewDelegate)?.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
            #else
            (delegate as? UITableViewDelegate)?.tableView?(tableView, didUpdateFocusIn: context, with: coordinator)
            #endif
        }
    }
}

/// The `UITableViewDelegate` and `UITableViewDataSource` methods the table proxies observe.
enum TableViewSelectors {
    #if SIGNALS_COCOA_UIKIT_STAND_IN
    static let didSelectRow = Selector("tableView:didSelectRowAtIndexPath:")
    static let didDeselectRow = Selector("tableView:didDeselectRowAtIndexPath:")
    static let didHighlightRow = Selector("tableView:didHighlightRowAtIndexPath:")
    static let didUnhighlightRow = Selector("tableView:didUnhighlightRowAtIndexPath:")
    static let accessoryButtonTapped = Selector("tableView:accessoryButtonTappedForRowWithIndexPath:")
    static let willDisplayCell = Selector("tableView:willDisplayCell:forRowAtIndexPath:")
    static let didEndDisplayingCell = Selector("tableView:didEndDisplayingCell:forRowAtIndexPath:")
    static let didUpdateFocus = Selector("tableView:didUpdateFocusInContext:withAnimationCoordinator:")
    static let commitEditingStyle = Selector("tableView:commitEditingStyle:forRowAtIndexPath:")
    static let moveRow = Selector("tableView:moveRowAtIndexPath:toIndexPath:")
    #else
    static let didSelectRow = #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))
    static let didDeselectRow = #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:))
    static let didHighlightRow = #selector(UITableViewDelegate.tableView(_:didHighlightRowAt:))
    static let didUnhighlightRow = #selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:))
    static let accessoryButtonTapped = #selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:))
    static let willDisplayCell = #selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:))
    static let didEndDisplayingCell = #selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:))
    static let didUpdateFocus = #selector(UITableViewDelegate.tableView(_:didUpdateFocusIn:with:))
    static let commitEditingStyle = #selector(UITableViewDataSource.tableView(_:commit:forRowAt:))
    static let moveRow = #selector(UITableViewDataSource.tableView(_:moveRowAt:to:))
    #endif
}
#endif
