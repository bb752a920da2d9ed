package dev.shutter.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every Mermaid picture of the pages renders with the Mermaid CLI ({@code mmdc} from npm's
 * {@code @mermaid-js/mermaid-cli}, on the system's Chromium), which is the parser GitHub's renderer uses.
 * {@code -Dshutter.mmdc=...} or {@code SHUTTER_MMDC} names the CLI, else it is looked up on the PATH; without it
 * the test is skipped, or fails under CI. {@code .ci/run} installs it.
 */
class MermaidSyntaxTest {

    private static final Path OUT = Path.of("target", "mermaid");
    private static final Path CHROMIUM = Path.of(System.getProperty("shutter.chromium", "/usr/bin/chromium"));

    private static Path mmdc;

    @BeforeAll
    static void findTheCli() throws IOException {
        Optional<Path> cli = cli();
        Prerequisites.require(
                cli.isPresent() && Files.isExecutable(CHROMIUM),
                "the Mermaid check needs mmdc (PUPPETEER_SKIP_DOWNLOAD=1 npm install @mermaid-js/mermaid-cli, then"
                        + " SHUTTER_MMDC=node_modules/.bin/mmdc) and " + CHROMIUM);
        mmdc = cli.get();
        Files.createDirectories(OUT);
        Files.writeString(
                OUT.resolve("puppeteer.json"),
                "{\"executablePath\": \"" + CHROMIUM + "\", \"args\": [\"--no-sandbox\", \"--disable-gpu\"]}");
    }

    private static Optional<Path> cli() {
        String named = System.getProperty("shutter.mmdc", System.getenv("SHUTTER_MMDC"));
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named).toAbsolutePath()).filter(Files::isExecutable);
        }
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir, "mmdc");
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Renders {@code diagram} to an SVG; the CLI's output when it refuses, else empty. */
    static Optional<String> render(String name, String diagram) throws Exception {
        Path in = OUT.resolve(name + ".mmd");
        Path svg = OUT.resolve(name + ".svg");
        Files.writeString(in, diagram);
        Files.deleteIfExists(svg);
        Process process = new ProcessBuilder(
                        mmdc.toString(),
                        "-q",
                        "-p",
                        OUT.resolve("puppeteer.json").toString(),
                        "-i",
                        in.toString(),
                        "-o",
                        svg.toString())
                .redirectErrorStream(true)
                .start();
        byte[] output = process.getInputStream().readAllBytes();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return Optional.of("mmdc did not finish in 120 s");
        }
        if (process.exitValue() != 0 || !Files.exists(svg)) {
            return Optional.of(new String(output, StandardCharsets.UTF_8));
        }
        return Optional.empty();
    }

    @Test
    @DisplayName("every Mermaid picture of the README and docs renders")
    void everyPictureRenders() throws Exception {
        List<String> refused = new ArrayList<>();
        int pictures = 0;
        for (Path page : Repository.pages()) {
            List<Markdown.Block> blocks = new Markdown(Repository.read(page)).blocks("mermaid");
            for (Markdown.Block block : blocks) {
                pictures++;
                String name = Repository.name(page).replace('/', '-') + "-" + block.line();
                render(name, block.text()).ifPresent(why -> refused.add(name + ": " + why));
            }
        }

        assertThat(pictures).isGreaterThanOrEqualTo(4);
        assertThat(refused).isEmpty();
    }

    @Test
    @DisplayName("a picture with a broken line is refused")
    void aBrokenPictureIsRefused() throws Exception {
        assertThat(render("broken", "stateDiagram-v2\n    none --> : follow (\n"))
                .isPresent();
        assertThat(render("fine", "stateDiagram-v2\n    none --> follows : follow\n"))
                .isEmpty();
    }
}
