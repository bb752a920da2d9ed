package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * What a {@link Client} holds, with the checks every app passes however it was made: its equality is the app's
 * (a field added here cannot be left out of it), and its text form names neither the stored secret nor the
 * sealed signing secret.
 */
record ClientFields(
        ClientId id,
        Option<StoredSecret> secret,
        String name,
        List<RedirectUri> redirectUris,
        AppStatus status,
        Scopes approvedScopes,
        Set<UserId> sandboxUsers,
        boolean commentWrite,
        boolean implicitAllowed,
        boolean enforceSignedRequests,
        Option<String> sealedSigningSecret,
        Instant createdTime) {

    ClientFields {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(secret, "secret");
        Objects.requireNonNull(name, "name");
        redirectUris = List.copyOf(redirectUris);
        if (redirectUris.isEmpty()) {
            throw new IllegalArgumentException("a client has at least one redirect URI");
        }
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(approvedScopes, "approvedScopes");
        sandboxUsers = Set.copyOf(sandboxUsers);
        if (sandboxUsers.size() > Client.MAX_SANDBOX_USERS) {
            throw new IllegalArgumentException("an app has at most " + Client.MAX_SANDBOX_USERS + " sandbox users");
        }
        Objects.requireNonNull(sealedSigningSecret, "sealedSigningSecret");
        Objects.requireNonNull(createdTime, "createdTime");
    }

    /** The app without its secrets: whether it has one and whether a signing key is sealed, never either. */
    @Override
    public String toString() {
        return "Client[id=" + id.value() + ", " + (secret.isEmpty() ? "public" : "confidential") + ", name=" + name
                + ", redirectUris=" + redirectUris + ", status=" + status + ", approvedScopes="
                + approvedScopes.values() + ", sandboxUsers=" + sandboxUsers + ", commentWrite=" + commentWrite
                + ", implicitAllowed=" + implicitAllowed + ", enforceSignedRequests=" + enforceSignedRequests
                + ", signingSecretSealed=" + sealedSigningSecret.isDefined() + ", createdTime=" + createdTime + "]";
    }
}
