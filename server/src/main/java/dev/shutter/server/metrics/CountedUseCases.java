package dev.shutter.server.metrics;

import dev.shutter.adapters.http.UseCaseDecorator;
import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.Comment;
import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.AuthorizationFailure;
import dev.shutter.domain.oauth.AuthorizationRequest;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.TokenFailure;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.relationship.RelationshipView;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppAccess;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.Authentication;
import dev.shutter.ports.in.AuthorizationGrant;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.AuthorizeUseCase;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.CommentList;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.in.ExchangeCodeUseCase;
import dev.shutter.ports.in.LoginCommand;
import dev.shutter.ports.in.LoginFailure;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.RevokeTokenUseCase;
import dev.shutter.ports.in.SessionTicket;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;

/**
 * The use cases the handlers call, each wrapped to count its outcomes on {@link DomainMeters}; without
 * metrics the handlers get the use cases themselves.
 */
public final class CountedUseCases implements UseCaseDecorator {

    private static final Set<String> ACTIONS = Set.of("follow", "unfollow", "block", "unblock", "approve", "ignore");

    private final DomainMeters meters;

    public CountedUseCases(DomainMeters meters) {
        this.meters = meters;
    }

    public AuthorizeUseCase authorization(AuthorizeUseCase inner) {
        return new AuthorizeUseCase() {
            @Override
            public Either<AuthorizationFailure, AuthorizationRequest> validate(AuthorizeCommand command) {
                return inner.validate(command);
            }

            @Override
            public Either<AuthorizationFailure, AuthorizationRequest> validateFor(
                    UserId user, AuthorizeCommand command) {
                return inner.validateFor(user, command);
            }

            @Override
            public Either<AuthorizationFailure, AuthorizationGrant> approve(UserId user, AuthorizeCommand command) {
                return inner.approve(user, command).peek(grant -> {
                    if (grant.issuedCode().isDefined()) {
                        meters.codesIssued().increment();
                    } else {
                        meters.tokensIssued("implicit").increment();
                    }
                });
            }

            @Override
            public Either<AuthorizationFailure, AuthorizationFailure.Redirect> deny(
                    UserId user, AuthorizeCommand command) {
                return inner.deny(user, command);
            }
        };
    }

    public ExchangeCodeUseCase codeExchange(ExchangeCodeUseCase inner) {
        return command -> inner.exchange(command)
                .peek(grant -> {
                    meters.codesExchanged().increment();
                    meters.tokensIssued("code").increment();
                })
                .peekLeft(failure -> {
                    if (failure instanceof TokenFailure.ReplayedCode) {
                        meters.tokensRevoked("replayed_code").increment();
                    }
                });
    }

    public OperatorUseCase operator(OperatorUseCase inner) {
        return new CountedOperator(inner, meters);
    }

    public LoginUseCase login(LoginUseCase inner) {
        return new CountedLogin(inner, meters);
    }

    public RevokeTokenUseCase revocation(RevokeTokenUseCase inner) {
        return new CountedRevocation(inner, meters);
    }

    public AuthenticateRequestUseCase requests(AuthenticateRequestUseCase inner) {
        return new AuthenticateRequestUseCase() {
            @Override
            public Authentication check(AuthenticateCommand command) {
                return counted(command, inner.check(command));
            }

            @Override
            public Option<CompletionStage<Authentication>> checkSent(AuthenticateCommand command, Executor blocking) {
                return inner.checkSent(command, blocking)
                        .map(sent -> sent.thenApply(authentication -> counted(command, authentication)));
            }
        };
    }

    /** {@code authentication}, its refusal for a rate limit counted. */
    private Authentication counted(AuthenticateCommand command, Authentication authentication) {
        if (authentication.outcome().isLeft() && authentication.outcome().getLeft() instanceof Failure.RateLimited) {
            meters.rateLimitRefusals(
                            command.endpoint().writeClass().map(RateClass::key).getOrElse(RateClass.ALL.key()))
                    .increment();
        }
        return authentication;
    }

    public CommentsUseCase comments(CommentsUseCase inner) {
        return new CommentsUseCase() {
            @Override
            public Either<Failure, CommentList> list(Caller caller, MediaId mediaId) {
                return inner.list(caller, mediaId);
            }

            @Override
            public Either<Failure, Comment> add(Caller caller, AddCommentCommand command) {
                return inner.add(caller, command)
                        .peek(comment -> meters.commentsPosted().increment());
            }

            @Override
            public Either<Failure, Comment> delete(Caller caller, DeleteCommentCommand command) {
                return inner.delete(caller, command);
            }
        };
    }

    public RelationshipUseCase relationships(RelationshipUseCase inner) {
        return new RelationshipUseCase() {
            @Override
            public Either<Failure, RelationshipView> read(Caller caller, UserId targetUserId) {
                return inner.read(caller, targetUserId);
            }

            @Override
            public Either<Failure, Edge> change(Caller caller, ChangeRelationshipCommand command) {
                return inner.change(caller, command).peek(edge -> {
                    // the meters name a denial by the word python-instagram sends
                    String action = command.action() == RelationshipAction.DENY
                            ? "ignore"
                            : command.action().wireName();
                    meters.relationshipActions(ACTIONS.contains(action) ? action : "other")
                            .increment();
                });
            }
        };
    }

    /** Login counted by outcome. */
    private record CountedLogin(LoginUseCase inner, DomainMeters meters) implements LoginUseCase {
        @Override
        public SessionTicket startSession() {
            return inner.startSession();
        }

        @Override
        public Option<SessionTicket> session(String sessionId) {
            return inner.session(sessionId);
        }

        @Override
        public boolean csrfMatches(String sessionId, String csrfToken) {
            return inner.csrfMatches(sessionId, csrfToken);
        }

        @Override
        public Either<LoginFailure, SessionTicket> login(LoginCommand command) {
            return inner.login(command).peekLeft(failure -> {
                if (failure instanceof LoginFailure.Throttled) {
                    meters.loginsThrottled().increment();
                } else {
                    meters.loginsFailed().increment();
                }
            });
        }

        @Override
        public void logout(String sessionId) {
            inner.logout(sessionId);
        }

        @Override
        public Option<String> username(UserId user) {
            return inner.username(user);
        }
    }

    /** Revocations counted by cause. */
    private record CountedRevocation(RevokeTokenUseCase inner, DomainMeters meters) implements RevokeTokenUseCase {
        @Override
        public Either<TokenFailure, Revoked> revoke(RevokeCommand command) {
            return inner.revoke(command)
                    .peek(done -> meters.tokensRevoked("client").increment());
        }

        @Override
        public List<AppAccess> accessOf(UserId user) {
            return inner.accessOf(user);
        }

        @Override
        public void revokeApp(UserId user, ClientId client) {
            inner.revokeApp(user, client);
            meters.tokensRevoked("user").increment();
        }

        @Override
        public void revokeExposed(String token) {
            inner.revokeExposed(token);
            meters.tokensRevoked("exposed").increment();
        }

        @Override
        public void burnExposedCode(String code) {
            inner.burnExposedCode(code);
        }
    }
}
