package dev.shutter.adapters.jdbc;

import java.math.BigDecimal;
import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;

/** A JDBC result read as {@link Rows}: each call is the result's own. */
record JdbcRows(ResultSet result) implements Rows {

    @Override
    public boolean next() throws SQLException {
        return result.next();
    }

    @Override
    public String getString(String column) throws SQLException {
        return result.getString(column);
    }

    @Override
    public long getLong(String column) throws SQLException {
        return result.getLong(column);
    }

    @Override
    public int getInt(String column) throws SQLException {
        return result.getInt(column);
    }

    @Override
    public boolean getBoolean(String column) throws SQLException {
        return result.getBoolean(column);
    }

    @Override
    public BigDecimal getBigDecimal(String column) throws SQLException {
        return result.getBigDecimal(column);
    }

    @Override
    public Object[] getArray(String column) throws SQLException {
        Array array = result.getArray(column);
        if (array == null) {
            return null;
        }
        try {
            return (Object[]) array.getArray();
        } finally {
            array.free();
        }
    }

    @Override
    public boolean wasNull() throws SQLException {
        return result.wasNull();
    }
}
