@testable import SignalsCore
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The invariant behind every inline atomic word (`InlineAtomic`, `SpinLock`): the address an owner
/// computes (`firstWord(of:)`) is the word's own storage inside the
/// instance — it lies within the object's allocation, past the header, it is the address Swift gives
/// the property inside `withUnsafeMutablePointer` (where that pointer is valid), and an atomic
/// operation through it is what a plain read of the property sees. If Swift ever laid a class out
/// differently, or handed `withUnsafeMutablePointer` a temporary copy, these fail.
final class InlineAtomicTests: XCTestCase {
    func testOnceFlag() {
        let flag = OnceFlag()
        assertStorage(flag.wordAddress, of: &flag.word, in: flag)
        XCTAssertTrue(flag.raise())
        XCTAssertEqual(flag.word, 1)
    }

    func testAtomicWord() {
        let counter = AtomicWord(41)
        assertStorage(counter.address, of: &counter.word, in: counter)
        XCTAssertEqual(counter.add(1), 42)
        XCTAssertEqual(counter.word, 42)
        XCTAssertTrue(counter.compareExchange(expected: 42, desired: 7))
        XCTAssertEqual(counter.exchange(9), 7)
        XCTAssertEqual(counter.load(), 9)
    }

    func testSinkFirstWord() {
        let sink = Sink<Int>({ _ in })
        assertStorage(sink.upstreamStateAddress, of: &sink.upstreamState, in: sink)
        sink.dispose()
        XCTAssertEqual(sink.upstreamState & 1, 1)
    }

    func testSubscriberFirstWord() {
        let subscriber = Subscriber<Int>(handler: { _ in })
        assertStorage(subscriber.stateAddress, of: &subscriber.state, in: subscriber)
        XCTAssertTrue(subscriber.stop())
        XCTAssertEqual(subscriber.state & Subscriber<Int>.stoppedBit, Subscriber<Int>.stoppedBit)
        subscriber.release()
    }

    func testChainSubscriberFirstWord() {
        let subscriber = ChainSubscriber<Int>(closures: SubscriberClosures(handler: { _ in }), ends: nil)
        assertStorage(subscriber.stateAddress, of: &subscriber.state, in: subscriber)
        subscriber.dispose()
        XCTAssertEqual(subscriber.state & ChainSubscriber<Int>.stoppedBit, ChainSubscriber<Int>.stoppedBit)
    }

    func testSingleAssignmentDisposable() {
        let single = SingleAssignmentDisposable()
        assertStorage(single.stateAddress, of: &single.state, in: single)
        single.dispose()
        XCTAssertEqual(single.state & 1, 1)
    }

    func testDisposeBagLock() {
        let bag = DisposeBag()
        assertStorage(bag.lockWordAddress, of: &bag.lockWord, in: bag)
        assertLockWordIsSeen(bag.lockWordAddress) { bag.lockWord }
    }

    func testObserveOnSink() {
        let sink = ObserveOnSink<Int>({ _ in }, scheduler: MainScheduler.instance, lifetime: EndlessLifetime.shared)
        assertStorage(sink.stateAddress, of: &sink.words.state, in: sink)
        assertStorage(sink.lockAddress, of: &sink.words.lock, in: sink)
        assertLockWordIsSeen(sink.lockAddress) { sink.words.lock }
        sink.dispose()
        XCTAssertEqual(sink.words.state & 4, 4)
    }

    func testSerialQueue() {
        let queue = SerialQueue<Int>()
        assertStorage(queue.stateWordAddress, of: &queue.words.state, in: queue)
        assertStorage(queue.lockWordAddress, of: &queue.words.contended, in: queue)
        assertStorage(queue.orderWordAddress, of: &queue.words.order, in: queue)
        let broadcaster = Broadcaster<Int>(bufferSize: 0, inspectedAs: nil)
        let shared = SerialQueue<Int>(sharing: broadcaster.wordsAddress.member(\.queue))
        let words = broadcaster.wordStorage
        assertStorage(shared.stateWordAddress, of: &words.words.queue.state, in: words)
        assertStorage(shared.orderWordAddress, of: &words.words.queue.order, in: words)
        assertStorage(shared.lockWordAddress, of: &shared.words.contended, in: shared)
        XCTAssertTrue(queue.tryBeginDraining())
        XCTAssertEqual(queue.words.state, ThreadToken.current)
        queue.finishDraining { _ in }
        XCTAssertEqual(queue.words.state, QueueState.idle)
        assertLockWordIsSeen(queue.orderWordAddress) { queue.words.order }
    }

    /// `Lock` and `Condition` keep their pthread object as their first stored property.
    func testLockAndConditionStorage() {
        let lock = Lock()
        assertStorage(WordAddress(lock.mutex), of: &lock.storage, in: lock)
        let condition = Condition()
        assertStorage(WordAddress(condition.condition), of: &condition.storage, in: condition)
        lock.lock()
        XCTAssertFalse(condition.wait(releasing: lock, seconds: 0.001))  // timed out, lock held again
        lock.unlock()
    }

    /// A subclass (`Broadcaster: Observable`): its words are the first stored property of an object
    /// of their own, `BroadcasterWordStorage`.
    func testBroadcasterWords() {
        let broadcaster = Broadcaster<Int>(bufferSize: 0, inspectedAs: nil)
        let words = broadcaster.wordStorage
        assertStorage(broadcaster.nextIDAddress, of: &words.words.nextID, in: words)
        assertStorage(broadcaster.observerCountAddress, of: &words.words.observerCount, in: words)
        assertStorage(broadcaster.queueStateAddress, of: &words.words.queue.state, in: words)
        assertStorage(broadcaster.queueOrderAddress, of: &words.words.queue.order, in: words)
        assertStorage(broadcaster.queueObjectAddress, of: &words.words.queue.contended, in: words)
        let subscription = broadcaster.subscribe { _ in }
        XCTAssertEqual(words.words.observerCount, 1)
        subscription.dispose()
        XCTAssertEqual(words.words.observerCount, 0)
        assertLockWordIsSeen(broadcaster.queueOrderAddress) { words.words.queue.order }
    }

    /// `address` is `word`'s storage in `object`: equal to the pointer `withUnsafeMutablePointer`
    /// gives inside its closure, past the header and within the object's allocation.
    private func assertStorage<Word>(
        _ address: WordAddress<Word>, of word: inout Word, in object: AnyObject,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        withUnsafeMutablePointer(to: &word) { XCTAssertEqual($0, address.pointer, "not the property's storage", file: file, line: line) }
        let base = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
        let start = UInt(bitPattern: address.pointer)
        XCTAssertGreaterThanOrEqual(start, base + 2 * UInt(MemoryLayout<Int>.size), "inside the header", file: file, line: line)
        XCTAssertLessThanOrEqual(start + UInt(MemoryLayout<Word>.size), base + allocatedSize(object), "past the object", file: file, line: line)
    }

    /// Locking through `address` is seen by a plain read of the lock word (Linux: the `Int` word
    /// reads 1 while held, 0 after), and the lock is free again afterwards.
    private func assertLockWordIsSeen(
        _ address: WordAddress<SpinLock.Word>, read: () -> SpinLock.Word,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        SpinLock.lock(address)
        #if !canImport(Darwin)
        XCTAssertEqual(read(), 1, file: file, line: line)
        #endif
        SpinLock.unlock(address)
        #if !canImport(Darwin)
        XCTAssertEqual(read(), SpinLock.unlocked, file: file, line: line)
        #endif
    }

    /// The size of `object`'s heap allocation (Swift allocates instances with `malloc`).
    private func allocatedSize(_ object: AnyObject) -> UInt {
        let pointer = Unmanaged.passUnretained(object).toOpaque()
        #if canImport(Darwin)
        return UInt(malloc_size(pointer))
        #else
        // glibc's and musl's `malloc_usable_size` (in <malloc.h>, which the Glibc module leaves out).
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer) -> Int
        guard let symbol = dlsym(nil, "malloc_usable_size") else { return 0 }
        return UInt(unsafeBitCast(symbol, to: UsableSize.self)(pointer))
        #endif
    }
}
