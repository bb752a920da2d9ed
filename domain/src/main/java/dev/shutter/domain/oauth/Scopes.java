package dev.shutter.domain.oauth;

import io.vavr.control.Either;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/** A set of scopes that always holds {@link Scope#BASIC}. */
public record Scopes(Set<Scope> values) {

    public Scopes {
        EnumSet<Scope> copy = EnumSet.of(Scope.BASIC);
        copy.addAll(values);
        values = Collections.unmodifiableSet(copy);
    }

    /** Only {@code basic}. */
    public static Scopes basic() {
        return new Scopes(Set.of());
    }

    /** These scopes and {@code basic}. */
    public static Scopes of(Collection<Scope> scopes) {
        return new Scopes(EnumSet.copyOf(scopes.isEmpty() ? Set.of(Scope.BASIC) : scopes));
    }

    /**
     * Parses a {@code scope} parameter: names separated by spaces (a {@code +} counts as one, as it does
     * in a query string). Absent or empty means {@code basic}. The left side is the first unknown name.
     */
    public static Either<String, Scopes> parse(String raw) {
        EnumSet<Scope> found = EnumSet.of(Scope.BASIC);
        if (raw != null) {
            for (String name : raw.split("[ +]+")) {
                if (name.isEmpty()) {
                    continue;
                }
                var scope = Scope.byWireName(name);
                if (scope.isEmpty()) {
                    return Either.left(name);
                }
                found.add(scope.get());
            }
        }
        return Either.right(new Scopes(found));
    }

    /** Whether {@code scope} is in this set. */
    public boolean contains(Scope scope) {
        return values.contains(scope);
    }

    /** Whether every scope of {@code other} is in this set. */
    public boolean containsAll(Scopes other) {
        return values.containsAll(other.values);
    }

    /** The wire form: names separated by single spaces, in declaration order. */
    public String wireForm() {
        return values.stream().map(Scope::wireName).collect(Collectors.joining(" "));
    }
}
