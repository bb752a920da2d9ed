package dev.shutter.ports.service;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;

/** The operator's lookups by id; a failure has an empty {@code where}: nothing has that id. */
final class Lookups {

    private Lookups() {}

    static Either<OperatorFailure, User> user(Storage storage, UserId id) {
        return storage.users().find(id).toEither(() -> OperatorFailure.noUser(id.value()));
    }

    static Either<OperatorFailure, Client> app(Storage storage, ClientId id) {
        return storage.clients().find(id).toEither(() -> OperatorFailure.noApp(id.value()));
    }
}
