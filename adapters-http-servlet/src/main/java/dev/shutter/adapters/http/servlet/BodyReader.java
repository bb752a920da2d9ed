package dev.shutter.adapters.http.servlet;

import dev.shutter.adapters.http.web.BodyProblem;
import dev.shutter.adapters.http.web.WebRequest;
import io.vavr.control.Either;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * Reads the whole request body, at most {@link WebRequest#BODY_LIMIT} bytes, without blocking a container
 * thread on a slow client (Servlet 3.1's {@link ReadListener}): the bytes are taken as they arrive, and what
 * follows runs on the container thread that read the last of them. A connection that breaks mid-body gets no
 * answer.
 *
 * <p>A body over the limit is refused, but first read to its end and dropped, up to {@link #SWALLOW_LIMIT}
 * bytes (as Tomcat's {@code maxSwallowSize}): a server that answers and closes while the client still sends
 * resets the connection, and the client loses the answer. A body longer than that is answered at once and its
 * connection closed after the answer.
 */
final class BodyReader implements ReadListener {

    /** How much of a refused body is read and dropped so that its client reads the refusal. */
    static final long SWALLOW_LIMIT = 2L * 1024 * 1024;

    private static final byte[] NONE = new byte[0];

    private final ServletInputStream in;
    private final AsyncContext async;
    private final HttpServletResponse response;
    private final Consumer<Either<BodyProblem, byte[]>> then;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final byte[] chunk = new byte[8 * 1024];
    private long dropped;
    private boolean finished;

    private BodyReader(
            ServletInputStream in,
            AsyncContext async,
            HttpServletResponse response,
            Consumer<Either<BodyProblem, byte[]>> then) {
        this.in = in;
        this.async = async;
        this.response = response;
        this.then = then;
    }

    /**
     * Reads the body of {@code request}, then gives it to {@code then}: at once when none was sent or its length
     * is over what is swallowed, else from the container's read callbacks (the request in asynchronous mode).
     */
    static void read(
            HttpServletRequest request, HttpServletResponse response, Consumer<Either<BodyProblem, byte[]>> then)
            throws IOException {
        long length = request.getContentLengthLong();
        // HTTP/1.1 sends a body with its length or in chunks; HTTP/2 may send one with neither, so read it to its end.
        boolean noneSent = length < 0
                && request.getHeader("Transfer-Encoding") == null
                && request.getProtocol().startsWith("HTTP/1");
        if (length == 0 || noneSent) {
            then.accept(Either.right(NONE));
        } else if (length > SWALLOW_LIMIT) {
            then.accept(tooLargeAndClose(response));
        } else {
            AsyncContext async = request.isAsyncStarted() ? request.getAsyncContext() : request.startAsync();
            ServletInputStream in = request.getInputStream();
            in.setReadListener(new BodyReader(in, async, response, then));
        }
    }

    @Override
    public void onDataAvailable() throws IOException {
        while (!finished && in.isReady()) {
            int read = in.read(chunk);
            if (read < 0) {
                return;
            }
            if (dropped > 0 || bytes.size() + read > WebRequest.BODY_LIMIT) {
                dropped += read;
                bytes.reset();
                if (dropped > SWALLOW_LIMIT) {
                    finish(tooLargeAndClose(response));
                }
            } else {
                bytes.write(chunk, 0, read);
            }
        }
    }

    @Override
    public void onAllDataRead() {
        finish(dropped > 0 ? Either.left(BodyProblem.tooLarge()) : Either.right(bytes.toByteArray()));
    }

    @Override
    public void onError(Throwable failure) {
        if (!finished) {
            finished = true;
            async.complete();
        }
    }

    private void finish(Either<BodyProblem, byte[]> body) {
        if (!finished) {
            finished = true;
            then.accept(body);
        }
    }

    /** A body over what is swallowed: its connection closes after the answer, the rest unread. */
    private static Either<BodyProblem, byte[]> tooLargeAndClose(HttpServletResponse response) {
        response.setHeader("Connection", "close");
        return Either.left(BodyProblem.tooLarge());
    }
}
