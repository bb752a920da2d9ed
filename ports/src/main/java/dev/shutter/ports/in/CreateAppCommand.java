package dev.shutter.ports.in;

import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * A new app (DECISIONS section 7). Null {@code clientId}: generated. Null {@code clientSecret} on a
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

    @Override
    public String toString() {
        return "CreateAppCommand[clientId=" + clientId + ", name=" + name + "]";
    }
}
