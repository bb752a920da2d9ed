package dev.shutter.ports;

import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.AuthorizeUseCase;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.EraseUserUseCase;
import dev.shutter.ports.in.EventsUseCase;
import dev.shutter.ports.in.ExchangeCodeUseCase;
import dev.shutter.ports.in.ExportUserUseCase;
import dev.shutter.ports.in.HousekeepingUseCase;
import dev.shutter.ports.in.IntrospectTokenUseCase;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.OperatorViewsUseCase;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.RevokeTokenUseCase;
import dev.shutter.ports.in.RotateSecretUseCase;
import dev.shutter.ports.in.SharedValidator;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.PasswordHashingProvider;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import dev.shutter.ports.service.Services;
import io.vavr.control.Option;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Every use case of Shutter, wired onto one storage: the entry point for a team that embeds the rules in
 * its own server.
 *
 * <pre>{@code
 * Shutter shutter = Shutter.builder(storage).build();
 * Outcome<Edge> outgoing = shutter.as(token).relationships().follow(bob).join();
 * }</pre>
 */
public final class Shutter {

    private final Services services;
    private final Option<Executor> executor;

    private Shutter(Services services, Option<Executor> executor) {
        this.services = services;
        this.executor = executor;
    }

    /**
     * What the holder of the access token {@code token} may do: each operation is the {@code /v1} request of
     * the same name, checked and answered as it would be (null or empty: refused as a request without a
     * token). The request carries no signature: for an app that enforces signed requests, every operation is
     * refused as a request without {@code sig} is ({@code Failure.SignatureMissing}); see {@link #asSent}.
     */
    public TokenOperations as(String token) {
        return operations(TokenRequest.of(services.requests(), executor, token));
    }

    /**
     * For an HTTP adapter: a token's operations checked against a request as it was sent, whose signature
     * covers the path and the parameters. {@code bearerToken} is the {@code Authorization: Bearer} token (null
     * if none); {@code signedPath} the path after {@code /v1}, as sent; {@code parameters} every query and form
     * parameter, {@code access_token} and {@code sig} among them. The operation then called must be the one
     * the request names: the signature is checked over what was sent, not over the operation's arguments.
     */
    public TokenOperations asSent(String bearerToken, String signedPath, Map<String, String> parameters) {
        return operations(TokenRequest.sent(services.requests(), executor, bearerToken, signedPath, parameters));
    }

    private TokenOperations operations(TokenRequest request) {
        return new TokenOperations(
                new RelationshipOperations(request, services.relationships(), services.relationships()),
                new CommentOperations(request, services.comments()),
                new UserOperations(request));
    }

    /**
     * A builder over {@code storage}: the system clock, a {@code SecureRandom} and the password hashing
     * found on the class path (bcrypt, from {@code shutter-adapters-bcrypt}) unless told otherwise.
     */
    public static Builder builder(Storage storage) {
        return new Builder(storage);
    }

    public AuthorizeUseCase authorization() {
        return services.authorization();
    }

    public LoginUseCase login() {
        return services.login();
    }

    public ExchangeCodeUseCase codeExchange() {
        return services.tokens();
    }

    public RevokeTokenUseCase revocation() {
        return services.tokens();
    }

    public AuthenticateRequestUseCase requests() {
        return services.requests();
    }

    public CommentsUseCase comments() {
        return services.comments();
    }

    public RelationshipUseCase relationships() {
        return services.relationships();
    }

    public RelationshipListsUseCase relationshipLists() {
        return services.relationships();
    }

    public OperatorUseCase operator() {
        return services.operator();
    }

    /** RFC 7662 introspection of access tokens, for resource servers. */
    public IntrospectTokenUseCase introspection() {
        return services.introspection();
    }

    /** The operator's reads: a user, the apps, an app, the apps holding a user's tokens. */
    public OperatorViewsUseCase operatorViews() {
        return services.operatorViews();
    }

    /** Rotation of an app's secret, with an optional grace period for the old one. */
    public RotateSecretUseCase secretRotation() {
        return services.secrets();
    }

    /** Erasure of a person (GDPR article 17). */
    public EraseUserUseCase erasure() {
        return services.erasure();
    }

    /** Export of a person's data (GDPR article 20). */
    public ExportUserUseCase export() {
        return services.export();
    }

    /** The events of committed changes, in order; see {@link dev.shutter.ports.events.EventListener} for a ready poller. */
    public EventsUseCase events() {
        return services.events();
    }

    /** Housekeeping: deletes what no rule reads any more. */
    public HousekeepingUseCase housekeeping() {
        return services.housekeeping();
    }

    /** Collects the parts; {@link #build()} checks that none is missing. */
    public static final class Builder {
        private final Storage storage;
        private TimeSource clock = TimeSource.system();
        private Randomness randomness;
        private PasswordHashing passwords;
        private Settings settings = Settings.defaults();
        private RateCounters rateCounters;
        private Option<Executor> executor = Option.none();
        private OperationObserver observer = OperationObserver.NONE;

        private Builder(Storage storage) {
            this.storage = Objects.requireNonNull(storage, "storage");
        }

        /** The clock; the system clock if not given (a test passes one it moves). */
        public Builder clock(TimeSource value) {
            this.clock = Objects.requireNonNull(value, "clock");
            return this;
        }

        /** The randomness; a fresh {@code SecureRandom} if not given (a test passes a seeded one). */
        public Builder randomness(Randomness value) {
            this.randomness = Objects.requireNonNull(value, "randomness");
            return this;
        }

        /**
         * The password hash; by default the {@link PasswordHashingProvider} on the class path (bcrypt at cost 12
         * from {@code shutter-adapters-bcrypt}) salted from {@link #randomness}. {@link #build()} fails, naming
         * that artifact, when there is neither.
         */
        public Builder passwordHashing(PasswordHashing value) {
            this.passwords = value;
            return this;
        }

        /** The configurable rules; {@link Settings#defaults()} if not given. */
        public Builder settings(Settings value) {
            this.settings = Objects.requireNonNull(value, "settings");
            return this;
        }

        /**
         * Where requests are counted, when not in the storage: counters that every node reaches (such as
         * Redis, {@code RedisRateCounters.connect(...)}), so that an authenticated read writes nothing to the
         * storage. The host keeps and closes them. By default the storage counts.
         */
        public Builder rateCounters(RateCounters value) {
            this.rateCounters = Objects.requireNonNull(value, "rateCounters");
            return this;
        }

        /**
         * Where a token's operations ({@link Shutter#as}) run: each is then handed to {@code value} and its
         * stage completes there. By default an operation runs on the thread that calls it, which waits for the
         * storage, and answers a completed stage.
         */
        public Builder executor(Executor value) {
            this.executor = Option.some(Objects.requireNonNull(value, "executor"));
            return this;
        }

        /**
         * What sees each operation's outcome (done, refused with its failure, or failed), once per call, timed
         * on {@link #clock}: a host's metrics or traces, in one place rather than around every use case. By
         * default nothing does, and nothing is timed.
         */
        public Builder observer(OperationObserver value) {
            this.observer = Objects.requireNonNull(value, "observer");
            return this;
        }

        public Shutter build() {
            Randomness randomness = this.randomness != null ? this.randomness : Randomness.secure();
            PasswordHashing hashing = passwords != null
                    ? passwords
                    : PasswordHashingProvider.required().create(randomness);
            Storage counting = rateCounters == null ? storage : storage.withRateCounters(rateCounters);
            return new Shutter(
                    Services.wire(counting, clock, randomness, hashing, settings, SharedValidator.get(), observer),
                    executor);
        }
    }
}
