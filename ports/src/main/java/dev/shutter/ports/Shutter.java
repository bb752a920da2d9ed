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
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.OperatorViewsUseCase;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.RevokeTokenUseCase;
import dev.shutter.ports.in.RotateSecretUseCase;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.PasswordHashingProvider;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.RateCounters;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import dev.shutter.ports.service.Services;
import jakarta.validation.Validation;
import jakarta.validation.ValidatorFactory;
import java.util.Objects;

/**
 * Every use case of Shutter, wired onto one storage: the entry point for a team that embeds the rules in
 * its own server.
 *
 * <pre>{@code
 * Shutter shutter = Shutter.builder(storage).build();
 * shutter.relationships().change(caller, ChangeRelationshipCommand.follow(bob));
 * }</pre>
 */
public final class Shutter {

    private final Services services;

    private Shutter(Services services) {
        this.services = services;
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

        public Shutter build() {
            Randomness randomness = this.randomness != null ? this.randomness : Randomness.secure();
            PasswordHashing hashing = passwords != null
                    ? passwords
                    : PasswordHashingProvider.required().create(randomness);
            ValidatorFactory factory = Validation.buildDefaultValidatorFactory();
            Storage counting = rateCounters == null ? storage : storage.withRateCounters(rateCounters);
            return new Shutter(Services.wire(counting, clock, randomness, hashing, settings, factory.getValidator()));
        }
    }
}
