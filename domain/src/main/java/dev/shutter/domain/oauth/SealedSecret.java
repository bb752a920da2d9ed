package dev.shutter.domain.oauth;

import io.vavr.control.Option;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A client secret kept for signed requests, which need the secret itself as the HMAC key: sealed with
 * AES-256-GCM under a server key that lives outside storage, so a database dump alone yields nothing
 * usable. The nonce comes from the caller (the domain draws no randomness).
 */
public final class SealedSecret {

    /** Bytes of the sealing key. */
    public static final int KEY_BYTES = 32;

    /** Bytes of a nonce. */
    public static final int NONCE_BYTES = 12;

    private SealedSecret() {}

    /** {@code secret} sealed under {@code key} with {@code nonce}: base64url of nonce and ciphertext. */
    public static String seal(byte[] key, byte[] nonce, String secret) {
        if (key.length != KEY_BYTES || nonce.length != NONCE_BYTES) {
            throw new IllegalArgumentException("AES-256-GCM needs a 32-byte key and a 12-byte nonce");
        }
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
            byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
            ByteBuffer out =
                    ByteBuffer.allocate(nonce.length + sealed.length).put(nonce).put(sealed);
            return Base64.getUrlEncoder().withoutPadding().encodeToString(out.array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has AES-GCM", e);
        }
    }

    /** The secret inside {@code sealed}, if {@code key} opens it. */
    public static Option<String> open(byte[] key, String sealed) {
        try {
            byte[] all = Base64.getUrlDecoder().decode(sealed);
            if (all.length <= NONCE_BYTES) {
                return Option.none();
            }
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(
                    Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, all, 0, NONCE_BYTES));
            byte[] plain = cipher.doFinal(all, NONCE_BYTES, all.length - NONCE_BYTES);
            return Option.some(new String(plain, StandardCharsets.UTF_8));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return Option.none();
        }
    }
}
