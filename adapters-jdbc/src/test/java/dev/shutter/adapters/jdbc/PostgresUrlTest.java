package dev.shutter.adapters.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.SslMode;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The event loops read a URL as the pools' driver does: their connect options are checked against pgjdbc's own
 * {@code org.postgresql.Driver.parseURL} on hostile URLs, and what they cannot honour is refused naming it.
 */
class PostgresUrlTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private static final List<String> HOSTILE = List.of(
            "jdbc:postgresql://db:5432/shutter?user=u&x=a#b&sslmode=require",
            "jdbc:postgresql://db/app?user=u&ssl&sslrootcert={root}",
            "jdbc:postgresql://db/app?ssl&user=u&sslmode=allow",
            "jdbc:postgresql://db/app?user=u&ssl=true&sslrootcert={root}",
            "jdbc:postgresql://db/app?user=u&ssl=false",
            "jdbc:postgresql://db/app?user=u&sslmode=disable&sslmode=require",
            "jdbc:postgresql://db/app?user=a&user=b&password=p%26q%23r&currentSchema=s%31",
            "jdbc:postgresql://db.example:6543/app?user=app&password=s%26cret&currentSchema=s1&ApplicationName=web",
            "jdbc:postgresql://db/a%2Fb?user=u&password=%E2%82%AC",
            "jdbc:postgresql://[::1]:5433/app?user=u&sslmode=prefer",
            "jdbc:postgresql:app?user=u",
            "jdbc:postgresql://db/app?user=u&sslmode=REQUIRE",
            "jdbc:postgresql://db/app?user=u&password=&sslmode=disable",
            "jdbc:postgresql://db/app");

    @Test
    @DisplayName("on hostile URLs the event loops connect where, as whom and with the TLS mode pgjdbc would")
    void asPgjdbcReadsThem(@TempDir Path folder) throws Exception {
        String root = TestCertificates.authority("test").rootFile(folder).toString();
        for (String hostile : HOSTILE) {
            String url = hostile.replace("{root}", root);
            Properties pgjdbc = pgjdbc(url, new Properties());
            PgConnectOptions options = LoopConnectOptions.of(PostgresUrl.of(url), TIMEOUT);

            assertThat(options.getHost())
                    .as(url)
                    .isEqualTo(pgjdbc.getProperty("PGHOST").replaceAll("[\\[\\]]", ""));
            assertThat(options.getPort()).as(url).isEqualTo(Integer.parseInt(pgjdbc.getProperty("PGPORT")));
            assertThat(options.getDatabase()).as(url).isEqualTo(pgjdbc.getProperty("PGDBNAME"));
            assertThat(options.getUser())
                    .as(url)
                    .isEqualTo(pgjdbc.getProperty("user", System.getProperty("user.name")));
            assertThat(options.getPassword()).as(url).isEqualTo(pgjdbc.getProperty("password", ""));
            assertThat(options.getSslMode().value).as(url).isEqualTo(pgjdbcSslMode(pgjdbc));
            assertThat(options.getProperties().get("search_path"))
                    .as(url)
                    .isEqualTo(pgjdbc.getProperty("currentSchema"));
        }
    }

    @Test
    @DisplayName(
            "pgjdbc's TLS modes: a bare ssl or ssl=true is verify-full, nothing or ssl=false is prefer, sslmode wins")
    void sslModes() {
        assertThat(mode("jdbc:postgresql://db/app?user=u&ssl")).isEqualTo(SslMode.VERIFY_FULL);
        assertThat(mode("jdbc:postgresql://db/app?user=u&ssl=true")).isEqualTo(SslMode.VERIFY_FULL);
        assertThat(mode("jdbc:postgresql://db/app?user=u&ssl=false")).isEqualTo(SslMode.PREFER);
        assertThat(mode("jdbc:postgresql://db/app?user=u")).isEqualTo(SslMode.PREFER);
        assertThat(mode("jdbc:postgresql://db/app?user=u&x=a#b&sslmode=require"))
                .isEqualTo(SslMode.REQUIRE);
        assertThat(mode("jdbc:postgresql://db/app?ssl&sslmode=disable")).isEqualTo(SslMode.DISABLE);
    }

    @Test
    @DisplayName("properties given beside the URL count as pgjdbc counts them: the URL's own values win")
    void propertiesBeside() throws Exception {
        Properties beside = new Properties();
        beside.setProperty("user", "beside");
        beside.setProperty("password", "beside-secret");
        beside.setProperty("sslmode", "disable");
        String url = "jdbc:postgresql://db/app?password=url-secret&sslmode=require";
        Properties pgjdbc = pgjdbc(url, beside);

        PgConnectOptions options = LoopConnectOptions.of(PostgresUrl.of(url, beside), TIMEOUT);

        assertThat(options.getUser()).isEqualTo(pgjdbc.getProperty("user")).isEqualTo("beside");
        assertThat(options.getPassword())
                .isEqualTo(pgjdbc.getProperty("password"))
                .isEqualTo("url-secret");
        assertThat(options.getSslMode().value).isEqualTo(pgjdbc.getProperty("sslmode"));
    }

    @Test
    @DisplayName("what the event loops cannot honour is refused naming the parameter, never repeating the URL")
    void refusals() {
        String base = "jdbc:postgresql://db/app?user=u&password=hunter2";
        for (String parameter : List.of(
                "sslcert=/c.crt",
                "sslkey=/c.pk8",
                "sslfactory=org.postgresql.ssl.NonValidatingFactory",
                "socketFactory=x.Y",
                "sslhostnameverifier=x.Y",
                "sslNegotiation=direct",
                "gssEncMode=require",
                "targetServerType=primary")) {
            String name = parameter.substring(0, parameter.indexOf('='));
            assertThatThrownBy(() -> LoopConnectOptions.of(PostgresUrl.of(base + "&" + parameter), TIMEOUT))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(name)
                    .hasMessageNotContaining("hunter2");
        }
        assertThatThrownBy(() -> LoopConnectOptions.of(PostgresUrl.of("jdbc:postgresql://h1,h2/app?user=u"), TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("one host");
        assertThatThrownBy(() -> LoopConnectOptions.of(
                        PostgresUrl.of(base + "&sslmode=verify-full&sslrootcert=/no/such/root.crt"), TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sslrootcert");
        // pgjdbc reads "verify-ca#c" as the mode, and refuses to connect with it: so do the event loops
        assertThatThrownBy(() -> LoopConnectOptions.of(PostgresUrl.of(base + "&sslmode=verify-ca#c"), TIMEOUT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sslmode");
        assertThatThrownBy(() -> PostgresUrl.of("jdbc:postgresql://db/app?password=hunter2%zz"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageNotContaining("hunter2");
        assertThatThrownBy(() -> PostgresUrl.of("jdbc:h2:mem:x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("the schema named in a URL is the driver's currentSchema, even after a '#' or percent-encoded")
    void schema() {
        assertThat(UrlStorageBuilder.urlSchema("jdbc:postgresql://db/app?x=a#b&currentSchema=s%31", Dialect.POSTGRESQL))
                .contains("s1");
    }

    private static SslMode mode(String url) {
        return LoopConnectOptions.sslMode(PostgresUrl.of(url));
    }

    /** What pgjdbc's own parser makes of {@code url} with {@code beside} (its class is on the test's run time only). */
    private static Properties pgjdbc(String url, Properties beside) throws Exception {
        Method parse = Class.forName("org.postgresql.Driver").getMethod("parseURL", String.class, Properties.class);
        Properties parsed = (Properties) parse.invoke(null, url, beside);
        assertThat(parsed).as("pgjdbc reads %s", url).isNotNull();
        return parsed;
    }

    /** pgjdbc's {@code SslMode.of}, called on what it parsed. */
    private static String pgjdbcSslMode(Properties parsed) throws Exception {
        Object mode = Class.forName("org.postgresql.jdbc.SslMode")
                .getMethod("of", Properties.class)
                .invoke(null, parsed);
        return (String) mode.getClass().getField("value").get(mode);
    }
}
