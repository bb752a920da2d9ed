package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Flags and environment variables of the runnable server. */
class OptionsParserTest {

    static ServerOptions run(Map<String, String> env, String... args) {
        OptionsParser.Parsed parsed = OptionsParser.parse(args, env);
        assertThat(parsed).isInstanceOf(OptionsParser.Parsed.Run.class);
        return ((OptionsParser.Parsed.Run) parsed).options();
    }

    static String invalid(String... args) {
        OptionsParser.Parsed parsed = OptionsParser.parse(args, Map.of());
        assertThat(parsed).isInstanceOf(OptionsParser.Parsed.Invalid.class);
        return ((OptionsParser.Parsed.Invalid) parsed).message();
    }

    @Test
    @DisplayName("the defaults: HTTPS on 8443, H2 in ./shutter-data, no plain HTTP, no operator API")
    void defaults() {
        ServerOptions options = run(Map.of());
        assertThat(options.port()).isEqualTo(8443);
        assertThat(options.storage()).isEqualTo("h2:./shutter-data");
        assertThat(options.dataDir()).isEqualTo(Path.of("./shutter-data"));
        assertThat(options.httpPort()).isEmpty();
        assertThat(options.adminToken()).isEmpty();
        assertThat(options.demo()).isFalse();
    }

    @Test
    @DisplayName("--database-timeout: 5s unless told, milliseconds or the other duration forms, refused outside"
            + " 100ms..10m")
    void databaseTimeout() {
        assertThat(run(Map.of()).databaseTimeout()).isEqualTo(java.time.Duration.ofSeconds(5));
        assertThat(run(Map.of(), "--database-timeout", "1500ms").databaseTimeout())
                .isEqualTo(java.time.Duration.ofMillis(1500));
        assertThat(run(Map.of("SHUTTER_DATABASE_TIMEOUT", "PT2S")).databaseTimeout())
                .isEqualTo(java.time.Duration.ofSeconds(2));
        for (String bad : new String[] {"0s", "50ms", "11m", "soon", "-1s"}) {
            assertThat(invalid("--database-timeout", bad)).as(bad).contains("--database-timeout");
        }
    }

    @Test
    @DisplayName("every flag, in both spellings")
    void flags() {
        ServerOptions options = run(
                Map.of(),
                "--port",
                "9443",
                "--storage=memory",
                "--fixtures",
                "f.json",
                "--keystore",
                "k.p12",
                "--keystore-password",
                "pw",
                "--http-port=8080",
                "--admin-token",
                "0123456789abcdef",
                "--demo",
                "--public-url",
                "https://api.example",
                "--trusted-proxies",
                "10.0.0.1, ::1",
                "--bind",
                "127.0.0.1",
                "--data-dir",
                "/tmp/shutter");
        assertThat(options.port()).isEqualTo(9443);
        assertThat(options.storage()).isEqualTo("memory");
        assertThat(options.fixtures()).contains(Path.of("f.json"));
        assertThat(options.keystore()).contains(Path.of("k.p12"));
        assertThat(options.keystorePassword()).contains("pw");
        assertThat(options.httpPort()).contains(8080);
        assertThat(options.adminToken()).contains("0123456789abcdef");
        assertThat(options.demo()).isTrue();
        assertThat(options.publicUrl()).contains("https://api.example");
        assertThat(options.trustedProxies()).containsExactly("10.0.0.1", "0:0:0:0:0:0:0:1");
        assertThat(options.bind()).isEqualTo("127.0.0.1");
        assertThat(options.dataDir()).isEqualTo(Path.of("/tmp/shutter"));
    }

    @Test
    @DisplayName("each flag has an environment variable, and a flag wins over it")
    void environment() {
        Map<String, String> env = Map.of(
                "SHUTTER_PORT", "7443",
                "SHUTTER_STORAGE", "h2:/var/lib/shutter",
                "SHUTTER_ADMIN_TOKEN", "from-the-environment",
                "SHUTTER_DEMO", "true",
                "SHUTTER_HTTP_PORT", "8081");
        ServerOptions fromEnv = run(env);
        ServerOptions overridden = run(env, "--port", "6443");
        assertThat(fromEnv.port()).isEqualTo(7443);
        assertThat(fromEnv.storage()).isEqualTo("h2:/var/lib/shutter");
        assertThat(fromEnv.dataDir()).isEqualTo(Path.of("/var/lib/shutter"));
        assertThat(fromEnv.adminToken()).contains("from-the-environment");
        assertThat(fromEnv.demo()).isTrue();
        assertThat(fromEnv.httpPort()).contains(8081);
        assertThat(overridden.port()).isEqualTo(6443);
    }

    @Test
    @DisplayName("rate limits: the platform's by default, or requests,writes per mode from a flag or its variable")
    void rateLimits() {
        ServerOptions defaults = run(Map.of());
        ServerOptions raised =
                run(Map.of("SHUTTER_RATE_LIMIT_SANDBOX", "700,40"), "--rate-limit-live", "2000000000,1000000");
        ServerOptions flagWins = run(Map.of("SHUTTER_RATE_LIMIT_LIVE", "1,1"), "--rate-limit-live=6000, 70");

        assertThat(defaults.rateLimits()).isEqualTo(RateLimits.defaults());
        assertThat(raised.rateLimits()).isEqualTo(new RateLimits(700, 2_000_000_000, 40, 1_000_000));
        assertThat(flagWins.rateLimits()).isEqualTo(new RateLimits(500, 6000, 30, 70));
        for (String bad : List.of("5000", "5000,0", "-1,60", "5000,60,1", "lots,60", "3000000000,60", "")) {
            assertThat(invalid("--rate-limit-live=" + bad))
                    .as(bad)
                    .contains("--rate-limit-live takes <requests>,<writes>");
        }
        assertThat(invalid("--rate-limit-sandbox", "0,0")).contains("--rate-limit-sandbox takes");
    }

    @Test
    @DisplayName("token expiry: none by default; a maximum age and an idle time from flags or their variables")
    void tokenExpiry() {
        ServerOptions defaults = run(Map.of());
        ServerOptions set = run(Map.of("SHUTTER_TOKEN_IDLE_TIME", "PT90M"), "--token-max-age", "30d");
        ServerOptions units = run(Map.of(), "--token-max-age=45s", "--token-idle-time", "12h");
        ServerOptions longest = run(Map.of(), "--token-max-age=36500d");
        ServerOptions flagWins =
                run(Map.of("SHUTTER_TOKEN_MAX_AGE", "1d"), "--token-max-age", "none", "--token-idle-time=5m");

        assertThat(defaults.tokens()).isEqualTo(TokenPolicy.noExpiry());
        assertThat(set.tokens())
                .isEqualTo(new TokenPolicy(Option.some(Duration.ofDays(30)), Option.some(Duration.ofMinutes(90))));
        assertThat(units.tokens())
                .isEqualTo(new TokenPolicy(Option.some(Duration.ofSeconds(45)), Option.some(Duration.ofHours(12))));
        assertThat(longest.tokens().maxAge()).contains(Duration.ofDays(36_500));
        assertThat(flagWins.tokens()).isEqualTo(new TokenPolicy(Option.none(), Option.some(Duration.ofMinutes(5))));
        for (String bad : List.of(
                "0s",
                "-5m",
                "PT0S",
                "PT-1H",
                "10",
                "10w",
                "1.5h",
                "soon",
                "",
                "9999999999d",
                "36501d",
                "PT99999999999H")) {
            assertThat(invalid("--token-max-age=" + bad))
                    .as(bad)
                    .isEqualTo("--token-max-age takes none or a positive duration up to 36500d, such as 90s, 45m, 12h,"
                            + " 30d or PT2H, not '" + bad + "'");
        }
        assertThat(invalid("--token-idle-time", "PTxH")).startsWith("--token-idle-time takes none or a positive");
    }

    @Test
    @DisplayName("the historical timeline is off by default, on by its flag or variable")
    void historicalTimeline() {
        assertThat(run(Map.of()).timeline()).isEqualTo(Timeline.defaults());
        assertThat(run(Map.of(), "--historical-timeline").timeline()).isEqualTo(Timeline.historical());
        assertThat(run(Map.of("SHUTTER_HISTORICAL_TIMELINE", "true")).timeline())
                .isEqualTo(Timeline.historical());
        assertThat(run(Map.of("SHUTTER_HISTORICAL_TIMELINE", "true"), "--historical-timeline=false")
                        .timeline())
                .isEqualTo(Timeline.defaults());
    }

    @Test
    @DisplayName("the rate store: the storage by default, a Redis URL from the flag or its variable")
    void rateStore() {
        assertThat(run(Map.of()).rateStore()).isEmpty();
        assertThat(run(Map.of(), "--rate-store", "redis://127.0.0.1:6379").rateStore())
                .contains("redis://127.0.0.1:6379");
        assertThat(run(Map.of("SHUTTER_RATE_STORE", "rediss://cache.internal:6380"))
                        .rateStore())
                .contains("rediss://cache.internal:6380");
        assertThat(run(Map.of("SHUTTER_RATE_STORE", "redis://a:6379"), "--rate-store=redis://b:6379")
                        .rateStore())
                .contains("redis://b:6379");
        assertThat(invalid("--rate-store", "memcached://x:11211"))
                .startsWith("--rate-store takes a redis:// or rediss:// URL");
        assertThat(invalid("--rate-store", "http://user:pw@x/?password=pw")).doesNotContain("pw@", "=pw");
    }

    @Test
    @DisplayName("a bad duration exits with code 2 and one line naming it, no stack trace")
    void badDurationExitCode() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int code = ShutterServer.run(new String[] {"--token-idle-time", "forever"}, print(out), print(err));

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .isEqualTo(
                        "shutter: --token-idle-time takes none or a positive duration up to 36500d, such as 90s, 45m,"
                                + " 12h, 30d or PT2H, not 'forever'" + System.lineSeparator() + "Try --help."
                                + System.lineSeparator());
    }

    @Test
    @DisplayName("mistakes are named")
    void mistakes() {
        assertThat(invalid("--colour", "blue")).contains("unknown option --colour");
        assertThat(invalid("--port")).contains("--port needs a value");
        assertThat(invalid("--port", "https")).contains("port number");
        assertThat(invalid("--port", "70000")).contains("port number");
        assertThat(invalid("--admin-token", "short")).contains("at least 16");
        assertThat(invalid("--keystore", "k.p12")).contains("--keystore-password");
        assertThat(invalid("--public-url", "api.example")).contains("absolute");
        assertThat(invalid("--trusted-proxies", "proxy.example")).contains("IP addresses");
        assertThat(invalid("serve")).contains("unexpected argument");
    }

    @Test
    @DisplayName("a number in an option is ASCII digits: a sign or another script's digits are named as mistakes")
    void numbersAreAsciiDigits() {
        // Arabic-Indic 8443, fullwidth 8443, Devanagari 4
        for (String port : List.of("+8443", "\u0668\u0664\u0664\u0663", "\uff18\uff14\uff14\uff13", " 8443")) {
            assertThat(invalid("--port", port)).as(port).contains("port number");
        }
        assertThat(invalid("--event-loops", "+2")).contains("--event-loops takes a number");
        assertThat(invalid("--event-loops", "\u096a")).contains("--event-loops takes a number");
        assertThat(invalid("--rate-limit-live", "+5000,60")).contains("--rate-limit-live takes");
        assertThat(invalid("--rate-limit-live", "5000,\u0666\u0660")).contains("--rate-limit-live takes");
        assertThat(run(Map.of(), "--port", "08443", "--event-loops", "2").port())
                .isEqualTo(8443);
    }

    @Test
    @DisplayName("--help lists every flag with its variable; bad flags exit with code 2")
    void helpAndExitCodes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int help = ShutterServer.run(new String[] {"--help"}, print(out), print(err));
        int bad = ShutterServer.run(new String[] {"--prot", "1"}, print(out), print(err));

        assertThat(help).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        for (String flag : List.of(
                "--port",
                "--storage",
                "--fixtures",
                "--keystore",
                "--keystore-password",
                "--http-port",
                "--admin-token",
                "--demo",
                "--rate-limit-live",
                "--rate-limit-sandbox",
                "--token-max-age",
                "--token-idle-time",
                "--historical-timeline",
                "--rate-store",
                "SHUTTER_RATE_STORE",
                "SHUTTER_TOKEN_MAX_AGE",
                "SHUTTER_HISTORICAL_TIMELINE",
                "SHUTTER_RATE_LIMIT_LIVE",
                "SHUTTER_PORT",
                "SHUTTER_ADMIN_TOKEN")) {
            assertThat(text).contains(flag);
        }
        assertThat(bad).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown option --prot", "--help");
    }

    @Test
    @DisplayName("a storage spec shown in messages hides passwords")
    void redaction() {
        assertThat(Redaction.spec("jdbc:postgresql://db/shutter?user=s&password=secret"))
                .isEqualTo("jdbc:postgresql://db/shutter?***");
        assertThat(Redaction.spec("jdbc:postgresql://s:secret@db/shutter"))
                .isEqualTo("jdbc:postgresql://***@db/shutter");
        assertThat(Redaction.spec("h2:./data;PASSWORD=x")).isEqualTo("h2:./data;***");
        assertThat(Redaction.spec("memory")).isEqualTo("memory");
        assertThat(Option.of(run(Map.of(), "--storage", "jdbc:postgresql://db/x?password=p")
                                .toString())
                        .get())
                .doesNotContain("password=p");
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
