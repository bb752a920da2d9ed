package dev.shutter.docs;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The transitions a Mermaid state diagram draws, as {@code "from --> to : label"}, its start arrow left out. */
final class StateDiagram {

    private static final Pattern TRANSITION = Pattern.compile("(?m)^\\s*(\\w+) --> (\\w+) : (.+?)\\s*$");

    private StateDiagram() {}

    static Set<String> transitions(String diagram) {
        Set<String> transitions = new TreeSet<>();
        Matcher m = TRANSITION.matcher(diagram);
        while (m.find()) {
            transitions.add(arrow(m.group(1), m.group(2), m.group(3)));
        }
        return transitions;
    }

    static String arrow(String from, String to, String label) {
        return from + " --> " + to + " : " + label;
    }

    /** The Mermaid block of {@code page} that holds the comment {@code %% marker}. */
    static String block(String page, String marker) {
        return new Markdown(page)
                .blocks("mermaid").stream()
                        .filter(b -> b.text().contains("%% " + marker + "\n"))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no mermaid block marked %% " + marker))
                        .text();
    }
}
