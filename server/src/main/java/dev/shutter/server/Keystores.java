package dev.shutter.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Date;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * The TLS key: a given keystore, or a self-signed certificate for {@code localhost} and {@code 127.0.0.1}
 * made at first start in-process with Bouncy Castle's certificate builder (the key pair, signature and
 * keystore are the JDK's) and kept beside the data with a generated password file, then reused.
 */
final class Keystores {

    static final String KEYSTORE_FILE = "keystore.p12";
    static final String PASSWORD_FILE = "keystore.password";

    private Keystores() {}

    /** A TLS context over {@code keystore}. */
    static SSLContext load(Path keystore, String password) {
        if (!Files.isRegularFile(keystore)) {
            throw new StartupException("the keystore " + keystore + " does not exist or is not a file");
        }
        try {
            KeyStore store = KeyStore.getInstance(keystore.toFile(), password.toCharArray());
            KeyManagerFactory keys = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            keys.init(store, password.toCharArray());
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(keys.getKeyManagers(), null, null);
            return context;
        } catch (IOException | GeneralSecurityException e) {
            throw new StartupException("the keystore " + keystore + " cannot be used: " + e.getMessage(), e);
        }
    }

    /** The self-signed keystore in {@code dataDir}, made now if it is not there yet. */
    static SSLContext selfSigned(Path dataDir, SecureRandom random) {
        Path keystore = dataDir.resolve(KEYSTORE_FILE);
        Path passwordFile = dataDir.resolve(PASSWORD_FILE);
        if (!Files.exists(keystore) || !Files.exists(passwordFile)) {
            generate(keystore, passwordFile, random);
        }
        return load(keystore, password(passwordFile));
    }

    /** The password in {@code passwordFile}. */
    static String password(Path passwordFile) {
        try {
            return Files.readString(passwordFile, StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + passwordFile, e);
        }
    }

    private static void generate(Path keystore, Path passwordFile, SecureRandom random) {
        try {
            Files.deleteIfExists(keystore);
            Files.deleteIfExists(passwordFile);
            byte[] secret = new byte[24];
            random.nextBytes(secret);
            String password = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"), random);
            KeyPair pair = generator.generateKeyPair();
            X500Name name = new X500Name("CN=localhost");
            Instant now = Instant.now();
            X509Certificate certificate = new JcaX509CertificateConverter()
                    .getCertificate(new JcaX509v3CertificateBuilder(
                                    name,
                                    new BigInteger(64, random),
                                    Date.from(now),
                                    Date.from(now.plus(825, ChronoUnit.DAYS)),
                                    name,
                                    pair.getPublic())
                            .addExtension(Extension.subjectAlternativeName, false, new GeneralNames(new GeneralName[] {
                                new GeneralName(GeneralName.dNSName, "localhost"),
                                new GeneralName(GeneralName.iPAddress, "127.0.0.1")
                            }))
                            .build(new JcaContentSignerBuilder("SHA256withECDSA").build(pair.getPrivate())));
            KeyStore store = KeyStore.getInstance("PKCS12");
            store.load(null, null);
            store.setKeyEntry(
                    "shutter", pair.getPrivate(), password.toCharArray(), new X509Certificate[] {certificate});
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            store.store(bytes, password.toCharArray());
            DataFiles.writeSecret(passwordFile, (password + "\n").getBytes(StandardCharsets.UTF_8));
            DataFiles.writeSecret(keystore, bytes.toByteArray());
        } catch (IOException | GeneralSecurityException | OperatorCreationException e) {
            throw new StartupException(
                    "could not make a self-signed certificate (" + e.getMessage() + "); pass --keystore instead", e);
        }
    }
}
