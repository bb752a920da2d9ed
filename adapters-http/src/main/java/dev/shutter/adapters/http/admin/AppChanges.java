package dev.shutter.adapters.http.admin;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scopes;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.OperatorFailure;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.OperatorViewsUseCase;
import io.vavr.control.Either;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The operator's changes of an app whose wire text may hold what is no id or no scope: parsed here, and
 * refused in the operator use case's own order and words.
 */
final class AppChanges {

    private final OperatorUseCase operator;
    private final OperatorViewsUseCase views;

    AppChanges(OperatorUseCase operator, OperatorViewsUseCase views) {
        this.operator = operator;
        this.views = views;
    }

    /**
     * Approves the app with the scopes, or refuses in the use case's order: a review after the cut-over,
     * then an unknown scope, then an unknown app.
     */
    Either<OperatorFailure, Client> approve(String rawApp, String rawScopes) {
        Either<String, Scopes> scopes = Scopes.parse(rawScopes);
        Either<OperatorFailure, ClientId> app = MaintenanceRoutes.app(rawApp);
        if (scopes.isRight() && app.isRight()) {
            return operator.approveScopes(app.get(), scopes.get().values());
        }
        return Either.left(operator.reviewRefusal()
                .getOrElse(() -> scopes.isLeft()
                        ? new OperatorFailure("scopes", "unknown scope " + scopes.getLeft())
                        : app.getLeft()));
    }

    /**
     * Sets the sandbox users, or refuses in the use case's order: the app, how many, then each user in the
     * order given (a text that is no user id is no user).
     */
    Either<OperatorFailure, Client> sandboxUsers(String rawApp, Set<String> rawUsers) {
        Set<UserId> users = new LinkedHashSet<>();
        rawUsers.forEach(raw -> UserId.parse(raw).forEach(users::add));
        Either<OperatorFailure, ClientId> app = MaintenanceRoutes.app(rawApp);
        if (app.isLeft() || users.size() == rawUsers.size()) {
            return app.flatMap(id -> operator.setSandboxUsers(id, users));
        }
        return app.flatMap(views::app).flatMap(found -> {
            if (rawUsers.size() > Client.MAX_SANDBOX_USERS) {
                return Either.left(
                        new OperatorFailure("sandbox_users", "at most " + Client.MAX_SANDBOX_USERS + " sandbox users"));
            }
            for (String raw : rawUsers) {
                Either<OperatorFailure, ?> user = MaintenanceRoutes.user(raw).flatMap(views::user);
                if (user.isLeft()) {
                    return Either.left(user.getLeft().within("sandbox_users"));
                }
            }
            throw new IllegalStateException("a user id that does not parse was found");
        });
    }
}
