package dev.shutter.ports.out;

import dev.shutter.domain.oauth.AccessToken;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.user.User;
import java.util.Objects;

/** An access token with the app and the user it was issued to: what an authenticated request starts from. */
public record Bearer(AccessToken token, Client client, User user) {
    public Bearer {
        Objects.requireNonNull(token, "token");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(user, "user");
    }
}
