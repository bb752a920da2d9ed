package dev.shutter.ports.service;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.ExportUserUseCase;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.PersonalData;
import dev.shutter.ports.out.Direction;
import dev.shutter.ports.out.EdgeCursor;
import dev.shutter.ports.out.EdgeEntry;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Gathers a user's data in one transaction, so that the document is one state of the storage. */
final class ExportService implements ExportUserUseCase {

    private static final int PAGE = 500;

    private final Storage storage;
    private final TimeSource clock;
    private final Observing observing;

    ExportService(Storage storage, TimeSource clock, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.observing = observing;
    }

    @Override
    public Either<OperatorFailure, PersonalData> export(UserId userId) {
        return observing.either(Operation.USER_EXPORT, userId, () -> doExport(userId));
    }

    private Either<OperatorFailure, PersonalData> doExport(UserId userId) {
        Instant now = clock.now();
        return storage.transactions()
                .execute(() -> Lookups.user(storage, userId).map(user -> gather(user, now)));
    }

    private PersonalData gather(User user, Instant now) {
        UserId id = user.id();
        return new PersonalData(
                user,
                storage.comments().by(id),
                storage.media().ownedBy(id).stream().map(Media::id).toList(),
                links(id, Direction.OUTGOING, Edge.FOLLOWS),
                links(id, Direction.INCOMING, Edge.FOLLOWS),
                links(id, Direction.OUTGOING, Edge.REQUESTED),
                links(id, Direction.INCOMING, Edge.REQUESTED),
                storage.relationships().blockedBy(id),
                storage.accessTokens().allOf(id).stream()
                        .map(this::authorization)
                        .toList(),
                now);
    }

    private PersonalData.Authorization authorization(AccessToken token) {
        String appName =
                storage.clients().find(token.client()).map(Client::name).getOrElse("");
        return new PersonalData.Authorization(
                token.client(), appName, token.scopes(), token.issuedAt(), token.lastUsedAt(), token.revokedAt());
    }

    /** Every edge of the list, page by page (newest first). */
    private List<PersonalData.Link> links(UserId id, Direction direction, Edge edge) {
        List<PersonalData.Link> all = new ArrayList<>();
        Option<EdgeCursor> after = Option.none();
        while (true) {
            List<EdgeEntry> page = storage.relationships().page(id, direction, edge, after, PAGE, Option.none());
            page.forEach(entry -> all.add(new PersonalData.Link(entry.other(), entry.at())));
            if (page.size() < PAGE) {
                return all;
            }
            EdgeEntry last = page.get(page.size() - 1);
            after = Option.some(new EdgeCursor(last.at(), last.other()));
        }
    }
}
