package dev.shutter.adapters.jdbc;

import java.sql.SQLException;

/** Reads one row of a result into a value. */
@FunctionalInterface
interface RowMapper<T> {
    T map(Rows row) throws SQLException;
}
