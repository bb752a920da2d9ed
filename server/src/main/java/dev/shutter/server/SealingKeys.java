package dev.shutter.server;

import dev.shutter.domain.oauth.SealedSecret;
import dev.shutter.ports.SealingKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;

/**
 * The server's sealing key for the signing secrets of apps that enforce signed requests: 32 random bytes
 * in a file beside the data, never in the database, made at first start and reused.
 */
final class SealingKeys {

    static final String FILE = "sealing.key";

    private SealingKeys() {}

    static SealingKey loadOrCreate(Path dataDir, SecureRandom random) {
        Path file = dataDir.resolve(FILE);
        try {
            if (Files.exists(file)) {
                byte[] key = Files.readAllBytes(file);
                if (key.length != SealedSecret.KEY_BYTES) {
                    throw new StartupException(file + " must hold exactly " + SealedSecret.KEY_BYTES + " bytes");
                }
                return new SealingKey(key);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        byte[] key = new byte[SealedSecret.KEY_BYTES];
        random.nextBytes(key);
        DataFiles.writeSecret(file, key);
        return new SealingKey(key);
    }
}
