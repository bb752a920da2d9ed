package dev.shutter.ports.in;

import java.time.Instant;
import java.util.List;

/** Everything a fixtures file holds, loaded in one transaction: all of it, or nothing. */
public record Seed(
        List<CreateUserCommand> users,
        List<CreateMediaCommand> media,
        List<CreateAppCommand> apps,
        List<Follow> follows,
        List<Block> blocks,
        List<SeedComment> comments) {

    public Seed {
        users = List.copyOf(users);
        media = List.copyOf(media);
        apps = List.copyOf(apps);
        follows = List.copyOf(follows);
        blocks = List.copyOf(blocks);
        comments = List.copyOf(comments);
    }

    /** An edge: {@code status} is {@code follows} or {@code requested}. */
    public record Follow(String from, String to, String status) {}

    /** A block of {@code to} by {@code from}. */
    public record Block(String from, String to) {}

    /** A comment with its id and time as given (null id: generated; null time: now). */
    public record SeedComment(String id, String media, String from, String text, Instant createdTime) {}
}
