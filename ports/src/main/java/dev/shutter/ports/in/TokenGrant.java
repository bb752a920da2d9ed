package dev.shutter.ports.in;

import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.User;

/** The token response (docs/spec/photo-api.md 2.2): the new access token, its scopes, and whose it is. */
public record TokenGrant(String accessToken, Scopes scopes, User user) {

    @Override
    public String toString() {
        return "TokenGrant[user=" + user.id() + ", scopes=" + scopes.wireForm() + "]";
    }
}
