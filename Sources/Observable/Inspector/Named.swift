extension ObservableType {
    /// Gives this stream a name: the binding inspector labels it with `name` (`BindingGraph.Node.name`,
    /// `text`, `dot`, the HTML page's marble timelines), and `debug()` without a label prints it.
    ///
    /// ```swift
    /// let count = increment.scan(0) { total, _ in total + 1 }.named("count")
    /// ```
    ///
    /// Free while the inspector is off: no value passes through anything more, and each subscription
    /// makes one call more. The stream is the same stream: its events, errors, disposal and sharing
    /// do not change.
    ///
    /// - Parameters:
    ///   - name: The name to show.
    ///   - file: The file naming it, shown as its call site (`#fileID`).
    ///   - line: The line naming it (`#line`).
    /// - Returns: The same stream, named.
    @inlinable
    public func named(_ name: String, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        NamedObservable(asObservable(), name: name, at: CallSite("named", file: file, line: line))
    }
}

/// A stream with a name (`named(_:)`): subscribing to it subscribes to its source directly, through
/// the source's own subscribe function, so the name costs no hop per value. The name goes to the
/// source's inspector node, if it has one (which is its node too: the same stream), and to `debug()`.
@usableFromInline
package final class NamedObservable<Element>: Observable<Element>, @unchecked Sendable {
    /// The stream named.
    @usableFromInline package let source: Observable<Element>
    /// The name given.
    @usableFromInline package let name: String

    @inlinable
    package init(_ source: Observable<Element>, name: String, at site: CallSite) {
        self.source = source
        self.name = name
        super.init(
            subscribeKind: { observable, downstream in
                let named = observable as! NamedObservable<Element>
                return named.source.subscribeKind(named.source, downstream)
            },
            inspectorNode: source.inspectorNode)
        source.inspectorNode?.setName(name, callSite: site.description)
    }
}

extension Observable {
    /// Labels this observable `kind` for the binding inspector, when it was made by another operator
    /// (`retry` is a `catch`); nothing while the inspector is off.
    ///
    /// - Parameter kind: The operator's RxSwift name.
    /// - Returns: `self`.
    @inlinable
    package func inspected(as kind: StaticString) -> Observable<Element> {
        inspectorNode?.relabel(kind)
        return self
    }
}
