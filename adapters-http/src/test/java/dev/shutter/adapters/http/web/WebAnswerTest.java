package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("An answer of the surface")
class WebAnswerTest {

    @Test
    @DisplayName("a redirect names its location and is never cached, and has no body")
    void redirect() {
        // when
        WebAnswer answer = WebAnswer.redirect(303, "https://app.example/cb?code=abc");

        // then
        assertThat(answer.status()).isEqualTo(303);
        assertThat(answer.headers("location")).containsExactly("https://app.example/cb?code=abc");
        assertThat(answer.headers("Cache-Control")).containsExactly("no-store");
        assertThat(answer.body().isEmpty()).isTrue();
    }

    @Test
    @DisplayName("a field given twice is kept twice, in order, and the first answer is left as it was")
    void repeatedFields() {
        // given
        WebAnswer first = WebAnswer.empty(204).with("Set-Cookie", "a=1");

        // when
        WebAnswer second = first.with("Set-Cookie", "b=2");

        // then
        assertThat(second.headers("set-cookie")).containsExactly("a=1", "b=2");
        assertThat(first.headers("set-cookie")).containsExactly("a=1");
    }

    @Test
    @DisplayName("JSON is compact UTF-8 with its content type")
    void json() {
        // when
        WebAnswer answer = WebAnswer.json(201, Json.object().put("name", "Zoë"));

        // then
        assertThat(answer.headers("Content-Type")).containsExactly("application/json; charset=utf-8");
        assertThat(new String(answer.body().get(), StandardCharsets.UTF_8)).isEqualTo("{\"name\":\"Zoë\"}");
        assertThat(answer.now().toCompletableFuture().join()).isSameAs(answer);
    }

    @Test
    @DisplayName("a status outside HTTP's is refused when built")
    void noSuchStatus() {
        assertThatThrownBy(() -> WebAnswer.empty(42)).isInstanceOf(IllegalArgumentException.class);
    }
}
