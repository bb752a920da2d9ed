package dev.shutter.adapters.http.web;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * The answer to a request whose header fields are over {@link RequestHead#LIMIT}, given before any route runs, in
 * the error shape of the area its path falls in (docs/spec/DECISIONS.md section 8): an exact path's own answer
 * (a trailing slash ignored), else the answer of the first area whose prefix holds the path, else the default.
 */
public final class LargeHeads {

    private final Map<String, WebAnswer> exact;
    private final Map<String, WebAnswer> areas;
    private final WebAnswer otherwise;

    private LargeHeads(Map<String, WebAnswer> exact, Map<String, WebAnswer> areas, WebAnswer otherwise) {
        this.exact = Map.copyOf(exact);
        this.areas = new LinkedHashMap<>(areas);
        this.otherwise = otherwise;
    }

    /** A refusal that answers {@code otherwise} wherever no area says more. */
    public static Builder otherwise(WebAnswer otherwise) {
        return new Builder(Objects.requireNonNull(otherwise, "otherwise"));
    }

    /** The refusal for {@code path} (raw, from the surface's root). */
    public WebAnswer answer(String path) {
        String route = path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        WebAnswer own = exact.get(route);
        if (own != null) {
            return own;
        }
        for (Map.Entry<String, WebAnswer> area : areas.entrySet()) {
            if (path.equals(area.getKey()) || path.startsWith(area.getKey() + "/")) {
                return area.getValue();
            }
        }
        return otherwise;
    }

    /** Fills a {@link LargeHeads}. */
    public static final class Builder {

        private final Map<String, WebAnswer> exact = new LinkedHashMap<>();
        private final Map<String, WebAnswer> areas = new LinkedHashMap<>();
        private final WebAnswer otherwise;

        private Builder(WebAnswer otherwise) {
            this.otherwise = otherwise;
        }

        /** {@code answer} for {@code path} exactly (with or without a trailing slash), ahead of any area. */
        public Builder exact(String path, WebAnswer answer) {
            exact.put(path, Objects.requireNonNull(answer, "answer"));
            return this;
        }

        /** {@code answer} for {@code prefix} and everything under it. */
        public Builder area(String prefix, WebAnswer answer) {
            areas.put(prefix, Objects.requireNonNull(answer, "answer"));
            return this;
        }

        public LargeHeads build() {
            return new LargeHeads(exact, areas, otherwise);
        }
    }
}
