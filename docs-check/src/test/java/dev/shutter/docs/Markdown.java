package dev.shutter.docs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The parts of a Markdown page the checks read: fenced blocks, headings' anchors as GitHub makes them, links. */
final class Markdown {

    /** A fenced block: its language (empty if none) and its text, without the fences. */
    record Block(String language, String text, int line) {}

    private static final Pattern FENCE = Pattern.compile("(?m)^```([A-Za-z0-9_-]*)\\n(.*?)^```$", Pattern.DOTALL);
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.+)$");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`\\n]*`");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

    private final String text;

    Markdown(String text) {
        this.text = text;
    }

    List<Block> blocks() {
        List<Block> blocks = new ArrayList<>();
        Matcher m = FENCE.matcher(text);
        while (m.find()) {
            int line = (int) text.substring(0, m.start())
                            .chars()
                            .filter(c -> c == '\n')
                            .count()
                    + 1;
            blocks.add(new Block(m.group(1), m.group(2), line));
        }
        return blocks;
    }

    List<Block> blocks(String language) {
        return blocks().stream().filter(b -> b.language().equals(language)).toList();
    }

    /** The prose: the text without fenced blocks and inline code, where links and headings live. */
    String prose() {
        return INLINE_CODE.matcher(FENCE.matcher(text).replaceAll("")).replaceAll("``");
    }

    /** Every heading's anchor as GitHub makes it; a repeated one gets -1, -2... */
    Set<String> anchors() {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher m = HEADING.matcher(FENCE.matcher(text).replaceAll(""));
        while (m.find()) {
            String slug = slug(m.group(1));
            int n = seen.merge(slug, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? slug : slug + "-" + n);
        }
        return anchors;
    }

    /** Link targets written {@code [text](target)} in the prose. */
    List<String> links() {
        List<String> links = new ArrayList<>();
        Matcher m = LINK.matcher(prose());
        while (m.find()) {
            links.add(m.group(1));
        }
        return links;
    }

    /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens. */
    static String slug(String heading) {
        return heading.strip()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{N}_\\- ]", "")
                .replace(' ', '-');
    }
}
