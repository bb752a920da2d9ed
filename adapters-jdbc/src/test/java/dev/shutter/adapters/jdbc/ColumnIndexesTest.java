package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.sqlclient.Row;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The columns of a statement's results, found by name once and kept. */
class ColumnIndexesTest {

    @Test
    @DisplayName("a column is found by its name, the first of a name as JDBC finds it, and a missing one is -1")
    void findsByName() {
        ColumnIndexes columns = new ColumnIndexes();
        Row row = rowOf("id", "username", "id");

        assertThat(columns.of("username", row)).isEqualTo(1);
        assertThat(columns.of("id", row)).isEqualTo(0);
        assertThat(columns.of("missing", row)).isEqualTo(-1);
        assertThat(columns.of("id", rowOf("id", "username", "id"))).isEqualTo(0);
    }

    @Test
    @DisplayName("when a statement's columns change, the first row of a result finds it out and they are found again")
    void followsChangedColumns() {
        ColumnIndexes columns = new ColumnIndexes();
        Row before = rowOf("a", "b", "c");
        columns.check(before);
        assertThat(columns.of("b", before)).isEqualTo(1);
        assertThat(columns.of("c", before)).isEqualTo(2);

        Row changed = rowOf("c", "a");
        columns.check(changed);

        assertThat(columns.of("a", changed)).isEqualTo(1);
        assertThat(columns.of("c", changed)).isEqualTo(0);
        assertThat(columns.of("b", changed)).isEqualTo(-1);
    }

    @Test
    @DisplayName("results of another shape read through the same statement's indexes read the right values")
    void eachResultChecked() throws SQLException {
        ColumnIndexes columns = new ColumnIndexes();
        Rows first = new VertxRows(List.of(FakeVertxRow.of(List.of("a", "b"), "a1", "b1")), columns);
        assertThat(first.next()).isTrue();
        assertThat(first.getString("b")).isEqualTo("b1");
        assertThat(first.getString("a")).isEqualTo("a1");

        Rows second = new VertxRows(
                List.of(
                        FakeVertxRow.of(List.of("b", "x", "a"), "b2", "x2", "a2"),
                        FakeVertxRow.of(List.of("b", "x", "a"), "b3", "x3", "a3")),
                columns);

        assertThat(second.next()).isTrue();
        assertThat(second.getString("a")).isEqualTo("a2");
        assertThat(second.getString("b")).isEqualTo("b2");
        assertThat(second.next()).isTrue();
        assertThat(second.getString("a")).isEqualTo("a3");
        assertThat(second.getString("x")).isEqualTo("x3");
    }

    private static Row rowOf(String... names) {
        return FakeVertxRow.of(List.of(names));
    }
}
