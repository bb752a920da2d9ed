package dev.shutter.ports.in;

import dev.shutter.domain.oauth.Client;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;

/**
 * What the operator looks at: a user, the apps page by page, an app (never its secret: an app holds
 * only its hash), and the apps holding valid tokens of a user. A failure with an empty {@code where}
 * means nothing has that id.
 */
public interface OperatorViewsUseCase {

    /** The most apps on one page. */
    int MAX_PAGE = 100;

    /** Whether {@code count} is a page size {@link #apps} takes. */
    static boolean validPageSize(int count) {
        return count >= 1 && count <= MAX_PAGE;
    }

    /** The user with this id. */
    Either<OperatorFailure, User> user(UserId user);

    /**
     * Up to {@code count} apps (1 to {@link #MAX_PAGE}) by client id, after {@code after}: none for the first
     * page, a page's {@link AppPage#next()} for the page after it ({@code apps(page.next(), 20)}).
     */
    Either<OperatorFailure, AppPage> apps(Option<ClientId> after, int count);

    /** The app with this client id. */
    Either<OperatorFailure, Client> app(ClientId app);

    /** The apps holding valid tokens of the user, with their scopes and since when. */
    Either<OperatorFailure, List<AppAccess>> appsOf(UserId user);
}
