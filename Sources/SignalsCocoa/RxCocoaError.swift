/// What went wrong in a UI binding (RxCocoa's `RxCocoaError`): an argument of a delegate message that
/// is not of the type an event expects, an operation on a view that cannot do it.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An unknown error.
    case unknown
    /// `object` cannot do what was asked.
    case invalidOperation(object: Any)
    /// Items were asked of a view before any were bound to it.
    case itemsNotYetBound(object: Any)
    /// `object` has no property named `propertyName`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// The object found at `propertyName` of `sourceObject` is not of the expected kind.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// A method could not be swizzled (RxCocoa's runtime interception; Signals never swizzles).
    case errorDuringSwizzling
    /// `object` is not a `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// A description of the error, for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case let .invalidOperation(object):
            return "Invalid operation was attempted on `\(object)`."
        case let .itemsNotYetBound(object):
            return "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case let .invalidPropertyName(object, propertyName):
            return "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case let .invalidObjectOnKeyPath(object, sourceObject, propertyName):
            return "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling:
            return "Error during swizzling."
        case let .castingError(object, targetType):
            return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}

/// `object` as a `T`, or `RxCocoaError.castingError`: how delegate-message arguments (`[Any]`) are read.
package func castOrThrow<T>(_ resultType: T.Type, _ object: Any) throws -> T {
    guard let value = object as? T else { throw RxCocoaError.castingError(object: object, targetType: resultType) }
    return value
}
