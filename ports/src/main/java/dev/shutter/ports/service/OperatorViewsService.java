package dev.shutter.ports.service;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AppAccess;
import dev.shutter.ports.in.AppPage;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorViewsUseCase;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;

/** The operator's reads: each in one transaction, so that it sees one state of the storage. */
final class OperatorViewsService implements OperatorViewsUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Settings settings;
    private final Observing observing;

    OperatorViewsService(Storage storage, TimeSource clock, Settings settings, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.settings = settings;
        this.observing = observing;
    }

    @Override
    public Either<OperatorFailure, User> user(UserId userId) {
        return observing.either(Operation.USER_VIEW, userId, () -> doUser(userId));
    }

    private Either<OperatorFailure, User> doUser(UserId userId) {
        return storage.transactions().execute(() -> Lookups.user(storage, userId));
    }

    @Override
    public Either<OperatorFailure, AppPage> apps(Option<ClientId> after, int count) {
        return observing.either(Operation.APPS_VIEW, after, () -> doApps(after, count));
    }

    private Either<OperatorFailure, AppPage> doApps(Option<ClientId> after, int count) {
        if (!OperatorViewsUseCase.validPageSize(count)) {
            return Either.left(new OperatorFailure("count", "from 1 to " + MAX_PAGE));
        }
        Objects.requireNonNull(after, "after");
        return storage.transactions().execute(() -> {
            List<Client> found = storage.clients().page(after, count + 1);
            List<Client> page = found.subList(0, Math.min(count, found.size()));
            Option<ClientId> next =
                    found.size() > count ? Option.some(page.get(page.size() - 1).id()) : Option.none();
            return Either.right(new AppPage(page, next));
        });
    }

    @Override
    public Either<OperatorFailure, Client> app(ClientId clientId) {
        return observing.either(Operation.APP_VIEW, clientId, () -> doApp(clientId));
    }

    private Either<OperatorFailure, Client> doApp(ClientId clientId) {
        return storage.transactions().execute(() -> Lookups.app(storage, clientId));
    }

    @Override
    public Either<OperatorFailure, List<AppAccess>> appsOf(UserId userId) {
        return observing.either(Operation.APPS_OF_USER_VIEW, userId, () -> doAppsOf(userId));
    }

    private Either<OperatorFailure, List<AppAccess>> doAppsOf(UserId userId) {
        return storage.transactions()
                .execute(() -> Lookups.user(storage, userId)
                        .map(user -> AppAccessList.of(storage, user.id(), clock.now(), settings.tokens())));
    }
}
