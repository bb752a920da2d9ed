package dev.shutter.adapters.jdbc;

import io.vertx.core.net.ClientSSLOptions;
import io.vertx.core.net.TrustOptions;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.SslMode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javax.net.ssl.TrustManagerFactory;

/**
 * Vert.x's connect options for the event-loop connections, from a {@link PostgresUrl}: the host, port, database,
 * user and password the pools use, {@code currentSchema} as the {@code search_path}, the URL's {@code options},
 * {@code ApplicationName} (or {@code shutter}) with {@code -event-loops} after it, and TLS as pgjdbc does it:
 * {@code sslmode} {@code disable}, {@code allow}, {@code prefer} (the default) and {@code require} encrypt
 * without checking the server's certificate, {@code verify-ca} checks it against {@code sslrootcert} (pgjdbc's
 * default {@code ~/.postgresql/root.crt}), {@code verify-full} also checks the host name; a bare {@code ssl} or
 * {@code ssl=true} without {@code sslmode} is {@code verify-full}. What pgjdbc would do and these connections
 * cannot (several hosts, a client certificate, a socket or TLS factory of its own...) is refused with a
 * sentence naming the parameter, so that the two paths never differ in silence.
 */
final class LoopConnectOptions {

    /** Parameters the event-loop connections cannot honour when set, and why. */
    private static final List<Refusal> REFUSED = List.of(
            new Refusal("sslcert", set(), "a client certificate"),
            new Refusal("sslkey", set(), "a client certificate's key"),
            new Refusal("sslpassword", set(), "a client key's password"),
            new Refusal("sslpasswordcallback", set(), "a class of the host's own"),
            new Refusal("sslhostnameverifier", set(), "a class of the host's own"),
            new Refusal("sslfactory", value -> !value.endsWith(".LibPQFactory"), "a class of the host's own"),
            new Refusal("socketFactory", set(), "a class of the host's own"),
            new Refusal("authenticationPluginClassName", set(), "a class of the host's own"),
            new Refusal("service", set(), "a service file"),
            new Refusal("requireAuth", set(), "a choice of authentication methods"),
            new Refusal("sslNegotiation", value -> !value.equals("postgres"), "TLS without PostgreSQL's SSLRequest"),
            new Refusal("gssEncMode", value -> value.equals("require"), "GSSAPI encryption"),
            new Refusal("channelBinding", value -> value.equals("require"), "SCRAM channel binding"),
            new Refusal(
                    "targetServerType",
                    value -> !Set.of("any", "preferPrimary", "preferSecondary", "preferSlave")
                            .contains(value),
                    "a check of the server's role"));

    private LoopConnectOptions() {}

    /**
     * The options for {@code url}; {@code timeout} is also each statement's {@code statement_timeout}.
     *
     * @throws IllegalArgumentException naming the parameter the event-loop connections cannot honour
     */
    static PgConnectOptions of(PostgresUrl url, Duration timeout) {
        for (Refusal refusal : REFUSED) {
            refusal.check(url);
        }
        if (url.hosts().contains(",")) {
            throw new IllegalArgumentException("event-loop reads connect to one host, and the URL names several;"
                    + " name one, or open the storage with no event loops");
        }
        PgConnectOptions options = new PgConnectOptions()
                .setHost(url.hosts().replaceFirst("^\\[(.*)]$", "$1"))
                .setPort(port(url.ports()))
                .setDatabase(url.database())
                .setUser(url.user())
                .setPassword(url.password().orElse(""));
        url.currentSchema().ifPresent(schema -> options.addProperty("search_path", schema));
        url.value("options").ifPresent(given -> options.addProperty("options", given));
        options.addProperty("application_name", url.applicationName().orElse("shutter") + "-event-loops");
        options.addProperty("statement_timeout", String.valueOf(timeout.toMillis()));
        return tls(options, url);
    }

    /** pgjdbc's {@code SslMode.of}: {@code sslmode}, else {@code verify-full} for {@code ssl} or {@code ssl=true}. */
    static SslMode sslMode(PostgresUrl url) {
        Optional<String> mode = url.value("sslmode");
        if (mode.isEmpty()) {
            String ssl = url.value("ssl").orElse(null);
            return ssl != null && (ssl.isEmpty() || ssl.equalsIgnoreCase("true"))
                    ? SslMode.VERIFY_FULL
                    : SslMode.PREFER;
        }
        for (SslMode known : SslMode.values()) {
            if (known.value.equalsIgnoreCase(mode.get())) {
                return known;
            }
        }
        throw new IllegalArgumentException("sslmode is one of disable, allow, prefer, require, verify-ca and"
                + " verify-full, not '" + mode.get() + "'");
    }

    private static PgConnectOptions tls(PgConnectOptions options, PostgresUrl url) {
        SslMode mode = sslMode(url);
        options.setSslMode(mode);
        ClientSSLOptions ssl = new ClientSSLOptions();
        if (mode == SslMode.VERIFY_CA || mode == SslMode.VERIFY_FULL) {
            ssl.setTrustOptions(TrustOptions.wrap(trust(rootCertificates(url))));
            ssl.setHostnameVerificationAlgorithm(mode == SslMode.VERIFY_FULL ? "HTTPS" : "");
        } else {
            // what pgjdbc does below verify-ca: encrypt, without checking who answers
            ssl.setTrustAll(true);
        }
        return options.setSslOptions(ssl);
    }

    /** {@code sslrootcert}, or pgjdbc's default in the user's {@code .postgresql} folder. */
    private static Path rootCertificates(PostgresUrl url) {
        return url.value("sslrootcert")
                .map(Path::of)
                .orElseGet(() -> postgresqlFolder().resolve("root.crt"));
    }

    private static Path postgresqlFolder() {
        boolean windows = System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("windows");
        return windows
                ? Path.of(String.valueOf(System.getenv("APPDATA")), "postgresql")
                : Path.of(System.getProperty("user.home"), ".postgresql");
    }

    /** The certificates in {@code file} (PEM or DER, as pgjdbc reads them) as what a server's must chain to. */
    private static TrustManagerFactory trust(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            int n = 0;
            for (Certificate certificate :
                    CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                store.setCertificateEntry("root" + n++, certificate);
            }
            if (n == 0) {
                throw new IllegalArgumentException("sslrootcert: " + file + " holds no certificate");
            }
            TrustManagerFactory factory = TrustManagerFactory.getInstance("PKIX");
            factory.init(store);
            return factory;
        } catch (IOException e) {
            throw new IllegalArgumentException("sslrootcert: the event-loop reads cannot read " + file
                    + ", which verify-ca and verify-full check the server's certificate against");
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("sslrootcert: " + file + " holds no certificate that can be read");
        }
    }

    private static int port(String ports) {
        try {
            return Integer.parseInt(ports);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the URL's port is a number from 1 to 65535");
        }
    }

    private static Predicate<String> set() {
        return value -> true;
    }

    /** A parameter whose values {@code refused} the event-loop connections cannot honour: {@code what} it asks for. */
    private record Refusal(String name, Predicate<String> refused, String what) {
        void check(PostgresUrl url) {
            url.value(name).filter(refused).ifPresent(value -> {
                throw new IllegalArgumentException("the URL's " + name + " asks for " + what + ", which the"
                        + " event-loop reads cannot honour as the JDBC pools do; leave it out, or open the storage with"
                        + " no event loops");
            });
        }
    }
}
