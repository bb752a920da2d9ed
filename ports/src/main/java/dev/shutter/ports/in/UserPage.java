package dev.shutter.ports.in;

import dev.shutter.domain.user.User;
import io.vavr.control.Option;
import java.util.List;

/** One page of users, newest edge first, and the cursor of the next page if there is one. */
public record UserPage(List<User> users, Option<String> nextCursor) {
    public UserPage {
        users = List.copyOf(users);
    }

    /** Where the next page starts, if there is one. */
    public Option<PageCursor> next() {
        return nextCursor.flatMap(PageCursor::parse);
    }
}
