package dev.shutter.ports.out;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A storage with its counts elsewhere forwards every method of {@link Storage}: one left to its default
 * would lose the storage's own one-statement read (or, for the rate counts, count in the wrong place), and
 * nothing else would fail.
 */
class RateCountedStorageTest {

    @Test
    @DisplayName("every method of Storage is forwarded, the defaults included")
    void forwardsEveryMethod() {
        List<String> missing = Arrays.stream(Storage.class.getMethods())
                .filter(method -> !Modifier.isStatic(method.getModifiers()))
                .filter(method -> !method.getName().equals("withRateCounters"))
                .filter(method -> !declared(method))
                .map(Method::getName)
                .toList();

        assertThat(missing)
                .as("Storage methods RateCountedStorage does not forward")
                .isEmpty();
    }

    private static boolean declared(Method method) {
        try {
            RateCountedStorage.class.getDeclaredMethod(method.getName(), method.getParameterTypes());
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
