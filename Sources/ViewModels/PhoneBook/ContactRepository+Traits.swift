import Signals

/// A `ContactRepository`'s load and save as traits, the shapes an RxSwift app's data layer exposes:
/// nothing runs until subscription, and each subscription reads or writes once.
extension ContactRepository {
    /// Every stored contact, in the order added, read when subscribed; fails with the read error.
    ///
    /// - Returns: a `Single` that runs the work on the subscribing thread, synchronously, when subscribed.
    public func load() -> Single<[Contact]> {
        Single.deferred { .just(try allContacts()) }
    }

    /// Stores `contact` after the existing ones when subscribed; fails with the save error (and
    /// then stores nothing).
    ///
    /// - Parameter contact: the contact to store.
    /// - Returns: a `Completable` that stores the contact on the subscribing thread, synchronously, when subscribed.
    public func save(_ contact: Contact) -> Completable {
        Completable.deferred {
            try add(contact)
            return .empty()
        }
    }
}
