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

    private final ClientFields fields;

    private Client(ClientFields fields) {
        this.fields = fields;
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
        return fields.id();
    }

    /** The stored form of its secret; none: a public client. */
    public Option<StoredSecret> secret() {
        return fields.secret();
    }

    public String name() {
        return fields.name();
    }

    public List<RedirectUri> redirectUris() {
        return fields.redirectUris();
    }

    public AppStatus status() {
        return fields.status();
    }

    public Scopes approvedScopes() {
        return fields.approvedScopes();
    }

    public Set<UserId> sandboxUsers() {
        return fields.sandboxUsers();
    }

    /** Whether the app holds the comment-write grant. */
    public boolean commentWrite() {
        return fields.commentWrite();
    }

    /** Whether the app may use the implicit flow. */
    public boolean implicitAllowed() {
        return fields.implicitAllowed();
    }

    /** Whether every call of the app must be signed. */
    public boolean enforceSignedRequests() {
        return fields.enforceSignedRequests();
    }

    /** Its secret sealed under the server's sealing key, the signing key of signed requests. */
    public Option<String> sealedSigningSecret() {
        return fields.sealedSigningSecret();
    }

    public Instant createdTime() {
        return fields.createdTime();
    }

    /** Whether the client has no secret and so must prove itself with PKCE. */
    public boolean isPublic() {
        return fields.secret().isEmpty();
    }

    /** Whether {@code requested} matches one of the registered redirect URIs. */
    public boolean acceptsRedirect(String requested) {
        return fields.redirectUris().stream().anyMatch(uri -> uri.matches(requested));
    }

    /** Whether the app, in {@code mode}, may ask for {@code scope}: any in Sandbox, approved ones in Live. */
    public boolean mayRequest(Scope scope, AppMode mode) {
        return scope == Scope.BASIC
                || mode == AppMode.SANDBOX
                || fields.approvedScopes().contains(scope);
    }

    /** Whether {@code user} exists for this app in {@code mode}: everyone in Live, sandbox users in Sandbox. */
    public boolean sees(UserId user, AppMode mode) {
        return mode == AppMode.LIVE || fields.sandboxUsers().contains(user);
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
        if (fields.enforceSignedRequests()) {
            same.sealedSigningSecret = Objects.requireNonNull(newSealedSigningSecret, "newSealedSigningSecret");
        }
        return same.build();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Client that && fields.equals(that.fields);
    }

    @Override
    public int hashCode() {
        return fields.hashCode();
    }

    /** The app without its secrets: whether it has one and whether a signing key is sealed, never either. */
    @Override
    public String toString() {
        return fields.toString();
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
            this(app.id(), app.name(), app.redirectUris(), app.createdTime());
            this.secret = app.secret();
            this.status = app.status();
            this.approvedScopes = app.approvedScopes();
            this.sandboxUsers = app.sandboxUsers();
            this.commentWrite = app.commentWrite();
            this.implicitAllowed = app.implicitAllowed();
            this.enforceSignedRequests = app.enforceSignedRequests();
            this.sealedSigningSecret = app.sealedSigningSecret();
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
            return new Client(new ClientFields(
                    id,
                    secret,
                    name,
                    redirectUris,
                    status,
                    approvedScopes,
                    sandboxUsers,
                    commentWrite,
                    implicitAllowed,
                    enforceSignedRequests,
                    sealedSigningSecret,
                    createdTime));
        }
    }
}
