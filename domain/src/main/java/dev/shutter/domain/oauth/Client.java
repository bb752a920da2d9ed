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
 * signing key. Written by name, never positionally:
 *
 * <pre>{@code
 * Client.registered(id, "My app", redirectUris, now).status(AppStatus.LIVE).secret(stored).commentWrite().build()
 * }</pre>
 *
 * <p>Its text form names neither the stored secret nor the sealed signing secret.
 */
public final class Client {

    /** Most sandbox users an app may have. */
    public static final int MAX_SANDBOX_USERS = 10;

    private final ClientId id;
    private final Option<StoredSecret> secret;
    private final String name;
    private final List<RedirectUri> redirectUris;
    private final AppStatus status;
    private final Scopes approvedScopes;
    private final Set<UserId> sandboxUsers;
    private final boolean commentWrite;
    private final boolean implicitAllowed;
    private final boolean enforceSignedRequests;
    private final Option<String> sealedSigningSecret;
    private final Instant createdTime;

    private Client(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.secret = Objects.requireNonNull(b.secret, "secret");
        this.name = Objects.requireNonNull(b.name, "name");
        this.redirectUris = List.copyOf(b.redirectUris);
        if (redirectUris.isEmpty()) {
            throw new IllegalArgumentException("a client has at least one redirect URI");
        }
        this.status = Objects.requireNonNull(b.status, "status");
        this.approvedScopes = Objects.requireNonNull(b.approvedScopes, "approvedScopes");
        this.sandboxUsers = Set.copyOf(b.sandboxUsers);
        if (sandboxUsers.size() > MAX_SANDBOX_USERS) {
            throw new IllegalArgumentException("an app has at most " + MAX_SANDBOX_USERS + " sandbox users");
        }
        this.commentWrite = b.commentWrite;
        this.implicitAllowed = b.implicitAllowed;
        this.enforceSignedRequests = b.enforceSignedRequests;
        this.sealedSigningSecret = Objects.requireNonNull(b.sealedSigningSecret, "sealedSigningSecret");
        this.createdTime = Objects.requireNonNull(b.createdTime, "createdTime");
    }

    /**
     * A new app, registered at {@code createdTime}: public, approved for {@code basic} only, with no sandbox
     * users and no grants until the builder says otherwise; its {@link Builder#status} must be given.
     */
    public static Builder registered(ClientId id, String name, List<RedirectUri> redirectUris, Instant createdTime) {
        return new Builder(id, name, redirectUris, createdTime);
    }

    /** An app as a store kept it, made again from its fields by name, with the same checks as a new one. */
    public static Builder restored(ClientId id, String name, List<RedirectUri> redirectUris, Instant createdTime) {
        return new Builder(id, name, redirectUris, createdTime);
    }

    public ClientId id() {
        return id;
    }

    /** The stored form of its secret; none: a public client. */
    public Option<StoredSecret> secret() {
        return secret;
    }

    public String name() {
        return name;
    }

    public List<RedirectUri> redirectUris() {
        return redirectUris;
    }

    public AppStatus status() {
        return status;
    }

    public Scopes approvedScopes() {
        return approvedScopes;
    }

    public Set<UserId> sandboxUsers() {
        return sandboxUsers;
    }

    /** Whether the app holds the comment-write grant. */
    public boolean commentWrite() {
        return commentWrite;
    }

    /** Whether the app may use the implicit flow. */
    public boolean implicitAllowed() {
        return implicitAllowed;
    }

    /** Whether every call of the app must be signed. */
    public boolean enforceSignedRequests() {
        return enforceSignedRequests;
    }

    /** Its secret sealed under the server's sealing key, the signing key of signed requests. */
    public Option<String> sealedSigningSecret() {
        return sealedSigningSecret;
    }

    public Instant createdTime() {
        return createdTime;
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
        return new Builder(this).status(AppStatus.LIVE).approvedScopes(scopes).build();
    }

    /** The same app given the comment-write grant. */
    public Client withCommentWrite() {
        return new Builder(this).commentWrite().build();
    }

    /** The same app with the comment-write grant taken away. */
    public Client withoutCommentWrite() {
        Builder same = new Builder(this);
        same.commentWrite = false;
        return same.build();
    }

    /** The same app with these sandbox users. */
    public Client withSandboxUsers(Set<UserId> users) {
        return new Builder(this).sandboxUsers(users).build();
    }

    /**
     * The same app with a new secret; an app that enforces signed requests also gets the new secret
     * sealed as its signing key.
     */
    public Client withSecret(StoredSecret newSecret, Option<String> newSealedSigningSecret) {
        Builder same = new Builder(this).secret(newSecret);
        if (enforceSignedRequests) {
            same.sealedSigningSecret = Objects.requireNonNull(newSealedSigningSecret, "newSealedSigningSecret");
        }
        return same.build();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Client that
                && id.equals(that.id)
                && secret.equals(that.secret)
                && name.equals(that.name)
                && redirectUris.equals(that.redirectUris)
                && status == that.status
                && approvedScopes.equals(that.approvedScopes)
                && sandboxUsers.equals(that.sandboxUsers)
                && commentWrite == that.commentWrite
                && implicitAllowed == that.implicitAllowed
                && enforceSignedRequests == that.enforceSignedRequests
                && sealedSigningSecret.equals(that.sealedSigningSecret)
                && createdTime.equals(that.createdTime);
    }

    @Override
    public int hashCode() {
        // A few fields suffice: equal apps agree on them.
        return Objects.hash(id, name, status, createdTime);
    }

    /** The app without its secrets: whether it has one and whether a signing key is sealed, never either. */
    @Override
    public String toString() {
        return "Client[id=" + id.value() + ", " + (isPublic() ? "public" : "confidential") + ", name=" + name
                + ", redirectUris=" + redirectUris + ", status=" + status + ", approvedScopes="
                + approvedScopes.values() + ", sandboxUsers=" + sandboxUsers + ", commentWrite=" + commentWrite
                + ", implicitAllowed=" + implicitAllowed + ", enforceSignedRequests=" + enforceSignedRequests
                + ", signingSecretSealed=" + sealedSigningSecret.isDefined() + ", createdTime=" + createdTime + "]";
    }

    /** The fields of an app beyond its id, name, redirect URIs and creation time; checked when built. */
    public static final class Builder {

        private final ClientId id;
        private final String name;
        private final List<RedirectUri> redirectUris;
        private final Instant createdTime;
        private Option<StoredSecret> secret = Option.none();
        private AppStatus status;
        private Scopes approvedScopes = Scopes.basic();
        private Set<UserId> sandboxUsers = Set.of();
        private boolean commentWrite;
        private boolean implicitAllowed;
        private boolean enforceSignedRequests;
        private Option<String> sealedSigningSecret = Option.none();

        private Builder(ClientId id, String name, List<RedirectUri> redirectUris, Instant createdTime) {
            this.id = id;
            this.name = name;
            this.redirectUris = Objects.requireNonNull(redirectUris, "redirectUris");
            this.createdTime = createdTime;
        }

        /** Every field of {@code app}, for its changes. */
        private Builder(Client app) {
            this(app.id, app.name, app.redirectUris, app.createdTime);
            this.secret = app.secret;
            this.status = app.status;
            this.approvedScopes = app.approvedScopes;
            this.sandboxUsers = app.sandboxUsers;
            this.commentWrite = app.commentWrite;
            this.implicitAllowed = app.implicitAllowed;
            this.enforceSignedRequests = app.enforceSignedRequests;
            this.sealedSigningSecret = app.sealedSigningSecret;
        }

        /** A confidential app, whose secret is stored as {@code stored}; without one it is public. */
        public Builder secret(StoredSecret stored) {
            this.secret = Option.some(Objects.requireNonNull(stored, "secret"));
            return this;
        }

        /** Where it stands: Live, Sandbox, or unreviewed Live. */
        public Builder status(AppStatus value) {
            this.status = value;
            return this;
        }

        /** The scopes reviewed and approved for Live ({@code basic} is always among them). */
        public Builder approvedScopes(Scopes scopes) {
            this.approvedScopes = scopes;
            return this;
        }

        /** The users who exist for it in Sandbox (at most {@link #MAX_SANDBOX_USERS}). */
        public Builder sandboxUsers(Set<UserId> users) {
            this.sandboxUsers = Objects.requireNonNull(users, "sandboxUsers");
            return this;
        }

        /** It holds the comment-write grant. */
        public Builder commentWrite() {
            this.commentWrite = true;
            return this;
        }

        /** It may use the implicit flow. */
        public Builder implicitFlow() {
            this.implicitAllowed = true;
            return this;
        }

        /** Every call it makes must be signed. */
        public Builder signedRequests() {
            this.enforceSignedRequests = true;
            return this;
        }

        /** Its secret sealed under the server's sealing key, as the signing key of signed requests. */
        public Builder sealedSigningSecret(String sealed) {
            this.sealedSigningSecret = Option.some(Objects.requireNonNull(sealed, "sealedSigningSecret"));
            return this;
        }

        /** The app; a missing field or a broken limit is refused here. */
        public Client build() {
            return new Client(this);
        }
    }
}
