// See include/SignalsCocoaRuntime.h. Apple platforms only: elsewhere this file compiles to nothing.
#if defined(__APPLE__) && defined(__OBJC__)
#import "SignalsCocoaRuntime.h"
#import <objc/runtime.h>

/// `argument` of `invocation` at `index`, boxed for Swift's `[Any]`.
static id SGBoxedArgument(NSInvocation *invocation, NSUInteger index) {
    const char *type = [invocation.methodSignature getArgumentTypeAtIndex:index];
    while (*type == 'r' || *type == 'n' || *type == 'N' || *type == 'o' || *type == 'O' || *type == 'R' || *type == 'V') {
        type++;  // type qualifiers (const, in, out, …)
    }
#define SG_NUMBER(code, ctype, method) \
    case code: { ctype value = 0; [invocation getArgument:&value atIndex:(NSInteger)index]; return [NSNumber method:value]; }
    switch (*type) {
        case '@': {
            __unsafe_unretained id value = nil;
            [invocation getArgument:&value atIndex:(NSInteger)index];
            return value != nil ? value : [NSNull null];
        }
        case '#': {
            __unsafe_unretained Class value = Nil;
            [invocation getArgument:&value atIndex:(NSInteger)index];
            return value != Nil ? (id)value : (id)[NSNull null];
        }
        SG_NUMBER('c', char, numberWithChar)
        SG_NUMBER('C', unsigned char, numberWithUnsignedChar)
        SG_NUMBER('s', short, numberWithShort)
        SG_NUMBER('S', unsigned short, numberWithUnsignedShort)
        SG_NUMBER('i', int, numberWithInt)
        SG_NUMBER('I', unsigned int, numberWithUnsignedInt)
        SG_NUMBER('l', long, numberWithLong)
        SG_NUMBER('L', unsigned long, numberWithUnsignedLong)
        SG_NUMBER('q', long long, numberWithLongLong)
        SG_NUMBER('Q', unsigned long long, numberWithUnsignedLongLong)
        SG_NUMBER('f', float, numberWithFloat)
        SG_NUMBER('d', double, numberWithDouble)
        SG_NUMBER('B', BOOL, numberWithBool)
        default: {
            // Structures (CGPoint, NSRange, …), selectors, pointers: the bytes, in an NSValue.
            NSUInteger size = 0;
            NSGetSizeAndAlignment(type, &size, NULL);
            NSMutableData *bytes = [NSMutableData dataWithLength:size];
            [invocation getArgument:bytes.mutableBytes atIndex:(NSInteger)index];
            return [NSValue valueWithBytes:bytes.bytes objCType:type];
        }
    }
#undef SG_NUMBER
}

/// The boxed arguments of `invocation`, after `self` and `_cmd`.
static NSArray *SGBoxedArguments(NSInvocation *invocation) {
    NSUInteger count = invocation.methodSignature.numberOfArguments;
    NSMutableArray *arguments = [NSMutableArray arrayWithCapacity:count > 2 ? count - 2 : 0];
    for (NSUInteger index = 2; index < count; index++) {
        [arguments addObject:SGBoxedArgument(invocation, index)];
    }
    return arguments;
}

/// The instance-method description of `selector` in `protocol` or the protocols it adopts (`NULL` types if none).
static struct objc_method_description SGProtocolMethod(Protocol *protocol, SEL selector) {
    for (int required = 0; required < 2; required++) {
        struct objc_method_description method = protocol_getMethodDescription(protocol, selector, required == 1, YES);
        if (method.types != NULL) { return method; }
    }
    unsigned int count = 0;
    Protocol *__unsafe_unretained *adopted = protocol_copyProtocolList(protocol, &count);
    struct objc_method_description found = { NULL, NULL };
    for (unsigned int index = 0; index < count && found.types == NULL; index++) {
        found = SGProtocolMethod(adopted[index], selector);
    }
    free(adopted);
    return found;
}

/// The description of `selector` in a protocol `cls` or one of its superclasses adopts.
static struct objc_method_description SGClassProtocolMethod(Class cls, SEL selector) {
    struct objc_method_description found = { NULL, NULL };
    for (Class current = cls; current != Nil && found.types == NULL; current = class_getSuperclass(current)) {
        unsigned int count = 0;
        Protocol *__unsafe_unretained *protocols = class_copyProtocolList(current, &count);
        for (unsigned int index = 0; index < count && found.types == NULL; index++) {
            found = SGProtocolMethod(protocols[index], selector);
        }
        free(protocols);
    }
    return found;
}

@implementation SGDelegateProxyBase

- (nullable id)sg_forwardDelegate { return nil; }

- (BOOL)sg_isObservingSelector:(SEL)selector { return NO; }

- (void)sg_sentMessage:(SEL)selector withArguments:(NSArray *)arguments {}

- (void)sg_methodInvoked:(SEL)selector withArguments:(NSArray *)arguments {}

+ (BOOL)sg_isVoidProtocolMethod:(SEL)selector {
    struct objc_method_description method = SGClassProtocolMethod(self, selector);
    return method.types != NULL && method.types[0] == 'v';
}

- (BOOL)respondsToSelector:(SEL)selector {
    if ([super respondsToSelector:selector]) { return YES; }
    NSObject *delegate = [self sg_forwardDelegate];
    if ([delegate respondsToSelector:selector]) { return YES; }
    return [[self class] sg_isVoidProtocolMethod:selector] && [self sg_isObservingSelector:selector];
}

- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
    NSMethodSignature *signature = [super methodSignatureForSelector:selector];
    if (signature != nil) { return signature; }
    NSObject *delegate = [self sg_forwardDelegate];
    signature = [delegate methodSignatureForSelector:selector];
    if (signature != nil) { return signature; }
    const char *types = SGClassProtocolMethod([self class], selector).types;
    return types != NULL ? [NSMethodSignature signatureWithObjCTypes:types] : nil;
}

- (void)forwardInvocation:(NSInvocation *)invocation {
    SEL selector = invocation.selector;
    BOOL observed = invocation.methodSignature.methodReturnLength == 0 && [self sg_isObservingSelector:selector];
    NSArray *arguments = observed ? SGBoxedArguments(invocation) : nil;
    if (observed) { [self sg_sentMessage:selector withArguments:arguments]; }
    NSObject *delegate = [self sg_forwardDelegate];
    // As RxCocoa: a message no one observes and no delegate implements any more (UIKit asked earlier,
    // while it was observed) is dropped, not reported as unrecognized.
    if ([delegate respondsToSelector:selector]) { [invocation invokeWithTarget:delegate]; }
    if (observed) { [self sg_methodInvoked:selector withArguments:arguments]; }
}

@end
#endif
