package dev.shutter.server;

import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.Sweep;
import dev.shutter.ports.out.Randomness;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageUnavailableException;
import java.io.PrintStream;
import java.security.SecureRandom;

/**
 * {@code java -jar shutter-server.jar housekeeping [options]}: one sweep of the storage the options name,
 * with their token policy and {@code --housekeeping-grace}, then exit (0; 1 when the storage cannot be
 * opened or reached). For a cron job, or a server run with {@code --housekeeping-interval none}.
 */
final class HousekeepingCommand {

    /** The first argument that asks for this command. */
    static final String NAME = "housekeeping";

    private HousekeepingCommand() {}

    static int run(ServerOptions options, ServerTuning tuning, PrintStream out, PrintStream err) {
        Storage storage;
        try {
            storage = StorageLoader.open(options.storage());
        } catch (StartupException e) {
            err.println("shutter housekeeping: " + e.getMessage());
            return 1;
        }
        try {
            Randomness randomness = Randomness.from(new SecureRandom());
            Shutter shutter = Shutter.builder(storage)
                    .clock(tuning.clock())
                    .randomness(randomness)
                    .settings(Settings.defaults().withTokens(options.tokens()))
                    .build();
            Sweep sweep = shutter.housekeeping().sweep(options.operations().retention());
            out.println("housekeeping deleted " + HousekeepingJob.describe(sweep));
            return 0;
        } catch (StorageUnavailableException e) {
            err.println("shutter housekeeping: " + e.getMessage());
            return 1;
        } finally {
            storage.close();
        }
    }
}
