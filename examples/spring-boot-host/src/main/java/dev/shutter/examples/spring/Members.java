package dev.shutter.examples.spring;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.CreateUserCommand;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

/**
 * The host's members: a row in the host's own {@code users} table, linked to a user of Shutter's. Following
 * goes through Shutter's use cases, with the member's access token, as a {@code /v1} request would.
 */
@Service
public class Members {

    private final JdbcTemplate jdbc;
    private final Shutter shutter;

    public Members(JdbcTemplate jdbc, Shutter shutter) {
        this.jdbc = jdbc;
        this.shutter = shutter;
    }

    /** Registers a member: a Shutter user with a login, and the host's row pointing at it. */
    public User join(long id, String email, String username, String password) {
        User user = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username(username), password)
                        .build())
                .getOrElseThrow(failure -> new IllegalArgumentException(failure.toString()));
        jdbc.update(
                "INSERT INTO users (id, email, shutter_user_id) VALUES (?, ?, ?)",
                id,
                email,
                user.id().value());
        return user;
    }

    /** The member with {@code accessToken} follows the member with {@code email}. */
    public Edge follow(String accessToken, String email) {
        UserId followee = new UserId(
                jdbc.queryForObject("SELECT shutter_user_id FROM users WHERE email = ?", String.class, email));
        return shutter.as(accessToken).relationships().follow(followee).join().orElseThrow();
    }
}
