package dev.shutter.adapters.http.web;

import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import io.undertow.util.HttpString;
import java.nio.ByteBuffer;
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

    private Page() {}

    /** Sends a page with {@code title} and {@code body} (already escaped HTML). */
    public static void send(HttpServerExchange exchange, int status, String title, String body) {
        secure(exchange);
        exchange.setStatusCode(status);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "text/html; charset=utf-8");
        String html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + escape(title) + " · Shutter</title>\n<style>" + STYLE + "</style>\n</head>\n"
                + "<body>\n<main>\n<h1>" + escape(title) + "</h1>\n" + body + "</main>\n</body>\n</html>\n";
        Exchanges.send(exchange, ByteBuffer.wrap(html.getBytes(StandardCharsets.UTF_8)));
    }

    /** The headers of every page and of the redirects that leave them. */
    public static void secure(HttpServerExchange exchange) {
        var headers = exchange.getResponseHeaders();
        headers.put(new HttpString("X-Frame-Options"), "DENY");
        headers.put(new HttpString("Content-Security-Policy"), POLICY);
        headers.put(Headers.CACHE_CONTROL, "no-store");
        headers.put(new HttpString("Referrer-Policy"), "no-referrer");
        headers.put(new HttpString("X-Content-Type-Options"), "nosniff");
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
