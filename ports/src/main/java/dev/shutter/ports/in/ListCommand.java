package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A page of a relationship list: whose, how many (1 to {@link #MAX_COUNT}) and after which cursor. Written
 * by name: {@code ListCommand.of(alice).count(20).after(cursor)}.
 */
public record ListCommand(UserId user, int count, Option<PageCursor> after) {

    /** The default page size. */
    public static final int DEFAULT_COUNT = 50;

    /** The largest page size. */
    public static final int MAX_COUNT = 200;

    public ListCommand {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(after, "after");
        if (!validCount(count)) {
            throw new InvalidCommandException("ListCommand", "count", "must be from 1 to " + MAX_COUNT);
        }
    }

    /** The first page of {@code user}'s list, {@link #DEFAULT_COUNT} long. */
    public static ListCommand of(UserId user) {
        return new ListCommand(user, DEFAULT_COUNT, Option.none());
    }

    /** The same page with {@code value} entries at most. */
    public ListCommand count(int value) {
        return new ListCommand(user, value, after);
    }

    /** The page after {@code cursor} (a page's {@code nextCursor}). */
    public ListCommand after(PageCursor cursor) {
        return new ListCommand(user, count, Option.some(cursor));
    }

    /** Whether {@code count} is a page size this command takes. */
    public static boolean validCount(int count) {
        return count >= 1 && count <= MAX_COUNT;
    }
}
