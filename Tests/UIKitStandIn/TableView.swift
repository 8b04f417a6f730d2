// Delegate protocols: every `UITableViewDelegate` / `UICollectionViewDelegate` method is an
// Objective-C `optional` requirement in the SDK. Swift on Linux has no optional requirements, so here
// they are requirements with empty default implementations: a conforming class implements the same
// methods either way.

/// A table view's rows (the SDK's is `@MainActor` and inherits `NSObjectProtocol`).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (optional in the SDK; 1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The user asked to delete (or insert) the row at `indexPath` (optional in the SDK).
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row (optional in the SDK).
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Stands in for the SDK's `optional` (UIKit assumes one section).
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// A table view's delegate (the SDK's refines `UIScrollViewDelegate`; only what SignalsCocoa observes is declared).
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The row at `indexPath` was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The row at `indexPath` was highlighted (a finger went down on it).
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row at `indexPath` lost its highlight.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The user tapped the accessory button of the row at `indexPath`.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// `cell` is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` went off screen.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Focus moved within the table view (tvOS: the remote; iOS: a keyboard).
    func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

extension UITableViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}

/// A focus update in a table view, with the index paths it moves between.
@MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The focused row's index path before the update.
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    /// The focused row's index path after the update.
    open private(set) var nextFocusedIndexPath: IndexPath?

    /// Not UIKit API (UIKit makes these): a context moving focus between two index paths.
    public init(standInFrom previous: IndexPath?, to next: IndexPath?) {
        previouslyFocusedIndexPath = previous
        nextFocusedIndexPath = next
        super.init()
    }
}

/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's predefined layouts.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// What editing a row does.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The reuse identifier the cell was created with.
    public let reuseIdentifier: String?
    /// The main label.
    public let textLabel: UILabel? = UILabel()

    /// A cell. (`required` here so that the stand-in table view can create registered subclasses;
    /// the SDK creates them through the Objective-C runtime.)
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

/// A single-column list of rows, in sections.
@MainActor
open class UITableView: UIScrollView {
    /// Supplies the rows; held weakly, as in UIKit.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Told which rows to load ahead of display; held weakly, as in UIKit.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The cells on screen (the stand-in shows every row), filled by `reloadData()`.
    open private(set) var visibleCells: [UITableViewCell] = []
    private var registered: [String: UITableViewCell.Type] = [:]

    /// The delegate as a table view's (the SDK's `delegate` property; see `UIScrollView.delegate`).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` creates for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell of the class registered for `identifier`.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = registered[identifier] else {
            preconditionFailure("UIKit stand-in: no cell class registered for identifier \(identifier)")
        }
        return cellClass.init(style: .default, reuseIdentifier: identifier)
    }

    /// Asks the data source for every row of every section again; tells the delegate which cells it
    /// shows (`willDisplay`) and which it no longer does (`didEndDisplaying`).
    open func reloadData() {
        let previous = visibleCells
        for (position, cell) in previous.enumerated() {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPaths[position])
        }
        visibleCells = []
        indexPaths = []
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                visibleCells.append(cell)
                indexPaths.append(indexPath)
            }
        }
    }

    /// The index paths of `visibleCells`, in order.
    private var indexPaths: [IndexPath] = []

    /// The cell shown for `indexPath`, if any.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        indexPaths.firstIndex(of: indexPath).map { visibleCells[$0] }
    }

}

/// Loads rows' data ahead of display (`prefetchRowsAt` is required in the SDK; cancelling is `optional`).
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// The rows at `indexPaths` will be shown soon: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// The rows at `indexPaths` are no longer about to be shown: stop loading.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

// MARK: - Not UIKit API

extension UITableView {
    /// UIKit asks the prefetch data source to load the rows at `indexPaths` (the user scrolls towards them).
    public func standInPrefetchesRows(at indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    /// UIKit cancels prefetching the rows at `indexPaths` (the user scrolled away).
    public func standInCancelsPrefetchingRows(at indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }
}
