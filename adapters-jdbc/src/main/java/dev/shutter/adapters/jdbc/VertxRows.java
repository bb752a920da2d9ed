package dev.shutter.adapters.jdbc;

import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.data.Numeric;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

/**
 * The rows of a Vert.x result read as {@link Rows}, with JDBC's answers: a value's text as PostgreSQL writes it
 * (an array as {@code {a,"b c"}}), a number or a truth from the text or the other kinds JDBC converts, and
 * the elements of an array with NUMERIC ones as {@link BigDecimal}. Columns are found through the indexes kept
 * for the statement ({@link ColumnIndexes}).
 */
final class VertxRows implements Rows {

    private final Iterator<Row> rows;
    private final ColumnIndexes columns;
    private Row row;
    private boolean checked;
    private boolean wasNull;

    /*
     * The columns asked of this result's rows at each turn, and their indexes. A mapper asks every row for the
     * same columns in the same order, so from the second row on a column is found by comparing its name with
     * the one asked at the same turn of the row before, by reference, without a lookup (a page of 50 reads some
     * 400 values). A column asked out of turn is looked up and takes that turn; every row of a result has the
     * same columns, so an index found is right for all of them.
     */
    private String[] asked = new String[8];
    private int[] at = new int[8];
    private int turns;
    private int turn;

    /** A view of {@code rows}, before its first row; {@code columns} are those of the statement they answer. */
    VertxRows(Iterable<Row> rows, ColumnIndexes columns) {
        this.rows = rows.iterator();
        this.columns = columns;
    }

    @Override
    public boolean next() {
        row = rows.hasNext() ? rows.next() : null;
        turn = 0;
        if (row != null && !checked) {
            columns.check(row);
            checked = true;
        }
        return row != null;
    }

    @Override
    public String getString(String column) throws SQLException {
        return text(value(column));
    }

    @Override
    public long getLong(String column) throws SQLException {
        return number(value(column)).longValue();
    }

    @Override
    public int getInt(String column) throws SQLException {
        return number(value(column)).intValue();
    }

    @Override
    public boolean getBoolean(String column) throws SQLException {
        return truth(value(column));
    }

    @Override
    public BigDecimal getBigDecimal(String column) throws SQLException {
        return decimal(value(column));
    }

    @Override
    public Object[] getArray(String column) throws SQLException {
        Object array = value(column);
        return array == null ? null : elements(array);
    }

    @Override
    public boolean wasNull() {
        return wasNull;
    }

    private Object value(String column) throws SQLException {
        if (row == null) {
            throw new SQLException("no current row", "24000");
        }
        int index = indexOf(column);
        if (index < 0) {
            throw new SQLException("the result has no column " + column, "42703");
        }
        Object value = row.getValue(index);
        wasNull = value == null;
        return value;
    }

    /** The index of {@code column} in this result: the one asked at this turn of the row before, or looked up. */
    private int indexOf(String column) {
        if (turn < turns && asked[turn] == column) {
            return at[turn++];
        }
        int index = columns.of(column, row);
        if (turn == asked.length) {
            asked = Arrays.copyOf(asked, 2 * turn);
            at = Arrays.copyOf(at, 2 * turn);
        }
        asked[turn] = column;
        at[turn] = index;
        turns = Math.max(turns, ++turn);
        return index;
    }

    /** The text of a value, as PostgreSQL writes it (an array as {@code {a,"b c"}}). */
    private static String text(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof String text) {
            return text;
        }
        if (value instanceof Boolean truth) {
            return truth ? "t" : "f";
        }
        if (value instanceof Numeric || value instanceof BigDecimal) {
            return decimal(value).toPlainString();
        }
        if (value instanceof Object[] array) {
            return arrayText(array);
        }
        return value.toString();
    }

    /**
     * An array in PostgreSQL's text form: an element quoted when it is empty, {@code NULL} in any case, or holds
     * a brace, a quote, a backslash, a comma or white space; a quote or backslash in it escaped.
     */
    static String arrayText(Object[] array) {
        StringBuilder text = new StringBuilder("{");
        for (int i = 0; i < array.length; i++) {
            if (i > 0) {
                text.append(',');
            }
            String element = array[i] == null || array[i] instanceof Object[] ? null : text(array[i]);
            if (array[i] instanceof Object[] nested) {
                text.append(arrayText(nested));
            } else if (element == null) {
                text.append("NULL");
            } else if (quoted(element)) {
                text.append('"')
                        .append(element.replace("\\", "\\\\").replace("\"", "\\\""))
                        .append('"');
            } else {
                text.append(element);
            }
        }
        return text.append('}').toString();
    }

    private static boolean quoted(String element) {
        if (element.isEmpty() || element.equalsIgnoreCase("NULL")) {
            return true;
        }
        for (int i = 0; i < element.length(); i++) {
            char c = element.charAt(i);
            if ("{}\",\\ \t\n\r\u000B\f".indexOf(c) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static Number number(Object value) throws SQLException {
        if (value == null) {
            return 0;
        }
        if (value instanceof Number number) {
            return number;
        }
        if (value instanceof Boolean truth) {
            return truth ? 1 : 0;
        }
        if (value instanceof String text) {
            try {
                return new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                throw new SQLException("not a number", "22003");
            }
        }
        throw new SQLException("not a number: a " + value.getClass().getSimpleName(), "22003");
    }

    private static boolean truth(Object value) throws SQLException {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean truth) {
            return truth;
        }
        if (value instanceof Number number) {
            return number.intValue() != 0;
        }
        if (value instanceof String text) {
            String word = text.trim().toLowerCase(Locale.ROOT);
            return word.equals("t") || word.equals("true") || word.equals("1") || word.equals("yes");
        }
        throw new SQLException("not a boolean: a " + value.getClass().getSimpleName(), "22000");
    }

    private static BigDecimal decimal(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof BigDecimal decimal) {
            return decimal;
        }
        if (value instanceof Numeric numeric) {
            return numeric.bigDecimalValue();
        }
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return BigDecimal.valueOf(((Number) value).longValue());
        }
        if (value instanceof Number number) {
            return BigDecimal.valueOf(number.doubleValue());
        }
        return new BigDecimal(value.toString().trim());
    }

    /** The elements of an array value, NUMERIC ones as {@link BigDecimal}, as JDBC gives them. */
    private static Object[] elements(Object value) throws SQLException {
        if (!(value instanceof Object[] array)) {
            throw new SQLException("not an array: a " + value.getClass().getSimpleName(), "22000");
        }
        if (array instanceof Numeric[] numbers) {
            BigDecimal[] decimals = new BigDecimal[numbers.length];
            for (int i = 0; i < numbers.length; i++) {
                decimals[i] = decimal(numbers[i]);
            }
            return decimals;
        }
        return array.clone();
    }
}
