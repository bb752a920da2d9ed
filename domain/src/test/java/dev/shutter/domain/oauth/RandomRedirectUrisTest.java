package dev.shutter.domain.oauth;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.RandomTries;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Properties of redirect URI matching over random, well-formed, non-loopback URIs. */
@DisplayName("Random redirect URIs")
class RandomRedirectUrisTest {

    private static final int TRIES = 1000;
    private static final String LOWER = "abcdefghijklmnopqrstuvwxyz";
    private static final String ALNUM = LOWER + "0123456789";
    private static final String PATH_CHARS = ALNUM + "ABCDEFGHIJKLMNOPQRSTUVWXYZ._~-";

    /** The parts of a URI, so that one of them can be changed. */
    private record Parts(String scheme, String host, int port, String path, String query) {
        String text() {
            return scheme + "://" + host + (port < 0 ? "" : ":" + port) + path + (query.isEmpty() ? "" : "?" + query);
        }

        Parts withScheme(String newScheme) {
            return new Parts(newScheme, host, port, path, query);
        }

        Parts withHost(String newHost) {
            return new Parts(scheme, newHost, port, path, query);
        }

        Parts withPort(int newPort) {
            return new Parts(scheme, host, newPort, path, query);
        }

        Parts withPath(String newPath) {
            return new Parts(scheme, host, port, newPath, query);
        }

        Parts withQuery(String newQuery) {
            return new Parts(scheme, host, port, path, newQuery);
        }
    }

    @Test
    @DisplayName("adding query parameters to a URI registered without a query keeps it matching")
    void extraQueryKeepsMatching() {
        RandomTries.run(TRIES, random -> {
            // given
            Parts registered = randomUri(random, "");
            Parts requested =
                    registered.withHost(randomCase(random, registered.host())).withQuery(randomQuery(random));

            // when / then
            assertThat(RedirectUri.of(registered.text()).matches(requested.text()))
                    .as("%s against %s", requested.text(), registered.text())
                    .isTrue();
        });
    }

    @Test
    @DisplayName("any change to scheme, host, port or path breaks the match, extra query or not")
    void anyChangeBreaks() {
        RandomTries.run(TRIES, random -> {
            // given
            Parts registered = randomUri(random, random.nextInt(3) == 0 ? randomQuery(random) : "");
            Parts changed = changeOnePart(random, registered);
            if (random.nextBoolean()) {
                String extra = randomQuery(random);
                changed = changed.withQuery(registered.query().isEmpty() ? extra : registered.query() + "&" + extra);
            }

            // when / then
            assertThat(RedirectUri.of(registered.text()).matches(changed.text()))
                    .as("%s against %s", changed.text(), registered.text())
                    .isFalse();
        });
    }

    @Test
    @DisplayName("a registered query must come first and in order; more parameters may follow it")
    void registeredQueryFirst() {
        RandomTries.run(TRIES, random -> {
            // given
            List<String> params = distinctParams(random, 2 + random.nextInt(3));
            Parts registered = randomUri(random, String.join("&", params));
            RedirectUri uri = RedirectUri.of(registered.text());
            List<String> shuffled = new ArrayList<>(params);
            do {
                Collections.shuffle(shuffled, random);
            } while (shuffled.equals(params));
            String extra = randomQuery(random);

            // when / then
            assertThat(uri.matches(registered.text())).isTrue();
            assertThat(uri.matches(registered
                            .withQuery(registered.query() + "&" + extra)
                            .text()))
                    .as("more parameters after it")
                    .isTrue();
            assertThat(uri.matches(
                            registered.withQuery(String.join("&", shuffled)).text()))
                    .as("its parameters in another order")
                    .isFalse();
            assertThat(uri.matches(registered
                            .withQuery(extra + "&" + registered.query())
                            .text()))
                    .as("other parameters before it")
                    .isFalse();
            assertThat(uri.matches(registered
                            .withQuery(String.join("&", params.subList(0, params.size() - 1)))
                            .text()))
                    .as("part of it missing")
                    .isFalse();
        });
    }

    private static Parts changeOnePart(Random random, Parts registered) {
        Parts changed = switch (random.nextInt(4)) {
            case 0 -> registered.withScheme(registered.scheme().equals("https") ? "http" : "https");
            case 1 -> registered.withHost(changeHost(random, registered.host()));
            case 2 -> registered.withPort(changePort(random, registered.port()));
            default -> registered.withPath(changePath(random, registered.path()));
        };
        assertThat(changed.text()).isNotEqualTo(registered.text());
        if (!changed.host().equals(registered.host())) {
            assertThat(changed.host()).isNotEqualToIgnoringCase(registered.host());
        }
        return changed;
    }

    private static String changeHost(Random random, String host) {
        return switch (random.nextInt(4)) {
            case 0 -> "evil" + host;
            case 1 -> host + ".evil";
            case 2 -> randomLabel(random) + "." + host;
            default -> {
                int at = random.nextInt(host.length());
                char old = host.charAt(at);
                if (old == '.') {
                    yield host + "x";
                }
                char replacement;
                do {
                    replacement = LOWER.charAt(random.nextInt(LOWER.length()));
                } while (replacement == Character.toLowerCase(old));
                yield host.substring(0, at) + replacement + host.substring(at + 1);
            }
        };
    }

    private static int changePort(Random random, int port) {
        if (port >= 0 && random.nextBoolean()) {
            return -1;
        }
        int other;
        do {
            other = 1024 + random.nextInt(64_000);
        } while (other == port);
        return other;
    }

    private static String changePath(Random random, String path) {
        int kind = random.nextInt(5);
        if (kind == 0) {
            return path.endsWith("/") ? path.substring(0, path.length() - 1) : path + "/";
        }
        if (kind == 1) {
            return path + "x";
        }
        if (kind == 2) {
            return "/x" + path;
        }
        if (kind == 3 && path.chars().anyMatch(Character::isLetter)) {
            List<Integer> letters = new ArrayList<>();
            for (int i = 0; i < path.length(); i++) {
                if (Character.isLetter(path.charAt(i))) {
                    letters.add(i);
                }
            }
            int at = letters.get(random.nextInt(letters.size()));
            char c = path.charAt(at);
            char flipped = Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
            return path.substring(0, at) + flipped + path.substring(at + 1);
        }
        int lastSlash = path.lastIndexOf('/');
        return lastSlash > 0 ? path.substring(0, lastSlash) : path + "/y";
    }

    private static Parts randomUri(Random random, String query) {
        // Plain http is registrable only on loopback hosts, which match on any port: https keeps every rule in play.
        String scheme = "https";
        List<String> labels = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            labels.add(randomLabel(random));
        }
        int port = random.nextInt(3) == 0 ? 1024 + random.nextInt(64_000) : -1;
        StringBuilder path = new StringBuilder();
        int segments = random.nextInt(5);
        for (int i = 0; i < segments; i++) {
            path.append('/').append(randomText(random, PATH_CHARS, 1 + random.nextInt(8)));
        }
        if (random.nextInt(4) == 0) {
            path.append('/');
        }
        return new Parts(scheme, String.join(".", labels), port, path.toString(), query);
    }

    /** A host label that starts with a letter, so no host is ever a loopback address. */
    private static String randomLabel(Random random) {
        return LOWER.charAt(random.nextInt(LOWER.length())) + randomText(random, ALNUM, random.nextInt(8));
    }

    private static String randomQuery(Random random) {
        return String.join("&", distinctParams(random, 1 + random.nextInt(4)));
    }

    private static List<String> distinctParams(Random random, int count) {
        List<String> params = new ArrayList<>();
        while (params.size() < count) {
            String param = randomText(random, ALNUM, 1 + random.nextInt(5))
                    + "="
                    + randomText(random, ALNUM, random.nextInt(6))
                    + (random.nextInt(4) == 0 ? "%2F" : "");
            if (!params.contains(param)) {
                params.add(param);
            }
        }
        return params;
    }

    private static String randomCase(Random random, String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.toCharArray()) {
            out.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
        }
        return out.toString();
    }

    private static String randomText(Random random, String alphabet, int length) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            out.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return out.toString();
    }
}
