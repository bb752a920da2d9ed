package dev.shutter.adapters.http;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * The TLS key: a given keystore, or a self-signed certificate for {@code localhost} and {@code 127.0.0.1}
 * made at first start with the JDK's {@code keytool} and kept beside the data with a generated password
 * file, then reused.
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
            DataFiles.writeSecret(passwordFile, (password + "\n").getBytes(StandardCharsets.UTF_8));
            Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
            // The password goes by file, never on the command line where ps would show it.
            List<String> command = List.of(
                    keytool.toString(),
                    "-genkeypair",
                    "-alias",
                    "shutter",
                    "-keyalg",
                    "EC",
                    "-groupname",
                    "secp256r1",
                    "-sigalg",
                    "SHA256withECDSA",
                    "-dname",
                    "CN=localhost",
                    "-ext",
                    "san=dns:localhost,ip:127.0.0.1",
                    "-validity",
                    "825",
                    "-storetype",
                    "PKCS12",
                    "-keystore",
                    keystore.toString(),
                    "-storepass:file",
                    passwordFile.toString(),
                    "-keypass:file",
                    passwordFile.toString());
            Process process =
                    new ProcessBuilder(command).redirectErrorStream(true).start();
            process.getOutputStream().close();
            byte[] output = process.getInputStream().readAllBytes();
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0 || !Files.exists(keystore)) {
                throw new StartupException("keytool could not make a self-signed certificate: "
                        + new String(output, StandardCharsets.UTF_8).trim());
            }
            DataFiles.ownerOnly(keystore);
        } catch (IOException e) {
            throw new StartupException("keytool could not be run (" + e.getMessage() + "); pass --keystore instead", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StartupException("interrupted while making the certificate", e);
        }
    }
}
