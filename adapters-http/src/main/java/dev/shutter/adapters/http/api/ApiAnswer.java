package dev.shutter.adapters.http.api;

import dev.shutter.adapters.http.web.JsonOut;
import io.vavr.control.Option;

/**
 * What an operation answers on success: the {@code data}, the cursor of the next page if any, and
 * whether the call was about the caller's own things (which decides the deprecation header).
 */
public record ApiAnswer(JsonOut data, Option<String> nextCursor, boolean ownResource) {

    /** {@code data}, no next page. */
    public static ApiAnswer of(JsonOut data, boolean ownResource) {
        return new ApiAnswer(data, Option.none(), ownResource);
    }

    /** {@code "data": null}, as comment creation and deletion answer. */
    public static ApiAnswer empty() {
        return new ApiAnswer(JsonOut.NULL, Option.none(), false);
    }
}
