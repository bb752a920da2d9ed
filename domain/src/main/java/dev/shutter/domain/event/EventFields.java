package dev.shutter.domain.event;

import dev.shutter.domain.user.UserId;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** Builds and reads the text fields of an event; a missing field is a broken record, not a user error. */
final class EventFields {

    private final Map<String, String> values;

    private EventFields(Map<String, String> values) {
        this.values = values;
    }

    static EventFields of(Map<String, String> values) {
        return new EventFields(values);
    }

    /** An ordered, unmodifiable map of alternating names and values. */
    static Map<String, String> ordered(String... namesAndValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return Collections.unmodifiableMap(map);
    }

    String text(String name) {
        String value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("an event lacks its field " + name);
        }
        return value;
    }

    UserId user(String name) {
        return new UserId(text(name));
    }
}
