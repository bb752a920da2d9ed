package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.time.Instant;
import java.util.Objects;

/**
 * The platform's dates (docs/spec/photo-api.md 3.2 and 9), as configuration: the cut-over after which new apps start in
 * Sandbox, the deadline after which unreviewed old Live apps become Sandbox, and the opt-in historical
 * shutdown (registration closed, then clients stop).
 */
public record Timeline(
        Instant cutOver, Instant deadline, Option<Instant> registrationClosed, Option<Instant> clientsStop) {

    /** 2015-11-17: sandbox mode for new apps. */
    public static final Instant DEFAULT_CUT_OVER = Instant.parse("2015-11-17T00:00:00Z");

    /** 2016-06-01: unapproved old Live apps switch to Sandbox. */
    public static final Instant DEFAULT_DEADLINE = Instant.parse("2016-06-01T00:00:00Z");

    /** 2019-10-15: registration and permission review discontinued. */
    public static final Instant HISTORICAL_REGISTRATION_CLOSED = Instant.parse("2019-10-15T00:00:00Z");

    /** 2020-03-02: existing clients stop working. */
    public static final Instant HISTORICAL_CLIENTS_STOP = Instant.parse("2020-03-02T00:00:00Z");

    public Timeline {
        Objects.requireNonNull(cutOver, "cutOver");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(registrationClosed, "registrationClosed");
        Objects.requireNonNull(clientsStop, "clientsStop");
    }

    /** The default dates, without the historical shutdown. */
    public static Timeline defaults() {
        return new Timeline(DEFAULT_CUT_OVER, DEFAULT_DEADLINE, Option.none(), Option.none());
    }

    /** The default dates with the historical shutdown switched on. */
    public static Timeline historical() {
        return new Timeline(
                DEFAULT_CUT_OVER,
                DEFAULT_DEADLINE,
                Option.some(HISTORICAL_REGISTRATION_CLOSED),
                Option.some(HISTORICAL_CLIENTS_STOP));
    }

    /** The status a new app registered at {@code created} starts with. */
    public AppStatus initialStatus(Instant created) {
        return created.isBefore(cutOver) ? AppStatus.UNREVIEWED_LIVE : AppStatus.SANDBOX;
    }

    /** The mode of an app with {@code status} at {@code now}. */
    public AppMode modeAt(AppStatus status, Instant now) {
        return switch (status) {
            case LIVE -> AppMode.LIVE;
            case SANDBOX -> AppMode.SANDBOX;
            case UNREVIEWED_LIVE -> now.isBefore(deadline) ? AppMode.LIVE : AppMode.SANDBOX;
        };
    }

    /** Whether new apps may be registered and reviewed at {@code now}. */
    public boolean registrationOpenAt(Instant now) {
        return registrationClosed.forAll(closed -> now.isBefore(closed));
    }

    /** Whether clients still work at {@code now}. */
    public boolean clientsWorkAt(Instant now) {
        return clientsStop.forAll(stop -> now.isBefore(stop));
    }
}
