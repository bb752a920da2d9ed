package dev.shutter.server;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.shutter.ports.arch.ArchitectureRules;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The server's own handler (the demo callback page) gets time and randomness from the composition root, as
 * the adapter's handlers do; the rule is seen to catch a broken class in the ports' and the adapter's tests.
 */
class ServerArchitectureTest {

    @Test
    @DisplayName("the demo page reads neither the clock nor randomness")
    void demoPageDoesNotReadTheClock() {
        ArchitectureRules.noClockOrRandomnessIn("dev.shutter.server.demo")
                .check(new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                        .importPackages("dev.shutter.server.demo"));
    }
}
