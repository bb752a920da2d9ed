package dev.shutter.ports.service;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.RetiringSecret;
import dev.shutter.domain.oauth.SealedSecret;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.RotateSecretUseCase;
import dev.shutter.ports.in.SecretRotated;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;

/**
 * Rotates an app's secret: a new generated one (stored as its SHA-256, sealed too when the app signs its
 * requests), and the old one kept as a {@link RetiringSecret} for the grace period, if one is given.
 */
final class SecretRotationService implements RotateSecretUseCase {

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final Settings settings;
    private final Observing observing;

    SecretRotationService(
            Storage storage, TimeSource clock, Randomness randomness, Settings settings, Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.settings = settings;
        this.observing = observing;
    }

    @Override
    public Either<OperatorFailure, SecretRotated> rotate(ClientId clientId, Duration grace) {
        return observing.either(Operation.APP_SECRET_ROTATE, clientId, () -> doRotate(clientId, grace));
    }

    private Either<OperatorFailure, SecretRotated> doRotate(ClientId clientId, Duration grace) {
        Option<OperatorFailure> badGrace = RotateSecretUseCase.graceRefusal(grace);
        if (badGrace.isDefined()) {
            return Either.left(badGrace.get());
        }
        Instant now = clock.now();
        String secret = Secrets.opaque(randomness.bytes(Secrets.CLIENT_SECRET_BYTES));
        byte[] nonce = randomness.bytes(SealedSecret.NONCE_BYTES);
        return storage.transactions()
                .execute(() -> Lookups.app(storage, clientId)
                        .flatMap(client -> rotated(client, secret, nonce))
                        .map(client -> {
                            Client old = storage.clients().find(client.id()).get();
                            Option<RetiringSecret> retiring = grace.isZero()
                                    ? Option.none()
                                    : Option.some(new RetiringSecret(
                                            old.secret().get(), old.sealedSigningSecret(), now.plus(grace)));
                            storage.clients().save(client);
                            storage.clients().setRetiringSecret(client.id(), retiring);
                            return new SecretRotated(client, secret, retiring.map(RetiringSecret::until));
                        }));
    }

    private Either<OperatorFailure, Client> rotated(Client client, String secret, byte[] nonce) {
        if (client.isPublic()) {
            return Either.left(new OperatorFailure("client_id", "a public client has no secret to rotate"));
        }
        Option<String> sealed = Option.none();
        if (client.enforceSignedRequests()) {
            if (settings.sealingKey().isEmpty()) {
                return Either.left(new OperatorFailure(
                        "enforce_signed_requests", "the app signs its requests: rotating needs the sealing key"));
            }
            sealed = Option.some(SealedSecret.seal(settings.sealingKey().get().bytes(), nonce, secret));
        }
        return Either.right(client.withSecret(StoredSecret.ofGenerated(secret), sealed));
    }
}
