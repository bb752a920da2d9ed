package dev.shutter.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The jar's metadata, from which an IDE completes and explains {@code shutter.*}. */
@DisplayName("The properties' metadata for the IDE")
class ConfigurationMetadataTest {

    @Test
    @DisplayName("every shutter.* property is described, with its default")
    void everyPropertyDescribed() throws IOException {
        List<Map<String, Object>> properties;
        try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
            assertThat(in).as("META-INF/spring-configuration-metadata.json").isNotNull();
            properties = JsonPath.read(in, "$.properties[*]");
        }

        assertThat(properties)
                .extracting(p -> p.get("name"))
                .contains(
                        "shutter.storage",
                        "shutter.schema",
                        "shutter.rate-counts",
                        "shutter.redis.url",
                        "shutter.events.publish",
                        "shutter.metrics.enabled",
                        "shutter.housekeeping.interval",
                        "shutter.admin-token",
                        "shutter.public-url",
                        "shutter.trusted-proxies",
                        "shutter.rate-limits.live.requests",
                        "shutter.rate-limits.live.writes",
                        "shutter.rate-limits.sandbox.requests",
                        "shutter.rate-limits.sandbox.writes",
                        "shutter.tokens.max-age",
                        "shutter.tokens.idle-time",
                        "shutter.historical-timeline",
                        "shutter.health.enabled",
                        "shutter.health.timeout");
        assertThat(properties)
                .allSatisfy(p -> assertThat((String) p.get("description"))
                        .as("%s", p.get("name"))
                        .isNotBlank()
                        .doesNotContain("{@"));
        assertThat(properties)
                .filteredOn(p -> "shutter.schema".equals(p.get("name")))
                .singleElement()
                .satisfies(p -> assertThat(p.get("defaultValue")).isEqualTo("shutter"));
        assertThat(properties)
                .filteredOn(p -> "shutter.rate-limits.sandbox.writes".equals(p.get("name")))
                .singleElement()
                .satisfies(p -> assertThat(p.get("defaultValue")).isEqualTo(30));
    }
}
