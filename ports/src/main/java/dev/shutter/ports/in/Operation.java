package dev.shutter.ports.in;

/**
 * Each operation of Shutter's use cases, as an {@link OperationObserver} sees it: one constant per method
 * of a use case (two methods that do the same, such as {@code check} and {@code authenticate}, share one).
 * What the observer gets as the {@code subject} of each is said on the constant: the command, or the
 * argument that names what the operation acts on; null for an operation without one.
 */
public enum Operation {
    /** A {@code /v1} request's token, signature, rate limit and scope checked; subject: its {@link AuthenticateCommand}. */
    AUTHENTICATE(AuthenticateRequestUseCase.class),
    /** An authorization request validated (for a signed-in user or not); subject: its {@link AuthorizeCommand}. */
    AUTHORIZE_VALIDATE(AuthorizeUseCase.class),
    /** An authorization request approved: a code or a token issued; subject: its {@link AuthorizeCommand}. */
    AUTHORIZE_APPROVE(AuthorizeUseCase.class),
    /** An authorization request denied; subject: its {@link AuthorizeCommand}. */
    AUTHORIZE_DENY(AuthorizeUseCase.class),
    /** A code exchanged for a token; subject: its {@link ExchangeCodeCommand}. */
    CODE_EXCHANGE(ExchangeCodeUseCase.class),
    /** A token revoked by its app (RFC 7009); subject: its {@link RevokeCommand}. */
    TOKEN_REVOKE(RevokeTokenUseCase.class),
    /** The apps holding a user's tokens listed; subject: the user. */
    ACCESS_LIST(RevokeTokenUseCase.class),
    /** A user's tokens for one app revoked by the user; subject: the user. */
    ACCESS_REVOKE(RevokeTokenUseCase.class),
    /** A token seen over plain HTTP revoked; subject: none (it is a secret). */
    EXPOSED_TOKEN_REVOKE(RevokeTokenUseCase.class),
    /** A code seen over plain HTTP burnt; subject: none (it is a secret). */
    EXPOSED_CODE_BURN(RevokeTokenUseCase.class),
    /** A token introspected (RFC 7662); subject: none (the command holds secrets). */
    TOKEN_INTROSPECT(IntrospectTokenUseCase.class),
    /** A login session started; subject: none. */
    SESSION_START(LoginUseCase.class),
    /** A login session read; subject: none (its id is a secret). */
    SESSION_READ(LoginUseCase.class),
    /** A form's CSRF token checked against its session; subject: none. */
    CSRF_CHECK(LoginUseCase.class),
    /** A user signed in with a password; subject: none (the command holds the password). */
    LOGIN(LoginUseCase.class),
    /** A login session ended; subject: none. */
    LOGOUT(LoginUseCase.class),
    /** A user's name read for a page; subject: the user. */
    USERNAME_READ(LoginUseCase.class),
    /** The comments on a media read; subject: the media. */
    COMMENTS_LIST(CommentsUseCase.class),
    /** A comment posted; subject: its {@link AddCommentCommand}. */
    COMMENT_ADD(CommentsUseCase.class),
    /** A comment deleted; subject: its {@link DeleteCommentCommand}. */
    COMMENT_DELETE(CommentsUseCase.class),
    /** A relationship read; subject: the other user. */
    RELATIONSHIP_READ(RelationshipUseCase.class),
    /** A relationship changed (follow, unfollow, block...); subject: its {@link ChangeRelationshipCommand}. */
    RELATIONSHIP_CHANGE(RelationshipUseCase.class),
    /** Whom a user follows, listed; subject: its {@link ListCommand}. */
    FOLLOWS_LIST(RelationshipListsUseCase.class),
    /** Who follows a user, listed; subject: its {@link ListCommand}. */
    FOLLOWED_BY_LIST(RelationshipListsUseCase.class),
    /** Who asked to follow a user, listed; subject: its {@link ListCommand}. */
    REQUESTED_BY_LIST(RelationshipListsUseCase.class),
    /** A user created by the operator; subject: its {@link CreateUserCommand}. */
    USER_CREATE(OperatorUseCase.class),
    /** A user made private; subject: the user. */
    USER_MAKE_PRIVATE(OperatorUseCase.class),
    /** A user made public; subject: the user. */
    USER_MAKE_PUBLIC(OperatorUseCase.class),
    /** Every token of a user revoked by the operator; subject: the user. */
    USER_REVOKE_TOKENS(OperatorUseCase.class),
    /** A media created; subject: its {@link CreateMediaCommand}. */
    MEDIA_CREATE(OperatorUseCase.class),
    /** An app created; subject: its {@link CreateAppCommand}. */
    APP_CREATE(OperatorUseCase.class),
    /** An app's scopes approved; subject: the app. */
    APP_APPROVE_SCOPES(OperatorUseCase.class),
    /** Whether the review of apps is closed, asked; subject: none. */
    APP_REVIEW_REFUSAL(OperatorUseCase.class),
    /** An app granted comment writes; subject: the app. */
    APP_GRANT_COMMENT_WRITE(OperatorUseCase.class),
    /** An app's comment writes taken back; subject: the app. */
    APP_REVOKE_COMMENT_WRITE(OperatorUseCase.class),
    /** An app's sandbox users set; subject: the app. */
    APP_SET_SANDBOX_USERS(OperatorUseCase.class),
    /** Every token of an app revoked by the operator; subject: the app. */
    APP_REVOKE_TOKENS(OperatorUseCase.class),
    /** A seed (fixtures) loaded; subject: the {@link Seed}. */
    SEED(OperatorUseCase.class),
    /** A user read by the operator; subject: the user. */
    USER_VIEW(OperatorViewsUseCase.class),
    /** A page of apps read by the operator; subject: the app it starts after, if any. */
    APPS_VIEW(OperatorViewsUseCase.class),
    /** An app read by the operator; subject: the app. */
    APP_VIEW(OperatorViewsUseCase.class),
    /** The apps holding a user's tokens, read by the operator; subject: the user. */
    APPS_OF_USER_VIEW(OperatorViewsUseCase.class),
    /** An app's secret rotated; subject: the app. */
    APP_SECRET_ROTATE(RotateSecretUseCase.class),
    /** A person erased; subject: the user. */
    USER_ERASE(EraseUserUseCase.class),
    /** A person's data exported; subject: the user. */
    USER_EXPORT(ExportUserUseCase.class),
    /** What no rule reads any more deleted; subject: the retention. */
    HOUSEKEEPING_SWEEP(HousekeepingUseCase.class),
    /** A page of events read; subject: the position it starts after. */
    EVENTS_READ(EventsUseCase.class),
    /** Old events deleted; subject: the age. */
    EVENTS_DELETE(EventsUseCase.class),
    /** A reader's saved position read; subject: the reader. */
    EVENTS_POSITION_READ(EventsUseCase.class),
    /** A reader's position saved; subject: the reader. */
    EVENTS_POSITION_SAVE(EventsUseCase.class),
    /** A reader's lease claimed; subject: the reader. */
    EVENTS_CLAIM(EventsUseCase.class),
    /** A reader's position saved under its lease; subject: the reader. */
    EVENTS_SAVE_CLAIMED(EventsUseCase.class),
    /** A reader's lease released; subject: the reader. */
    EVENTS_RELEASE(EventsUseCase.class);

    private final Class<?> useCase;

    Operation(Class<?> useCase) {
        this.useCase = useCase;
    }

    /** The use case whose method this is. */
    public Class<?> useCase() {
        return useCase;
    }
}
