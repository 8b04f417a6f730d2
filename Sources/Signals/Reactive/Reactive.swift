/// The `.rx` namespace (RxSwift's `Reactive`): extensions on `Reactive where Base: SomeType` add
/// reactive members to `SomeType` without cluttering its own namespace.
///
/// ```swift
/// extension Reactive where Base: ProfileView {
///     var title: Binder<String> {
///         Binder(base) { view, text in view.title = text }
///     }
/// }
/// viewModel.output.name.bind(to: profileView.rx.title).disposed(by: bag)
/// ```
///
/// For a class base, every writable property is also reachable as a `Binder` through dynamic member
/// lookup — `view.rx.isHidden` binds `view.isHidden` — holding the object weakly and assigning on the
/// main thread. Members declared in an extension take precedence over the key-path ones.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object (or value) the extensions work on.
    public let base: Base

    /// A namespace wrapping `base`.
    ///
    /// - Parameter base: The object or value the `.rx` members work on; held strongly.
    public init(_ base: Base) {
        self.base = base
    }

    /// A `Binder` assigning each value to `base[keyPath: keyPath]` on the main thread (its own `MainScheduler()`),
    /// holding `base` weakly (values arriving after it is gone are dropped). Swift's key-path setter
    /// allocates once per write: a `Binder` made with a closure does not.
    ///
    /// - Parameter keyPath: The property to assign, such as `\.isHidden` for `view.rx.isHidden`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base, scheduler: MainScheduler()) { base, value in base[keyPath: keyPath] = value }
    }
}

extension Reactive: Sendable where Base: Sendable {}
