package dev.shutter.ports.service;

import dev.shutter.domain.event.UserErased;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.EraseUserUseCase;
import dev.shutter.ports.in.Erased;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

/**
 * Erases a user in one transaction, in the order the references run: what points at the user goes first,
 * the user last, leaving a tombstone of the id and a {@link UserErased} event with the id alone.
 */
final class ErasureService implements EraseUserUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Observing observing;

    ErasureService(Storage storage, TimeSource clock, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.observing = observing;
    }

    @Override
    public Either<OperatorFailure, Erased> erase(UserId userId) {
        return observing.either(Operation.USER_ERASE, userId, () -> doErase(userId));
    }

    private Either<OperatorFailure, Erased> doErase(UserId userId) {
        Instant now = clock.now();
        return storage.transactions()
                .execute(() -> Lookups.user(storage, userId).map(user -> {
                    eraseEverythingOf(user);
                    storage.outbox().append(List.of(new UserErased(user.id())), now);
                    return new Erased(user.id(), now);
                }));
    }

    private void eraseEverythingOf(User user) {
        UserId id = user.id();
        storage.accessTokens().removeAllOf(id);
        storage.authorizationCodes().removeAllOf(id);
        storage.loginSessions().removeAllOf(id);
        storage.loginThrottles().clear(user.username().toLowerCase(Locale.ROOT));
        storage.clients().removeSandboxUser(id);
        storage.relationships().removeAllOf(id);
        storage.comments().removeAllBy(id);
        for (Media media : storage.media().ownedBy(id)) {
            storage.comments().removeAllOn(media.id());
            storage.media().remove(media.id());
        }
        storage.users().erase(id, clock.now());
    }
}
