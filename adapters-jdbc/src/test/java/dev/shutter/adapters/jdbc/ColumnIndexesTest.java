package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.sqlclient.Row;
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
    @DisplayName("when a statement's columns change, a kept index that no longer names the column is made again")
    void followsChangedColumns() {
        ColumnIndexes columns = new ColumnIndexes();
        assertThat(columns.of("b", rowOf("a", "b", "c"))).isEqualTo(1);

        Row changed = rowOf("c", "a");

        assertThat(columns.of("a", changed)).isEqualTo(1);
        assertThat(columns.of("c", changed)).isEqualTo(0);
        assertThat(columns.of("b", changed)).isEqualTo(-1);
    }

    private static Row rowOf(String... names) {
        return FakeVertxRow.of(List.of(names));
    }
}
