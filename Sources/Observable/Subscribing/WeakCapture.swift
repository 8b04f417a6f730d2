/// A weak reference for a closure to capture by value, in place of a `[weak object]` capture.
///
/// A `[weak object]` capture list entry is a mutable box: the closure allocates it besides its own
/// context, and every read pays the runtime's dynamic exclusivity check. A captured `weak let` skips
/// the check but is still boxed. This struct, captured as a `let`, lives inline in the closure's
/// context and is read without any check. Loading the
/// reference is atomic, so any thread may read it.
@usableFromInline
package struct WeakCapture<Object: AnyObject>: @unchecked Sendable {
    /// The object, or `nil` once it has been deallocated.
    @usableFromInline package weak var object: Object?

    /// Holds `object` weakly.
    ///
    /// - Parameter object: The object to refer to without keeping it alive.
    @inlinable package init(_ object: Object) { self.object = object }
}
