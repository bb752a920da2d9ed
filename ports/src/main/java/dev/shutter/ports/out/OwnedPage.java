package dev.shutter.ports.out;

import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One page of a user's edges with what showing it needs, read together: the user, whether they block the
 * viewer, the entries, and the users of those entries that exist, by id. The rules decide after.
 */
public record OwnedPage(User owner, boolean ownerBlocksViewer, List<EdgeEntry> entries, Map<UserId, User> users) {
    public OwnedPage {
        Objects.requireNonNull(owner, "owner");
        entries = List.copyOf(entries);
        users = Map.copyOf(users);
    }
}
