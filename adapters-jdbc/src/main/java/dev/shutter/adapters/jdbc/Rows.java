package dev.shutter.adapters.jdbc;

import java.math.BigDecimal;
import java.sql.SQLException;

/**
 * The rows of one result as the stores' mappers read them: a cursor and, by column name, the few types Shutter
 * stores. A JDBC result ({@link JdbcRows}) and a Vert.x one ({@link VertxRows}) are both read through it, so
 * one mapper serves both paths. Names and answers are JDBC's: SQL NULL reads as null, 0 or false, and
 * {@link #wasNull} tells which; a column the result does not have is an {@link SQLException}.
 */
interface Rows {

    /** Moves to the next row, the first at the first call; false after the last. */
    boolean next() throws SQLException;

    String getString(String column) throws SQLException;

    long getLong(String column) throws SQLException;

    int getInt(String column) throws SQLException;

    boolean getBoolean(String column) throws SQLException;

    BigDecimal getBigDecimal(String column) throws SQLException;

    /** The elements of an array column, NUMERIC ones as {@link BigDecimal}; null for SQL NULL. */
    Object[] getArray(String column) throws SQLException;

    /** Whether the value read last was SQL NULL. */
    boolean wasNull() throws SQLException;
}
