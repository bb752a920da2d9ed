package dev.shutter.domain;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The message of a catalogue row, with named slots written {@code {name}} for what varies from one failure to the
 * next ({@code "... requires scope={scope}, ..."}). A row with no slot is its message as it is.
 *
 * <p>A value is put in as it is and never read again for slots, so a value holding braces stays as it came.
 */
public final class MessageTemplate {

    private final String text;
    private final List<String> literals;
    private final List<String> slots;

    private MessageTemplate(String text, List<String> literals, List<String> slots) {
        this.text = text;
        this.literals = literals;
        this.slots = slots;
    }

    /** The template {@code text}: an opening brace starts a slot, the next closing brace ends it; each slot named. */
    public static MessageTemplate of(String text) {
        List<String> literals = new ArrayList<>();
        List<String> slots = new ArrayList<>();
        int from = 0;
        for (int open = text.indexOf('{'); open >= 0; open = text.indexOf('{', from)) {
            int close = text.indexOf('}', open);
            if (close < 0) {
                throw new IllegalArgumentException("a slot is not closed in: " + text);
            }
            String slot = text.substring(open + 1, close);
            if (slot.isEmpty() || slot.indexOf('{') >= 0) {
                throw new IllegalArgumentException("a slot without a name in: " + text);
            }
            literals.add(text.substring(from, open));
            slots.add(slot);
            from = close + 1;
        }
        literals.add(text.substring(from));
        return new MessageTemplate(text, List.copyOf(literals), List.copyOf(slots));
    }

    /** The names of the slots, in the order they first appear. */
    public Set<String> slots() {
        return new LinkedHashSet<>(slots);
    }

    /** The message with each slot filled from {@code values}; a value not named by a slot is left out. */
    public String fill(Map<String, String> values) {
        if (slots.isEmpty()) {
            return text;
        }
        StringBuilder message = new StringBuilder(text.length() + 32);
        for (int i = 0; i < slots.size(); i++) {
            String value = values.get(slots.get(i));
            if (value == null) {
                throw new IllegalArgumentException("no value for the slot {" + slots.get(i) + "} of: " + text);
            }
            message.append(literals.get(i)).append(value);
        }
        return message.append(literals.get(slots.size())).toString();
    }

    /** The template as written, slots and all. */
    @Override
    public String toString() {
        return text;
    }
}
