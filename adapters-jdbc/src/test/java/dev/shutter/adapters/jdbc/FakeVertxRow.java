package dev.shutter.adapters.jdbc;

import io.vertx.sqlclient.Row;
import java.lang.reflect.Proxy;
import java.util.List;

/** A row of Vert.x made of names and values, without a database: what the row readers read of it. */
final class FakeVertxRow {

    private FakeVertxRow() {}

    /** A row whose columns are {@code names} and whose values are {@code values}, by index. */
    static Row of(List<String> names, Object... values) {
        return (Row) Proxy.newProxyInstance(
                Row.class.getClassLoader(), new Class<?>[] {Row.class}, (proxy, method, args) -> {
                    switch (method.getName()) {
                        case "size":
                            return names.size();
                        case "getColumnName":
                            return names.get((Integer) args[0]);
                        case "getValue":
                            return values[(Integer) args[0]];
                        default:
                            throw new UnsupportedOperationException(method.getName());
                    }
                });
    }
}
