package dev.shutter.ports.service;

import dev.shutter.domain.limit.SlidingHour;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.oauth.TokenState;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.IntrospectTokenUseCase;
import dev.shutter.ports.in.Introspection;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.Bearer;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Spent;
import dev.shutter.ports.out.Stages;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;

/**
 * RFC 7662 introspection. Every request of a client is counted before the token is looked at, and every
 * token, whatever it turns out to be, costs the same one hash and one lookup: an unknown token is not
 * answered sooner than a valid one. Introspecting records no use of the token. Only a confidential client
 * may introspect, as the server metadata says.
 */
final class IntrospectionService implements IntrospectTokenUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Settings settings;
    private final ClientAuthentication clientAuthentication;
    private final Observing observing;

    IntrospectionService(
            Storage storage, TimeSource clock, PasswordHashing passwords, Settings settings, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.settings = settings;
        this.clientAuthentication = new ClientAuthentication(storage.clients(), passwords, clock);
        this.observing = observing;
    }

    @Override
    public Either<TokenFailure, Introspection> introspect(IntrospectCommand command) {
        return observing.either(Operation.TOKEN_INTROSPECT, null, () -> doIntrospect(command));
    }

    private Either<TokenFailure, Introspection> doIntrospect(IntrospectCommand command) {
        Instant now = clock.now();
        return clientAuthentication
                .authenticate(command.client())
                .flatMap(IntrospectionService::confidential)
                .flatMap(client -> spend(client, now))
                .flatMap(client -> {
                    if (command.token() == null || command.token().isEmpty()) {
                        return Either.left(new TokenFailure.InvalidRequest("You must provide a token"));
                    }
                    return Either.right(answer(
                            client,
                            Stages.joined(storage.authenticated(
                                            AuthenticatedRead.bearer(Hashes.sha256Hex(command.token()))))
                                    .map(CountedBearer::bearer),
                            now));
                });
    }

    private Introspection answer(Client asking, Option<Bearer> found, Instant now) {
        return found.filter(bearer -> bearer.token().client().equals(asking.id()))
                .filter(bearer -> bearer.token().stateAt(now, settings.tokens()) == TokenState.VALID)
                .map(bearer -> new Introspection(Option.some(new Introspection.Active(
                        bearer.token().scopes(),
                        bearer.token().client(),
                        bearer.user(),
                        bearer.token().issuedAt(),
                        bearer.token().expiresAt(settings.tokens())))))
                .getOrElse(Introspection::inactive);
    }

    /** RFC 7662 section 2.1: the caller must be authorized; a public client's id is no proof. */
    private static Either<TokenFailure, Client> confidential(Client client) {
        return client.isPublic() ? Either.left(new TokenFailure.ConfidentialClientRequired()) : Either.right(client);
    }

    private Either<TokenFailure, Client> spend(Client client, Instant now) {
        String key = "introspect:" + client.id().value();
        Instant minute = SlidingHour.bucketOf(now);
        Spent spent = storage.rateCounters().spend(List.of(key), List.of((long) HOURLY_LIMIT), minute);
        SlidingHour.Decision decision = spent.counted() > 0
                ? SlidingHour.decideCounted(spent.bucketsOf(key), now, HOURLY_LIMIT)
                : SlidingHour.decide(spent.bucketsOf(key), now, HOURLY_LIMIT);
        if (decision instanceof SlidingHour.Decision.Refused refused) {
            return Either.left(new TokenFailure.TooManyRequests(
                    Math.max(1, refused.retryAfter().toSeconds())));
        }
        return Either.right(client);
    }
}
