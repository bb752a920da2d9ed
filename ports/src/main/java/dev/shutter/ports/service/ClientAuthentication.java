package dev.shutter.ports.service;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.StoredSecret;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.ports.in.ClientCredentials;
import dev.shutter.ports.out.Clients;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import java.time.Instant;

/** Checks a client's credentials at the token, revocation and introspection endpoints, in the table's order. */
final class ClientAuthentication {

    private final Clients clients;
    private final PasswordHashing passwords;
    private final TimeSource clock;

    ClientAuthentication(Clients clients, PasswordHashing passwords, TimeSource clock) {
        this.clients = clients;
        this.passwords = passwords;
        this.clock = clock;
    }

    /** The client these credentials prove, or the failure: no id, unknown id, wrong secret. */
    Either<TokenFailure, Client> authenticate(ClientCredentials credentials) {
        if (credentials.clientId() == null || credentials.clientId().isEmpty()) {
            return Either.left(new TokenFailure.MissingClientId());
        }
        var client = ClientId.parse(credentials.clientId()).flatMap(clients::find);
        if (client.isEmpty()) {
            return Either.left(new TokenFailure.UnknownClient());
        }
        if (client.get().isPublic()
                || secretMatches(client.get().secret().get(), credentials.clientSecret())
                || retiringSecretMatches(client.get().id(), credentials.clientSecret())) {
            return Either.right(client.get());
        }
        return Either.left(new TokenFailure.WrongClientSecret(credentials.viaBasic()));
    }

    /** The previous secret, during the grace period of a rotation. */
    private boolean retiringSecretMatches(ClientId id, String presented) {
        Instant now = clock.now();
        return clients.retiringSecret(id)
                .filter(retiring -> retiring.acceptedAt(now))
                .exists(retiring -> secretMatches(retiring.secret(), presented));
    }

    private boolean secretMatches(StoredSecret stored, String presented) {
        if (presented == null || presented.isEmpty()) {
            return false;
        }
        return switch (stored.kind()) {
            case SHA256 -> stored.matchesGenerated(presented);
            case SLOW -> passwords.verify(presented, stored.hash());
        };
    }
}
