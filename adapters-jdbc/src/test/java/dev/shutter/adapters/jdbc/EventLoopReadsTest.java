package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.ports.out.StorageUnavailableException;
import io.vertx.core.VertxException;
import io.vertx.pgclient.PgException;
import io.vertx.sqlclient.ClosedConnectionException;
import io.vertx.sqlclient.Tuple;
import io.vertx.sqlclient.data.Numeric;
import java.math.BigDecimal;
import java.net.ConnectException;
import java.sql.Types;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the event-loop reads do before and after PostgreSQL: texts, parameters, options and failures. */
class EventLoopReadsTest {

    @Test
    @DisplayName("a JDBC text's ? are numbered $1..$n, but not inside a quoted literal or identifier")
    void numbersPlaceholders() {
        assertThat(VertxForms.numbered("SELECT a FROM t WHERE b = ? AND c IN (?, ?)"))
                .isEqualTo("SELECT a FROM t WHERE b = $1 AND c IN ($2, $3)");
        assertThat(VertxForms.numbered("SELECT '?', 'it''s ?', \"odd?name\" FROM t WHERE x = ? AND y = '?'"))
                .isEqualTo("SELECT '?', 'it''s ?', \"odd?name\" FROM t WHERE x = $1 AND y = '?'");
        assertThat(VertxForms.numbered("SELECT 1")).isEqualTo("SELECT 1");
    }

    @Test
    @DisplayName("the statements of the stores number as many placeholders as they bind")
    void numbersTheStoresStatements() {
        String text = VertxForms.numbered(new Schema("s").qualify(OneStatementReads.MEDIA_COMMENTS_OF_BEARER));
        assertThat(text).contains("$1", "$2", "$3").doesNotContain("?", "$4", "{schema}");
    }

    @Test
    @DisplayName("parameters bind as Vert.x takes them: arrays as Java arrays, a typed NULL as null")
    void binds() {
        Tuple tuple = VertxForms.tuple(new Object[] {
            "hash",
            new Sql.TextArray(new String[] {"a", "b"}),
            new Sql.NumericArray(new BigDecimal[] {BigDecimal.ONE, BigDecimal.TEN}),
            new Sql.Null(Types.BIGINT),
            42L,
            BigDecimal.valueOf(1001)
        });

        assertThat(tuple.size()).isEqualTo(6);
        assertThat(tuple.getValue(0)).isEqualTo("hash");
        assertThat((String[]) tuple.getValue(1)).containsExactly("a", "b");
        assertThat((Numeric[]) tuple.getValue(2)).containsExactly(Numeric.create(1), Numeric.create(10));
        assertThat(tuple.getValue(3)).isNull();
        assertThat(tuple.getValue(4)).isEqualTo(42L);
        assertThat(tuple.getValue(5)).isEqualTo(BigDecimal.valueOf(1001));
        assertThatThrownBy(() -> VertxForms.tuple(new Object[] {null})).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("failures are the JDBC path's: a lost connection is unavailable, others name the operation and"
            + " SQLState, never the server's message")
    void failures() {
        PgException refused = new PgException("secret value in message", "FATAL", "57P01", "detail");
        PgException broken = new PgException("syntax error near SELECT secret", "ERROR", "42601", "detail");

        assertThat(VertxForms.failure("reads.x", refused))
                .isInstanceOf(StorageUnavailableException.class)
                .hasMessageContaining("reads.x")
                .hasMessageNotContaining("secret");
        assertThat(VertxForms.failure("reads.x", broken))
                .isInstanceOfSatisfying(
                        StorageException.class, e -> assertThat(e.sqlState()).isEqualTo("42601"))
                .hasMessageNotContaining("secret")
                .hasMessageNotContaining("SELECT");
        assertThat(VertxForms.failure("reads.x", ClosedConnectionException.INSTANCE))
                .isInstanceOf(StorageUnavailableException.class);
        // what Vert.x fails the statements with that a closing connection had not sent yet
        assertThat(VertxForms.failure(
                        "reads.x",
                        VertxException.noStackTrace(
                                "Pending requests failed to be sent due to connection has been closed.")))
                .isInstanceOf(StorageUnavailableException.class);
        assertThat(VertxForms.failure("reads.x", new java.util.concurrent.TimeoutException("no answer")))
                .isInstanceOf(StorageUnavailableException.class);
        assertThat(VertxForms.failure("reads.x", new ConnectException("refused: host secret")))
                .isInstanceOf(StorageUnavailableException.class)
                .hasMessageNotContaining("secret");
        assertThat(VertxForms.failure("reads.x", new IllegalStateException("value secret")))
                .isInstanceOf(StorageException.class)
                .hasMessageNotContaining("secret");
    }

    @Test
    @DisplayName("an array reads as text as PostgreSQL writes it")
    void arrayText() {
        assertThat(VertxRows.arrayText(new Object[] {"a", "b c", "", "null", "q\"\\", null, "{x}", "x,y"}))
                .isEqualTo("{a,\"b c\",\"\",\"null\",\"q\\\"\\\\\",NULL,\"{x}\",\"x,y\"}");
        assertThat(VertxRows.arrayText(new Object[] {Numeric.create(12), new BigDecimal("3")}))
                .isEqualTo("{12,3}");
        assertThat(VertxRows.arrayText(new Object[0])).isEqualTo("{}");
    }
}
