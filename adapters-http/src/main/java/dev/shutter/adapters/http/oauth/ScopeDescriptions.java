package dev.shutter.adapters.http.oauth;

import dev.shutter.domain.oauth.Scope;

/** What each scope lets an app do, in words a user can judge on the consent page. */
final class ScopeDescriptions {

    private ScopeDescriptions() {}

    /** The sentence for {@code scope}; a new scope without one does not compile. */
    public static String of(Scope scope) {
        return switch (scope) {
            case BASIC -> "see your profile: id, username, full name and picture";
            case COMMENTS -> "read comments, and post and delete comments as you";
            case RELATIONSHIPS -> "see your relationships, and follow, unfollow, block and approve users as you";
            case LIKES -> "see likes, and like and unlike media as you";
            case FOLLOWER_LIST -> "see the lists of the users you follow and who follow you";
            case PUBLIC_CONTENT -> "see public content on your behalf";
        };
    }
}
