package dev.shutter.ports.in;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Set;

/** What the platform's operator does: register users, media and apps, review apps, revoke tokens. */
public interface OperatorUseCase {

    /** Registers a user. */
    Either<OperatorFailure, User> createUser(CreateUserCommand command);

    /** Makes a user private: from now on a follow is a request. */
    Either<OperatorFailure, User> makePrivate(UserId user);

    /** Makes a user public, which approves every pending request to them. */
    Either<OperatorFailure, User> makePublic(UserId user);

    /** Registers a media. */
    Either<OperatorFailure, Media> createMedia(CreateMediaCommand command);

    /** Registers an app. */
    Either<OperatorFailure, AppCreated> createApp(CreateAppCommand command);

    /** Approves the app with these scopes, which moves it to Live. */
    Either<OperatorFailure, Client> approveScopes(ClientId app, Set<Scope> scopes);

    /** Why a review ({@link #approveScopes}) is refused whatever it names, if it is: after the cut-over. */
    Option<OperatorFailure> reviewRefusal();

    /** Gives the app the permission to POST comments. */
    Either<OperatorFailure, Client> grantCommentWrite(ClientId app);

    /** Takes the app's permission to POST comments. */
    Either<OperatorFailure, Client> revokeCommentWrite(ClientId app);

    /** Sets the app's sandbox users (at most 10). */
    Either<OperatorFailure, Client> setSandboxUsers(ClientId app, Set<UserId> users);

    /** Revokes every token of a user. */
    Either<OperatorFailure, User> revokeTokensOfUser(UserId user);

    /** Revokes every token issued to an app. */
    Either<OperatorFailure, Client> revokeTokensOfApp(ClientId app);

    /** Loads a whole seed in one transaction; the failure names the first bad entry. */
    Either<OperatorFailure, Seed> seed(Seed seed);
}
