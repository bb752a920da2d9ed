package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.SealedSecret;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;

/**
 * The signature rule of {@link RequestAuthenticationService}: a request of an app that signs its requests holds a
 * {@code sig} made with the app's signing secret, or, after a rotation with a grace period, with its retiring
 * secret until the grace ends. Static, so that the service's check costs no more than its own code did.
 */
final class RequestSignatures {

    private RequestSignatures() {}

    /**
     * Right when {@code client} signs nothing or {@code command}'s signature holds; else the failure of the
     * current secret, or of the retiring one when it is still accepted (read from {@code storage} only then).
     */
    static Either<Failure, Boolean> check(
            AuthenticateCommand command, Client client, Storage storage, TimeSource clock, Settings settings) {
        if (!client.enforceSignedRequests()) {
            return Either.right(true);
        }
        Option<String> sig = Option.of(command.parameters().get("sig"));
        Option<Failure> refused = check(sig, client.sealedSigningSecret(), command, settings);
        if (refused.exists(Failure.SignatureMismatch.class::isInstance)) {
            // After a rotation with a grace period the old secret still signs, until the grace ends.
            Instant now = clock.now();
            refused = storage.clients()
                    .retiringSecret(client.id())
                    .filter(retiring -> retiring.acceptedAt(now))
                    .map(retiring -> check(sig, retiring.sealedSigningSecret(), command, settings))
                    .getOrElse(refused);
        }
        return refused.<Either<Failure, Boolean>>map(Either::left).getOrElse(Either.right(true));
    }

    /** What is wrong with {@code sig} under the sealed signing secret; none when it matches. */
    private static Option<Failure> check(
            Option<String> sig, Option<String> sealed, AuthenticateCommand command, Settings settings) {
        Option<String> secret =
                settings.sealingKey().flatMap(key -> sealed.flatMap(s -> SealedSecret.open(key.bytes(), s)));
        if (secret.isEmpty()) {
            return Option.some(new Failure.SignatureMismatch());
        }
        return SignedRequest.check(sig, secret.get(), command.signedPath(), command.parameters());
    }
}
