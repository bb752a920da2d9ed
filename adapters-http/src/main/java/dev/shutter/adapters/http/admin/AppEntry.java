package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.shutter.domain.oauth.AppStatus;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.InvalidCommandException;
import dev.shutter.ports.in.OperatorFailure;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * An app as the fixtures file and {@code POST /admin/apps} write it. In a fixtures file an app without
 * {@code client_secret} is public; through the API it gets a generated secret unless {@code public}.
 */
public record AppEntry(
        @JsonProperty("client_id") String clientId,
        @JsonProperty("client_secret") String clientSecret,
        @JsonProperty("name") String name,
        @JsonProperty("redirect_uris") List<String> redirectUris,
        @JsonProperty("mode") String mode,
        @JsonProperty("approved_scopes") List<String> approvedScopes,
        @JsonProperty("sandbox_users") List<String> sandboxUsers,
        @JsonProperty("comment_write") Boolean commentWrite,
        @JsonProperty("implicit") Boolean implicit,
        @JsonProperty("enforce_signed_requests") Boolean enforceSignedRequests,
        @JsonProperty("created_time") String createdTime,
        @JsonProperty("public") Boolean isPublic) {

    /**
     * The command, or what the operator use case refuses it with, in its words: a {@code created_time} that is
     * no time, the fields' limits (a malformed {@code client_id} or {@code mode}, more than 10 sandbox users),
     * the registration rules, then an unknown scope or a sandbox user that is no user id. Without {@code
     * created_time} the app is created now. {@code publicWithoutSecret} is the fixtures file's reading of a
     * missing secret.
     */
    public Either<OperatorFailure, CreateAppCommand> toCommand(boolean publicWithoutSecret) {
        Either<String, Instant> created = Times.parse(createdTime);
        if (created.isLeft()) {
            return Either.left(new OperatorFailure("created_time", created.getLeft()));
        }
        boolean publicClient = isPublic != null ? isPublic : publicWithoutSecret && clientSecret == null;
        List<String> uris = Objects.requireNonNullElse(redirectUris, List.of());
        String appName = Objects.requireNonNullElse(name, clientId == null ? "Unnamed app" : clientId);
        CreateAppCommand.Builder app = publicClient
                ? CreateAppCommand.publicClient(appName, null)
                : CreateAppCommand.confidential(appName, null);
        app.redirectUris(uris).secret(clientSecret).createdAt(created.get());
        List<OperatorFailure> limits = new ArrayList<>();
        if (clientId != null) {
            ClientId.parse(clientId)
                    .peek(app::clientId)
                    .onEmpty(() -> limits.add(new OperatorFailure(
                            "clientId", "must be 1 to 64 letters, digits, dots, dashes or underscores")));
        }
        if (mode != null) {
            AppStatus.byWireName(mode)
                    .peek(app::status)
                    .onEmpty(() ->
                            limits.add(new OperatorFailure("status", "must be live, sandbox or unreviewed-live")));
        }
        List<String> sandbox = Objects.requireNonNullElse(sandboxUsers, List.of());
        if (new LinkedHashSet<>(sandbox).size() > Client.MAX_SANDBOX_USERS) {
            limits.add(new OperatorFailure("sandboxUsers", "size must be between 0 and " + Client.MAX_SANDBOX_USERS));
        }
        if (!limits.isEmpty()) {
            return Either.left(limits.get(0));
        }
        if (Boolean.TRUE.equals(commentWrite)) {
            app.commentWrite();
        }
        if (Boolean.TRUE.equals(implicit)) {
            app.implicitFlow();
        }
        if (Boolean.TRUE.equals(enforceSignedRequests)) {
            app.signedRequests();
        }
        // the registration rules come before the scopes and the sandbox users, as in the use case
        CreateAppCommand command;
        try {
            command = app.build();
        } catch (InvalidCommandException e) {
            return Either.left(e.asOperatorFailure());
        }
        Set<Scope> scopes = EnumSet.noneOf(Scope.class);
        for (String scope : new LinkedHashSet<>(Objects.requireNonNullElse(approvedScopes, List.of()))) {
            Option<Scope> known = Scope.byWireName(scope);
            if (known.isEmpty()) {
                return Either.left(new OperatorFailure("approved_scopes", "unknown scope " + scope));
            }
            scopes.add(known.get());
        }
        Set<UserId> testers = new LinkedHashSet<>();
        for (String user : new LinkedHashSet<>(sandbox)) {
            Option<UserId> id = UserId.parse(user);
            if (id.isEmpty()) {
                return Either.left(OperatorFailure.noUser(user).within("sandbox_users"));
            }
            testers.add(id.get());
        }
        return scopes.isEmpty() && testers.isEmpty()
                ? Either.right(command)
                : Either.right(app.scopes(scopes).sandboxUsers(testers).build());
    }

    @Override
    public String toString() {
        return "AppEntry[client_id=" + clientId + ", name=" + name + "]";
    }
}
