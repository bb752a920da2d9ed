package dev.shutter.adapters.http.web;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;

/** A request as a test sends it to the surface, with no web server: built field by field. */
public final class SentRequest implements WebRequest {

    private String method = "GET";
    private String path = "/";
    private String mount = "";
    private String query;
    private final List<Map.Entry<String, String>> headers = new ArrayList<>();
    private final Map<String, String> cookies = new HashMap<>();
    private Either<BodyProblem, byte[]> body = Either.right(new byte[0]);
    private InetSocketAddress client = new InetSocketAddress("192.0.2.10", 50000);
    private InetSocketAddress local = new InetSocketAddress("127.0.0.1", 8443);
    private Transport transport = Transport.TLS;
    private Executor worker = Runnable::run;
    private Executor reader;

    private SentRequest() {}

    /** A {@code method} request to {@code path} (the query after a {@code ?}), over TLS. */
    public static SentRequest of(String method, String pathAndQuery) {
        SentRequest request = new SentRequest();
        request.method = method;
        int mark = pathAndQuery.indexOf('?');
        request.path = mark < 0 ? pathAndQuery : pathAndQuery.substring(0, mark);
        request.query = mark < 0 ? null : pathAndQuery.substring(mark + 1);
        return request;
    }

    /** Work that may block runs on {@code value} ({@link #worker()}); by default on the calling thread. */
    public SentRequest workingOn(Executor value) {
        worker = value;
        return this;
    }

    /** Work that waits on nothing runs on {@code value} ({@link #reader()}); by default on the worker. */
    public SentRequest readingOn(Executor value) {
        reader = value;
        return this;
    }

    public SentRequest header(String name, String value) {
        headers.add(Map.entry(name, value));
        return this;
    }

    /** The request with the cookie {@code name} (read through {@link #cookie}, as a binding parses them). */
    public SentRequest cookie(String name, String value) {
        cookies.put(name, value);
        return this;
    }

    /** As if the host mounted the surface at {@code value} ({@code /social}). */
    public SentRequest mountedAt(String value) {
        this.mount = value;
        return this;
    }

    @Override
    public String mount() {
        return mount;
    }

    public SentRequest over(Transport value) {
        this.transport = value;
        return this;
    }

    public SentRequest receivedOn(InetSocketAddress value) {
        this.local = value;
        return this;
    }

    public SentRequest body(byte[] value) {
        this.body = Either.right(value);
        return this;
    }

    @Override
    public String method() {
        return method;
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public Option<String> rawQuery() {
        return query == null || query.isEmpty() ? Option.none() : Option.some(query);
    }

    @Override
    public Option<String> header(String name) {
        List<String> values = headers(name);
        return values.isEmpty() ? Option.none() : Option.some(values.get(0));
    }

    @Override
    public List<String> headers(String name) {
        List<String> values = new ArrayList<>();
        for (Map.Entry<String, String> header : headers) {
            if (header.getKey().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                values.add(header.getValue());
            }
        }
        return values;
    }

    @Override
    public long headerBytes() {
        return headers.stream()
                .mapToLong(h -> h.getKey().length() + h.getValue().length() + 4)
                .sum();
    }

    @Override
    public Option<String> cookie(String name) {
        return Option.of(cookies.get(name));
    }

    @Override
    public Either<BodyProblem, byte[]> body() {
        return body;
    }

    @Override
    public InetSocketAddress client() {
        return client;
    }

    @Override
    public InetSocketAddress local() {
        return local;
    }

    @Override
    public Transport transport() {
        return transport;
    }

    @Override
    public Option<String> id() {
        return Option.none();
    }

    @Override
    public Executor worker() {
        return worker;
    }

    @Override
    public Executor reader() {
        return reader == null ? worker : reader;
    }
}
