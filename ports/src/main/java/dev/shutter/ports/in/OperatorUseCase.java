package dev.shutter.ports.in;

import dev.shutter.domain.media.Media;
import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.user.User;
import io.vavr.control.Either;
import java.util.Set;

/** What the platform's operator does: register users, media and apps, review apps, revoke tokens. */
public interface OperatorUseCase {

    /** Registers a user. */
    Either<OperatorFailure, User> createUser(CreateUserCommand command);

    /** Makes a user private or public; turning public approves every pending request to them. */
    Either<OperatorFailure, User> setPrivate(String userId, boolean isPrivate);

    /** Registers a media. */
    Either<OperatorFailure, Media> createMedia(CreateMediaCommand command);

    /** Registers an app. */
    Either<OperatorFailure, AppCreated> createApp(CreateAppCommand command);

    /** Approves the app with these scopes (space-separated), which moves it to Live. */
    Either<OperatorFailure, Client> approveScopes(String clientId, String scopes);

    /** Gives or takes the app's permission to POST comments. */
    Either<OperatorFailure, Client> grantCommentWrite(String clientId, boolean granted);

    /** Sets the app's sandbox users (at most 10). */
    Either<OperatorFailure, Client> setSandboxUsers(String clientId, Set<String> userIds);

    /** Revokes every token of a user. */
    Either<OperatorFailure, User> revokeTokensOfUser(String userId);

    /** Revokes every token issued to an app. */
    Either<OperatorFailure, Client> revokeTokensOfApp(String clientId);

    /** Loads a whole seed in one transaction; the failure names the first bad entry. */
    Either<OperatorFailure, Seed> seed(Seed seed);
}
