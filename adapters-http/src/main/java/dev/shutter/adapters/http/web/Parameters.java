package dev.shutter.adapters.http.web;

import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameters of a query string or form body, in the order sent, every value kept: a parameter
 * given twice with different values is a client error that the caller must be able to see.
 */
public final class Parameters {

    /** The most parameters one request may carry. */
    public static final int MAX_COUNT = 256;

    /** No parameters. */
    public static final Parameters EMPTY = new Parameters(new LinkedHashMap<>());

    private final Map<String, List<String>> values;

    private Parameters(Map<String, List<String>> values) {
        this.values = values;
    }

    /** Parses {@code raw} (null means none); the left side says what is wrong, naming {@code where}. */
    public static Either<String, Parameters> parse(String raw, String where) {
        Map<String, List<String>> values = new LinkedHashMap<>();
        if (raw == null || raw.isEmpty()) {
            return Either.right(new Parameters(values));
        }
        int count = 0;
        for (String pair : raw.split("&", -1)) {
            if (pair.isEmpty()) {
                continue;
            }
            if (++count > MAX_COUNT) {
                return Either.left("the " + where + " has more than " + MAX_COUNT + " parameters");
            }
            int eq = pair.indexOf('=');
            Either<String, String> name = FormEncoding.decode(eq < 0 ? pair : pair.substring(0, eq));
            Either<String, String> value = FormEncoding.decode(eq < 0 ? "" : pair.substring(eq + 1));
            if (name.isLeft() || value.isLeft()) {
                return Either.left("the " + where + " has " + (name.isLeft() ? name.getLeft() : value.getLeft()));
            }
            values.computeIfAbsent(name.get(), k -> new ArrayList<>()).add(value.get());
        }
        return Either.right(new Parameters(values));
    }

    /** These parameters followed by {@code later}'s. */
    public Parameters plus(Parameters later) {
        Map<String, List<String>> all = new LinkedHashMap<>();
        values.forEach((k, v) -> all.put(k, new ArrayList<>(v)));
        later.values.forEach(
                (k, v) -> all.computeIfAbsent(k, x -> new ArrayList<>()).addAll(v));
        return new Parameters(all);
    }

    /** The first value of {@code name}, or null when absent. */
    public String get(String name) {
        List<String> found = values.get(name);
        return found == null ? null : found.get(0);
    }

    /** Whether {@code name} was sent. */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** Whether {@code name} was given more than once with different values. */
    public boolean isAmbiguous(String name) {
        List<String> found = values.getOrDefault(name, List.of());
        for (int i = 1; i < found.size(); i++) {
            if (!found.get(i).equals(found.get(0))) {
                return true;
            }
        }
        return false;
    }

    /** The first parameter given more than once with different values, if any. */
    public Option<String> firstAmbiguous() {
        for (String name : values.keySet()) {
            if (isAmbiguous(name)) {
                return Option.some(name);
            }
        }
        return Option.none();
    }

    /** The first value of every parameter. */
    public Map<String, String> firstValues() {
        Map<String, String> flat = new LinkedHashMap<>();
        values.forEach((k, v) -> flat.put(k, v.get(0)));
        return Collections.unmodifiableMap(flat);
    }

    /** Every name and value in the order sent. */
    public List<Map.Entry<String, String>> entries() {
        List<Map.Entry<String, String>> all = new ArrayList<>();
        values.forEach((k, vs) -> vs.forEach(v -> all.add(Map.entry(k, v))));
        return all;
    }
}
