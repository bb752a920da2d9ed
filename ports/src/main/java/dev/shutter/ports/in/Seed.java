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
public final class Seed {

    private final List<CreateUserCommand> users;

    private final List<CreateMediaCommand> media;

    private final List<CreateAppCommand> apps;

    private final List<Follow> follows;

    private final List<Block> blocks;

    private final List<SeedComment> comments;

    private Seed(
            List<CreateUserCommand> users,
            List<CreateMediaCommand> media,
            List<CreateAppCommand> apps,
            List<Follow> follows,
            List<Block> blocks,
            List<SeedComment> comments) {
        users = List.copyOf(users);
        media = List.copyOf(media);
        apps = List.copyOf(apps);
        follows = List.copyOf(follows);
        blocks = List.copyOf(blocks);
        comments = List.copyOf(comments);
        this.users = users;
        this.media = media;
        this.apps = apps;
        this.follows = follows;
        this.blocks = blocks;
        this.comments = comments;
    }

    public List<CreateUserCommand> users() {
        return users;
    }

    public List<CreateMediaCommand> media() {
        return media;
    }

    public List<CreateAppCommand> apps() {
        return apps;
    }

    public List<Follow> follows() {
        return follows;
    }

    public List<Block> blocks() {
        return blocks;
    }

    public List<SeedComment> comments() {
        return comments;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Seed that
                && java.util.Objects.equals(users, that.users)
                && java.util.Objects.equals(media, that.media)
                && java.util.Objects.equals(apps, that.apps)
                && java.util.Objects.equals(follows, that.follows)
                && java.util.Objects.equals(blocks, that.blocks)
                && java.util.Objects.equals(comments, that.comments);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(users, media, apps, follows, blocks, comments);
    }

    @Override
    public String toString() {
        return "Seed[users=" + users + ", media=" + media + ", apps=" + apps + ", follows=" + follows + ", blocks="
                + blocks + ", comments=" + comments + "]";
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
    public static final class SeedComment {

        private final String id;

        private final String media;

        private final String from;

        private final String text;

        private final Instant createdTime;

        private SeedComment(String id, String media, String from, String text, Instant createdTime) {
            this.id = id;
            this.media = media;
            this.from = from;
            this.text = text;
            this.createdTime = createdTime;
        }

        public String id() {
            return id;
        }

        public String media() {
            return media;
        }

        public String from() {
            return from;
        }

        public String text() {
            return text;
        }

        public Instant createdTime() {
            return createdTime;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof SeedComment that
                    && java.util.Objects.equals(id, that.id)
                    && java.util.Objects.equals(media, that.media)
                    && java.util.Objects.equals(from, that.from)
                    && java.util.Objects.equals(text, that.text)
                    && java.util.Objects.equals(createdTime, that.createdTime);
        }

        @Override
        public int hashCode() {
            return java.util.Objects.hash(id, media, from, text, createdTime);
        }

        @Override
        public String toString() {
            return "SeedComment[id=" + id + ", media=" + media + ", from=" + from + ", text=" + text + ", createdTime="
                    + createdTime + "]";
        }

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

        /** An edge as a fixtures file states it (its {@code status} checked by the seed use case). */
        public Builder follow(Follow follow) {
            follows.add(follow);
            return this;
        }

        /** A block as a fixtures file states it. */
        public Builder block(Block block) {
            blocks.add(block);
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
