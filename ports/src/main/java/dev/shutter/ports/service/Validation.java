package dev.shutter.ports.service;

import dev.shutter.domain.Failure;
import dev.shutter.ports.in.OperatorFailure;
import io.vavr.control.Option;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import java.util.Comparator;
import java.util.Set;

/** Jakarta Validation of command records, turned into the failures the callers expect. */
final class Validation {

    private final Validator validator;

    Validation(Validator validator) {
        this.validator = validator;
    }

    /** The first violation on a {@code /v1} command, as {@code APIInvalidParametersError}. */
    <T> Option<Failure> checkApi(T command) {
        return first(command)
                .map(v -> new Failure.InvalidParameter(
                        parameterOf(v), "invalid parameter '" + parameterOf(v) + "': " + v.getMessage()));
    }

    /** The first violation on an operator command. */
    <T> Option<OperatorFailure> checkOperator(T command) {
        return first(command)
                .map(v -> OperatorFailure.ofProperty(v.getPropertyPath().toString(), v.getMessage()));
    }

    private <T> Option<ConstraintViolation<T>> first(T command) {
        Set<ConstraintViolation<T>> violations = validator.validate(command);
        return Option.ofOptional(violations.stream()
                .min(Comparator.comparing(v -> v.getPropertyPath().toString())));
    }

    private static String parameterOf(ConstraintViolation<?> violation) {
        String path = violation.getPropertyPath().toString();
        StringBuilder snake = new StringBuilder();
        for (char c : path.toCharArray()) {
            if (Character.isUpperCase(c)) {
                snake.append('_').append(Character.toLowerCase(c));
            } else {
                snake.append(c);
            }
        }
        return snake.toString();
    }
}
