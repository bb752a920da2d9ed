package dev.shutter.adapters.jdbc;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.out.Storage;

/** Alice, calling through a live app with every scope, about to comment on bob's media or follow him. */
record WriteScene(Fixtures f, Caller alice, User bob, MediaId media) {

    static WriteScene on(Storage storage) {
        Fixtures f = Fixtures.on(storage);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        Caller caller = f.callerFor(alice, f.liveApp("demo"), Endpoint.COMMENT_ADD);
        MediaId media = f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(new MediaId("111_1002"), bob.id()))
                .get()
                .id();
        return new WriteScene(f, caller, bob, media);
    }
}
