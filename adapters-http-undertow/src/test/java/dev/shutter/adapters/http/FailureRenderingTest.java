package dev.shutter.adapters.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shutter.adapters.http.api.Envelope;
import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.Scope;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Every case of the sealed {@link Failure}, present and future, renders as the catalogue's envelope. */
public class FailureRenderingTest {

    @Test
    @DisplayName("each permitted subclass of Failure renders with its code, error_type and error_message")
    void everyCase() throws Exception {
        Class<?>[] cases = Failure.class.getPermittedSubclasses();
        assertThat(cases).isNotEmpty();
        for (Class<?> type : cases) {
            Failure failure = instantiate(type);

            JsonNode meta = Envelope.failure(failure).get("meta");

            assertThat(meta.get("code").asInt()).as(type.getSimpleName()).isEqualTo(failure.code());
            assertThat(meta.get("code").asInt()).isBetween(400, 599);
            assertThat(meta.get("error_type").asText())
                    .isEqualTo(failure.errorType())
                    .isNotBlank();
            assertThat(meta.get("error_message").asText())
                    .isEqualTo(failure.message())
                    .isNotBlank();
            assertThat(meta.has("error_id")).isEqualTo(failure instanceof Failure.Unexpected);
            assertThat(Envelope.failure(failure).has("data")).isFalse();
        }
    }

    @Test
    @DisplayName("an unexpected failure carries its correlation id and nothing of the cause")
    void unexpected() {
        JsonNode meta = Envelope.failure(new Failure.Unexpected("abc123")).get("meta");
        assertThat(meta.toString())
                .isEqualTo(
                        "{\"code\":500,\"error_type\":\"APIError\",\"error_message\":\"an unexpected error occurred\","
                                + "\"error_id\":\"abc123\"}");
    }

    public static Failure instantiate(Class<?> type) throws Exception {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] types =
                Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new);
        Object[] values = Arrays.stream(types).map(FailureRenderingTest::sample).toArray();
        Constructor<?> constructor = type.getDeclaredConstructor(types);
        return (Failure) constructor.newInstance(values);
    }

    private static Object sample(Class<?> type) {
        if (type == String.class) {
            return "sample";
        }
        if (type == long.class) {
            return 7L;
        }
        if (type == int.class) {
            return 7;
        }
        if (type == Scope.class) {
            return Scope.COMMENTS;
        }
        throw new AssertionError("a new component type in a Failure case: " + type + "; teach this test a sample");
    }
}
