package dev.shutter.server.logging;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.web.Incidents;
import dev.shutter.ports.out.Randomness;
import io.undertow.server.HttpServerExchange;
import java.net.InetSocketAddress;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/** Request ids: a trusted proxy's is kept, anyone else's is replaced, and an incident is filed under it. */
class RequestIdsTest {

    private final RequestIds ids = new RequestIds(Set.of("10.0.0.7"), Randomness.from(new Random(7)));

    @Test
    @DisplayName("a trusted proxy's X-Request-Id is the request's id, and the answer carries it back")
    void fromTrustedProxy() {
        // given
        HttpServerExchange exchange = exchange("10.0.0.7", "edge-41f2:7");

        // when
        String id = ids.assign(exchange);

        // then
        assertThat(id).isEqualTo("edge-41f2:7");
        assertThat(exchange.getResponseHeaders().getFirst(RequestIds.HEADER)).isEqualTo(id);
        assertThat(RequestIds.of(exchange)).isEqualTo(id);
    }

    @Test
    @DisplayName("anyone else's X-Request-Id, and a proxy's that could forge a log line, are replaced by new ids")
    void untrusted() {
        String fromClient = ids.assign(exchange("203.0.113.9", "chosen-by-client"));
        String forged = ids.assign(exchange("10.0.0.7", "a\nINFO forged line"));
        String tooLong = ids.assign(exchange("10.0.0.7", "x".repeat(129)));

        assertThat(fromClient).isNotEqualTo("chosen-by-client").matches("[0-9a-f]{12}-[0-9a-f]+");
        assertThat(forged).matches("[0-9a-f]{12}-[0-9a-f]+");
        assertThat(tooLong).matches("[0-9a-f]{12}-[0-9a-f]+");
    }

    @Test
    @DisplayName("new ids never repeat, and a second assign keeps the first id")
    void unique() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            seen.add(ids.assign(exchange("127.0.0.1", null)));
        }
        HttpServerExchange exchange = exchange("127.0.0.1", null);
        String first = ids.assign(exchange);

        assertThat(seen).hasSize(10_000);
        assertThat(ids.assign(exchange)).isEqualTo(first);
    }

    @Test
    @DisplayName("an unexpected failure during a request is filed under the request's id, outside one under a new id")
    void incidents() {
        Incidents incidents = new Incidents(Randomness.from(new Random(3)));

        String inRequest;
        MDC.put(RequestIds.MDC_KEY, "req-1");
        try {
            inRequest = incidents.record(new IllegalStateException("boom"));
        } finally {
            MDC.remove(RequestIds.MDC_KEY);
        }
        String outside = incidents.record(new IllegalStateException("boom"));

        assertThat(inRequest).isEqualTo("req-1");
        assertThat(outside).matches("[0-9a-f]{16}");
    }

    private static HttpServerExchange exchange(String source, String header) {
        HttpServerExchange exchange = new HttpServerExchange(null);
        exchange.setSourceAddress(new InetSocketAddress(source, 50_000));
        if (header != null) {
            exchange.getRequestHeaders().put(RequestIds.HEADER, header);
        }
        return exchange;
    }
}
