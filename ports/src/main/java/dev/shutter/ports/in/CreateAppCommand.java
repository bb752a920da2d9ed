package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.registration.AppDraft;
import dev.shutter.domain.registration.RegistrationPolicy;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A new app (docs/spec/DECISIONS.md section 7), written with {@link #confidential} or {@link #publicClient}:
 *
 * <pre>{@code
 * CreateAppCommand.confidential("My app", "https://app.example/cb").live().scopes(Scope.RELATIONSHIPS).build()
 * }</pre>
 *
 * <p>Left out: a generated client id; a generated secret on a confidential app (256 bits, returned once,
 * stored as SHA-256; a chosen one is kept with the slow hash); the timeline's status; now.
 */
public final class CreateAppCommand {

    private final ClientId clientId;

    @NotNull
    @Size(min = 1, max = 128)
    private final String name;

    @NotEmpty
    @Size(max = 20)
    private final List<@NotNull @Size(max = 2048) String> redirectUris;

    @Size(min = 8, max = 1024, message = "must be 8 to 1024 characters")
    private final String clientSecret;

    private final AppDraft.Confidentiality kind;
    private final AppStatus status;
    private final Set<Scope> approvedScopes;

    @Size(max = 10)
    private final Set<UserId> sandboxUsers;

    private final Set<AppGrant> grants;
    private final Instant createdTime;

    private CreateAppCommand(Builder b) {
        this.clientId = b.clientId;
        this.name = b.name;
        this.redirectUris = List.copyOf(b.redirectUris);
        this.clientSecret = b.clientSecret;
        this.kind = b.kind;
        this.status = b.status;
        this.approvedScopes = Collections.unmodifiableSet(EnumSet.copyOf(b.approvedScopes));
        this.sandboxUsers = Collections.unmodifiableSet(new LinkedHashSet<>(b.sandboxUsers));
        this.grants = Collections.unmodifiableSet(EnumSet.copyOf(b.grants));
        this.createdTime = b.createdTime;
    }

    /** An app that keeps a secret (a server-side app): a generated secret unless {@link Builder#secret} sets one. */
    public static Builder confidential(String name, String redirectUri) {
        return new Builder(name, redirectUri, false);
    }

    /** An app that cannot keep a secret (a mobile or browser app): it has none, and uses PKCE. */
    public static Builder publicClient(String name, String redirectUri) {
        return new Builder(name, redirectUri, true);
    }

    /** The client id of the operator's choosing; none: generated. */
    public Option<ClientId> clientId() {
        return Option.of(clientId);
    }

    public String name() {
        return name;
    }

    public List<String> redirectUris() {
        return redirectUris;
    }

    /** The secret a person chose; none: generated (or none at all, for a public client). */
    public Option<String> clientSecret() {
        return Option.of(clientSecret);
    }

    public boolean isPublic() {
        return kind == AppDraft.Confidentiality.PUBLIC || kind == AppDraft.Confidentiality.PUBLIC_WITH_SECRET;
    }

    /** The status it starts in; none: by the timeline from its creation time. */
    public Option<AppStatus> status() {
        return Option.of(status);
    }

    public Set<Scope> approvedScopes() {
        return approvedScopes;
    }

    public Set<UserId> sandboxUsers() {
        return sandboxUsers;
    }

    public boolean commentWrite() {
        return grants.contains(AppGrant.COMMENT_WRITE);
    }

    public boolean implicit() {
        return grants.contains(AppGrant.IMPLICIT_FLOW);
    }

    public boolean enforceSignedRequests() {
        return grants.contains(AppGrant.SIGNED_REQUESTS);
    }

    /** When it was created; none: now. */
    public Option<Instant> createdTime() {
        return Option.of(createdTime);
    }

    /** What the registration rules read of it. */
    public AppDraft draft() {
        AppDraft.Options options = enforceSignedRequests() ? AppDraft.Options.SIGNED_REQUESTS : AppDraft.Options.PLAIN;
        return new AppDraft(redirectUris, kind, options, sandboxUsers.size());
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CreateAppCommand that
                && Objects.equals(clientId, that.clientId)
                && name.equals(that.name)
                && redirectUris.equals(that.redirectUris)
                && Objects.equals(clientSecret, that.clientSecret)
                && kind == that.kind
                && status == that.status
                && approvedScopes.equals(that.approvedScopes)
                && sandboxUsers.equals(that.sandboxUsers)
                && grants.equals(that.grants)
                && Objects.equals(createdTime, that.createdTime);
    }

    @Override
    public int hashCode() {
        return Objects.hash(clientId, name, redirectUris, kind, status, approvedScopes, sandboxUsers);
    }

    @Override
    public String toString() {
        return "CreateAppCommand[clientId=" + clientId + ", name=" + name + "]";
    }

    /** The options of a new app, each named; {@link #build()} checks them by the registration rules. */
    public static final class Builder {

        private final String name;
        private final List<String> redirectUris = new ArrayList<>();
        private final boolean isPublic;
        private AppDraft.Confidentiality kind;
        private ClientId clientId;
        private String clientSecret;
        private AppStatus status;
        private Set<Scope> approvedScopes = EnumSet.noneOf(Scope.class);
        private Set<UserId> sandboxUsers = Set.of();
        private final Set<AppGrant> grants = EnumSet.noneOf(AppGrant.class);
        private Instant createdTime;

        private Builder(String name, String redirectUri, boolean isPublic) {
            this.name = name;
            this.redirectUris.add(redirectUri);
            this.isPublic = isPublic;
        }

        /** Another redirect URI the app may use (at most 20 in all). */
        public Builder redirectUri(String uri) {
            redirectUris.add(uri);
            return this;
        }

        /** The redirect URIs it may use instead of the one it was started with (at most 20). */
        public Builder redirectUris(List<String> uris) {
            redirectUris.clear();
            redirectUris.addAll(uris);
            return this;
        }

        /** A client id of the operator's choosing, instead of a generated one. */
        public Builder clientId(ClientId id) {
            this.clientId = Objects.requireNonNull(id, "id");
            return this;
        }

        /** A secret chosen by a person (kept with the slow hash), instead of a generated one. */
        public Builder secret(String secret) {
            this.clientSecret = secret;
            return this;
        }

        /** Live: any user may authorize it, for its approved scopes only. */
        public Builder live() {
            return status(AppStatus.LIVE);
        }

        /** Sandbox: only its sandbox users may authorize it. */
        public Builder sandbox() {
            return status(AppStatus.SANDBOX);
        }

        /** Created before the cut-over and never reviewed: Live until the deadline, Sandbox after it. */
        public Builder unreviewedLive() {
            return status(AppStatus.UNREVIEWED_LIVE);
        }

        /** The status it starts in. */
        public Builder status(AppStatus value) {
            this.status = Objects.requireNonNull(value, "status");
            return this;
        }

        /** The scopes approved for it. */
        public Builder scopes(Scope... scopes) {
            return scopes(Arrays.asList(scopes));
        }

        /** The same, from a collection. */
        public Builder scopes(Iterable<Scope> scopes) {
            Set<Scope> all = EnumSet.noneOf(Scope.class);
            scopes.forEach(all::add);
            this.approvedScopes = all;
            return this;
        }

        /** The users who may authorize it while it is in Sandbox (at most 10). */
        public Builder sandboxUsers(UserId... users) {
            return sandboxUsers(Arrays.asList(users));
        }

        /** The same, from a collection. */
        public Builder sandboxUsers(Iterable<UserId> users) {
            Set<UserId> all = new LinkedHashSet<>();
            users.forEach(all::add);
            this.sandboxUsers = all;
            return this;
        }

        /** Grants it the right to post comments (with the {@code comments} scope). */
        public Builder commentWrite() {
            return grant(AppGrant.COMMENT_WRITE);
        }

        /** Allows it the implicit flow ({@code response_type=token}). */
        public Builder implicitFlow() {
            return grant(AppGrant.IMPLICIT_FLOW);
        }

        /** Requires a signature ({@code sig}) on each of its {@code /v1} requests. */
        public Builder signedRequests() {
            return grant(AppGrant.SIGNED_REQUESTS);
        }

        /** Grants it what {@code grant} names. */
        public Builder grant(AppGrant grant) {
            grants.add(Objects.requireNonNull(grant, "grant"));
            return this;
        }

        /** When it was created, for apps older than the cut-over; by default the use case's now. */
        public Builder createdAt(Instant time) {
            this.createdTime = time;
            return this;
        }

        /**
         * The command; an {@link InvalidCommandException} names the first field the use case would refuse:
         * the fields' own limits first, then the registration rules of {@link RegistrationPolicy#OF_THE_APP}.
         */
        public CreateAppCommand build() {
            kind = AppDraft.Confidentiality.of(isPublic, clientSecret != null);
            CreateAppCommand command = CommandCheck.valid(new CreateAppCommand(this));
            RegistrationPolicy.firstRefusal(RegistrationPolicy.OF_THE_APP, command.draft())
                    .forEach(refusal -> {
                        throw new InvalidCommandException("CreateAppCommand", refusal.field(), refusal.reason());
                    });
            return command;
        }
    }
}
