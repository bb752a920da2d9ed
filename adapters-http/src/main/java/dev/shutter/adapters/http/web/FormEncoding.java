package dev.shutter.adapters.http.web;

import io.vavr.control.Either;
import java.io.ByteArrayOutputStream;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Strict {@code application/x-www-form-urlencoded} decoding, for query strings and form bodies alike: a
 * broken escape or bytes that are not UTF-8 are refused, never guessed at.
 */
public final class FormEncoding {

    private FormEncoding() {}

    /** The decoded text, or a sentence saying what is wrong with it. */
    public static Either<String, String> decode(String raw) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '+') {
                bytes.write(' ');
            } else if (c == '%') {
                if (i + 2 >= raw.length() || hex(raw.charAt(i + 1)) < 0 || hex(raw.charAt(i + 2)) < 0) {
                    return Either.left("malformed percent-encoding (a % must be followed by two hex digits)");
                }
                bytes.write(hex(raw.charAt(i + 1)) * 16 + hex(raw.charAt(i + 2)));
                i += 2;
            } else if (c <= 0xFF) {
                // The server hands raw request bytes over as ISO-8859-1 characters.
                bytes.write(c);
            } else {
                byte[] utf8 = String.valueOf(c).getBytes(StandardCharsets.UTF_8);
                bytes.write(utf8, 0, utf8.length);
            }
        }
        try {
            return Either.right(StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString());
        } catch (CharacterCodingException e) {
            return Either.left("percent-encoded bytes that are not UTF-8");
        }
    }

    /** {@code value} encoded for a query string or form body. */
    public static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    /** An ASCII hex digit's value, or -1: {@link Character#digit} would also take fullwidth digits. */
    private static int hex(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }
}
