package dev.shutter.ports.service;

import dev.shutter.ports.Settings;
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

    /** Builds every service over the same storage, clock, randomness and settings. */
    public static Services wire(
            Storage storage,
            TimeSource clock,
            Randomness randomness,
            PasswordHashing passwords,
            Settings settings,
            Validator validator) {
        Validation validation = new Validation(validator);
        return new Services(
                new AuthorizationService(storage, clock, randomness, settings),
                new LoginService(storage, clock, randomness, passwords, settings),
                new TokenService(storage, clock, randomness, passwords, settings),
                new RequestAuthenticationService(storage, clock, settings),
                new CommentService(storage, clock, randomness, validation),
                new RelationshipService(storage, clock),
                new OperatorService(storage, clock, randomness, passwords, settings, validation),
                new HousekeepingService(storage, clock, settings),
                new IntrospectionService(storage, clock, passwords, settings),
                new OperatorViewsService(storage, clock, settings),
                new SecretRotationService(storage, clock, randomness, settings),
                new ErasureService(storage, clock),
                new ExportService(storage, clock),
                new EventService(storage, clock));
    }
}
