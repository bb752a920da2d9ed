package dev.shutter.ports.in;

/**
 * A command's builder or named factory was given a value the use case would refuse: {@link #field()} names
 * the field, the message says why ({@code "CreateAppCommand.name: size must be between 1 and 128"}).
 */
public final class InvalidCommandException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String field;

    InvalidCommandException(String command, String field, String reason) {
        super(command + "." + field + ": " + reason);
        this.field = field;
    }

    /** The field, as the record names it ({@code redirectUris[0]}, {@code name}). */
    public String field() {
        return field;
    }
}
