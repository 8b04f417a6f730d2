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
}

/// A table view's delegate (only selection is declared).
@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    /// The user selected the row at `indexPath`.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// A row of a table view.
@MainActor
open class UITableViewCell: UIView {
    /// The cell's predefined layouts.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
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

/// A single-column list of rows (one section).
@MainActor
open class UITableView: UIScrollView {
    /// Supplies the rows; held weakly, as in UIKit.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Receives selections; held weakly, as in UIKit.
    open weak var delegate: (any UITableViewDelegate)?
    /// The cells on screen (the stand-in shows every row), filled by `reloadData()`.
    open private(set) var visibleCells: [UITableViewCell] = []
    private var registered: [String: UITableViewCell.Type] = [:]

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

    /// Asks the data source for every row again.
    open func reloadData() {
        guard let dataSource else { visibleCells = []; return }
        let rows = dataSource.tableView(self, numberOfRowsInSection: 0)
        visibleCells = (0..<rows).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: 0)) }
    }
}
