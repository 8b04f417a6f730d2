/// An operator's source as the operator's `attach` closure holds it: without ownership, because
/// the operator's observable owns it (`Observable.init(source:attachWithLifetime:)`, so a released
/// chain is freed link by link by `ChainRelease`), and used at +0, with no retain per subscription.
///
/// Valid only while `attach` runs: the observable owning the source is alive then (its `subscribe`
/// is the only caller of `attach`, and the caller keeps it alive). A closure that may run after
/// `attach` returned must not use it; it takes a strong reference (`use { $0 }`) while `attach` runs.
@usableFromInline
package struct UnownedSource<Element> {
    /// The source, unretained.
    @usableFromInline package let reference: Unmanaged<Observable<Element>>

    /// Refers to `source` without retaining it.
    @inlinable package init(_ source: Observable<Element>) { reference = .passUnretained(source) }

    /// Runs `body` with the source, without retaining it (it is alive: see the type's comment).
    @inlinable @inline(__always) @discardableResult
    package func use<Result>(_ body: (Observable<Element>) -> Result) -> Result {
        #if DEBUG
        checkLoan()
        #endif
        return reference._withUnsafeGuaranteedRef(body)
    }

    /// `Observable.subscribe(sink:handler:)` on the source, without retaining it.
    @inlinable @inline(__always)
    package func subscribe(sink: OperatorSink & Lifetime, handler: @escaping EventHandler<Element>) -> Disposable {
        #if DEBUG
        checkLoan()
        #endif
        return reference._withUnsafeGuaranteedRef { $0.subscribeKind($0, .kept(handler, sink, sink)) }
    }

    /// `Observable.subscribe(handler:lifetime:)` on the source, without retaining it.
    @inlinable @inline(__always)
    package func subscribe(handler: @escaping EventHandler<Element>, lifetime: Lifetime) -> Disposable {
        #if DEBUG
        checkLoan()
        #endif
        return reference._withUnsafeGuaranteedRef { $0.subscribe(handler: handler, lifetime: lifetime) }
    }

    #if DEBUG
    /// Debug builds: reports a use outside the `attach` the source is lent to (`EngineRuleCheck`).
    @usableFromInline func checkLoan() {
        EngineRuleCheck.checkLoan(of: ObjectIdentifier(reference.takeUnretainedValue()))
    }
    #endif
}
