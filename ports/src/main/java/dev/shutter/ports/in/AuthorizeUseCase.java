package dev.shutter.ports.in;

import dev.shutter.domain.oauth.AuthorizationFailure;
import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;

/**
 * The authorization endpoint's decisions (docs/spec/DECISIONS.md section 3): validate a request (before login, and
 * again for the logged-in user, which adds the sandbox check), then approve or deny it. The consent form
 * posts the original parameters back, so nothing is held between the steps.
 */
public interface AuthorizeUseCase {

    /** Checks a request before anyone has logged in. */
    Either<AuthorizationFailure, AuthorizationRequest> validate(AuthorizeCommand command);

    /** Checks a request for {@code user}: all of {@link #validate}, then that the app may serve them. */
    Either<AuthorizationFailure, AuthorizationRequest> validateFor(UserId user, AuthorizeCommand command);

    /** {@code user} allows: issues a code or a token. */
    Either<AuthorizationFailure, AuthorizationGrant> approve(UserId user, AuthorizeCommand command);

    /** {@code user} denies: the {@code access_denied} redirect. */
    Either<AuthorizationFailure, AuthorizationFailure.Redirect> deny(UserId user, AuthorizeCommand command);
}
