package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.data.Numeric;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Vert.x's rows read with JDBC's answers, as the mappers expect them on either path. */
class VertxRowsTest {

    private static final List<String> NAMES = List.of("text", "flag", "count", "amount", "ids", "nothing");

    @Test
    @DisplayName("values convert as JDBC converts them, and SQL NULL reads as null, 0 or false with wasNull")
    void convertsAsJdbc() throws SQLException {
        Rows rows = new VertxRows(
                List.of(rowOf(
                        "42",
                        true,
                        7L,
                        Numeric.create(new BigDecimal("12.50")),
                        new Numeric[] {Numeric.create(3), Numeric.create(4)},
                        null)),
                new ColumnIndexes());

        assertThat(rows.next()).isTrue();
        assertThat(rows.getString("text")).isEqualTo("42");
        assertThat(rows.getLong("text")).isEqualTo(42L);
        assertThat(rows.getString("flag")).isEqualTo("t");
        assertThat(rows.getInt("flag")).isEqualTo(1);
        assertThat(rows.getBoolean("count")).isTrue();
        assertThat(rows.getBigDecimal("count")).isEqualTo(BigDecimal.valueOf(7));
        assertThat(rows.getString("amount")).isEqualTo("12.50");
        assertThat(rows.getArray("ids")).containsExactly(BigDecimal.valueOf(3), BigDecimal.valueOf(4));
        assertThat(rows.getString("ids")).isEqualTo("{3,4}");
        assertThat(rows.wasNull()).isFalse();

        assertThat(rows.getLong("nothing")).isZero();
        assertThat(rows.wasNull()).isTrue();
        assertThat(rows.getString("nothing")).isNull();
        assertThat(rows.getBoolean("nothing")).isFalse();
        assertThat(rows.getArray("nothing")).isNull();
        assertThat(rows.next()).isFalse();
    }

    @Test
    @DisplayName("a column the result lacks, a value read before the first row and text that is no number are"
            + " SQLExceptions with their SQLState")
    void failsAsJdbc() throws SQLException {
        Rows rows = new VertxRows(List.of(rowOf("x", false, 1L, null, null, null)), new ColumnIndexes());

        assertThatThrownBy(() -> rows.getString("text"))
                .isInstanceOf(SQLException.class)
                .hasFieldOrPropertyWithValue("SQLState", "24000");
        rows.next();
        assertThatThrownBy(() -> rows.getString("missing"))
                .isInstanceOf(SQLException.class)
                .hasFieldOrPropertyWithValue("SQLState", "42703");
        assertThatThrownBy(() -> rows.getLong("text"))
                .isInstanceOf(SQLException.class)
                .hasFieldOrPropertyWithValue("SQLState", "22003");
        assertThatThrownBy(() -> rows.getArray("text"))
                .isInstanceOf(SQLException.class)
                .hasFieldOrPropertyWithValue("SQLState", "22000");
    }

    @Test
    @DisplayName("rows asked for their columns in changing orders, some skipped, some missing, read the right values")
    void columnsAskedInAnyOrder() throws SQLException {
        // given three rows, each value telling its row and column
        List<Row> three = List.of(
                rowOf("t1", true, 1L, null, null, null),
                rowOf("t2", false, 2L, null, null, null),
                rowOf("t3", true, 3L, null, null, null));
        Rows rows = new VertxRows(three, new ColumnIndexes());

        // when the first two are read in one order, then they read their own values
        for (int i = 1; i <= 2; i++) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString("text")).isEqualTo("t" + i);
            assertThat(rows.getBoolean("flag")).isEqualTo(i == 1);
            assertThat(rows.getLong("count")).isEqualTo(i);
            // more turns than a row has columns
            for (int again = 0; again < 10; again++) {
                assertThat(rows.getString(again % 2 == 0 ? "text" : "count"))
                        .isEqualTo(again % 2 == 0 ? "t" + i : "" + i);
            }
        }
        // and the third, read in another order, with a column skipped and one it lacks, reads its own too
        assertThat(rows.next()).isTrue();
        assertThat(rows.getLong("count")).isEqualTo(3L);
        assertThatThrownBy(() -> rows.getString("missing"))
                .isInstanceOf(SQLException.class)
                .hasFieldOrPropertyWithValue("SQLState", "42703");
        assertThat(rows.getString("text")).isEqualTo("t3");
        assertThat(rows.getLong("count")).isEqualTo(3L);
        assertThat(rows.getString("flag")).isEqualTo("t");
        // names equal but not the same object find their column too
        assertThat(rows.getString(new String("text".toCharArray()))).isEqualTo("t3");
        assertThat(rows.next()).isFalse();
    }

    private static Row rowOf(Object... values) {
        return FakeVertxRow.of(NAMES, values);
    }
}
