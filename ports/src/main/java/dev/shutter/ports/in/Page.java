package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Which page of a relationship list a token's operation reads: how many entries (1 to {@link
 * ListCommand#MAX_COUNT}) and after which cursor. Written by name: {@code Page.first().count(20)}, then
 * {@code Page.after(page)} for the page after a {@link UserPage}.
 */
public record Page(int count, Option<PageCursor> after) {

    public Page {
        Objects.requireNonNull(after, "after");
        if (!ListCommand.validCount(count)) {
            throw new InvalidCommandException("Page", "count", "must be from 1 to " + ListCommand.MAX_COUNT);
        }
    }

    /** The first page, {@link ListCommand#DEFAULT_COUNT} long. */
    public static Page first() {
        return new Page(ListCommand.DEFAULT_COUNT, Option.none());
    }

    /** The page after {@code previous}, as long as the default; the first page if {@code previous} was the last. */
    public static Page after(UserPage previous) {
        return new Page(ListCommand.DEFAULT_COUNT, previous.next());
    }

    /** The same page with {@code value} entries at most. */
    public Page count(int value) {
        return new Page(value, after);
    }

    /** The same page after {@code cursor}. */
    public Page after(PageCursor cursor) {
        return new Page(count, Option.some(cursor));
    }

    /** This page of {@code user}'s list, as the list use cases take it. */
    public ListCommand of(UserId user) {
        return new ListCommand(user, count, after);
    }
}
