package dev.shutter.adapters.jdbc;

import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Date;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A certificate authority made by the test, and a server certificate it signs for the names a test chooses:
 * what the TLS-terminating proxy ({@link PostgresProxy}) shows, and the root file a URL's {@code sslrootcert}
 * names.
 */
public final class TestCertificates {

    private final KeyPair authorityKeys;
    private final X509Certificate authority;

    private TestCertificates(KeyPair authorityKeys, X509Certificate authority) {
        this.authorityKeys = authorityKeys;
        this.authority = authority;
    }

    /** A new authority of its own. */
    public static TestCertificates authority(String name) {
        try {
            KeyPair keys = keys();
            X500Name subject = new X500Name("CN=" + name);
            X509Certificate certificate = new JcaX509CertificateConverter()
                    .getCertificate(builder(subject, subject, keys)
                            .addExtension(Extension.basicConstraints, true, new BasicConstraints(true))
                            .build(new JcaContentSignerBuilder("SHA256withECDSA").build(keys.getPrivate())));
            return new TestCertificates(keys, certificate);
        } catch (Exception e) {
            throw new IllegalStateException("cannot make the test's certificate authority", e);
        }
    }

    /** The authority's certificate as a PEM file in {@code folder}: what {@code sslrootcert} names. */
    public Path rootFile(Path folder) throws IOException {
        try {
            String pem = "-----BEGIN CERTIFICATE-----\n"
                    + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                            .encodeToString(authority.getEncoded())
                    + "\n-----END CERTIFICATE-----\n";
            return Files.writeString(Files.createTempFile(folder, "root", ".crt"), pem);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A server's TLS context whose certificate, signed by this authority, holds {@code dnsName} and 127.0.0.1 or not. */
    public SSLContext server(String dnsName, boolean localAddress) {
        try {
            char[] password = "test".toCharArray();
            KeyManagerFactory factory = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            factory.init(serverStore(dnsName, localAddress, password), password);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(factory.getKeyManagers(), null, null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot make the test's server certificate", e);
        }
    }

    /**
     * The same server key and certificate (for {@code dnsName} and 127.0.0.1) as a PKCS12 file in {@code folder},
     * under {@code password}: what a web server's own TLS settings name (a Spring Boot SSL bundle).
     */
    public Path serverKeyStore(String dnsName, Path folder, String password) throws IOException {
        try {
            Path file = Files.createTempFile(folder, "server", ".p12");
            try (OutputStream out = Files.newOutputStream(file)) {
                serverStore(dnsName, true, password.toCharArray()).store(out, password.toCharArray());
            }
            return file;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot make the test's server key store", e);
        }
    }

    /** A client's TLS context that trusts this authority alone. */
    public SSLContext trusting() {
        try {
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setCertificateEntry("authority", authority);
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(store);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, factory.getTrustManagers(), null);
            return context;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("cannot trust the test's certificate authority", e);
        }
    }

    private KeyStore serverStore(String dnsName, boolean localAddress, char[] password)
            throws GeneralSecurityException {
        try {
            KeyPair keys = keys();
            GeneralName[] names = localAddress
                    ? new GeneralName[] {
                        new GeneralName(GeneralName.dNSName, dnsName),
                        new GeneralName(GeneralName.iPAddress, "127.0.0.1")
                    }
                    : new GeneralName[] {new GeneralName(GeneralName.dNSName, dnsName)};
            X509Certificate certificate = new JcaX509CertificateConverter()
                    .getCertificate(builder(
                                    new X500Name(
                                            authority.getSubjectX500Principal().getName()),
                                    new X500Name("CN=" + dnsName),
                                    keys)
                            .addExtension(Extension.subjectAlternativeName, false, new GeneralNames(names))
                            .build(new JcaContentSignerBuilder("SHA256withECDSA").build(authorityKeys.getPrivate())));
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry("server", keys.getPrivate(), password, new Certificate[] {certificate, authority});
            return store;
        } catch (GeneralSecurityException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("cannot make the test's server certificate", e);
        }
    }

    private static KeyPair keys() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(256);
        return generator.generateKeyPair();
    }

    private static JcaX509v3CertificateBuilder builder(X500Name issuer, X500Name subject, KeyPair keys) {
        Instant now = Instant.now();
        return new JcaX509v3CertificateBuilder(
                issuer,
                BigInteger.valueOf(now.toEpochMilli()).add(BigInteger.valueOf(System.nanoTime() & 0xffff)),
                Date.from(now.minus(1, ChronoUnit.DAYS)),
                Date.from(now.plus(1, ChronoUnit.DAYS)),
                subject,
                keys.getPublic());
    }
}
