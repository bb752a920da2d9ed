package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.shutter.ports.in.CreateAppCommand;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;

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

    /** The command; {@code publicWithoutSecret} is the fixtures file's reading of a missing secret. */
    public CreateAppCommand toCommand(boolean publicWithoutSecret, Instant created) {
        boolean publicClient = isPublic != null ? isPublic : publicWithoutSecret && clientSecret == null;
        return new CreateAppCommand(
                clientId,
                Objects.requireNonNullElse(name, clientId == null ? "Unnamed app" : clientId),
                Objects.requireNonNullElse(redirectUris, List.of()),
                clientSecret,
                publicClient,
                mode,
                new LinkedHashSet<>(Objects.requireNonNullElse(approvedScopes, List.of())),
                new LinkedHashSet<>(Objects.requireNonNullElse(sandboxUsers, List.of())),
                Boolean.TRUE.equals(commentWrite),
                Boolean.TRUE.equals(implicit),
                Boolean.TRUE.equals(enforceSignedRequests),
                created);
    }

    @Override
    public String toString() {
        return "AppEntry[client_id=" + clientId + ", name=" + name + "]";
    }
}
