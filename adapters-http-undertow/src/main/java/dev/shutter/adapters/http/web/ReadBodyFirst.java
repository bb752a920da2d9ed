package dev.shutter.adapters.http.web;

import io.undertow.io.Receiver;
import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.server.RequestTooBigException;
import io.undertow.util.AttachmentKey;
import io.undertow.util.Protocols;
import io.vavr.control.Either;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Reads the whole request body, at most {@link RequestBody#LIMIT} bytes, without blocking a thread on a
 * slow client, and then goes on to the next handler with the body attached for {@link RequestBody}. It runs
 * on the IO thread: when the bytes have not all arrived, it leaves and the next handler runs once they have.
 * A body over the limit is not read further; its connection closes after the answer (HTTP/1; HTTP/2 resets
 * just the stream). A connection that breaks mid-body gets no answer: there is no one left to read it.
 */
public final class ReadBodyFirst implements HttpHandler {

    static final AttachmentKey<Either<BodyProblem, byte[]>> BODY = AttachmentKey.create(Either.class);

    private static final byte[] NONE = new byte[0];

    private final HttpHandler next;

    public ReadBodyFirst(HttpHandler next) {
        this.next = next;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) throws Exception {
        long length = exchange.getRequestContentLength();
        if (length == 0 || exchange.isRequestComplete()) {
            proceed(exchange, Either.right(NONE));
            return;
        }
        if (length > RequestBody.LIMIT) {
            proceed(exchange, tooLarge(exchange));
            return;
        }
        var receiver = exchange.getRequestReceiver();
        receiver.setMaxBufferSize(RequestBody.LIMIT);
        // Undertow's receiver calls the error callback again for every later read of an oversized body of
        // unknown length (chunked): answering each call would answer one exchange twice.
        AtomicBoolean answered = new AtomicBoolean();
        receiver.receiveFullBytes((done, bytes) -> proceed(done, Either.right(bytes)), (failed, e) -> {
            if (!answered.compareAndSet(false, true)) {
                return;
            }
            // Read no more of a body that will not be used; the connection closes after the answer.
            receiver.pause();
            if (e instanceof Receiver.RequestToLargeException || e instanceof RequestTooBigException) {
                proceed(failed, tooLarge(failed));
            } else {
                failed.setPersistent(false);
                failed.endExchange();
            }
        });
    }

    private void proceed(HttpServerExchange exchange, Either<BodyProblem, byte[]> body) {
        exchange.putAttachment(BODY, body);
        try {
            next.handleRequest(exchange);
        } catch (RuntimeException e) {
            throw e;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Either<BodyProblem, byte[]> tooLarge(HttpServerExchange exchange) {
        if (!exchange.getProtocol().equals(Protocols.HTTP_2_0)) {
            exchange.setPersistent(false);
        }
        return Either.left(BodyProblem.tooLarge());
    }
}
