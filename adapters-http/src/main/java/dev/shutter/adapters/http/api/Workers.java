package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.WebRequest;
import java.util.concurrent.Executor;

/**
 * The workers a request's authentication hands on to what must block ({@link WebRequest#worker()}); a stage that
 * completes in such a task knows it is on a worker ({@link #onOne}), where the rest of the request may block too.
 */
final class Workers {

    private static final ThreadLocal<Boolean> ON_ONE = ThreadLocal.withInitial(() -> false);

    private Workers() {}

    /** The request's workers, asked for only when a task is handed on (most reads hand on none). */
    static Executor of(WebRequest request) {
        return task -> request.worker().execute(() -> {
            ON_ONE.set(true);
            try {
                task.run();
            } finally {
                ON_ONE.remove();
            }
        });
    }

    /** Whether this thread runs a task handed on here: it may block. */
    static boolean onOne() {
        return ON_ONE.get();
    }
}
