package dev.shutter.docs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What is wrong with the relative links of a page: a target that does not exist, or an anchor it lacks. */
final class Links {

    private Links() {}

    static List<String> problems(Path page) {
        List<String> problems = new ArrayList<>();
        Markdown markdown = new Markdown(Repository.read(page));
        for (String link : markdown.links()) {
            if (link.matches("[a-z][a-z0-9+.-]*:.*")) {
                continue; // https:, mailto: and the like: not ours to resolve
            }
            int hash = link.indexOf('#');
            String path = hash < 0 ? link : link.substring(0, hash);
            String anchor = hash < 0 ? "" : link.substring(hash + 1);
            Path target = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
            if (!Files.exists(target)) {
                problems.add(page.getFileName() + ": " + link + " names no file");
            } else if (!anchor.isEmpty()
                    && (!target.toString().endsWith(".md")
                            || !new Markdown(Repository.read(target)).anchors().contains(anchor))) {
                problems.add(page.getFileName() + ": " + link + " names no heading of " + target.getFileName());
            }
        }
        return problems;
    }
}
