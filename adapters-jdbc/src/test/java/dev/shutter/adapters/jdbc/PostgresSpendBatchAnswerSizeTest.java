package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateBucket;
import dev.shutter.ports.out.SpendRequest;
import dev.shutter.ports.out.Spent;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What a batch spent on PostgreSQL answers of a key counted in every minute of the hour ({@link BatchSpending}):
 * a key with room its ended minutes as one bucket, so a batch's answer does not grow with the hour; a full key
 * its buckets one a minute, which its retry-after needs. {@code BatchedSpendingContract} checks that both decide
 * as the true hour does.
 */
@DisplayName("A batch's answer on PostgreSQL after a whole hour of counts")
@ExtendWith(PostgresAvailable.class)
class PostgresSpendBatchAnswerSizeTest {

    private static final Instant MINUTE = Instant.parse("2024-05-01T12:00:00Z");

    private String schema;
    private JdbcStorage storage;

    @BeforeEach
    void open() {
        schema = PostgresTestDatabase.createSchema();
        storage = JdbcStorage.at(PostgresTestDatabase.urlFor(schema + "_nowhere"))
                .schema(schema)
                .poolSize(2)
                .open();
    }

    @AfterEach
    void close() {
        try {
            storage.close();
        } finally {
            PostgresTestDatabase.dropSchema(schema);
        }
    }

    @Test
    @DisplayName("a key with room: its 59 ended minutes as one bucket beside this minute's; a full key: 59 buckets")
    void endedMinutesOfAKeyWithRoomComeAsOneBucket() {
        // given: two keys counted once in each of the 59 ended minutes of the hour
        for (int back = 1; back < 60; back++) {
            storage.rateCounters().count("roomy", MINUTE.minus(Duration.ofMinutes(back)));
            storage.rateCounters().count("full", MINUTE.minus(Duration.ofMinutes(back)));
        }

        // when
        List<Spent> answers = storage.rateCounters()
                .spendAll(List.of(
                        new SpendRequest(List.of("roomy"), List.of(100L), MINUTE),
                        new SpendRequest(List.of("full"), List.of(59L), MINUTE)));

        // then
        assertThat(answers.get(0).counted()).isEqualTo(1);
        assertThat(answers.get(0).bucketsOf("roomy"))
                .containsExactlyInAnyOrder(
                        new RateBucket(MINUTE.minus(Duration.ofMinutes(59)), 59), new RateBucket(MINUTE, 1));
        assertThat(answers.get(1).counted()).isZero();
        assertThat(answers.get(1).bucketsOf("full")).hasSize(59).allMatch(bucket -> bucket.count() == 1);
    }
}
