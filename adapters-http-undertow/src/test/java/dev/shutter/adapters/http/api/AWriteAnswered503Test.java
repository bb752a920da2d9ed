package dev.shutter.adapters.http.api;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shutter.adapters.http.ShutterHttp;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.User;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.out.Comments;
import dev.shutter.ports.out.StorageUnavailableException;
import io.undertow.Undertow;
import io.undertow.UndertowOptions;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A comment whose storage fails as it is added, over HTTP: a storage out of reach answers the catalogue's 503 with
 * {@code Retry-After}, and says that the comment may have been applied exactly when the storage says so.
 */
@DisplayName("A write answered 503, on the wire")
class AWriteAnswered503Test {

    private static final MediaId BOBS_MEDIA = new MediaId("111_1002");

    private final AtomicReference<RuntimeException> failing = new AtomicReference<>();
    private Undertow server;
    private String token;

    @BeforeEach
    void serve() {
        InMemoryStorage memory = new InMemoryStorage();
        Fixtures f = Fixtures.on(memory);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        f.shutter
                .operator()
                .createMedia(CreateMediaCommand.withId(BOBS_MEDIA, bob.id()))
                .get();
        token = f.token(alice, f.liveApp("demo"), "comments").accessToken();
        ForwardingStorage failingAdds = new ForwardingStorage(memory) {
            @Override
            public Comments comments() {
                Comments real = memory.comments();
                return (Comments) Proxy.newProxyInstance(
                        Comments.class.getClassLoader(), new Class<?>[] {Comments.class}, (proxy, method, args) -> {
                            RuntimeException failure = failing.get();
                            if (method.getName().equals("add") && failure != null) {
                                throw failure;
                            }
                            try {
                                return method.invoke(real, args);
                            } catch (InvocationTargetException e) {
                                throw e.getCause();
                            }
                        });
            }
        };
        server = Undertow.builder()
                .addHttpListener(0, "127.0.0.1")
                .setServerOption(UndertowOptions.DECODE_URL, false)
                .setHandler(ShutterHttp.builder(f.nodeOn(failingAdds)).build().handler())
                .build();
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop();
    }

    @Test
    @DisplayName("nothing applied: 503 \"Please try again later\" with Retry-After")
    void nothingApplied() throws Exception {
        // given
        failing.set(new StorageUnavailableException("storage operation comments.add could not reach the database"));

        // when
        HttpResponse<String> answer = comment("refused");

        // then
        assertThat(answer.statusCode()).isEqualTo(503);
        assertThat(answer.headers().firstValue("Retry-After")).hasValue("5");
        JsonNode meta = new ObjectMapper().readTree(answer.body()).get("meta");
        assertThat(meta.get("code").asInt()).isEqualTo(503);
        assertThat(meta.get("error_type").asText()).isEqualTo("APIError");
        assertThat(meta.get("error_message").asText())
                .isEqualTo("The service is temporarily unavailable. Please try again later.");
    }

    @Test
    @DisplayName("the write sent and its answer lost: 503 with Retry-After, saying that it may have been applied")
    void mayHaveApplied() throws Exception {
        // given
        failing.set(StorageUnavailableException.mayHaveApplied("storage operation transaction lost its connection"));

        // when
        HttpResponse<String> answer = comment("maybe");

        // then
        assertThat(answer.statusCode()).isEqualTo(503);
        assertThat(answer.headers().firstValue("Retry-After")).hasValue("5");
        JsonNode meta = new ObjectMapper().readTree(answer.body()).get("meta");
        assertThat(meta.get("code").asInt()).isEqualTo(503);
        assertThat(meta.get("error_type").asText()).isEqualTo("APIError");
        assertThat(meta.get("error_message").asText())
                .isEqualTo("The service is temporarily unavailable, and this request may have been applied. Check"
                        + " before sending it again.");
        assertThat(answer.body()).doesNotContain("lost its connection");
    }

    private HttpResponse<String> comment(String text) throws Exception {
        int port = ((InetSocketAddress) server.getListenerInfo().get(0).getAddress()).getPort();
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + port + "/v1/media/" + BOBS_MEDIA.value() + "/comments"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("access_token=" + token + "&text=" + text))
                .build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }
}
