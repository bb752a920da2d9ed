package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.WebRequest;
import java.util.concurrent.Executor;

/**
 * The workers a request's authentication hands on to what must block ({@link WebRequest#worker()}); a stage that
 * completes in such a task knows it is on a worker ({@link #onOne}), where the rest of the request may block too.
 *
 * <p>A task handed on before {@link #release} is held until then: the request's continuation is registered on the
 * authentication's stage first, so that it runs in the worker's task, not on the reading thread after a worker
 * finished too soon (which handed the rest of the request to a second worker).
 */
final class Workers implements Executor {

    private static final ThreadLocal<Boolean> ON_ONE = ThreadLocal.withInitial(() -> false);

    private final WebRequest request;
    private Runnable held;
    private boolean released;

    private Workers(WebRequest request) {
        this.request = request;
    }

    /** The request's workers, asked for only when a task is handed on (most reads hand on none). */
    static Workers of(WebRequest request) {
        return new Workers(request);
    }

    /** Whether this thread runs a task handed on here: it may block. */
    static boolean onOne() {
        return ON_ONE.get();
    }

    @Override
    public void execute(Runnable task) {
        synchronized (this) {
            if (!released) {
                Runnable before = held;
                held = before == null
                        ? task
                        : () -> {
                            before.run();
                            task.run();
                        };
                return;
            }
        }
        handOn(task);
    }

    /** Hands on what was held, and from now on each task as it comes. */
    void release() {
        Runnable task;
        synchronized (this) {
            released = true;
            task = held;
            held = null;
        }
        if (task != null) {
            handOn(task);
        }
    }

    private void handOn(Runnable task) {
        request.worker().execute(() -> {
            ON_ONE.set(true);
            try {
                task.run();
            } finally {
                ON_ONE.remove();
            }
        });
    }
}
