package dev.shutter.domain;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
