package dev.shutter.examples.jetty;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** The host's key for a test: a fresh self-signed one for 127.0.0.1, made by the JDK's keytool; and a client's trust. */
final class HostKey {

    static final String PASSWORD = "jetty-host-test";

    private HostKey() {}

    /** A PKCS12 keystore in {@code directory} holding the key {@code host}. */
    static Path made(Path directory) throws IOException, InterruptedException {
        Path keystore = directory.resolve("host.p12");
        Process keytool = new ProcessBuilder(
                        Path.of(System.getProperty("java.home"), "bin", "keytool")
                                .toString(),
                        "-genkeypair",
                        "-alias",
                        "host",
                        "-keyalg",
                        "EC",
                        "-dname",
                        "CN=localhost",
                        "-ext",
                        "SAN=dns:localhost,ip:127.0.0.1",
                        "-validity",
                        "2",
                        "-storetype",
                        "PKCS12",
                        "-keystore",
                        keystore.toString(),
                        "-storepass",
                        PASSWORD)
                .redirectErrorStream(true)
                .start();
        String output = new String(keytool.getInputStream().readAllBytes());
        if (!keytool.waitFor(60, TimeUnit.SECONDS) || keytool.exitValue() != 0) {
            throw new IllegalStateException("keytool failed: " + output);
        }
        return keystore;
    }

    /** A client's TLS that trusts the certificate of {@code keystore} and nothing else. */
    static SSLContext trusted(Path keystore) throws IOException, GeneralSecurityException {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(keystore)) {
            keys.load(in, PASSWORD.toCharArray());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
        trust.load(null, null);
        trust.setCertificateEntry("host", keys.getCertificate("host"));
        TrustManagerFactory trusting = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        trusting.init(trust);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, trusting.getTrustManagers(), null);
        return context;
    }
}
