package dev.shutter.adapters.http.web;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The HTML pages (login, consent, errors, manage access): plain, accessible, script-free, never framed,
 * never cached. Every value put into a page goes through {@link #escape}.
 */
public final class Page {

    private static final String STYLE = "body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;"
            + "padding:0 1rem;line-height:1.5}label{font-weight:600}input{font-size:1rem;padding:.3rem;width:100%;"
            + "box-sizing:border-box}button{font-size:1rem;padding:.4rem 1rem;margin-right:.5rem}"
            + ".error{color:#a00;font-weight:600}code,pre{background:#f3f3f3;padding:.1rem .3rem;"
            + "overflow-wrap:anywhere;white-space:pre-wrap}";

    /** The policy allows the one inline style sheet by its hash, and nothing else: pages need no script. */
    private static final String POLICY =
            "default-src 'none'; style-src '" + hashOf(STYLE) + "'; frame-ancestors 'none'; base-uri 'none'";

    private static final WebAnswer.Header[] SECURE = {
        new WebAnswer.Header("X-Frame-Options", "DENY"),
        new WebAnswer.Header("Content-Security-Policy", POLICY),
        new WebAnswer.Header("Cache-Control", "no-store"),
        new WebAnswer.Header("Referrer-Policy", "no-referrer"),
        new WebAnswer.Header("X-Content-Type-Options", "nosniff")
    };

    private Page() {}

    /** A page with {@code title} and {@code body} (already escaped HTML). */
    public static WebAnswer answer(int status, String title, String body) {
        String html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + escape(title) + " · Shutter</title>\n<style>" + STYLE + "</style>\n</head>\n"
                + "<body>\n<main>\n<h1>" + escape(title) + "</h1>\n" + body + "</main>\n</body>\n</html>\n";
        return secure(WebAnswer.bytes(status, "text/html; charset=utf-8", html.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * {@code answer} with the header fields of every page and of the redirects that leave them: never framed,
     * never cached, no referrer, no sniffing. A field the answer has already is not added again.
     */
    public static WebAnswer secure(WebAnswer answer) {
        WebAnswer secured = answer;
        for (WebAnswer.Header header : SECURE) {
            if (answer.headers(header.name()).isEmpty()) {
                secured = secured.with(header.name(), header.value());
            }
        }
        return secured;
    }

    /** {@code text} safe to put in HTML content and in quoted attribute values. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** A hidden form field. */
    public static String hidden(String name, String value) {
        return "<input type=\"hidden\" name=\"" + escape(name) + "\" value=\"" + escape(value) + "\">\n";
    }

    /** A paragraph that screen readers announce. */
    public static String alert(String message) {
        return "<p class=\"error\" role=\"alert\">" + escape(message) + "</p>\n";
    }

    /** A paragraph of text. */
    public static String paragraph(String text) {
        return "<p>" + escape(text) + "</p>\n";
    }

    private static String hashOf(String style) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(style.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is always there", e);
        }
    }
}
