package dev.shutter.adapters.jdbc;

import java.util.regex.Pattern;

/**
 * The schema that holds Shutter's tables, and the one way a statement names them.
 *
 * <p><b>Every statement of the stores writes each of Shutter's tables as {@code {schema}.table}</b>, for
 * example {@code "SELECT id FROM {schema}.shutter_users WHERE id = ?"}; {@link Sql} puts the schema's name in place
 * of {@value #PLACEHOLDER} before it prepares the statement. A table written without the placeholder
 * would be looked up in the connection's current schema, which belongs to the host: the contract kit
 * runs with a current schema that holds no Shutter table, so such a statement fails its tests.
 *
 * <p>Qualified names, not {@code SET search_path}: the host's connections are borrowed and given back
 * untouched, and no statement costs a round trip more. The name is checked here (lower-case letters,
 * digits and underscores), so it goes into SQL text unquoted and means the same on PostgreSQL and on H2
 * with {@code DATABASE_TO_LOWER}.
 */
record Schema(String name) {

    /** What statements write where the schema's name goes. */
    static final String PLACEHOLDER = "{schema}";

    /** The schema when the host names none. */
    static final String DEFAULT = "shutter";

    private static final Pattern NAME = Pattern.compile("[a-z_][a-z0-9_]{0,62}");

    Schema {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a schema name is 1 to 63 lower-case letters, digits and underscores,"
                    + " not starting with a digit");
        }
    }

    /** {@code statement} with the schema's name in place of every {@value #PLACEHOLDER}. */
    String qualify(String statement) {
        return statement.replace(PLACEHOLDER, name);
    }
}
