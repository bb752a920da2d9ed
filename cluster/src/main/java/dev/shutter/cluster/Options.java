package dev.shutter.cluster;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * The run's settings, as {@code cluster/run} passes them: {@code --name value} pairs.
 *
 * @param seconds how long the load runs
 * @param clients load clients
 * @param serverJar the bundled server
 * @param work the directory of logs, configuration and the report
 * @param keystore the nodes' TLS key (one for all: behind one address they are one server)
 * @param keystorePassword its password
 * @param postgres the JDBC URL of the database, without a schema
 * @param schema the fresh schema of the run
 * @param redis the Redis URL of the rate counts, with the run's own key prefix
 * @param limit the small budget's requests per hour
 */
record Options(
        int seconds,
        int clients,
        Path serverJar,
        Path work,
        Path keystore,
        String keystorePassword,
        String postgres,
        String schema,
        String redis,
        int limit) {

    static Options parse(String[] args) {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (!args[i].startsWith("--")) {
                throw new IllegalArgumentException("expected --name value pairs, not " + args[i]);
            }
            given.put(args[i].substring(2), args[i + 1]);
        }
        return new Options(
                Integer.parseInt(required(given, "seconds")),
                Integer.parseInt(given.getOrDefault("clients", "6")),
                Path.of(required(given, "server-jar")),
                Path.of(required(given, "work")),
                Path.of(required(given, "keystore")),
                required(given, "keystore-password"),
                required(given, "postgres"),
                required(given, "schema"),
                required(given, "redis"),
                Integer.parseInt(given.getOrDefault("limit", "40")));
    }

    /** The JDBC URL of the run's schema. */
    String storage() {
        return postgres + (postgres.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    private static String required(Map<String, String> given, String name) {
        String value = given.get(name);
        if (value == null) {
            throw new IllegalArgumentException("--" + name + " is required");
        }
        return value;
    }
}
