// The Objective-C part of SignalsCocoa's DelegateProxy (RxCocoa's `_RXDelegateProxy`): Swift cannot
// receive a message its class does not implement, so this base class does, through the runtime's
// `forwardInvocation:`. Built on Apple platforms only; elsewhere this target is empty.
#if defined(__APPLE__) && defined(__OBJC__)
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The base class of `DelegateProxy` on Apple platforms. For a delegate method the proxy does not
/// implement, it answers `respondsToSelector:` for its forward delegate, and for a method returning
/// `void` that someone observes; such a call reaches the observers (before and after the forward
/// delegate runs it) with its arguments boxed (objects as they are, `nil` as `NSNull`, numbers as
/// `NSNumber`, structures and pointers as `NSValue`), and the forward delegate, if it implements it.
@interface SGDelegateProxyBase : NSObject

/// The delegate messages reach besides the proxy; the Swift subclass overrides this.
- (nullable id)sg_forwardDelegate;

/// Whether someone observes `selector`; the Swift subclass overrides this.
- (BOOL)sg_isObservingSelector:(SEL)selector;

/// Tells the observers of `selector` before the forward delegate runs it; the Swift subclass overrides this.
- (void)sg_sentMessage:(SEL)selector withArguments:(NSArray *)arguments;

/// Tells the observers of `selector` after the forward delegate ran it; the Swift subclass overrides this.
- (void)sg_methodInvoked:(SEL)selector withArguments:(NSArray *)arguments;

/// Whether `selector` is a method returning `void` of a protocol this class adopts (directly, by
/// inheritance, or through the protocols those protocols adopt): what can be observed without the
/// proxy implementing it.
+ (BOOL)sg_isVoidProtocolMethod:(SEL)selector;

@end

NS_ASSUME_NONNULL_END
#endif
