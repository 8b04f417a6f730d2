import Signals
import XCTest

final class DisposeBagTests: LeakCheckingTestCase {
    func testDisposesEverythingWhenDeallocated() {
        let subject = PublishSubject<Int>()
        let recorder = Recorder<Int>()
        var bag: DisposeBag? = DisposeBag()
        subject.record(into: recorder).disposed(by: bag!)
        subject.subscribe().disposed(by: bag!)
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        bag = nil
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(recorder.rendered, ["next(1)"])
    }

    func testInsertVariadicAndOrder() {
        let log = DisposalProbe.Log()
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(DisposalProbe("a", log: log), DisposalProbe("b", log: log))
        bag!.insert(DisposalProbe("c", log: log))
        // Past the four the bag keeps in itself: the order still holds across its overflow.
        for name in ["d", "e", "f", "g"] { bag!.insert(DisposalProbe(name, log: log)) }
        XCTAssertEqual(log.entries, [])
        bag = nil
        XCTAssertEqual(log.entries, ["a", "b", "c", "d", "e", "f", "g"])
    }

    func testReplacingTheBagDisposesTheOldContents() {
        final class Owner { var bag = DisposeBag() }
        let subject = PublishSubject<Int>()
        let owner = Owner()
        subject.subscribe().disposed(by: owner.bag)
        owner.bag = DisposeBag()
        XCTAssertFalse(subject.hasObservers)
    }

    func testInsertDuringTeardownDisposesAtOnce() {
        let log = DisposalProbe.Log()
        var bag: DisposeBag? = DisposeBag()
        unowned(unsafe) let tearingDown = bag!
        bag!.insert(Disposables.create {
            log.add("first")
            tearingDown.insert(DisposalProbe("inserted during teardown", log: log))
            log.add("after insert")
        })
        bag = nil
        XCTAssertEqual(log.entries, ["first", "inserted during teardown", "after insert"])
    }
}
