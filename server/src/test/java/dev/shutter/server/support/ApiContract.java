package dev.shutter.server.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The server's OpenAPI document as a check on every answer the HTTP tests get through {@link Browser}: the
 * answer's status must be documented for its path and method, and a JSON answer must match the documented
 * schema (JSON Schema 2020-12, networknt's validator). An answer that does not is a failure of the test that
 * got it, so the document cannot drift from the server.
 */
public final class ApiContract {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String COMPONENTS = "#/components/schemas/";
    private static final ApiContract INSTANCE = load();

    private final JsonNode document;
    private final List<Route> routes;
    private final JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
    private final Map<String, JsonSchema> schemas = new ConcurrentHashMap<>();

    private ApiContract(JsonNode document) {
        this.document = document;
        List<Route> found = new ArrayList<>();
        for (Iterator<String> paths = document.get("paths").fieldNames(); paths.hasNext(); ) {
            String template = paths.next();
            String regex = "^" + Pattern.quote(template).replaceAll("\\{[^}]+}", "\\\\E[^/]+\\\\Q")
                    + (template.startsWith("/v1/") ? "(\\.json)?" : "") + "/?$";
            found.add(new Route(template, Pattern.compile(regex), template.split("\\{", -1).length - 1));
        }
        found.sort(Comparator.comparingInt(Route::placeholders));
        this.routes = List.copyOf(found);
    }

    /** The contract of the document in the server's jar. */
    public static ApiContract get() {
        return INSTANCE;
    }

    /** The document. */
    public JsonNode document() {
        return document;
    }

    /** Checks {@code response} against the document; throws {@link AssertionError} naming what differs. */
    public void check(HttpResponse<String> response) {
        String path = response.uri().getRawPath();
        String method = response.request().method().toLowerCase(Locale.ROOT);
        int status = response.statusCode();
        List<String> problems = problems(path, method, status, response.body(), contentType(response));
        if (!problems.isEmpty()) {
            throw new AssertionError("the answer to " + method.toUpperCase(Locale.ROOT) + " " + path + " (" + status
                    + ") does not match openapi.json: " + problems + "\nbody: " + response.body());
        }
    }

    /** What is wrong with an answer, by the document; empty when nothing is, or the path is not described. */
    public List<String> problems(String path, String method, int status, String body, String contentType) {
        Optional<Route> route =
                routes.stream().filter(r -> r.pattern().matcher(path).matches()).findFirst();
        JsonNode responses;
        if (route.isPresent()
                && document.get("paths").get(route.get().template()).has(method)) {
            responses = document.get("paths")
                    .get(route.get().template())
                    .get(method)
                    .get("responses");
        } else if (path.equals("/v1") || path.startsWith("/v1/")) {
            // An unknown endpoint or method of /v1: the catalogue's envelope.
            return validate(COMPONENTS + "Failure", body, contentType);
        } else {
            return List.of();
        }
        JsonNode documented = responses.has(Integer.toString(status))
                ? responses.get(Integer.toString(status))
                : responses.get("default");
        if (documented == null) {
            return List.of("status " + status + " is not documented");
        }
        JsonNode json = documented.path("content").path("application/json").path("schema");
        if (json.isMissingNode()) {
            return List.of();
        }
        return validate(
                route.get().template() + " " + method + " "
                        + (responses.has(Integer.toString(status)) ? status : "default"),
                json,
                body,
                contentType);
    }

    private List<String> validate(String ref, String body, String contentType) {
        return validate(ref, JSON.createObjectNode().put("$ref", ref), body, contentType);
    }

    private List<String> validate(String key, JsonNode schema, String body, String contentType) {
        if (contentType == null || !contentType.startsWith("application/json")) {
            return List.of("Content-Type " + contentType + " where JSON is documented");
        }
        JsonNode answer;
        try {
            answer = JSON.readTree(body);
        } catch (IOException e) {
            return List.of("not JSON: " + e.getClass().getSimpleName());
        }
        Set<ValidationMessage> messages =
                schemas.computeIfAbsent(key, k -> compile(schema)).validate(answer);
        return messages.stream().map(ValidationMessage::getMessage).sorted().toList();
    }

    private JsonSchema compile(JsonNode schema) {
        ObjectNode whole = JSON.createObjectNode();
        whole.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        whole.set("$defs", rewrite(document.get("components").get("schemas")));
        whole.set("allOf", JSON.createArrayNode().add(rewrite(schema)));
        return factory.getSchema(whole);
    }

    private static JsonNode rewrite(JsonNode schema) {
        try {
            return JSON.readTree(JSON.writeValueAsString(schema).replace(COMPONENTS, "#/$defs/"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String contentType(HttpResponse<String> response) {
        return response.headers().firstValue("Content-Type").orElse(null);
    }

    private static ApiContract load() {
        try (InputStream in = ApiContract.class.getResourceAsStream("/dev/shutter/adapters/http/openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi.json is not on the class path");
            }
            return new ApiContract(JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private record Route(String template, Pattern pattern, int placeholders) {}
}
