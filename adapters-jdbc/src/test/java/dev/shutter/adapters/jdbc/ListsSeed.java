package dev.shutter.adapters.jdbc;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.out.Storage;
import java.time.Instant;

/**
 * What the list tests read: alice with 60 followers (2001 to 2060, a second apart), bob who reads, alice's
 * media with the comments of her first five followers, and a live app.
 */
record ListsSeed(Fixtures fixtures, User alice, User bob, MediaId media, AppCreated app) {

    static final int FOLLOWERS = 60;
    static final int COMMENTS = 5;
    static final Instant SINCE = Instant.parse("2024-05-01T12:00:00Z");

    static ListsSeed on(Storage storage) {
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        AppCreated app = f.liveApp("app");
        MediaId media = f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId("111_1001"), alice.id()))
                .get()
                .id();
        for (int i = 0; i < FOLLOWERS; i++) {
            User follower = f.user(String.valueOf(2001 + i), "follower" + i);
            storage.relationships().setEdge(follower.id(), alice.id(), Edge.FOLLOWS, SINCE.plusSeconds(i));
            if (i < COMMENTS) {
                f.shutter
                        .comments()
                        .add(
                                f.callerFor(follower, app, Endpoint.COMMENT_ADD),
                                AddCommentCommand.on(media, "comment " + i))
                        .get();
            }
        }
        return new ListsSeed(f, alice, bob, media, app);
    }
}
