package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.interfaces.ECPrivateKey;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The self-signed certificate of a first start: what keytool made before, now made in-process. */
class KeystoresTest {

    @Test
    @DisplayName("the self-signed key is EC P-256 for CN=localhost, names localhost and 127.0.0.1, and lasts 825 days")
    void selfSigned(@TempDir Path dir) throws Exception {
        // when
        assertThat(Keystores.selfSigned(dir, new SecureRandom())).isNotNull();

        // then
        char[] password =
                Keystores.password(dir.resolve(Keystores.PASSWORD_FILE)).toCharArray();
        KeyStore store =
                KeyStore.getInstance(dir.resolve(Keystores.KEYSTORE_FILE).toFile(), password);
        assertThat(store.getType()).isEqualToIgnoringCase("PKCS12");
        assertThat(store.getKey("shutter", password)).isInstanceOf(ECPrivateKey.class);
        assertThat(((ECPrivateKey) store.getKey("shutter", password))
                        .getParams()
                        .getOrder()
                        .bitLength())
                .isEqualTo(256);
        X509Certificate certificate = (X509Certificate) store.getCertificate("shutter");
        certificate.verify(certificate.getPublicKey());
        certificate.checkValidity();
        assertThat(certificate.getSubjectX500Principal().getName()).isEqualTo("CN=localhost");
        assertThat(certificate.getIssuerX500Principal()).isEqualTo(certificate.getSubjectX500Principal());
        assertThat(certificate.getSigAlgName()).isEqualTo("SHA256withECDSA");
        assertThat(certificate.getSubjectAlternativeNames())
                .containsExactlyInAnyOrder(List.of(2, "localhost"), List.of(7, "127.0.0.1"));
        assertThat(Duration.between(
                        certificate.getNotBefore().toInstant(),
                        certificate.getNotAfter().toInstant()))
                .isEqualTo(Duration.ofDays(825));
        assertThat(Files.size(dir.resolve(Keystores.KEYSTORE_FILE))).isPositive();
    }
}
