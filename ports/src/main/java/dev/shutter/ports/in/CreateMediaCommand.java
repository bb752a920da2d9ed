package dev.shutter.ports.in;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** A new media of {@code owner}; a null {@code id} gets a generated one ({@code <random>_<owner>}). */
public record CreateMediaCommand(
        @Pattern(regexp = "[0-9_]{1,64}", message = "must be 1 to 64 digits or underscores")
        String id,

        @NotNull @Pattern(regexp = "[0-9]{1,19}", message = "must be a user id")
        String owner) {}
