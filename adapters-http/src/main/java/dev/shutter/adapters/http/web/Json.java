package dev.shutter.adapters.http.web;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** The one JSON mapper, and JSON as bytes ({@link WebAnswer#json} sends them). */
public final class Json {

    /**
     * Strict on input: unknown fields, trailing tokens, nulls for primitives and a key given twice (at any
     * depth) are errors, and no value is coerced: not {@code "10"} or {@code 1.5} to a whole number, not
     * {@code 10} to a string, not {@code "true"} or {@code 1} to a boolean.
     */
    public static final ObjectMapper MAPPER = strict();

    private Json() {}

    private static ObjectMapper strict() {
        ObjectMapper mapper = JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .build();
        for (CoercionInputShape shape :
                List.of(CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean)) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(shape, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        return mapper;
    }

    /** A new empty object. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }

    /** A new empty array. */
    public static ArrayNode array() {
        return MAPPER.createArrayNode();
    }

    /** {@code body} as compact UTF-8 JSON. */
    public static byte[] bytes(JsonOut body) {
        ExactBytes bytes = new ExactBytes();
        try (JsonGenerator out = MAPPER.getFactory().createGenerator(bytes)) {
            body.writeTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.written();
    }

    /**
     * The bytes the generator flushes, in an array of their exact size when they came in one write. The
     * generator writes into a buffer of its own (8,000 bytes) and flushes it when full or closed, so an answer
     * up to that size arrives in one write and is copied once; a {@code ByteArrayOutputStream} grew its array
     * and copied the bytes again to hand them out (a 5 KB list: three copies and two arrays for one). A longer
     * answer grows the array by doubling and is cut to size once at the end.
     */
    private static final class ExactBytes extends OutputStream {

        private byte[] bytes = new byte[0];
        private int count;

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            Objects.checkFromIndexSize(off, len, b.length);
            if (count + len > bytes.length) {
                bytes = Arrays.copyOf(bytes, count == 0 ? len : Math.max(count + len, 2 * bytes.length));
            }
            System.arraycopy(b, off, bytes, count, len);
            count += len;
        }

        /** What was written, in an array of its size. */
        byte[] written() {
            return count == bytes.length ? bytes : Arrays.copyOf(bytes, count);
        }
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
