package dev.shutter.ports.in;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything a fixtures file holds, loaded in one transaction: all of it, or nothing. A host that makes one
 * itself adds each entry by name:
 *
 * <pre>{@code
 * Seed.builder().user(alice).user(bob).follow("1001", "1002").block("1002", "1003").build()
 * }</pre>
 */
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

    /** An empty seed to add entries to. */
    public static Builder builder() {
        return new Builder();
    }

    /** An edge: {@code status} is {@code follows} or {@code requested}. */
    public record Follow(String from, String to, String status) {}

    /** A block of {@code to} by {@code from}. */
    public record Block(String from, String to) {}

    /** A comment with its id and time as given (null id: generated; null time: now). */
    public record SeedComment(String id, String media, String from, String text, Instant createdTime) {

        /** A comment by {@code from} on {@code media}, with a generated id, made at the seed's now. */
        public static SeedComment of(String media, String from, String text) {
            return new SeedComment(null, media, from, text, null);
        }

        /** The same comment with an id of the operator's choosing. */
        public SeedComment withId(String value) {
            return new SeedComment(value, media, from, text, createdTime);
        }

        /** The same comment, made at {@code time}. */
        public SeedComment at(Instant time) {
            return new SeedComment(id, media, from, text, time);
        }
    }

    /** The entries of a seed, in the order they are added; the seed use case checks each one. */
    public static final class Builder {

        private final List<CreateUserCommand> users = new ArrayList<>();
        private final List<CreateMediaCommand> media = new ArrayList<>();
        private final List<CreateAppCommand> apps = new ArrayList<>();
        private final List<Follow> follows = new ArrayList<>();
        private final List<Block> blocks = new ArrayList<>();
        private final List<SeedComment> comments = new ArrayList<>();

        private Builder() {}

        /** A user. */
        public Builder user(CreateUserCommand user) {
            users.add(user);
            return this;
        }

        /** A media. */
        public Builder media(CreateMediaCommand item) {
            media.add(item);
            return this;
        }

        /** An app. */
        public Builder app(CreateAppCommand app) {
            apps.add(app);
            return this;
        }

        /** User {@code from} follows user {@code to}. */
        public Builder follow(String from, String to) {
            follows.add(new Follow(from, to, "follows"));
            return this;
        }

        /** User {@code from} has asked to follow the private user {@code to}. */
        public Builder followRequest(String from, String to) {
            follows.add(new Follow(from, to, "requested"));
            return this;
        }

        /** User {@code from} blocks user {@code to}. */
        public Builder block(String from, String to) {
            blocks.add(new Block(from, to));
            return this;
        }

        /** A comment. */
        public Builder comment(SeedComment comment) {
            comments.add(comment);
            return this;
        }

        /** The seed. */
        public Seed build() {
            return new Seed(users, media, apps, follows, blocks, comments);
        }
    }
}
