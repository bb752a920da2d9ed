package dev.shutter.ports.in;

import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one Jakarta validator of Shutter's commands and services, built on first use (a validator factory
 * costs a few hundred milliseconds), without writing on the host's output: Hibernate Validator announces its
 * version at INFO when it starts, which with no logging backend on the class path lands on the host's
 * standard error through {@code java.util.logging}. That one logger, which says nothing else, is set to
 * WARNING and kept; a host with a logging backend decides for itself (the logger
 * {@value #VERSION_LOGGER}).
 */
public final class SharedValidator {

    /** The logger Hibernate Validator writes its version line to. */
    static final String VERSION_LOGGER = "org.hibernate.validator.internal.util.Version";

    private SharedValidator() {}

    /** The validator, shared by every command and use case. */
    public static Validator get() {
        return Holder.VALIDATOR;
    }

    private static final class Holder {
        /** Held here: {@code java.util.logging} keeps loggers only as long as someone does. */
        static final Logger VERSION = quiet();

        static final Validator VALIDATOR =
                Validation.buildDefaultValidatorFactory().getValidator();

        private static Logger quiet() {
            Logger logger = Logger.getLogger(VERSION_LOGGER);
            logger.setLevel(Level.WARNING);
            return logger;
        }
    }
}
