package dev.shutter.adapters.http.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.web.Answered;
import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.StorageUnavailableException;
import dev.shutter.ports.out.Users;
import io.vavr.control.Option;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A user the operator creates while the storage fails as it adds it: 503, saying whether it may have applied. */
@DisplayName("An operator's change answered 503")
class AnOperatorChangeAnswered503Test {

    private static final String TOKEN = "an-admin-token-of-some-length";

    private final AtomicReference<RuntimeException> failing = new AtomicReference<>();
    private final OperatorHandler handler = handler();

    @Test
    @DisplayName("nothing applied: 503 with Retry-After, the storage unavailable")
    void nothingApplied() throws IOException {
        failing.set(new StorageUnavailableException("users.add could not reach the database"));

        WebAnswer answer = createUser();

        assertThat(answer.status()).isEqualTo(503);
        assertThat(answer.headers("Retry-After")).containsExactly(String.valueOf(Incidents.RETRY_AFTER_SECONDS));
        assertThat(Answered.json(answer).get("error").asText()).isEqualTo("the storage is temporarily unavailable");
    }

    @Test
    @DisplayName("the write sent and its answer lost: 503 with Retry-After, saying the change may have applied")
    void mayHaveApplied() throws IOException {
        failing.set(StorageUnavailableException.mayHaveApplied("transaction lost as it committed"));

        WebAnswer answer = createUser();

        assertThat(answer.status()).isEqualTo(503);
        assertThat(answer.headers("Retry-After")).containsExactly(String.valueOf(Incidents.RETRY_AFTER_SECONDS));
        assertThat(Answered.json(answer).get("error").asText())
                .isEqualTo("the storage is temporarily unavailable, and this change may have been applied: check"
                        + " before sending it again");
    }

    private WebAnswer createUser() {
        return Answered.now(
                handler,
                SentRequest.of("POST", "/admin/users")
                        .header("Authorization", "Bearer " + TOKEN)
                        .header("Content-Type", "application/json")
                        .body("{\"id\":\"4242\",\"username\":\"dora\"}".getBytes(StandardCharsets.UTF_8)));
    }

    private OperatorHandler handler() {
        InMemoryStorage memory = new InMemoryStorage();
        ForwardingStorage failingAdds = new ForwardingStorage(memory) {
            @Override
            public Users users() {
                Users real = memory.users();
                return (Users) Proxy.newProxyInstance(
                        Users.class.getClassLoader(), new Class<?>[] {Users.class}, (proxy, method, args) -> {
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
        Shutter shutter = Fixtures.on(failingAdds).shutter;
        return new OperatorHandler(
                shutter.operator(),
                new MaintenanceRoutes(
                        shutter.operatorViews(), shutter.secretRotation(), shutter.erasure(), shutter.export()),
                Option.some(TOKEN),
                new Incidents(Randomness.from(new Random(3))));
    }
}
