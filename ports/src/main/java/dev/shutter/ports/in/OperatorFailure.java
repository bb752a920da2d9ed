package dev.shutter.ports.in;

/** Why the operator's request was refused: {@code where} names the field or fixtures entry. */
public record OperatorFailure(String where, String message) {

    /** The whole sentence, for a log line or an error body. */
    public String describe() {
        return where.isEmpty() ? message : where + ": " + message;
    }

    /** The same failure, inside a larger request (a fixtures entry, say). */
    public OperatorFailure within(String outer) {
        return new OperatorFailure(where.isEmpty() ? outer : outer + "." + where, message);
    }
}
