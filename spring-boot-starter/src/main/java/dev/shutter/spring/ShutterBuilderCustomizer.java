package dev.shutter.spring;

import dev.shutter.ports.Shutter;

/**
 * A host's changes to the {@code Shutter} the starter builds (its clock, an executor for the token's
 * operations, its own password hashing), applied in their order after the storage, settings, counters and
 * observers are set. A host that wants to build the whole facade itself declares its own {@code Shutter} bean.
 *
 * <p>A customizer that calls {@code settings(...)} replaces the settings made of the {@code shutter.*} rule
 * properties, and no warning names the properties it overrides (a {@code Settings} bean gets one): give the rules
 * as a {@code Settings} bean instead.
 */
@FunctionalInterface
public interface ShutterBuilderCustomizer {

    /** Changes {@code builder} before it builds. */
    void customize(Shutter.Builder builder);
}
