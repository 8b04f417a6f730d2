extension Observable {
    /// Subscribes `handler`, which sees nothing after the returned subscription is disposed or after
    /// the first terminal event (which releases the upstream); `onDisposed` runs once, last.
    @inlinable
    func subscribeEvents(
        onDisposed: (() -> Void)? = nil, at site: CallSite, _ handler: @escaping EventHandler<Element>
    ) -> Disposable {
        subscribe(closures: SubscriberClosures(handler: handler), ends: .make(onDisposed: onDisposed), at: site)
    }

    /// `subscribe(onNext:onError:onCompleted:onDisposed:)` made at `site` (`bind` passes its own).
    @inlinable
    package func subscribe(
        onNext: ((Element) -> Void)?, onError: ((Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil, at site: CallSite, feeding target: () -> InspectorNode? = { nil }
    ) -> Disposable {
        // Without an `onError` the subscriber reports an error to `Hooks.defaultErrorHandler` itself;
        // a debug build records the call stack here if asked to, as RxSwift's does.
        #if DEBUG
        let onError = onError ?? Hooks.callStackRecordingErrorHandler()
        #endif
        return subscribe(
            closures: SubscriberClosures(onNext: onNext, handler: nil),
            ends: .make(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed), at: site, feeding: target)
    }
}

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// No event follows disposal or a terminal event; the terminal event disposes the subscription.
    ///
    /// - Parameters:
    ///   - on: Called with each event, serially, on the thread the source sends it on.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The subscription: disposing it stops delivery and releases the source's resources.
    @inlinable
    public func subscribe(
        _ on: @escaping (Event<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Disposable {
        asObservable().subscribeEvents(at: CallSite("subscribe", file: file, line: line), on)
    }

    /// Subscribes closures for values, the error, completion and disposal (each optional).
    ///
    /// Handlers are called serially and never after disposal; `onDisposed` runs once, after
    /// `onError`/`onCompleted` or when the subscription is disposed.
    ///
    /// - Parameters:
    ///   - onNext: Called with each value, on the source's thread.
    ///   - onError: Called with the error that ends the sequence; without it, the error goes to
    ///     `Hooks.defaultErrorHandler`, as in RxSwift.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once, last: after the terminal event's handler, or on disposal.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The subscription: disposing it stops delivery and releases the source's resources.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            at: CallSite("subscribe", file: file, line: line))
    }

    /// Subscribes with `owner` held weakly and passed to each handler: the leak-free way to call back
    /// into a ViewModel or view. Events arriving after `owner` is gone are dropped.
    ///
    /// - Parameters:
    ///   - owner: Held weakly and passed to each handler; once it is gone, handlers are skipped.
    ///   - onNext: Called with `owner` and each value, on the source's thread.
    ///   - onError: Called with `owner` and the error that ends the sequence.
    ///   - onCompleted: Called with `owner` when the sequence completes.
    ///   - onDisposed: Called once with `owner`, last: after the terminal event or on disposal.
    ///   - file: The file subscribing, for the binding inspector (`#fileID`).
    ///   - line: The line subscribing, for the binding inspector (`#line`).
    /// - Returns: The subscription: disposing it stops delivery and releases the source's resources.
    @inlinable
    public func subscribe<Owner: AnyObject>(
        with owner: Owner,
        onNext: ((Owner, Element) -> Void)? = nil,
        onError: ((Owner, Error) -> Void)? = nil,
        onCompleted: ((Owner) -> Void)? = nil,
        onDisposed: ((Owner) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        asObservable().subscribe(
            with: owner, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed,
            at: CallSite("subscribe", file: file, line: line))
    }
}

extension Observable {
    /// `subscribe(with:onNext:onError:onCompleted:onDisposed:)` made at `site` (`drive(with:…)` passes its own).
    @inlinable
    package func subscribe<Owner: AnyObject>(
        with owner: Owner, onNext: ((Owner, Element) -> Void)?, onError: ((Owner, Error) -> Void)? = nil,
        onCompleted: ((Owner) -> Void)?, onDisposed: ((Owner) -> Void)?, at site: CallSite
    ) -> Disposable {
        // A `WeakCapture`, not a `[weak owner]` capture or a `weak let`: reading a captured weak `var`
        // costs a runtime exclusivity check per event (about 60 instructions), and both of those
        // allocate a box for the weak reference besides the closure's context.
        let weakOwner = WeakCapture(owner)
        let onDisposedWeakly: (() -> Void)? = onDisposed.map { onDisposed in
            { if let owner = weakOwner.object { onDisposed(owner) } }
        }
        return subscribeEvents(onDisposed: onDisposedWeakly, at: site) { event in
            guard let owner = weakOwner.object else { return }
            switch event {
            case .next(let value): onNext?(owner, value)
            case .error(let error): onError?(owner, error)
            case .completed: onCompleted?(owner)
            }
        }
    }
}
