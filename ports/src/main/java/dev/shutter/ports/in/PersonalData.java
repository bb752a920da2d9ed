package dev.shutter.ports.in;

import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Everything Shutter holds about one person (GDPR article 20), read in one transaction: the profile
 * (never the password hash), the comments they wrote, their own media, whom they follow and who follows them, the
 * requests they made and the requests made to them, whom they block, and every app they authorized.
 */
public record PersonalData(
        User profile,
        List<Comment> comments,
        List<MediaId> media,
        List<Link> follows,
        List<Link> followedBy,
        List<Link> requested,
        List<Link> requestedBy,
        List<UserId> blocks,
        List<Authorization> authorizations,
        Instant exportedAt) {

    public PersonalData {
        Objects.requireNonNull(profile, "profile");
        comments = List.copyOf(comments);
        media = List.copyOf(media);
        follows = List.copyOf(follows);
        followedBy = List.copyOf(followedBy);
        requested = List.copyOf(requested);
        requestedBy = List.copyOf(requestedBy);
        blocks = List.copyOf(blocks);
        authorizations = List.copyOf(authorizations);
        Objects.requireNonNull(exportedAt, "exportedAt");
    }

    /** Another user, and since when the edge has its state. */
    public record Link(UserId user, Instant since) {}

    /**
     * One authorization of an app (one token): its scopes and dates; never the token. {@code lastUsedAt} is
     * exact to {@link dev.shutter.domain.oauth.AccessToken#USE_RECORDING_GRANULARITY}.
     */
    public record Authorization(
            ClientId client,
            String appName,
            Scopes scopes,
            Instant issuedAt,
            Instant lastUsedAt,
            Option<Instant> revokedAt) {}
}
