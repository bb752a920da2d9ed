package dev.shutter.adapters.http.web;

/**
 * The one limit on the size of a request's header fields, for HTTP/1.1 and HTTP/2 alike: far above any header
 * this surface reads, and refused by each area in its own error shape ({@link LargeHeads}). A server's own parser
 * limit must sit above it, or the parser answers first (docs/embedding.md).
 */
public final class RequestHead {

    /** The most header bytes answered: 16 KiB ({@link WebRequest#HEAD_LIMIT}). */
    public static final int LIMIT = WebRequest.HEAD_LIMIT;

    /** What a refused request is told. */
    public static final String TOO_LARGE = "the request's header fields are larger than " + LIMIT + " bytes";

    private RequestHead() {}

    /**
     * Whether the header fields, each counted as HTTP/1.1 writes it ({@link WebRequest#headerBytes}), are over
     * {@link #LIMIT}. The request line is not counted: a long query is a parameter problem, which each area names.
     */
    public static boolean isTooLarge(WebRequest request) {
        return request.headerBytes() > LIMIT;
    }
}
