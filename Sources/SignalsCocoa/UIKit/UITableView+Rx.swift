#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UITableView {
    /// Binds a sequence of arrays to the table's rows, one `Cell` per element, dequeued with
    /// `cellIdentifier` and set up by `configureCell(row, element, cell)` (RxCocoa's shape):
    ///
    /// ```swift
    /// viewModel.names
    ///     .bind(to: tableView.rx.items(cellIdentifier: "Name",
    ///                                  cellType: NameCell.self)) { _, name, cell in
    ///         cell.textLabel?.text = name
    ///     }
    ///     .disposed(by: bag)
    /// ```
    ///
    /// The binding is the table's data source (through its `RxTableViewDataSourceProxy`, so a
    /// delegate stays the table's delegate); it ends when the table is deallocated, and disposing it
    /// empties the table. Rows stay when the source completes. Bind on the main thread.
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse identifier cells are dequeued with; register it before binding.
    ///   - cellType: The cell class `configureCell` gets; a dequeued cell of another class is shown
    ///     unconfigured (an assertion failure in debug builds).
    /// - Returns: A function of the source, returning a function of `configureCell` that binds them and
    ///   returns the binding's `Disposable`; write it with `bind(to:)` and a trailing closure.
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                self.items(dataSource: cellIdentifierDataSource(for: UITableView.self, cellIdentifier: cellIdentifier, configureCell: configureCell))(
                    source.itemArrays()
                )
            }
        }
    }

    /// Binds a sequence of arrays to the table's rows, each cell made by `cellFactory(tableView, row,
    /// element)` (RxCocoa's `items(_:)`), which usually dequeues it. See `items(cellIdentifier:cellType:)`
    /// for the binding's lifetime.
    ///
    /// - Parameter source: The arrays to show.
    /// - Returns: A function of `cellFactory` that binds and returns the binding's `Disposable`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source
    ) -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            self.items(dataSource: cellFactoryDataSource(for: UITableView.self, cellFactory: cellFactory))(source.itemArrays())
        }
    }

    /// Binds `source` to the table through `dataSource` (RxCocoa's `items(dataSource:)`): it becomes
    /// the forward data source of the table's `RxTableViewDataSourceProxy` and gets each event, on the
    /// main thread, with `tableView(_:observedEvent:)`. How RxDataSources-style sectioned and animated
    /// data sources bind. The binding keeps `dataSource` alive until disposed; see
    /// `items(cellIdentifier:cellType:)` for its lifetime. Bind on the main thread.
    ///
    /// - Parameter dataSource: The data source.
    /// - Returns: A function of the source that binds and returns the binding's `Disposable`.
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            // UIKit and the binding use the data source on the main thread only.
            let observer = MainActorOnly(dataSource)
            return bindDataSource(source.asObservable(), to: base, through: RxTableViewDataSourceProxy.self, dataSource: dataSource) { tableView, event in
                observer.value.tableView(tableView, observedEvent: event)
            }
        }
    }

    /// The table's data source proxy (RxCocoa's `rx.dataSource`), installed on first use.
    public var dataSource: DelegateProxy<UITableView, UITableViewDataSource> {
        RxTableViewDataSourceProxy.proxy(for: base)
    }

    /// Makes `dataSource` the table's data source behind its proxy (RxCocoa's `rx.setDataSource`), until
    /// the returned `Disposable` is disposed; the proxy holds it weakly. Call on the main thread.
    ///
    /// - Parameter dataSource: The data source.
    /// - Returns: Removes it again.
    public func setDataSource(_ dataSource: UITableViewDataSource) -> Disposable {
        RxTableViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The model the `items` binding shows at `indexPath` (RxCocoa's `model(at:)`).
    ///
    /// - Parameter indexPath: A row's index path.
    /// - Returns: The model, as a `T`.
    /// - Throws: `RxCocoaError.itemsNotYetBound` when no `items` binding shows models here,
    ///   `RxCocoaError.castingError` when the model is not a `T`.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try sectionedModel(at: indexPath, of: RxTableViewDataSourceProxy.proxy(for: base).forwardToDelegate(), view: base)
    }
}

/// A table view's UIKit calls, for the shared items bindings.
extension UITableView: ItemsView {
    func dequeueCell(identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    static func position(of indexPath: IndexPath) -> Int { indexPath.row }
}
#endif
