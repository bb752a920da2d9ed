package dev.shutter.adapters.jdbc;

import java.sql.Connection;
import java.sql.SQLException;

/** Statements run on the connection of the current transaction. */
@FunctionalInterface
interface SqlWork<T> {
    T apply(Connection connection) throws SQLException;
}
