package dev.shutter.ports.service;

import dev.shutter.domain.event.TokensRevoked;
import dev.shutter.domain.event.UserPrivacyChanged;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.PairState;
import dev.shutter.domain.relationship.Relationship;
import dev.shutter.domain.relationship.Transition;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/** The operator's users: registration, privacy, and revoking all their tokens. */
final class OperatorUsers {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final PasswordHashing passwords;
    private final Validation validation;

    OperatorUsers(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Validation validation) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.passwords = passwords;
        this.validation = validation;
    }

    /** Registers a user, in the caller's transaction. */
    Either<OperatorFailure, User> create(CreateUserCommand command) {
        Option<OperatorFailure> invalid = validation.checkOperator(command);
        if (invalid.isDefined()) {
            return Either.left(invalid.get());
        }
        UserId id = command.id() != null ? new UserId(command.id()) : freeUserId();
        if (storage.users().find(id).isDefined()) {
            return Either.left(new OperatorFailure("id", "user " + id + " already exists"));
        }
        if (storage.users().erased(id)) {
            return Either.left(new OperatorFailure("id", "user " + id + " was erased; an id is never reused"));
        }
        if (storage.users().findByUsername(command.username()).isDefined()) {
            return Either.left(new OperatorFailure("username", "username " + command.username() + " is taken"));
        }
        User user = new User(
                id,
                command.username(),
                command.fullName(),
                command.firstName(),
                command.lastName(),
                command.profilePicture(),
                command.isPrivate());
        storage.users().add(user, Option.of(command.password()).map(passwords::hash));
        return Either.right(user);
    }

    /** Makes the user private or public, in a transaction of its own; turning public approves every request. */
    Either<OperatorFailure, User> privacy(UserId userId, boolean isPrivate) {
        Instant now = clock.now();
        return storage.transactions()
                .executeOnUser(
                        userId,
                        () -> Lookups.user(storage, userId).map(user -> {
                            User changed = user.withPrivate(isPrivate);
                            storage.users().update(changed);
                            if (user.isPrivate() != isPrivate) {
                                storage.outbox().append(List.of(new UserPrivacyChanged(user.id(), isPrivate)), now);
                            }
                            if (user.isPrivate() && !isPrivate) {
                                approvePendingRequestsTo(user, now);
                            }
                            return changed;
                        }));
    }

    /** Revokes every token of the user. */
    Either<OperatorFailure, User> revokeTokens(UserId userId) {
        Instant now = clock.now();
        return storage.transactions()
                .execute(() -> Lookups.user(storage, userId)
                        .peek(user -> storage.outbox()
                                .append(
                                        TokenService.revoked(
                                                storage.accessTokens().revokeAllOf(user.id(), now),
                                                TokensRevoked.By.OPERATOR),
                                        now)));
    }

    private void approvePendingRequestsTo(User user, Instant now) {
        // in id order, so that the events come in the same order from every store
        for (UserId requester : storage.relationships().requestersOf(user.id()).stream()
                .sorted()
                .toList()) {
            PairState seenByRequester = new PairState(
                    Edge.REQUESTED,
                    storage.relationships().edge(user.id(), requester),
                    storage.relationships().blocks(requester, user.id()),
                    storage.relationships().blocks(user.id(), requester),
                    true);
            Transition approved = Relationship.afterTurningPublic(requester, user.id(), seenByRequester);
            storage.relationships()
                    .setEdge(requester, user.id(), approved.after().mine(), now);
            storage.outbox().append(approved.events(), now);
        }
    }

    private UserId freeUserId() {
        UserId id;
        do {
            id = new UserId(Long.toString(Math.floorMod(randomness.nextLong(), 9_000_000_000L) + 1_000_000_000L));
        } while (storage.users().find(id).isDefined() || storage.users().erased(id));
        return id;
    }
}
