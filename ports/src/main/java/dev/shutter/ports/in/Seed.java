package dev.shutter.ports.in;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Everything a fixtures file holds, loaded in one transaction: all of it, or nothing. A host that makes one
 * itself adds each entry by name:
 *
 * <pre>{@code
 * Seed.builder().user(alice).user(bob).follow(alice.id(), bob.id()).block(bob.id(), carol.id()).build()
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
                && Objects.equals(users, that.users)
                && Objects.equals(media, that.media)
                && Objects.equals(apps, that.apps)
                && Objects.equals(follows, that.follows)
                && Objects.equals(blocks, that.blocks)
                && Objects.equals(comments, that.comments);
    }

    @Override
    public int hashCode() {
        return Objects.hash(users, media, apps, follows, blocks, comments);
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

    /** An edge of {@code from} to {@code to}: {@link Edge#FOLLOWS} or {@link Edge#REQUESTED}. */
    public record Follow(UserId from, UserId to, Edge status) {

        public Follow {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            if (status != Edge.FOLLOWS && status != Edge.REQUESTED) {
                throw new IllegalArgumentException("a seeded edge is follows or requested, not " + status);
            }
        }
    }

    /** A block of {@code to} by {@code from}. */
    public record Block(UserId from, UserId to) {

        public Block {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }
    }

    /** A comment with its id and time as given (none: a generated id, the seed's now). */
    public static final class SeedComment {

        private final Option<CommentId> id;

        private final MediaId media;

        private final UserId from;

        private final String text;

        private final Option<Instant> createdTime;

        private SeedComment(
                Option<CommentId> id, MediaId media, UserId from, String text, Option<Instant> createdTime) {
            this.id = id;
            this.media = Objects.requireNonNull(media, "media");
            this.from = Objects.requireNonNull(from, "from");
            this.text = Objects.requireNonNull(text, "text");
            this.createdTime = createdTime;
        }

        public Option<CommentId> id() {
            return id;
        }

        public MediaId media() {
            return media;
        }

        public UserId from() {
            return from;
        }

        /** The text as given; the seed use case checks it against the comment rules. */
        public String text() {
            return text;
        }

        public Option<Instant> createdTime() {
            return createdTime;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof SeedComment that
                    && id.equals(that.id)
                    && media.equals(that.media)
                    && from.equals(that.from)
                    && text.equals(that.text)
                    && createdTime.equals(that.createdTime);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, media, from, text, createdTime);
        }

        @Override
        public String toString() {
            return "SeedComment[id=" + id + ", media=" + media + ", from=" + from + ", text=" + text + ", createdTime="
                    + createdTime + "]";
        }

        /** A comment by {@code from} on {@code media}, with a generated id, made at the seed's now. */
        public static SeedComment of(MediaId media, UserId from, String text) {
            return new SeedComment(Option.none(), media, from, text, Option.none());
        }

        /** The same comment with an id of the operator's choosing. */
        public SeedComment withId(CommentId value) {
            return new SeedComment(Option.some(Objects.requireNonNull(value, "id")), media, from, text, createdTime);
        }

        /** The same comment, made at {@code time}. */
        public SeedComment at(Instant time) {
            return new SeedComment(id, media, from, text, Option.some(Objects.requireNonNull(time, "time")));
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

        /** An edge as a fixtures file states it. */
        public Builder follow(Follow follow) {
            follows.add(follow);
            return this;
        }

        /** A block as a fixtures file states it. */
        public Builder block(Block block) {
            blocks.add(block);
            return this;
        }

        /** User {@code from} follows user {@code to} (a private one having approved it). */
        public Builder follow(UserId from, UserId to) {
            return follow(new Follow(from, to, Edge.FOLLOWS));
        }

        /** User {@code from} has asked to follow the private user {@code to}. */
        public Builder followRequest(UserId from, UserId to) {
            return follow(new Follow(from, to, Edge.REQUESTED));
        }

        /** User {@code from} blocks user {@code to}. */
        public Builder block(UserId from, UserId to) {
            return block(new Block(from, to));
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
