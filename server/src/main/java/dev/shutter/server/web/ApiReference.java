package dev.shutter.server.web;

import io.undertow.server.HttpHandler;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import io.undertow.util.Methods;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The API reference in a browser, at {@value #PATH}: Swagger UI rendering {@code /openapi.json}, searchable by
 * tag. Swagger UI comes from its webjar on the server's class path ({@code org.webjars:swagger-ui}); the page
 * loads nothing from anywhere else (its Content-Security-Policy says so, and the validator badge that would
 * call swagger.io is off).
 */
public final class ApiReference implements HttpHandler {

    /** Where the page is; its assets are under it. */
    public static final String PATH = "/api-reference";

    private static final String INIT_PATH = "/init.js";

    private static final String WEBJAR = "META-INF/resources/webjars/swagger-ui/";
    private static final String POM = "META-INF/maven/org.webjars/swagger-ui/pom.properties";
    private static final Map<String, String> TYPES = Map.of(
            "/swagger-ui.css", "text/css; charset=utf-8",
            "/swagger-ui-bundle.js", "text/javascript; charset=utf-8",
            "/favicon-32x32.png", "image/png",
            "/favicon-16x16.png", "image/png");
    private static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline';"
            + " img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
    private static final String PAGE = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<title>Shutter API reference</title>\n"
            + "<link rel=\"icon\" type=\"image/png\" href=\"" + PATH + "/favicon-32x32.png\">\n"
            + "<link rel=\"stylesheet\" href=\"" + PATH + "/swagger-ui.css\">\n</head>\n<body>\n"
            + "<div id=\"swagger-ui\"></div>\n"
            + "<noscript><p>The reference needs JavaScript. The document itself is "
            + "<a href=\"/openapi.json\">/openapi.json</a>.</p></noscript>\n"
            + "<script src=\"" + PATH + "/swagger-ui-bundle.js\"></script>\n"
            + "<script src=\"" + PATH + INIT_PATH + "\"></script>\n</body>\n</html>\n";
    private static final String INIT = "window.ui = SwaggerUIBundle({\n"
            + "  url: \"/openapi.json\",\n"
            + "  dom_id: \"#swagger-ui\",\n"
            + "  filter: true,\n"
            + "  deepLinking: true,\n"
            + "  validatorUrl: \"none\"\n"
            + "});\n";

    private final Map<String, byte[]> assets = new HashMap<>();

    /** Reads Swagger UI's files from its webjar once, so that no request waits on the jar. */
    public ApiReference() {
        String version = version();
        for (String asset : TYPES.keySet()) {
            try (InputStream in = resource(WEBJAR + version + asset)) {
                assets.put(asset, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** Every path this handler answers: the page, its script and Swagger UI's files. */
    public static List<String> paths() {
        List<String> paths = new ArrayList<>(List.of(PATH, PATH + INIT_PATH));
        TYPES.keySet().stream().sorted().forEach(asset -> paths.add(PATH + asset));
        return paths;
    }

    @Override
    public void handleRequest(HttpServerExchange exchange) {
        if (!exchange.getRequestMethod().equals(Methods.GET)
                && !exchange.getRequestMethod().equals(Methods.HEAD)) {
            exchange.getResponseHeaders().put(Headers.ALLOW, "GET, HEAD");
            answer(exchange, 405, "text/plain; charset=utf-8", "GET only.\n".getBytes(StandardCharsets.UTF_8));
            return;
        }
        String path = exchange.getRequestPath()
                .substring(Math.min(PATH.length(), exchange.getRequestPath().length()));
        if (path.isEmpty()) {
            exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "no-cache");
            answer(exchange, 200, "text/html; charset=utf-8", PAGE.getBytes(StandardCharsets.UTF_8));
        } else if (path.equals(INIT_PATH)) {
            exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "no-cache");
            answer(exchange, 200, "text/javascript; charset=utf-8", INIT.getBytes(StandardCharsets.UTF_8));
        } else if (assets.containsKey(path)) {
            exchange.getResponseHeaders().put(Headers.CACHE_CONTROL, "public, max-age=86400");
            answer(exchange, 200, TYPES.get(path), assets.get(path));
        } else {
            answer(exchange, 404, "text/plain; charset=utf-8", "Not found.\n".getBytes(StandardCharsets.UTF_8));
        }
    }

    private static void answer(HttpServerExchange exchange, int status, String type, byte[] body) {
        exchange.setStatusCode(status);
        exchange.getResponseHeaders()
                .put(Headers.CONTENT_TYPE, type)
                .put(new HttpString("Content-Security-Policy"), POLICY)
                .put(new HttpString("X-Content-Type-Options"), "nosniff")
                .put(new HttpString("Referrer-Policy"), "no-referrer");
        exchange.getResponseSender().send(ByteBuffer.wrap(body));
    }

    /** The version of the Swagger UI webjar on the class path, which names its folder. */
    private static String version() {
        try (InputStream in = resource(POM)) {
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static InputStream resource(String name) {
        InputStream in = ApiReference.class.getClassLoader().getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(name + " is missing from the server's class path (org.webjars:swagger-ui)");
        }
        return in;
    }
}
