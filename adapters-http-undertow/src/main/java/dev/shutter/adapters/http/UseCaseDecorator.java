package dev.shutter.adapters.http;

import dev.shutter.ports.in.AuthenticateRequestUseCase;
import dev.shutter.ports.in.AuthorizeUseCase;
import dev.shutter.ports.in.CommentsUseCase;
import dev.shutter.ports.in.ExchangeCodeUseCase;
import dev.shutter.ports.in.LoginUseCase;
import dev.shutter.ports.in.OperatorUseCase;
import dev.shutter.ports.in.RelationshipUseCase;
import dev.shutter.ports.in.RevokeTokenUseCase;

/**
 * What wraps the use cases the handlers call, given to {@link ShutterHttp.Builder#decorating}: the bundled
 * server counts their outcomes for its metrics this way. Each method answers the use case the handlers get
 * instead of {@code inner}; by default {@code inner} itself.
 */
public interface UseCaseDecorator {

    default AuthorizeUseCase authorization(AuthorizeUseCase inner) {
        return inner;
    }

    default ExchangeCodeUseCase codeExchange(ExchangeCodeUseCase inner) {
        return inner;
    }

    default OperatorUseCase operator(OperatorUseCase inner) {
        return inner;
    }

    default LoginUseCase login(LoginUseCase inner) {
        return inner;
    }

    default RevokeTokenUseCase revocation(RevokeTokenUseCase inner) {
        return inner;
    }

    default AuthenticateRequestUseCase requests(AuthenticateRequestUseCase inner) {
        return inner;
    }

    default CommentsUseCase comments(CommentsUseCase inner) {
        return inner;
    }

    default RelationshipUseCase relationships(RelationshipUseCase inner) {
        return inner;
    }
}
