package dev.shutter.domain.api;

import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.oauth.Scope;
import io.vavr.control.Option;
import java.time.LocalDate;

/**
 * The {@code /v1} endpoints Shutter serves, with the scope each needs (docs/spec/DECISIONS.md section 3), the budget a
 * call spends beyond {@link RateClass#ALL}, and when the changelog deprecated it (spec section 9).
 */
public enum Endpoint {
    USERS_SELF(Scope.BASIC, Option.none()),
    COMMENTS_LIST(Scope.COMMENTS, Option.none()),
    COMMENT_ADD(Scope.COMMENTS, Option.some(RateClass.COMMENT_WRITES)),
    COMMENT_DELETE(Scope.COMMENTS, Option.some(RateClass.COMMENT_WRITES)),
    FOLLOWS(Scope.RELATIONSHIPS, Option.none()),
    FOLLOWED_BY(Scope.RELATIONSHIPS, Option.none()),
    REQUESTED_BY(Scope.RELATIONSHIPS, Option.none()),
    RELATIONSHIP_GET(Scope.RELATIONSHIPS, Option.none()),
    RELATIONSHIP_POST(Scope.RELATIONSHIPS, Option.some(RateClass.RELATIONSHIP_WRITES));

    /** 2015-11-17: {@code /users/USER-ID/follows} and {@code followed-by} deprecated. */
    public static final LocalDate NOVEMBER_2015 = LocalDate.of(2015, 11, 17);

    /** 2018-04-04: the comment and relationship endpoints deprecated. */
    public static final LocalDate APRIL_2018 = LocalDate.of(2018, 4, 4);

    private final Scope scope;
    private final Option<RateClass> writeClass;

    Endpoint(Scope scope, Option<RateClass> writeClass) {
        this.scope = scope;
        this.writeClass = writeClass;
    }

    /** The scope a token needs to call it. */
    public Scope scope() {
        return scope;
    }

    /** The write budget it spends from, besides {@link RateClass#ALL}. */
    public Option<RateClass> writeClass() {
        return writeClass;
    }

    /**
     * When it was deprecated, if it was. {@code ownResource} says whether the call is about the caller's
     * own things: {@code self} in the path, or (for the comment list) the caller's own media.
     */
    public Option<LocalDate> deprecatedSince(boolean ownResource) {
        return switch (this) {
            case USERS_SELF -> Option.none();
            case COMMENTS_LIST -> ownResource ? Option.none() : Option.some(APRIL_2018);
            case FOLLOWS, FOLLOWED_BY -> Option.some(ownResource ? APRIL_2018 : NOVEMBER_2015);
            case COMMENT_ADD, COMMENT_DELETE, REQUESTED_BY, RELATIONSHIP_GET, RELATIONSHIP_POST ->
                Option.some(APRIL_2018);
        };
    }
}
