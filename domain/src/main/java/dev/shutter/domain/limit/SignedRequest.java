package dev.shutter.domain.limit;

import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.Hashes;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Signed requests (docs/spec/DECISIONS.md section 7): {@code sig} is the hex HMAC-SHA256, keyed with the client
 * secret, of the endpoint path without {@code /v1} followed by {@code |key=value} for every other
 * parameter, sorted by key.
 */
public final class SignedRequest {

    private SignedRequest() {}

    /** The message that is signed: {@code path|k1=v1|k2=v2...}, {@code sig} left out. */
    public static String message(String path, Map<String, String> params) {
        StringBuilder message = new StringBuilder(path);
        new TreeMap<>(params).forEach((key, value) -> {
            if (!key.equals("sig")) {
                message.append('|').append(key).append('=').append(value);
            }
        });
        return message.toString();
    }

    /** The signature of {@code path} and {@code params} with {@code secret}. */
    public static String sign(String secret, String path, Map<String, String> params) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key(secret), "HmacSHA256"));
            byte[] tag = mac.doFinal(message(path, params).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(tag);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java platform has HmacSHA256", e);
        }
    }

    /**
     * The HMAC key. RFC 2104 pads a short key with zeros, so an empty secret is the key of one zero byte;
     * Java's {@link SecretKeySpec} refuses an empty key, which made an empty secret throw (a fuzzing finding).
     */
    private static byte[] key(String secret) {
        byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
        return bytes.length == 0 ? new byte[1] : bytes;
    }

    /** Nothing if {@code sig} signs the request, else the 403 failure to answer. */
    public static Option<Failure> check(Option<String> sig, String secret, String path, Map<String, String> params) {
        if (sig.isEmpty() || sig.get().isEmpty()) {
            return Option.some(new Failure.SignatureMissing());
        }
        String expected = sign(secret, path, params);
        return Hashes.constantTimeEquals(expected, sig.get().toLowerCase(java.util.Locale.ROOT))
                ? Option.none()
                : Option.some(new Failure.SignatureMismatch());
    }
}
