package dev.shutter.examples.undertow;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** The host's TLS for a test: a fresh self-signed key made with the JDK's keytool, and a client that trusts it. */
final class HostTls {

    static final char[] PASSWORD = "host-test-password".toCharArray();

    private HostTls() {}

    /** A PKCS12 keystore in {@code directory} with a key for 127.0.0.1 and localhost. */
    static Path keystore(Path directory) {
        Path keystore = directory.resolve("host.p12");
        String keytool =
                Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
        List<String> command = List.of(
                keytool,
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
                new String(PASSWORD));
        try {
            Process process =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IllegalStateException("keytool failed: " + output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        return keystore;
    }

    /** A client context that trusts exactly the certificate of {@code keystore}. */
    static SSLContext trusting(Path keystore) {
        try (InputStream in = Files.newInputStream(keystore)) {
            KeyStore keys = KeyStore.getInstance("PKCS12");
            keys.load(in, PASSWORD);
            KeyStore trust = KeyStore.getInstance(KeyStore.getDefaultType());
            trust.load(null, null);
            trust.setCertificateEntry("host", keys.getCertificate("host"));
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(trust);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, factory.getTrustManagers(), null);
            return context;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
