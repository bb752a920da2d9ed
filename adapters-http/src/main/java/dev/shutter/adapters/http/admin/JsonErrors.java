package dev.shutter.adapters.http.admin;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;

/** Jackson's errors as sentences that name the entry ({@code apps[0].redirect_uris}) and not Java types. */
final class JsonErrors {

    /** What bytes that are not UTF-8 text get (RFC 8259: JSON is UTF-8). */
    static final String NOT_UTF8 = "not valid JSON: the text is not UTF-8";

    private JsonErrors() {}

    static String describe(JsonProcessingException e) {
        boolean truncated =
                e.getOriginalMessage() != null && e.getOriginalMessage().contains("end-of-input");
        // Inside a list the parser's complaint comes wrapped, with a shorter path than the parser's own.
        for (Throwable at = e; at != null; at = at.getCause()) {
            if (at instanceof StreamReadException read
                    && read.getProcessor() != null
                    && String.valueOf(read.getOriginalMessage()).startsWith("Duplicate field '")) {
                return pathOf(read.getProcessor().getParsingContext()) + ": given more than once";
            }
        }
        String original = String.valueOf(e.getOriginalMessage());
        if (e instanceof JsonMappingException mapping
                && !mapping.getPath().isEmpty()
                && original.startsWith("Numeric value (")
                && original.contains("out of range")) {
            return pathOf(mapping) + (original.startsWith("Numeric value (-") ? ": too small" : ": too large");
        }
        if (!truncated
                && e instanceof JsonMappingException mapping
                && !mapping.getPath().isEmpty()) {
            String where = pathOf(mapping);
            if (e instanceof UnrecognizedPropertyException) {
                return where + ": unknown field";
            }
            if (e instanceof MismatchedInputException mismatch && mismatch.getTargetType() != null) {
                return where + ": expected " + expected(mismatch.getTargetType());
            }
            return where + ": " + withoutJavaNames(firstLine(mapping.getOriginalMessage()));
        }
        if (e instanceof MismatchedInputException
                && !truncated
                && e.getOriginalMessage().startsWith("Cannot deserialize value of type")) {
            // The document itself has the wrong shape: an array or a string where an object belongs.
            return "the document must be a JSON object such as {\"users\": [...]}, not "
                    + shapeOf(e.getOriginalMessage());
        }
        JsonLocation at = e.getLocation();
        String position = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
        if (!truncated && e instanceof MismatchedInputException mismatch && mismatch.getTargetType() != null) {
            // Valid JSON of the wrong kind at the top ("x", 1, []): Jackson's sentence names the Java class.
            return "the document" + position + ": expected " + expected(mismatch.getTargetType());
        }
        return "not valid JSON" + position + ": " + withoutJavaNames(withoutEcho(firstLine(e.getOriginalMessage())));
    }

    /**
     * Jackson quotes an unrecognized token back ({@code Unrecognized token 'xError': ...}); the position
     * already says where it is, and an echo could read as a Java name (a fuzzing finding), so it is left out.
     */
    private static String withoutEcho(String sentence) {
        return sentence.replaceFirst(
                "(?s)^Unrecognized token '.*': was expecting", "unrecognized token: was expecting");
    }

    /** A sentence of Jackson's that names a Java type (`...` or a package) becomes a plain one. */
    private static String withoutJavaNames(String sentence) {
        boolean namesJava = sentence.contains("`")
                || sentence.matches("(?s).*\\b(?:java|javax|com|dev|io|org)\\.[a-z].*")
                || sentence.matches("(?s).*\\b[A-Za-z]\\w*(?:Exception|Error)\\b.*");
        return namesJava ? "a value of the wrong kind" : sentence;
    }

    private static String shapeOf(String message) {
        String text = message == null ? "" : message;
        if (text.contains("from Array value")) {
            return "an array";
        }
        if (text.contains("from String value")) {
            return "a string";
        }
        return text.contains("from Number value") || text.contains("from Integer value") ? "a number" : "this value";
    }

    private static String pathOf(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : e.getPath()) {
            if (ref.getFieldName() != null) {
                path.append(path.length() == 0 ? "" : ".").append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.toString();
    }

    /** Where the parser stood, as the wire spells it: {@code users[0].id}. */
    private static String pathOf(JsonStreamContext context) {
        Deque<String> parts = new ArrayDeque<>();
        for (JsonStreamContext at = context; at != null && !at.inRoot(); at = at.getParent()) {
            if (at.inArray()) {
                parts.push("[" + at.getCurrentIndex() + "]");
            } else if (at.getCurrentName() != null) {
                parts.push("." + at.getCurrentName());
            }
        }
        String path = String.join("", parts);
        return path.startsWith(".") ? path.substring(1) : path;
    }

    private static String expected(Class<?> type) {
        if (type == String.class) {
            return "a string";
        }
        if (type == Long.class
                || type == long.class
                || type == Integer.class
                || type == int.class
                || type == java.math.BigInteger.class) {
            return "a whole number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        return "an object";
    }

    /** The first sentence of Jackson's message, without its source excerpts. */
    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        String line = message;
        for (String cut : new String[] {"\n", " (start marker", " at [Source"}) {
            int at = line.indexOf(cut);
            if (at >= 0) {
                line = line.substring(0, at);
            }
        }
        return line;
    }
}
