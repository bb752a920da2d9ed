package dev.shutter.ports.out;

import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AppMode;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What an authenticated request will read once the rules let it, said before its authentication, so that a
 * store over a network can read it in the same round trip as the bearer and its counts ({@link
 * Storage#authenticated(AuthenticatedRead)}). The rules still decide
 * first: the use case takes what was read ahead only for a request they let through, and only when it asks
 * for that very read; a refused request's read is dropped with it.
 */
public sealed interface ReadAhead {

    /** Nothing to read ahead. */
    ReadAhead NOTHING = new Nothing();

    /** Nothing to read ahead. */
    record Nothing() implements ReadAhead {}

    /** The relationship read: {@link Storage#counterpart} of the bearer's user and {@code them}. */
    record CounterpartOf(UserId them) implements ReadAhead {
        public CounterpartOf {
            Objects.requireNonNull(them, "them");
        }
    }

    /** A comment list: {@link Storage#mediaComments} of {@code media}, seen by the bearer's user. */
    record CommentsOf(MediaId media) implements ReadAhead {
        public CommentsOf {
            Objects.requireNonNull(media, "media");
        }
    }

    /**
     * A page of a user's list: {@link Storage#ownedPage} of the page of {@code owner} (none: the bearer's own
     * user, a path's {@code self}), seen by the bearer's user, among every user (a Sandbox app's pages, which
     * only its users may fill, are read after the authentication).
     */
    record PageOf(Option<UserId> owner, Direction direction, Edge edge, Option<EdgeCursor> after, int limit)
            implements ReadAhead {
        public PageOf {
            Objects.requireNonNull(owner, "owner");
            Objects.requireNonNull(direction, "direction");
            Objects.requireNonNull(edge, "edge");
            Objects.requireNonNull(after, "after");
        }

        /** The page's query once the bearer's user is known. */
        public PageQuery queryFor(UserId bearer) {
            return new PageQuery(owner.getOrElse(bearer), direction, edge, after, limit, Option.none());
        }
    }

    /**
     * What was read ahead for the bearer's user. A use case asks it for the read it is about to make: the
     * answer is there only when that very read was read ahead.
     */
    sealed interface Answer {

        /** The bearer's user it was read for. */
        UserId reader();

        /**
         * Whether the use case will take this answer for a caller whose app is in {@code mode}: then it reads
         * nothing more for the request ({@code Caller#readAhead} holds it only then). Every answer does, but
         * for a Sandbox app's page, which is read among the app's users only.
         */
        default boolean answersFor(AppMode mode) {
            return true;
        }

        /** What {@link Storage#counterpart} would answer for {@code me} and {@code them}, if read ahead. */
        default Option<Option<Counterpart>> counterpart(UserId me, UserId them) {
            return Option.none();
        }

        /** What {@link Storage#mediaComments} would answer for {@code media} and {@code viewer}, if read ahead. */
        default Option<Option<MediaComments>> comments(MediaId media, UserId viewer) {
            return Option.none();
        }

        /** What {@link Storage#ownedPage} would answer for {@code query} and {@code viewer}, if read ahead. */
        default Option<Option<OwnedPage>> page(PageQuery query, UserId viewer) {
            return Option.none();
        }
    }

    /** {@link CounterpartOf} read for {@code me}, from the same snapshot as the bearer. */
    record CounterpartRead(UserId me, UserId them, Option<Counterpart> found) implements Answer {
        public CounterpartRead {
            Objects.requireNonNull(me, "me");
            Objects.requireNonNull(them, "them");
            Objects.requireNonNull(found, "found");
        }

        @Override
        public UserId reader() {
            return me;
        }

        @Override
        public Option<Option<Counterpart>> counterpart(UserId me, UserId them) {
            return this.me.equals(me) && this.them.equals(them) ? Option.some(found) : Option.none();
        }
    }

    /** {@link CommentsOf} read for {@code viewer}, in the same round trip as the bearer. */
    record CommentsRead(UserId viewer, MediaId media, Option<MediaComments> found) implements Answer {
        public CommentsRead {
            Objects.requireNonNull(viewer, "viewer");
            Objects.requireNonNull(media, "media");
            Objects.requireNonNull(found, "found");
        }

        @Override
        public UserId reader() {
            return viewer;
        }

        @Override
        public Option<Option<MediaComments>> comments(MediaId media, UserId viewer) {
            return this.media.equals(media) && this.viewer.equals(viewer) ? Option.some(found) : Option.none();
        }
    }

    /** {@link PageOf} read for {@code viewer} as {@code query}, in the same round trip as the bearer. */
    record PageRead(UserId viewer, PageQuery query, Option<OwnedPage> found) implements Answer {
        public PageRead {
            Objects.requireNonNull(viewer, "viewer");
            Objects.requireNonNull(query, "query");
            Objects.requireNonNull(found, "found");
        }

        @Override
        public UserId reader() {
            return viewer;
        }

        @Override
        public boolean answersFor(AppMode mode) {
            return mode != AppMode.SANDBOX;
        }

        @Override
        public Option<Option<OwnedPage>> page(PageQuery query, UserId viewer) {
            return this.query.equals(query) && this.viewer.equals(viewer) ? Option.some(found) : Option.none();
        }
    }
}
