package dev.shutter.adapters.http.web;

import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Which route answers a path: exact paths first, then path prefixes (the prefix itself and everything under
 * {@code prefix/}); the path is the raw one, from the root of the surface (where the host mounted it). Every
 * binding routes with it, so that no route lives in a binding; a path no route takes gets the catalogue's 404
 * ({@code Surface.notFound()}).
 * Immutable; {@code T} is what a route is to the one who routes ({@link Route} for the surface, a binding's own
 * handler for a route of the surface).
 */
public final class Routes<T> {

    /** What a request no route took is tagged with. */
    public static final String UNROUTED = "UNROUTED";

    private final Map<String, Found<T>> exact;
    private final Map<String, Found<T>> prefixes;
    /** Each prefix with its slash ({@code /v1/}), in order: made once, not on every request. */
    private final String[] under;

    private final List<Found<T>> underRoutes;

    private Routes(Map<String, Found<T>> exact, Map<String, Found<T>> prefixes) {
        this.exact = Map.copyOf(exact);
        this.prefixes = new LinkedHashMap<>(prefixes);
        this.under = prefixes.keySet().stream().map(prefix -> prefix + "/").toArray(String[]::new);
        this.underRoutes = List.copyOf(prefixes.values());
    }

    /** A route and its template ({@code /admin/**}): what request metrics are tagged with, never the raw path. */
    public record Found<T>(T route, String template) {

        public Found {
            Objects.requireNonNull(route, "route");
            Objects.requireNonNull(template, "template");
        }
    }

    /** An empty table to fill. */
    public static <T> Builder<T> builder() {
        return new Builder<>();
    }

    /** The route of {@code path} (raw, from the surface's root), or none. */
    public Option<Found<T>> find(String path) {
        Found<T> found = exact.get(path);
        if (found != null) {
            return Option.some(found);
        }
        for (int i = 0; i < under.length; i++) {
            String slashed = under[i];
            // under the prefix, or the prefix itself
            if (path.startsWith(slashed) || (path.length() == slashed.length() - 1 && slashed.startsWith(path))) {
                return Option.some(underRoutes.get(i));
            }
        }
        return Option.none();
    }

    /** The same table with each route turned into {@code convert}'s. */
    public <U> Routes<U> map(Function<? super T, ? extends U> convert) {
        Builder<U> converted = new Builder<>();
        exact.forEach((path, found) ->
                converted.exact.put(path, new Found<>(convert.apply(found.route()), found.template())));
        prefixes.forEach((path, found) ->
                converted.prefixes.put(path, new Found<>(convert.apply(found.route()), found.template())));
        return converted.build();
    }

    /**
     * The rest of {@code path} under {@code mount} (a path prefix without a trailing slash, or empty for the
     * root): {@code /v1/users/self} of {@code /social/v1/users/self} under {@code /social}; none when {@code path}
     * is not under it.
     */
    public static Option<String> under(String mount, String path) {
        if (mount.isEmpty()) {
            return Option.some(path);
        }
        return path.startsWith(mount + "/") ? Option.some(path.substring(mount.length())) : Option.none();
    }

    /** Fills a {@link Routes}; a path given twice keeps the last route. */
    public static final class Builder<T> {

        private final Map<String, Found<T>> exact = new LinkedHashMap<>();
        private final Map<String, Found<T>> prefixes = new LinkedHashMap<>();

        private Builder() {}

        /** {@code path} exactly. */
        public Builder<T> exact(String path, T route) {
            exact.put(checked(path), new Found<>(route, path));
            return this;
        }

        /** {@code path} with and without a trailing slash (both tagged {@code path}). */
        public Builder<T> exactWithSlash(String path, T route) {
            exact(path, route);
            exact.put(path + "/", new Found<>(route, path));
            return this;
        }

        /** {@code prefix} itself and everything under {@code prefix/}. */
        public Builder<T> prefix(String prefix, T route) {
            prefixes.put(checked(prefix), new Found<>(route, prefix + "/**"));
            return this;
        }

        /** Every route of {@code routes}, after those already here. */
        public Builder<T> all(Routes<? extends T> routes) {
            routes.exact.forEach((path, found) -> exact.put(path, new Found<>(found.route(), found.template())));
            routes.prefixes.forEach((path, found) -> prefixes.put(path, new Found<>(found.route(), found.template())));
            return this;
        }

        public Routes<T> build() {
            return new Routes<>(exact, prefixes);
        }

        private static String checked(String path) {
            if (!path.startsWith("/")) {
                throw new IllegalArgumentException("a route's path must start with /: " + path);
            }
            return path;
        }
    }
}
