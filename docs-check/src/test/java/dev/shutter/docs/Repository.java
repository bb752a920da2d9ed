package dev.shutter.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The repository this module sits in, and the documentation pages in it. */
final class Repository {

    /** The repository's root: the parent of this module's folder. */
    static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    private static final Set<String> NOT_SOURCES = Set.of(".git", "target", "node_modules", ".cifuzz-corpus");

    private Repository() {}

    /** README.md, CONTRIBUTING.md, SECURITY.md, CHANGELOG.md and every Markdown file under docs/. */
    static List<Path> pages() {
        try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
            return Stream.concat(
                            Stream.of("README.md", "CONTRIBUTING.md", "SECURITY.md", "CHANGELOG.md")
                                    .map(ROOT::resolve),
                            docs.filter(path -> path.toString().endsWith(".md")).sorted())
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every file of the repository's own, outside build output, Git's folder and installed packages. */
    static List<Path> files(Path root) {
        try (Stream<Path> all = Files.walk(root)) {
            return all.filter(Files::isRegularFile)
                    .filter(path -> root.relativize(path).getNameCount() > 0)
                    .filter(path -> {
                        for (Path part : root.relativize(path)) {
                            if (NOT_SOURCES.contains(part.toString())) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The path as the repository names it, for messages. */
    static String name(Path file) {
        return ROOT.relativize(file).toString();
    }
}
