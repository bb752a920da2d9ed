package dev.shutter.domain.oauth;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A registered app (docs/spec/DECISIONS.md section 7). A client with no secret is public and must use PKCE on the
 * code flow. An app that enforces signed requests keeps its secret sealed ({@link SealedSecret}) as the
 * signing key.
 */
public record Client(
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

    /** Most sandbox users an app may have. */
    public static final int MAX_SANDBOX_USERS = 10;

    public Client {
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
        if (sandboxUsers.size() > MAX_SANDBOX_USERS) {
            throw new IllegalArgumentException("an app has at most " + MAX_SANDBOX_USERS + " sandbox users");
        }
        Objects.requireNonNull(sealedSigningSecret, "sealedSigningSecret");
        Objects.requireNonNull(createdTime, "createdTime");
    }

    /** Whether the client has no secret and so must prove itself with PKCE. */
    public boolean isPublic() {
        return secret.isEmpty();
    }

    /** Whether {@code requested} matches one of the registered redirect URIs. */
    public boolean acceptsRedirect(String requested) {
        return redirectUris.stream().anyMatch(uri -> uri.matches(requested));
    }

    /** Whether the app, in {@code mode}, may ask for {@code scope}: any in Sandbox, approved ones in Live. */
    public boolean mayRequest(Scope scope, AppMode mode) {
        return scope == Scope.BASIC || mode == AppMode.SANDBOX || approvedScopes.contains(scope);
    }

    /** Whether {@code user} exists for this app in {@code mode}: everyone in Live, sandbox users in Sandbox. */
    public boolean sees(UserId user, AppMode mode) {
        return mode == AppMode.LIVE || sandboxUsers.contains(user);
    }

    /** The same app approved with {@code scopes}, so Live. */
    public Client approved(Scopes scopes) {
        return new Client(
                id,
                secret,
                name,
                redirectUris,
                AppStatus.LIVE,
                scopes,
                sandboxUsers,
                commentWrite,
                implicitAllowed,
                enforceSignedRequests,
                sealedSigningSecret,
                createdTime);
    }

    /** The same app with the comment-write grant given or taken. */
    public Client withCommentWrite(boolean granted) {
        return new Client(
                id,
                secret,
                name,
                redirectUris,
                status,
                approvedScopes,
                sandboxUsers,
                granted,
                implicitAllowed,
                enforceSignedRequests,
                sealedSigningSecret,
                createdTime);
    }

    /** The same app with these sandbox users. */
    public Client withSandboxUsers(Set<UserId> users) {
        return new Client(
                id,
                secret,
                name,
                redirectUris,
                status,
                approvedScopes,
                users,
                commentWrite,
                implicitAllowed,
                enforceSignedRequests,
                sealedSigningSecret,
                createdTime);
    }

    /**
     * The same app with a new secret; an app that enforces signed requests also gets the new secret
     * sealed as its signing key.
     */
    public Client withSecret(StoredSecret newSecret, Option<String> newSealedSigningSecret) {
        return new Client(
                id,
                Option.some(newSecret),
                name,
                redirectUris,
                status,
                approvedScopes,
                sandboxUsers,
                commentWrite,
                implicitAllowed,
                enforceSignedRequests,
                enforceSignedRequests ? newSealedSigningSecret : sealedSigningSecret,
                createdTime);
    }
}
