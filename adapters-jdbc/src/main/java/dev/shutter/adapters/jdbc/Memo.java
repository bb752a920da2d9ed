package dev.shutter.adapters.jdbc;

import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a row's columns map to, kept by the columns themselves: the same columns always map to the same
 * value, so a hit is exact, never stale. For values that every request reads and that rarely change (a
 * token's scopes, its app): mapping them again cost a tenth of the server's CPU on an authenticated read.
 * At most {@code capacity} entries; a full memo starts again empty.
 */
final class Memo<K, V> {

    private final Map<K, V> values = new ConcurrentHashMap<>();

    private final int capacity;

    Memo(int capacity) {
        this.capacity = capacity;
    }

    /** How a key maps: reading a column's parts may fail as reading the row does. */
    interface Mapping<K, V> {
        V map(K key) throws SQLException;
    }

    /** The value of {@code key}, mapped once by {@code mapping}, whose value must depend on the key alone. */
    V of(K key, Mapping<K, V> mapping) throws SQLException {
        V known = values.get(key);
        if (known != null) {
            return known;
        }
        V mapped = mapping.map(key);
        if (values.size() >= capacity) {
            values.clear();
        }
        values.put(key, mapped);
        return mapped;
    }

    int size() {
        return values.size();
    }
}
