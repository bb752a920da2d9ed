package dev.shutter.server.events;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The Standard Webhooks signature (standardwebhooks.com, as Svix and others send it): the header {@code
 * webhook-signature: v1,<base64 of HMAC-SHA256 over "<id>.<timestamp>.<body>">}. A secret written {@code
 * whsec_<base64>} is those key bytes; any other secret is its UTF-8 bytes.
 */
public final class WebhookSignature {

    private static final String PREFIX = "whsec_";

    private final byte[] key;

    public WebhookSignature(String secret) {
        this.key = secret.startsWith(PREFIX)
                ? Base64.getDecoder().decode(secret.substring(PREFIX.length()))
                : secret.getBytes(StandardCharsets.UTF_8);
    }

    /** The value of the {@code webhook-signature} header. */
    public String sign(String id, long timestampSeconds, String body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] digest = mac.doFinal((id + "." + timestampSeconds + "." + body).getBytes(StandardCharsets.UTF_8));
            return "v1," + Base64.getEncoder().encodeToString(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
