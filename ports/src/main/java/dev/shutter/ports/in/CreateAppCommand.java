package dev.shutter.ports.in;

import dev.shutter.domain.oauth.RedirectUri;
import dev.shutter.domain.oauth.Scope;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A new app (docs/spec/DECISIONS.md section 7). Build one with {@link #confidential} or {@link #publicClient}:
 *
 * <pre>{@code
 * CreateAppCommand.confidential("My app", "https://app.example/cb").live().scopes("relationships").build()
 * }</pre>
 *
 * <p>The record's fields, for the services: Null {@code clientId}: generated. Null {@code clientSecret} on a
 * confidential app: a generated secret (256 bits, returned once, stored as SHA-256); a given one was
 * chosen by a person and is stored with the slow hash. Null {@code status}: by the timeline from {@code
 * createdTime}. Null {@code createdTime}: now.
 */
public record CreateAppCommand(
        @Pattern(
                regexp = "[A-Za-z0-9._-]{1,64}",
                message = "must be 1 to 64 letters, digits, dots, dashes or underscores")
        String clientId,

        @NotNull @Size(min = 1, max = 128) String name,
        @NotEmpty @Size(max = 20) List<@NotNull @Size(max = 2048) String> redirectUris,

        @Size(min = 8, max = 1024, message = "must be 8 to 1024 characters")
        String clientSecret,

        boolean isPublic,

        @Pattern(regexp = "live|sandbox|unreviewed-live", message = "must be live, sandbox or unreviewed-live")
        String status,

        @NotNull Set<@NotNull String> approvedScopes,
        @NotNull @Size(max = 10) Set<@NotNull String> sandboxUsers,
        boolean commentWrite,
        boolean implicit,
        boolean enforceSignedRequests,
        Instant createdTime) {

    /** A confidential live-or-sandbox app with defaults for everything but its name and redirect URI. */
    public static CreateAppCommand simple(String name, String redirectUri) {
        return new CreateAppCommand(
                null, name, List.of(redirectUri), null, false, null, Set.of(), Set.of(), false, false, false, null);
    }

    /** An app that keeps a secret (a server-side app): a generated secret unless {@link Builder#secret} sets one. */
    public static Builder confidential(String name, String redirectUri) {
        return new Builder(name, redirectUri, false);
    }

    /** An app that cannot keep a secret (a mobile or browser app): it has none, and uses PKCE. */
    public static Builder publicClient(String name, String redirectUri) {
        return new Builder(name, redirectUri, true);
    }

    @Override
    public String toString() {
        return "CreateAppCommand[clientId=" + clientId + ", name=" + name + "]";
    }

    /** The options of a new app, each named; {@link #build()} checks them as the operator use case will. */
    public static final class Builder {

        private final String name;
        private final List<String> redirectUris = new ArrayList<>();
        private final boolean isPublic;
        private String clientId;
        private String clientSecret;
        private String status;
        private Set<String> approvedScopes = Set.of();
        private Set<String> sandboxUsers = Set.of();
        private boolean commentWrite;
        private boolean implicit;
        private boolean enforceSignedRequests;
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

        /** A client id of the operator's choosing, instead of a generated one. */
        public Builder clientId(String id) {
            this.clientId = id;
            return this;
        }

        /** A secret chosen by a person (kept with the slow hash), instead of a generated one. */
        public Builder secret(String secret) {
            this.clientSecret = secret;
            return this;
        }

        /** Live: any user may authorize it, for its approved scopes only. */
        public Builder live() {
            return status("live");
        }

        /** Sandbox: only its sandbox users may authorize it. */
        public Builder sandbox() {
            return status("sandbox");
        }

        /** Created before the cut-over and never reviewed: Live until the deadline, Sandbox after it. */
        public Builder unreviewedLive() {
            return status("unreviewed-live");
        }

        /** The scopes approved for it. */
        public Builder scopes(String... scopes) {
            this.approvedScopes = Collections.unmodifiableSet(new LinkedHashSet<>(Arrays.asList(scopes)));
            return this;
        }

        /** The users who may authorize it while it is in Sandbox (at most 10). */
        public Builder sandboxUsers(String... userIds) {
            this.sandboxUsers = Collections.unmodifiableSet(new LinkedHashSet<>(Arrays.asList(userIds)));
            return this;
        }

        /** Grants it the right to post comments (with the {@code comments} scope). */
        public Builder commentWrite() {
            this.commentWrite = true;
            return this;
        }

        /** Allows it the implicit flow ({@code response_type=token}). */
        public Builder implicitFlow() {
            this.implicit = true;
            return this;
        }

        /** Requires a signature ({@code sig}) on each of its {@code /v1} requests. */
        public Builder signedRequests() {
            this.enforceSignedRequests = true;
            return this;
        }

        /** When it was created, for apps older than the cut-over; by default the use case's now. */
        public Builder createdAt(Instant time) {
            this.createdTime = time;
            return this;
        }

        /** The command; an {@link InvalidCommandException} names the first field the use case would refuse. */
        public CreateAppCommand build() {
            CreateAppCommand command = CommandCheck.valid(new CreateAppCommand(
                    clientId,
                    name,
                    List.copyOf(redirectUris),
                    clientSecret,
                    isPublic,
                    status,
                    approvedScopes,
                    sandboxUsers,
                    commentWrite,
                    implicit,
                    enforceSignedRequests,
                    createdTime));
            // The checks of the operator use case beyond the record's constraints.
            for (int i = 0; i < redirectUris.size(); i++) {
                if (RedirectUri.parse(redirectUris.get(i)).isEmpty()) {
                    throw invalid("redirectUris[" + i + "]", "not an absolute URI with a host and no fragment");
                }
            }
            if (isPublic && clientSecret != null) {
                throw invalid("clientSecret", "a public client has no secret");
            }
            approvedScopes.stream()
                    .filter(scope -> Scope.byWireName(scope).isEmpty())
                    .findFirst()
                    .ifPresent(scope -> {
                        throw invalid("approvedScopes", "unknown scope " + scope);
                    });
            return command;
        }

        private static InvalidCommandException invalid(String field, String reason) {
            return new InvalidCommandException("CreateAppCommand", field, reason);
        }

        private Builder status(String value) {
            this.status = value;
            return this;
        }
    }
}
