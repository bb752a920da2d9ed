package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AuthorizationCode;
import dev.shutter.domain.user.User;
import io.vavr.control.Option;
import java.util.Objects;

/** An authorization code with the user it was issued to (none when that user is gone): what an exchange reads. */
public record IssuedCode(AuthorizationCode code, Option<User> user) {
    public IssuedCode {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(user, "user");
    }
}
