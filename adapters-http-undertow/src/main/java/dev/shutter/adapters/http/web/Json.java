package dev.shutter.adapters.http.web;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.undertow.server.HttpServerExchange;
import io.undertow.util.Headers;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;

/** The one JSON mapper, and how JSON answers are sent. */
public final class Json {

    /** Strict on input: unknown fields, trailing tokens and nulls for primitives are errors. */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    private Json() {}

    /** A new empty object. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** Sends {@code body} with {@code status} as UTF-8 JSON. */
    public static void send(HttpServerExchange exchange, int status, JsonNode body) {
        exchange.setStatusCode(status);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "application/json; charset=utf-8");
        Exchanges.send(exchange, ByteBuffer.wrap(bytes(body)));
    }

    /** Sends {@code body} with {@code status} as UTF-8 JSON, written without a tree. */
    public static void send(HttpServerExchange exchange, int status, JsonOut body) {
        exchange.setStatusCode(status);
        exchange.getResponseHeaders().put(Headers.CONTENT_TYPE, "application/json; charset=utf-8");
        Exchanges.send(exchange, ByteBuffer.wrap(bytes(body)));
    }

    /** {@code body} as compact UTF-8 JSON. */
    public static byte[] bytes(JsonOut body) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(4096);
        try (JsonGenerator out = MAPPER.getFactory().createGenerator(bytes)) {
            body.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** {@code body} as compact UTF-8 JSON, without a String in between. */
    public static byte[] bytes(JsonNode body) {
        try {
            return MAPPER.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code body} as compact JSON text. */
    public static String write(JsonNode body) {
        try {
            return MAPPER.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
