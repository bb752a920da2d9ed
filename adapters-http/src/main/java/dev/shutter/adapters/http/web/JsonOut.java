package dev.shutter.adapters.http.web;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;

/**
 * A JSON value written straight to a generator, with no tree in between: the API's answers are built per
 * request and written once, so building a tree of maps first cost as much as writing it.
 */
@FunctionalInterface
public interface JsonOut {

    /** Writes this value: one complete JSON value, at the generator's current position. */
    void writeTo(JsonGenerator out) throws IOException;

    /** JSON {@code null}. */
    JsonOut NULL = JsonGenerator::writeNull;
}
