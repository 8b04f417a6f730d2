/// A collection view's items (the SDK's is `@MainActor` and inherits `NSObjectProtocol`).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// A collection view's delegate (only selection is declared; see TableView.swift on `optional`).
@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// The user selected the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Stands in for the SDK's `optional`.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// Lays out a collection view's items.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// A layout.
    public override init() {
        super.init()
    }
}

/// A grid layout.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// An item of a collection view.
@MainActor
open class UICollectionViewCell: UIView {
    /// A cell. (`required` here so that the stand-in collection view can create registered subclasses.)
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }
}

/// A collection of items laid out by a layout (one section).
@MainActor
open class UICollectionView: UIScrollView {
    /// Supplies the items; held weakly, as in UIKit.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Receives selections; held weakly, as in UIKit.
    open weak var delegate: (any UICollectionViewDelegate)?
    /// The cells on screen (the stand-in shows every item), filled by `reloadData()`.
    open private(set) var visibleCells: [UICollectionViewCell] = []
    private var registered: [String: UICollectionViewCell.Type] = [:]

    /// A collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
    }

    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` creates for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell of the class registered for `identifier`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cellClass = registered[identifier] else {
            preconditionFailure("UIKit stand-in: no cell class registered for identifier \(identifier)")
        }
        return cellClass.init(frame: .zero)
    }

    /// Asks the data source for every item again.
    open func reloadData() {
        guard let dataSource else { visibleCells = []; return }
        let items = dataSource.collectionView(self, numberOfItemsInSection: 0)
        visibleCells = (0..<items).map { dataSource.collectionView(self, cellForItemAt: IndexPath(item: $0, section: 0)) }
    }
}
