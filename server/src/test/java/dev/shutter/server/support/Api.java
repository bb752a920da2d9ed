package dev.shutter.server.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;

/** {@code /v1} calls in tests: a response and its JSON together. */
public final class Api {

    private final Browser browser;

    /** Calls to the shared server. */
    public Api() {
        this(Browser.onShared());
    }

    /** Calls through {@code browser}, to the server it points at. */
    public Api(Browser browser) {
        this.browser = browser;
    }

    /** GET {@code path} with the token in the query. */
    public Answer get(String path, String token) {
        return answer(browser.get(path + (path.contains("?") ? "&" : "?") + "access_token=" + Forms.enc(token)));
    }

    /** POST a form to {@code path} with the token in it. */
    public Answer post(String path, String token, String... fields) {
        var form = Forms.of(fields);
        form.put("access_token", token);
        return answer(browser.form(path, form));
    }

    /** DELETE {@code path} with the token in the query. */
    public Answer delete(String path, String token) {
        return answer(browser.call("DELETE", path + "?access_token=" + Forms.enc(token)));
    }

    /** A raw response as an answer. */
    public static Answer answer(HttpResponse<String> response) {
        return new Answer(response, Platform.read(response.body()));
    }

    /** A response and its body. */
    public record Answer(HttpResponse<String> response, JsonNode json) {
        public int status() {
            return response.statusCode();
        }

        public JsonNode data() {
            return json.get("data");
        }

        public JsonNode meta() {
            return json.get("meta");
        }

        public String errorType() {
            return json.get("meta").path("error_type").asText(null);
        }

        public String errorMessage() {
            return json.get("meta").path("error_message").asText(null);
        }

        public String header(String name) {
            return response.headers().firstValue(name).orElse(null);
        }
    }
}
