package dev.shutter.spring.host;

import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.CreateUserCommand;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

/** The host's members: a row of the host's own table, linked to a user of Shutter's. */
@Service
public class Members {

    private final JdbcTemplate jdbc;
    private final Shutter shutter;

    public Members(JdbcTemplate jdbc, Shutter shutter) {
        this.jdbc = jdbc;
        this.shutter = shutter;
    }

    /** A member: a Shutter user with a login, and the host's row pointing at it. */
    public User join(String email, String username) {
        User user = shutter.operator()
                .createUser(CreateUserCommand.withLogin(new Username(username), "correct horse battery")
                        .build())
                .getOrElseThrow(failure -> new IllegalArgumentException(failure.toString()));
        jdbc.update(
                "INSERT INTO members (email, shutter_user_id) VALUES (?, ?)",
                email,
                user.id().value());
        return user;
    }

    /** The holder of {@code accessToken} follows the member with {@code email}, as {@code /v1} would have it. */
    public Edge follow(String accessToken, String email) {
        UserId followee = new UserId(
                jdbc.queryForObject("SELECT shutter_user_id FROM members WHERE email = ?", String.class, email));
        return shutter.as(accessToken).relationships().follow(followee).join().orElseThrow();
    }
}
