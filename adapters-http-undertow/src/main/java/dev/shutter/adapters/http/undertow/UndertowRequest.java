package dev.shutter.adapters.http.undertow;

import dev.shutter.adapters.http.web.BodyProblem;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.adapters.http.web.RequestId;
import dev.shutter.adapters.http.web.RouteTemplates;
import dev.shutter.adapters.http.web.Transport;
import dev.shutter.adapters.http.web.WebRequest;
import io.undertow.server.HttpServerExchange;
import io.undertow.server.handlers.Cookie;
import io.undertow.util.HeaderValues;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * An Undertow exchange read as a {@link WebRequest}, lazily: nothing is copied until a handler asks. The path
 * is the exchange's request path, which is the raw one when the listener leaves URLs undecoded (as the bundled
 * server's does; docs/embedding.md); the body is the one {@link dev.shutter.adapters.http.web.ReadBodyFirst}
 * read. A request counts as forwarded over TLS when something in front (the plain listener's trusted-proxy
 * check, a host's own proxy handling) set its scheme to {@code https} on a connection without TLS.
 */
public final class UndertowRequest implements WebRequest {

    private final HttpServerExchange exchange;

    private UndertowRequest(HttpServerExchange exchange) {
        this.exchange = exchange;
    }

    /** {@code exchange} as a request of the surface. */
    public static WebRequest of(HttpServerExchange exchange) {
        return new UndertowRequest(exchange);
    }

    @Override
    public String method() {
        return exchange.getRequestMethod().toString();
    }

    @Override
    public String path() {
        return exchange.getRequestPath();
    }

    @Override
    public Option<String> rawQuery() {
        String query = exchange.getQueryString();
        return query == null || query.isEmpty() ? Option.none() : Option.some(query);
    }

    @Override
    public Option<String> header(String name) {
        return Option.of(exchange.getRequestHeaders().getFirst(name));
    }

    @Override
    public List<String> headers(String name) {
        HeaderValues values = exchange.getRequestHeaders().get(name);
        return values == null ? List.of() : List.copyOf(values);
    }

    @Override
    public long headerBytes() {
        long size = 0;
        for (HeaderValues header : exchange.getRequestHeaders()) {
            for (String value : header) {
                size += header.getHeaderName().length() + value.length() + 4;
            }
        }
        return size;
    }

    @Override
    public Option<String> cookie(String name) {
        Cookie cookie = exchange.getRequestCookie(name);
        return cookie == null ? Option.none() : Option.of(cookie.getValue());
    }

    @Override
    public Either<BodyProblem, byte[]> body() {
        return RequestBody.raw(exchange);
    }

    @Override
    public InetSocketAddress client() {
        return exchange.getSourceAddress();
    }

    @Override
    public InetSocketAddress local() {
        return exchange.getDestinationAddress();
    }

    @Override
    public Transport transport() {
        if (exchange.getConnection().getSslSessionInfo() != null) {
            return Transport.TLS;
        }
        return "https".equalsIgnoreCase(exchange.getRequestScheme()) ? Transport.FORWARDED_TLS : Transport.PLAIN;
    }

    @Override
    public Option<String> id() {
        return Option.of(RequestId.of(exchange));
    }

    @Override
    public Executor worker() {
        Executor worker = exchange.getConnection().getWorker();
        return task -> worker.execute(() -> RequestId.inLoggingContext(exchange, task));
    }

    /** The connection's IO thread: at once when this is it, else queued there in the request's logging context. */
    @Override
    public Executor reader() {
        return task -> {
            if (exchange.isInIoThread()) {
                task.run();
            } else {
                exchange.getIoThread().execute(() -> RequestId.inLoggingContext(exchange, task));
            }
        };
    }

    @Override
    public void routedTo(String template) {
        RouteTemplates.set(exchange, template);
    }
}
