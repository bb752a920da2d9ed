package dev.shutter.ports.service;

import dev.shutter.domain.oauth.Csrf;
import dev.shutter.domain.oauth.Hashes;
import dev.shutter.domain.oauth.LoginSession;
import dev.shutter.domain.oauth.LoginThrottle;
import dev.shutter.domain.oauth.Secrets;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.Settings;
import dev.shutter.ports.in.LoginCommand;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.SessionTicket;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;

/** Sessions of the authorization pages, logins with throttling, and CSRF tokens bound to sessions. */
final class LoginService implements LoginUseCase {

    /** The throttle keys of client addresses; a username's key never starts so ({@link #usernameKey}). */
    private static final String ADDRESS_KEY = "@ip:";

    private final Storage storage;
    private final TimeSource clock;
    private final Randomness randomness;
    private final PasswordHashing passwords;
    private final Settings settings;
    private final String decoyHash;
    private final Observing observing;

    LoginService(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Observing observing) {
        this.storage = storage;
        this.clock = clock;
        this.randomness = randomness;
        this.passwords = passwords;
        this.settings = settings;
        this.decoyHash = passwords.hash(Secrets.opaque(randomness.bytes(Secrets.CODE_BYTES)));
        this.observing = observing;
    }

    @Override
    public SessionTicket startSession() {
        return observing.value(Operation.SESSION_START, null, () -> doStartSession());
    }

    private SessionTicket doStartSession() {
        return storage.transactions()
                .<RuntimeException, SessionTicket>execute(() -> Either.right(newSession(Option.none(), clock.now())))
                .get();
    }

    @Override
    public Option<SessionTicket> session(String sessionId) {
        return observing.value(Operation.SESSION_READ, null, () -> doSession(sessionId));
    }

    private Option<SessionTicket> doSession(String sessionId) {
        if (sessionId == null || sessionId.isEmpty()) {
            return Option.none();
        }
        Instant now = clock.now();
        return storage.loginSessions()
                .find(Hashes.sha256Hex(sessionId))
                .filter(s -> s.isActiveAt(now))
                .map(s -> new SessionTicket(sessionId, Csrf.tokenFor(sessionId), s.user(), s.expiresAt()));
    }

    @Override
    public boolean csrfMatches(String sessionId, String csrfToken) {
        return observing.value(Operation.CSRF_CHECK, null, () -> doCsrfMatches(sessionId, csrfToken));
    }

    private boolean doCsrfMatches(String sessionId, String csrfToken) {
        return doSession(sessionId).isDefined() && Csrf.verifies(sessionId, csrfToken);
    }

    @Override
    public Either<LoginFailure, SessionTicket> login(LoginCommand command) {
        return observing.either(Operation.LOGIN, null, () -> doLogin(command));
    }

    private Either<LoginFailure, SessionTicket> doLogin(LoginCommand command) {
        String key = usernameKey(command.username());
        Option<String> addressKey = Option.of(command.clientAddress())
                .filter(address -> !address.isEmpty())
                .map(address -> ADDRESS_KEY + address);
        Instant now = clock.now();
        LoginThrottle byAddress = addressKey
                .map(k -> storage.loginThrottles().of(k).forgottenAt(now))
                .getOrElse(LoginThrottle.clean());
        Duration wait = longer(storage.loginThrottles().of(key).waitAt(now), byAddress.waitAt(now));
        if (!wait.isZero()) {
            return Either.left(new LoginFailure.Throttled(wait));
        }
        Option<User> user = storage.users().findByUsername(command.username());
        Option<String> hash = user.flatMap(u -> storage.users().passwordHash(u.id()));
        // The decoy keeps the time of an unknown user's answer the same as a wrong password's.
        boolean verified = passwords.verify(command.password(), hash.getOrElse(decoyHash)) && hash.isDefined();
        if (!verified) {
            // Committed on its own: a refused login must still count against the username.
            storage.transactions().execute(() -> {
                storage.loginThrottles()
                        .save(key, storage.loginThrottles().of(key).afterFailure(now));
                // One address failing against many usernames is slowed, then locked, before it can lock them.
                addressKey.forEach(k -> storage.loginThrottles().save(k, byAddress.afterFailure(now)));
                return Either.right(true);
            });
            return Either.left(new LoginFailure.InvalidCredentials());
        }
        return storage.transactions().execute(() -> {
            storage.loginThrottles().clear(key);
            if (command.sessionId() != null && !command.sessionId().isEmpty()) {
                storage.loginSessions().remove(Hashes.sha256Hex(command.sessionId()));
            }
            return Either.right(newSession(user.map(User::id), now));
        });
    }

    @Override
    public Option<String> username(UserId user) {
        return observing.value(Operation.USERNAME_READ, user, () -> doUsername(user));
    }

    private Option<String> doUsername(UserId user) {
        return storage.users().find(user).map(User::username);
    }

    @Override
    public void logout(String sessionId) {
        observing.run(Operation.LOGOUT, null, () -> doLogout(sessionId));
    }

    private void doLogout(String sessionId) {
        if (sessionId != null && !sessionId.isEmpty()) {
            storage.transactions().execute(() -> {
                storage.loginSessions().remove(Hashes.sha256Hex(sessionId));
                return Either.right(true);
            });
        }
    }

    /**
     * The throttle key of a typed username: lower-cased, and never starting with {@link #ADDRESS_KEY}, so
     * that no one can spend an address's budget by typing it as a username.
     */
    private static String usernameKey(String username) {
        String lower = username.toLowerCase(Locale.ROOT);
        return lower.startsWith("@") ? "@" + lower : lower;
    }

    private static Duration longer(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private SessionTicket newSession(Option<UserId> user, Instant now) {
        String id = Secrets.opaque(randomness.bytes(Secrets.CODE_BYTES));
        LoginSession session = LoginSession.start(id, user, now, settings.sessionLifetime());
        storage.loginSessions().add(session);
        return new SessionTicket(id, Csrf.tokenFor(id), user, session.expiresAt());
    }
}
