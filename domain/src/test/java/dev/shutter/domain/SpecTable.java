package dev.shutter.domain;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * A Markdown table of docs/spec/DECISIONS.md, read as the page shows it: the rows (header and separator left out) of
 * the first table under a heading whose header row starts as given. Read by the catalogue tests, so that the
 * catalogue in code and the catalogue of the spec cannot drift apart.
 */
public final class SpecTable {

    private static final Path DECISIONS = Path.of("..", "docs", "spec", "DECISIONS.md");

    private SpecTable() {}

    /** The cells of each row of the table under {@code heading} whose header starts with {@code header}. */
    public static List<List<String>> rows(String heading, String header) {
        List<String> lines = lines();
        int at = lines.indexOf(heading);
        if (at < 0) {
            throw new AssertionError("no heading '" + heading + "' in " + DECISIONS);
        }
        while (at < lines.size() && !lines.get(at).startsWith(header)) {
            at++;
        }
        if (at == lines.size()) {
            throw new AssertionError("no table '" + header + "...' under '" + heading + "'");
        }
        List<List<String>> rows = new ArrayList<>();
        for (int i = at + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            String line = lines.get(i).strip();
            rows.add(Arrays.stream(line.substring(1, line.length() - 1).split("\\|"))
                    .map(String::strip)
                    .toList());
        }
        return rows;
    }

    /**
     * How the rows of {@code table} answer the spec's rows: for each spec row, the table's rows that are the {@code
     * same}; a spec row that is not exactly one of them is named in {@link Agreement#notOneRow()}.
     */
    public static <R extends Enum<R>> Agreement<R> agreement(
            List<List<String>> spec, Class<R> table, BiPredicate<R, List<String>> same) {
        List<String> notOneRow = new ArrayList<>();
        EnumSet<R> inTheSpec = EnumSet.noneOf(table);
        for (List<String> cells : spec) {
            List<R> rows = EnumSet.allOf(table).stream()
                    .filter(row -> same.test(row, cells))
                    .toList();
            if (rows.size() != 1) {
                notOneRow.add(cells + " is " + rows);
            }
            inTheSpec.addAll(rows);
        }
        return new Agreement<>(notOneRow, inTheSpec);
    }

    /** The spec rows that are not exactly one row of the table, and the table's rows that some spec row is. */
    public record Agreement<R extends Enum<R>>(List<String> notOneRow, EnumSet<R> inTheSpec) {

        /** The table's rows that no spec row is. */
        public EnumSet<R> beyondTheSpec() {
            return EnumSet.complementOf(inTheSpec);
        }
    }

    /** The leading whole number of a cell: {@code 401} of "401 (+ `WWW-Authenticate` when Basic was used)". */
    public static int leadingNumber(String cell) {
        return Integer.parseInt(cell.split("\\D", 2)[0]);
    }

    private static List<String> lines() {
        try {
            return Files.readAllLines(DECISIONS);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
