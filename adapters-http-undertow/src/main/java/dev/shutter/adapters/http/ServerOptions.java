package dev.shutter.adapters.http;

import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.oauth.Timeline;
import dev.shutter.domain.oauth.TokenPolicy;
import io.vavr.control.Option;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * How the server runs, from flags or environment variables ({@link OptionsParser}). Tests build it
 * directly, with port 0 (a free port) and {@code memory} storage.
 */
public record ServerOptions(
        int port,
        String storage,
        Option<Path> fixtures,
        Option<Path> keystore,
        Option<String> keystorePassword,
        Option<Integer> httpPort,
        Option<String> adminToken,
        boolean demo,
        Option<String> publicUrl,
        List<String> trustedProxies,
        String bind,
        Path dataDir,
        RateLimits rateLimits,
        TokenPolicy tokens,
        Timeline timeline) {

    /** The HTTPS port by default. */
    public static final int DEFAULT_PORT = 8443;

    /** The storage by default: an embedded H2 database beside the server. */
    public static final String DEFAULT_STORAGE = "h2:./shutter-data";

    public ServerOptions {
        Objects.requireNonNull(storage, "storage");
        Objects.requireNonNull(fixtures, "fixtures");
        Objects.requireNonNull(keystore, "keystore");
        Objects.requireNonNull(keystorePassword, "keystorePassword");
        Objects.requireNonNull(httpPort, "httpPort");
        Objects.requireNonNull(adminToken, "adminToken");
        Objects.requireNonNull(publicUrl, "publicUrl");
        trustedProxies = List.copyOf(trustedProxies);
        Objects.requireNonNull(bind, "bind");
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(rateLimits, "rateLimits");
        Objects.requireNonNull(tokens, "tokens");
        Objects.requireNonNull(timeline, "timeline");
    }

    /** An in-memory server on a free port, files in {@code dataDir}: what tests start from. */
    public static ServerOptions forTests(Path dataDir) {
        return new ServerOptions(
                0,
                "memory",
                Option.none(),
                Option.none(),
                Option.none(),
                Option.none(),
                Option.none(),
                false,
                Option.none(),
                List.of(),
                "127.0.0.1",
                dataDir,
                RateLimits.defaults(),
                TokenPolicy.noExpiry(),
                Timeline.defaults());
    }

    /** The same options with another storage spec. */
    public ServerOptions withStorage(String spec) {
        return new ServerOptions(
                port,
                spec,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options with an admin token. */
    public ServerOptions withAdminToken(String token) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                Option.some(token),
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options with the plain-HTTP listener on {@code plainPort}. */
    public ServerOptions withHttpPort(int plainPort) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                Option.some(plainPort),
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options with a fixtures file. */
    public ServerOptions withFixtures(Path file) {
        return new ServerOptions(
                port,
                storage,
                Option.some(file),
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options with demo data on or off. */
    public ServerOptions withDemo(boolean on) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                on,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options on another HTTPS port. */
    public ServerOptions withPort(int httpsPort) {
        return new ServerOptions(
                httpsPort,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options with trusted proxies. */
    public ServerOptions withTrustedProxies(List<String> proxies) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                proxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                timeline);
    }

    /** The same options with other rate limits. */
    public ServerOptions withRateLimits(RateLimits limits) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                limits,
                tokens,
                timeline);
    }

    /** The same options with another token expiry policy. */
    public ServerOptions withTokens(TokenPolicy policy) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                policy,
                timeline);
    }

    /** The same options with other platform dates. */
    public ServerOptions withTimeline(Timeline dates) {
        return new ServerOptions(
                port,
                storage,
                fixtures,
                keystore,
                keystorePassword,
                httpPort,
                adminToken,
                demo,
                publicUrl,
                trustedProxies,
                bind,
                dataDir,
                rateLimits,
                tokens,
                dates);
    }

    @Override
    public String toString() {
        return "ServerOptions[port=" + port + ", storage=" + Redaction.spec(storage) + ", httpPort=" + httpPort
                + ", demo=" + demo + ", dataDir=" + dataDir + ", rateLimits=" + rateLimits + ", tokens=" + tokens
                + ", timeline=" + timeline + "]";
    }
}
