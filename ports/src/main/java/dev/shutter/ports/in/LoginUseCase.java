package dev.shutter.ports.in;

import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;

/** Browser sessions of the authorization pages: start one, log in (renewing it), look up, log out. */
public interface LoginUseCase {

    /** A new anonymous session, so the login form has a CSRF token to carry. */
    SessionTicket startSession();

    /** The active session with this id, if any. */
    Option<SessionTicket> session(String sessionId);

    /** Checks the form's CSRF token against the session it claims to come from. */
    boolean csrfMatches(String sessionId, String csrfToken);

    /**
     * Logs in: slowed and locked after repeated failures for the username. Success ends the old session
     * and starts a new one, logged in.
     */
    Either<LoginFailure, SessionTicket> login(LoginCommand command);

    /** The username of {@code user}, so that a page can name the person it speaks to. */
    Option<String> username(UserId user);

    /** Ends the session. */
    void logout(String sessionId);
}
