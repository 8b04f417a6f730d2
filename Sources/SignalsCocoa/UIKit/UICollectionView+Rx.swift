#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

extension Reactive where Base: UICollectionView {
    /// Binds a sequence of arrays to the collection's items, one `Cell` per element, dequeued with
    /// `cellIdentifier` and set up by `configureCell(item, element, cell)` (RxCocoa's shape). The
    /// binding is the collection's data source (through its `RxCollectionViewDataSourceProxy`); it
    /// ends when the collection view is deallocated, and disposing it empties the view. Items stay
    /// when the source completes. Bind on the main thread.
    ///
    /// - Parameters:
    ///   - cellIdentifier: The reuse identifier cells are dequeued with; register it before binding.
    ///   - cellType: The cell class `configureCell` gets; a dequeued cell of another class is shown
    ///     unconfigured (an assertion failure in debug builds).
    /// - Returns: A function of the source, returning a function of `configureCell` that binds them and
    ///   returns the binding's `Disposable`; write it with `bind(to:)` and a trailing closure.
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String,
        cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                self.items(dataSource: cellIdentifierDataSource(for: UICollectionView.self, cellIdentifier: cellIdentifier, configureCell: configureCell))(
                    source.itemArrays()
                )
            }
        }
    }

    /// Binds a sequence of arrays to the collection's items, each cell made by `cellFactory(collectionView,
    /// item, element)` (RxCocoa's `items(_:)`). See `items(cellIdentifier:cellType:)` for the binding's lifetime.
    ///
    /// - Parameter source: The arrays to show.
    /// - Returns: A function of `cellFactory` that binds and returns the binding's `Disposable`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source
    ) -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            self.items(dataSource: cellFactoryDataSource(for: UICollectionView.self, cellFactory: cellFactory))(source.itemArrays())
        }
    }

    /// Binds `source` to the collection view through `dataSource` (RxCocoa's `items(dataSource:)`): it
    /// becomes the forward data source of the view's `RxCollectionViewDataSourceProxy` and gets each
    /// event, on the main thread, with `collectionView(_:observedEvent:)`. The binding keeps
    /// `dataSource` alive until disposed. Bind on the main thread.
    ///
    /// - Parameter dataSource: The data source.
    /// - Returns: A function of the source that binds and returns the binding's `Disposable`.
    public func items<DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            // UIKit and the binding use the data source on the main thread only.
            let observer = MainActorOnly(dataSource)
            return bindDataSource(source.asObservable(), to: base, through: RxCollectionViewDataSourceProxy.self, dataSource: dataSource) { collectionView, event in
                observer.value.collectionView(collectionView, observedEvent: event)
            }
        }
    }

    /// The collection view's data source proxy (RxCocoa's `rx.dataSource`), installed on first use.
    public var dataSource: DelegateProxy<UICollectionView, UICollectionViewDataSource> {
        RxCollectionViewDataSourceProxy.proxy(for: base)
    }

    /// Makes `dataSource` the collection view's data source behind its proxy (RxCocoa's
    /// `rx.setDataSource`), until the returned `Disposable` is disposed; the proxy holds it weakly.
    ///
    /// - Parameter dataSource: The data source.
    /// - Returns: Removes it again.
    public func setDataSource(_ dataSource: UICollectionViewDataSource) -> Disposable {
        RxCollectionViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
    }

    /// The model the `items` binding shows at `indexPath` (RxCocoa's `model(at:)`).
    ///
    /// - Parameter indexPath: An item's index path.
    /// - Returns: The model, as a `T`.
    /// - Throws: `RxCocoaError.itemsNotYetBound` when no `items` binding shows models here,
    ///   `RxCocoaError.castingError` when the model is not a `T`.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try sectionedModel(at: indexPath, of: RxCollectionViewDataSourceProxy.proxy(for: base).forwardToDelegate(), view: base)
    }
}

/// A collection view's UIKit calls, for the shared items bindings.
extension UICollectionView: ItemsView {
    func dequeueCell(identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    static func position(of indexPath: IndexPath) -> Int { indexPath.item }
}
#endif
