package dev.shutter.adapters.http.servlet;

import dev.shutter.adapters.http.web.BodyProblem;
import dev.shutter.adapters.http.web.Transport;
import dev.shutter.adapters.http.web.TrustedProxies;
import dev.shutter.adapters.http.web.WebRequest;
import io.vavr.control.Either;
import io.vavr.control.Option;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * A servlet request read as a {@link WebRequest}, lazily: nothing is copied until a handler asks. The path is
 * the request URI as sent ({@code getRequestURI()}, never the decoded servlet path) with the mount taken off;
 * the query is {@code getQueryString()}, as sent. The client and the TLS of the connection are the container's
 * ({@code getRemoteAddr()}, {@code isSecure()}: what a host's own proxy handling, such as Tomcat's {@code
 * RemoteIpValve}, made of them), and a request in the clear counts as forwarded over TLS as {@link
 * TrustedProxies} say. The body is the one {@link BodyReader} read; the id and the worker (which runs work with
 * the id in its logging context) are {@link ShutterServlet}'s.
 */
final class ServletWebRequest implements WebRequest {

    private final HttpServletRequest request;
    private final String mount;
    private final String path;
    private final TrustedProxies trustedProxies;
    private final String id;
    private final Executor worker;
    private Either<BodyProblem, byte[]> body;

    ServletWebRequest(
            HttpServletRequest request,
            String mount,
            String path,
            TrustedProxies trustedProxies,
            String id,
            Executor worker) {
        this.request = request;
        this.mount = mount;
        this.path = path;
        this.trustedProxies = trustedProxies;
        this.id = id;
        this.worker = worker;
    }

    /** Gives the body, once read. */
    void body(Either<BodyProblem, byte[]> read) {
        this.body = read;
    }

    @Override
    public String method() {
        return request.getMethod();
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public String mount() {
        return mount;
    }

    @Override
    public Option<String> rawQuery() {
        String query = request.getQueryString();
        return query == null || query.isEmpty() ? Option.none() : Option.some(query);
    }

    @Override
    public Option<String> header(String name) {
        return Option.of(request.getHeader(name));
    }

    @Override
    public List<String> headers(String name) {
        Enumeration<String> values = request.getHeaders(name);
        return values == null ? List.of() : List.copyOf(Collections.list(values));
    }

    @Override
    public long headerBytes() {
        long size = 0;
        Enumeration<String> names = request.getHeaderNames();
        while (names != null && names.hasMoreElements()) {
            String name = names.nextElement();
            for (String value : Collections.list(request.getHeaders(name))) {
                size += name.length() + value.length() + 4;
            }
        }
        return size;
    }

    @Override
    public Option<String> cookie(String name) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (cookie.getName().equals(name)) {
                    return Option.of(cookie.getValue());
                }
            }
        }
        return Option.none();
    }

    @Override
    public Either<BodyProblem, byte[]> body() {
        if (body == null) {
            throw new IllegalStateException("the body is read by BodyReader, which did not run");
        }
        return body;
    }

    @Override
    public InetSocketAddress client() {
        return address(request.getRemoteAddr(), request.getRemotePort());
    }

    @Override
    public InetSocketAddress local() {
        return address(request.getLocalAddr(), request.getLocalPort());
    }

    @Override
    public Transport transport() {
        return trustedProxies.transport(request.isSecure(), client(), header(TrustedProxies.FORWARDED_PROTO));
    }

    @Override
    public Option<String> id() {
        return Option.some(id);
    }

    @Override
    public Executor worker() {
        return worker;
    }

    /** {@code ip}, an address literal as the container gives it: read without a name lookup. */
    static InetSocketAddress address(String ip, int port) {
        try {
            return new InetSocketAddress(InetAddress.getByName(ip), port);
        } catch (UnknownHostException e) {
            return InetSocketAddress.createUnresolved(ip, port);
        }
    }
}
