package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.http.FailureRenderingTest;
import dev.shutter.server.support.ApiContract;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The OpenAPI document: served at /openapi.json, describing /v1 and the OAuth endpoints with every error of
 * the catalogue; the check every test's answers go through ({@link ApiContract}) catches an answer that
 * strays from it.
 */
class OpenApiDocumentTest {

    private static final String JSON = "application/json";

    @Test
    @DisplayName("GET /openapi.json serves the document kept in the repository, naming the server it is served from")
    void served() {
        HttpResponse<String> response = Browser.onShared().get("/openapi.json");

        JsonNode served = Platform.read(response.body());
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(served.at("/servers/0/url").asText())
                .isEqualTo(TestServers.shared().baseUrl());
        JsonNode servedElse = ((ObjectNode) served.deepCopy()).without("servers");
        JsonNode keptElse = ((ObjectNode) ApiContract.get().document().deepCopy()).without("servers");
        assertThat(servedElse).isEqualTo(keptElse);
        assertThat(served.get("openapi").asText()).isEqualTo("3.1.0");
        assertThat(served.get("paths").has("/v1/users/{user-id}/relationship")).isTrue();
        assertThat(served.get("paths").has("/oauth/access_token")).isTrue();
    }

    @Test
    @DisplayName("every error_type of the catalogue is in the document")
    void catalogue() throws Exception {
        JsonNode types = ApiContract.get().document().at("/components/schemas/ErrorMeta/properties/error_type/enum");
        for (Class<?> type : dev.shutter.domain.Failure.class.getPermittedSubclasses()) {
            String errorType = FailureRenderingTest.instantiate(type).errorType();
            assertThat(types.toString()).as(type.getSimpleName()).contains("\"" + errorType + "\"");
        }
    }

    @Test
    @DisplayName("the check refuses a wrong error_type, a missing meta.code, an undocumented status, and HTML for JSON")
    void catchesStrayAnswers() {
        ApiContract contract = ApiContract.get();

        assertThat(contract.problems(
                        "/v1/users/self",
                        "get",
                        400,
                        "{\"meta\":{\"code\":400,\"error_type\":\"NoSuchError\",\"error_message\":\"x\"}}",
                        JSON))
                .isNotEmpty();
        assertThat(contract.problems("/v1/users/self", "get", 200, "{\"meta\":{},\"data\":{}}", JSON))
                .isNotEmpty();
        assertThat(contract.problems("/health", "get", 418, "{}", JSON))
                .containsExactly("status 418 is not documented");
        assertThat(contract.problems("/oauth/access_token", "post", 400, "<html></html>", "text/html"))
                .isNotEmpty();
        assertThat(contract.problems(
                        "/v1/users/7/relationship",
                        "get",
                        200,
                        "{\"meta\":{\"code\":200},\"data\":{\"outgoing_status\":\"follows\",\"incoming_status\":\"none\"}}",
                        JSON))
                .isEmpty();
    }
}
