package dev.shutter.ports.in;

/**
 * A command's builder or named factory was given a value the use case would refuse: {@link #field()} names
 * the field, the message says why ({@code "CreateAppCommand.name: size must be between 1 and 128"}).
 */
public final class InvalidCommandException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;
    private final String reason;

    InvalidCommandException(String command, String field, String reason) {
        super(command + "." + field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    /** Why the field is refused, in the words the use case would answer with. */
    public String reason() {
        return reason;
    }

    /** The same refusal, as the operator use case answers it (the field in the wire's spelling). */
    public OperatorFailure asOperatorFailure() {
        return OperatorFailure.ofProperty(field, reason);
    }

    /** The field, as the record names it ({@code redirectUris[0]}, {@code name}). */
    public String field() {
        return field;
    }
}
