package dev.shutter.ports.out;

import dev.shutter.domain.user.User;
import java.util.Objects;

/** Another user with what is stored between them and the one who asks: what a relationship starts from. */
public record Counterpart(User user, PairLinks links) {
    public Counterpart {
        Objects.requireNonNull(user, "user");
        Objects.requireNonNull(links, "links");
    }
}
