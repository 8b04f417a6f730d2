#if canImport(UIKit) && !os(watchOS)
import Signals
#if SIGNALS_COCOA_UIKIT_STAND_IN
// Linux: built as a module of its own against the UIKit stand-in (see Package.swift).
import SignalsCocoa
#endif
import UIKit

// UIPickerView does not exist on tvOS.
#if !os(tvOS)
/// The picker view's bindings and events, built on its delegate and data source proxies as RxCocoa's
/// are: every event is a `ControlEvent` (main thread, completes when the picker is deallocated, never
/// keeps it alive).
extension Reactive where Base: UIPickerView {
    /// The picker's delegate proxy (RxCocoa's `rx.delegate`), installed on first use: observe any
    /// delegate method it implements with `methodInvoked(_:)`.
    public var delegate: DelegateProxy<UIPickerView, UIPickerViewDelegate> {
        RxPickerViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the picker's delegate behind its proxy (RxCocoa's `rx.setDelegate`): it gets
    /// every message, and `itemSelected` keeps working. Until the returned `Disposable` is disposed;
    /// the proxy holds `delegate` weakly. Call on the main thread.
    ///
    /// - Parameter delegate: The delegate.
    /// - Returns: Removes it again.
    public func setDelegate(_ delegate: UIPickerViewDelegate) -> Disposable {
        RxPickerViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The picker's data source proxy (RxCocoa's `rx.dataSource`), installed on first use.
    public var dataSource: DelegateProxy<UIPickerView, UIPickerViewDataSource> {
        RxPickerViewDataSourceProxy.proxy(for: base)
    }

    /// The row and component of each selection the user makes (`pickerView(_:didSelectRow:inComponent:)`).
    public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        proxyEvent(of: base, { RxPickerViewDelegateProxy.proxy(for: $0).methodInvoked(PickerViewSelectors.didSelectRow) }) { arguments in
            (row: try castOrThrow(Int.self, arguments[1]), component: try castOrThrow(Int.self, arguments[2]))
        }
    }

    /// On each selection the user makes, the selected model of every component, in component order
    /// (RxCocoa's `modelSelected(_:)`): the model `model(at:)` finds at each component's
    /// `selectedRow(inComponent:)`. Works with the `itemTitles`, `itemAttributedTitles` and `items`
    /// bindings and with an adapter that is a `SectionedViewDataSourceType`. A selection for which some
    /// component's model cannot be read as a `T` (nothing bound, no row selected) sends nothing.
    ///
    /// - Parameter modelType: The bound models' type: `modelSelected(String.self)`.
    /// - Returns: The models, on the main thread; completes when the picker is deallocated.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<[T]> {
        let models = itemSelected.asObservable().compactMap { [weak view = base] _ -> [T]? in
            // Selections arrive on the main thread, from UIKit.
            assumeMainActor {
                AlreadyOnThisThread(view.flatMap { view in
                    let dataSource = RxPickerViewDataSourceProxy.proxy(for: view).forwardToDelegate()
                    return try? (0..<view.numberOfComponents).map { component in
                        let indexPath = IndexPath(row: view.selectedRow(inComponent: component), section: component)
                        return try sectionedModel(at: indexPath, of: dataSource, view: view) as T
                    }
                })
            }.value
        }
        return ControlEvent(events: models)
    }

    /// Binds a sequence of arrays to the picker's rows (one component), each row titled
    /// `titleForRow(row, element)` (RxCocoa's `itemTitles`):
    ///
    /// ```swift
    /// viewModel.sizes
    ///     .bind(to: pickerView.rx.itemTitles) { _, size in size.name }
    ///     .disposed(by: bag)
    /// ```
    ///
    /// See `items(adapter:)` for the binding's lifetime and what it does to the picker's delegate.
    ///
    /// - Parameter source: The arrays to show.
    /// - Returns: A function of `titleForRow` that binds and returns the binding's `Disposable`.
    public func itemTitles<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source
    ) -> (_ titleForRow: @escaping (Int, Sequence.Element) -> String?) -> Disposable where Source.Element == Sequence {
        { titleForRow in
            let titleForRow = MainActorOnly(titleForRow)
            let adapter = PickerTitlesAdapter { row, item in titleForRow.value(row, boundElement(item, as: Sequence.Element.self)) }
            return self.items(adapter: adapter)(source.map { sequence in sequence.map { $0 as Any } })
        }
    }

    /// Binds a sequence of arrays to the picker's rows (one component), each row titled
    /// `attributedTitleForRow(row, element)` (RxCocoa's `itemAttributedTitles`). See `items(adapter:)`
    /// for the binding's lifetime and what it does to the picker's delegate.
    ///
    /// - Parameter source: The arrays to show.
    /// - Returns: A function of `attributedTitleForRow` that binds and returns the binding's `Disposable`.
    public func itemAttributedTitles<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source
    ) -> (_ attributedTitleForRow: @escaping (Int, Sequence.Element) -> NSAttributedString?) -> Disposable where Source.Element == Sequence {
        { attributedTitleForRow in
            let attributedTitleForRow = MainActorOnly(attributedTitleForRow)
            let adapter = PickerAttributedTitlesAdapter { row, item in
                attributedTitleForRow.value(row, boundElement(item, as: Sequence.Element.self))
            }
            return self.items(adapter: adapter)(source.map { sequence in sequence.map { $0 as Any } })
        }
    }

    /// Binds a sequence of arrays to the picker's rows (one component), each row shown as the view
    /// `viewForRow(row, element, reusableView)` returns (RxCocoa's `items(_:)`); `reusableView` is a view
    /// the picker showed before, to reuse. See `items(adapter:)` for the binding's lifetime and what it
    /// does to the picker's delegate.
    ///
    /// - Parameter source: The arrays to show.
    /// - Returns: A function of `viewForRow` that binds and returns the binding's `Disposable`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source
    ) -> (_ viewForRow: @escaping (Int, Sequence.Element, UIView?) -> UIView) -> Disposable where Source.Element == Sequence {
        { viewForRow in
            let viewForRow = MainActorOnly(viewForRow)
            let adapter = PickerViewsAdapter { row, item, view in
                viewForRow.value(row, boundElement(item, as: Sequence.Element.self), view)
            }
            return self.items(adapter: adapter)(source.map { sequence in sequence.map { $0 as Any } })
        }
    }

    /// Binds `source` to the picker through `adapter` (RxCocoa's `items(adapter:)`), which gets each
    /// event, on the main thread, with `pickerView(_:observedEvent:)`: it becomes the forward data
    /// source of the picker's `RxPickerViewDataSourceProxy`, kept alive until the binding ends, and, as
    /// in RxCocoa, the forward delegate of its `RxPickerViewDelegateProxy` (held weakly), in place of a
    /// delegate the app set (which no longer gets the picker's messages); `itemSelected` keeps working.
    /// The rows stay when `source` completes; an error is reported as a binding error. The binding
    /// ends when the picker is deallocated; disposing it removes the adapter and reloads the picker
    /// (empty). Bind on the main thread.
    ///
    /// - Parameter adapter: The data source and delegate; a `SectionedViewDataSourceType` one also
    ///   serves `modelSelected(_:)` and `model(at:)`.
    /// - Returns: A function of the source that binds and returns the binding's `Disposable`.
    public func items<Source: ObservableType, Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource & UIPickerViewDelegate>(
        adapter: Adapter
    ) -> (_ source: Source) -> Disposable where Source.Element == Adapter.Element {
        { source in
            let pickerView = base
            let adapter = MainActorOnly(adapter)
            let source = source.asObservable()
            return assumeMainActor {
                // As RxCocoa: the adapter is the delegate first, then the data source.
                let delegate = RxPickerViewDelegateProxy.installForwardDelegate(adapter.value, retainDelegate: false, onProxyForObject: pickerView)
                let dataSource = bindDataSource(
                    source, to: pickerView, through: RxPickerViewDataSourceProxy.self, dataSource: adapter.value
                ) { pickerView, event in
                    adapter.value.pickerView(pickerView, observedEvent: event)
                }
                return Disposables.create(delegate, dataSource)
            }
        }
    }

    /// The model an `items` binding shows at `indexPath` (RxCocoa's `model(at:)`): `indexPath.section`
    /// is the component, `indexPath.row` the row.
    ///
    /// - Parameter indexPath: The row and component.
    /// - Returns: The model, as a `T`.
    /// - Throws: `RxCocoaError.itemsNotYetBound` when no `SectionedViewDataSourceType` binding shows a
    ///   model there, `RxCocoaError.castingError` when the model is not a `T`.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        try sectionedModel(at: indexPath, of: RxPickerViewDataSourceProxy.proxy(for: base).forwardToDelegate(), view: base)
    }
}

/// A picker view's reload, for the shared data source binding.
extension UIPickerView: DataSourceBoundView {
    func reloadData() { reloadAllComponents() }
}
#endif
#endif
