package dev.shutter.ports.in;

import jakarta.validation.ConstraintViolation;
import java.util.Comparator;
import java.util.Optional;

/**
 * Checks a command built by a builder or named factory against the same constraints the services apply,
 * so that a host's bad value fails where it is written, not later in a use case.
 */
final class CommandCheck {

    private CommandCheck() {}

    /** {@code command} itself, or the first violation (by field name) as an {@link InvalidCommandException}. */
    static <T> T valid(T command) {
        Optional<ConstraintViolation<T>> first = SharedValidator.get().validate(command).stream()
                .min(Comparator.comparing(v -> v.getPropertyPath().toString()));
        if (first.isPresent()) {
            ConstraintViolation<T> violation = first.get();
            throw new InvalidCommandException(
                    command.getClass().getSimpleName(),
                    violation.getPropertyPath().toString(),
                    violation.getMessage());
        }
        return command;
    }
}
