package dev.shutter.adapters.http.web;

/** Why a request body could not be read: each area renders it in its own error shape. */
public record BodyProblem(int status, String message) {

    /** The body is over {@link WebRequest#BODY_LIMIT}. */
    public static BodyProblem tooLarge() {
        return new BodyProblem(413, "the request body is larger than " + WebRequest.BODY_LIMIT + " bytes");
    }

    /** The body is not of the one content type this endpoint reads. */
    public static BodyProblem wrongType(String expected, String sent) {
        String what =
                sent == null ? "no Content-Type" : sent.isEmpty() ? "an empty Content-Type" : "Content-Type " + sent;
        return new BodyProblem(415, "the request body must be " + expected + ", not " + what);
    }

    /** The body could not be parsed. */
    public static BodyProblem malformed(String why) {
        return new BodyProblem(400, why);
    }
}
