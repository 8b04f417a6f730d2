#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension UITableView: @preconcurrency HasDataSource {
    /// A table view's data source protocol.
    public typealias DataSource = UITableViewDataSource
}

/// The data source proxy of a table view (RxCocoa's `RxTableViewDataSourceProxy`): it answers the
/// table's questions with its forward data source (an `items` binding, or the app's own), and with
/// no rows when there is none; it observes rows deleted, inserted and moved by the user.
open class RxTableViewDataSourceProxy: DelegateProxy<UITableView, UITableViewDataSource>, DelegateProxyType {
    /// The table view; held weakly.
    public private(set) weak var tableView: UITableView?

    /// The proxy of `tableView`; use `proxy(for:)` (or `tableView.rx.dataSource`) to get the installed one.
    ///
    /// - Parameter tableView: The table view; held weakly.
    public init(tableView: UITableView) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourceProxy.self)
    }

    /// Registers the table view's data source proxy.
    public static func registerKnownImplementations() {
        register { RxTableViewDataSourceProxy(tableView: $0) }
    }

    #if !SIGNALS_COCOA_UIKIT_STAND_IN
    /// Answers for editing and moving rows only while someone observes them or the forward data
    /// source implements them: UIKit offers swipe-to-delete and reordering to data sources that do.
    override open func responds(to aSelector: Selector!) -> Bool {
        if aSelector == TableViewSelectors.commitEditingStyle || aSelector == TableViewSelectors.moveRow {
            return isObserving(aSelector) || forwardedResponds(to: aSelector)
        }
        return super.responds(to: aSelector)
    }
    #endif
}

extension RxTableViewDataSourceProxy: UITableViewDataSource {
    /// The forward data source's row count, or 0 when there is none.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - section: The section.
    /// - Returns: The forward data source's count, or 0.
    @MainActor
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        forwardToDelegate()?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    /// The forward data source's cell. Stops the program with a message when there is no data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - indexPath: The index path of the row or item.
    /// - Returns: The forward data source's cell.
    @MainActor
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource = forwardToDelegate() else {
            preconditionFailure("Signals: the table view has no data source; bind items (rx.items) or set one with rx.setDataSource")
        }
        return dataSource.tableView(tableView, cellForRowAt: indexPath)
    }

    /// The forward data source's section count, or 1.
    ///
    /// - Parameter tableView: The table view UIKit tells.
    /// - Returns: The forward data source's count, or 1.
    @MainActor
    public func numberOfSections(in tableView: UITableView) -> Int {
        #if SIGNALS_COCOA_UIKIT_STAND_IN
        forwardToDelegate()?.numberOfSections(in: tableView) ?? 1
        #else
        forwardToDelegate()?.numberOfSections?(in: tableView) ?? 1
        #endif
    }

    /// Tells observers, then the forward data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - editingStyle: Whether the row is deleted or inserted.
    ///   - indexPath: The index path of the row or item.
    @MainActor
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        intercept(TableViewSelectors.commitEditingStyle, arguments: [tableView, editingStyle.rawValue, indexPath]) { dataSource in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            dataSource.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
            #else
            dataSource.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
            #endif
        }
    }

    /// Tells observers, then the forward data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view UIKit tells.
    ///   - sourceIndexPath: Where the row or item was.
    ///   - destinationIndexPath: Where it is now.
    @MainActor
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        intercept(TableViewSelectors.moveRow, arguments: [tableView, sourceIndexPath, destinationIndexPath]) { dataSource in
            #if SIGNALS_COCOA_UIKIT_STAND_IN
            dataSource.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
            #else
            dataSource.tableView?(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
            #endif
        }
    }
}
#endif
