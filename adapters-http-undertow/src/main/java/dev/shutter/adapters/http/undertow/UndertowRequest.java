package dev.shutter.adapters.http.undertow;

import dev.shutter.adapters.http.web.BodyProblem;
import dev.shutter.adapters.http.web.RequestBody;
import dev.shutter.adapters.http.web.RequestId;
import dev.shutter.adapters.http.web.RouteTemplates;
import dev.shutter.adapters.http.web.Transport;
import dev.shutter.adapters.http.web.WebRequest;
import io.undertow.server.HttpServerExchange;
import io.undertow.server.handlers.Cookie;
import io.undertow.util.AttachmentKey;
import io.undertow.util.HeaderValues;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * An Undertow exchange read as a {@link WebRequest}, lazily: nothing is copied until a handler asks. The path
 * is the request URI as sent ({@code getRequestURI()}, which Undertow keeps undecoded whatever the listener's
 * {@code DECODE_URL}), without the scheme and host of an absolute URI, the path parameters after a {@code ;}
 * and the mount that {@link #mount(HttpServerExchange, String)} set; the query is {@code getQueryString()},
 * undecoded too. The body is the one {@link dev.shutter.adapters.http.web.ReadBodyFirst} read. A request counts as forwarded over TLS when something in front (the plain listener's trusted-proxy
 * check, a host's own proxy handling) set its scheme to {@code https} on a connection without TLS.
 */
public final class UndertowRequest implements WebRequest {

    private static final AttachmentKey<String> MOUNT = AttachmentKey.create(String.class);

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

    /**
     * Says that the surface is mounted at {@code mount} (such as {@code /social}, as sent) for this exchange,
     * whose path as sent must be under it.
     */
    public static void mount(HttpServerExchange exchange, String mount) {
        exchange.putAttachment(MOUNT, mount);
    }

    /**
     * The path as sent, from the server's root: the request URI without the scheme and host of an absolute URI
     * and without path parameters (what a listener that does not decode URLs gives as the request path).
     */
    public static String sentPath(HttpServerExchange exchange) {
        String uri = exchange.getRequestURI();
        if (exchange.isHostIncludedInRequestURI()) {
            int authority = uri.indexOf("//");
            int path = authority < 0 ? -1 : uri.indexOf('/', authority + 2);
            uri = path < 0 ? "/" : uri.substring(path);
        }
        int parameters = uri.indexOf(';');
        return parameters < 0 ? uri : uri.substring(0, parameters);
    }

    /** The path as sent, from the surface's root: {@link #sentPath} without the mount. */
    public static String path(HttpServerExchange exchange) {
        return sentPath(exchange).substring(mountOf(exchange).length());
    }

    private static String mountOf(HttpServerExchange exchange) {
        String mount = exchange.getAttachment(MOUNT);
        return mount == null ? "" : mount;
    }

    @Override
    public String path() {
        return path(exchange);
    }

    @Override
    public String mount() {
        return mountOf(exchange);
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
