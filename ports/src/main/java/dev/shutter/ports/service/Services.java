package dev.shutter.ports.service;

import dev.shutter.ports.Settings;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.out.PasswordHashing;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.TimeSource;
import jakarta.validation.Validator;

/** The services wired onto one storage; {@link dev.shutter.ports.Shutter} hands them out. */
public record Services(
        AuthorizationService authorization,
        LoginService login,
        TokenService tokens,
        RequestAuthenticationService requests,
        CommentService comments,
        RelationshipService relationships,
        OperatorService operator,
        HousekeepingService housekeeping,
        IntrospectionService introspection,
        OperatorViewsService operatorViews,
        SecretRotationService secrets,
        ErasureService erasure,
        ExportService export,
        EventService events) {

    /** Builds every service over the same storage, clock, randomness and settings, each observed by {@code observer}. */
    public static Services wire(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Validator validator,
            OperationObserver observer) {
        Validation validation = new Validation(validator);
        Observing observing = new Observing(observer, clock);
        return new Services(
                new AuthorizationService(storage, clock, randomness, settings, observing),
                new LoginService(storage, clock, randomness, passwords, settings, observing),
                new TokenService(storage, clock, randomness, passwords, settings, observing),
                new RequestAuthenticationService(storage, clock, settings, observing),
                new CommentService(storage, clock, randomness, validation, observing),
                new RelationshipService(storage, clock, observing),
                new OperatorService(storage, clock, randomness, passwords, settings, validation, observing),
                new HousekeepingService(storage, clock, settings, observing),
                new IntrospectionService(storage, clock, passwords, settings, observing),
                new OperatorViewsService(storage, clock, settings, observing),
                new SecretRotationService(storage, clock, randomness, settings, observing),
                new ErasureService(storage, clock, observing),
                new ExportService(storage, clock, observing),
                new EventService(storage, clock, observing));
    }
}
