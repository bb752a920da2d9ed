package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MemoTest {

    @Test
    @DisplayName("a key is mapped once; another key is mapped on its own")
    void mapsEachKeyOnce() throws SQLException {
        // given
        Memo<String, String> memo = new Memo<>(8);
        List<String> mapped = new ArrayList<>();

        // when
        String first = memo.of("a", key -> {
            mapped.add(key);
            return key.toUpperCase();
        });
        String again = memo.of("a", key -> {
            mapped.add(key);
            return "never";
        });
        String other = memo.of("b", key -> {
            mapped.add(key);
            return key.toUpperCase();
        });

        // then
        assertThat(first).isEqualTo("A");
        assertThat(again).isSameAs(first);
        assertThat(other).isEqualTo("B");
        assertThat(mapped).containsExactly("a", "b");
    }

    @Test
    @DisplayName("a full memo starts again empty, so it never holds more than its capacity")
    void staysBounded() throws SQLException {
        // given
        Memo<Integer, Integer> memo = new Memo<>(3);

        // when
        for (int i = 0; i < 10; i++) {
            memo.of(i, key -> key * 2);
        }

        // then
        assertThat(memo.size()).isBetween(1, 3);
        assertThat(memo.of(9, key -> -1)).isEqualTo(18);
    }

    @Test
    @DisplayName("a mapping that fails keeps nothing, and the next read maps again")
    void failureKeepsNothing() throws SQLException {
        // given
        Memo<String, String> memo = new Memo<>(8);

        // when
        try {
            memo.of("a", key -> {
                throw new SQLException("unreadable");
            });
        } catch (SQLException expected) {
            // the reader's failure, as it was
        }

        // then
        assertThat(memo.size()).isZero();
        assertThat(memo.of("a", key -> "read")).isEqualTo("read");
    }
}
