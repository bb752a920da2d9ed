package dev.shutter.spring;

import dev.shutter.domain.oauth.Timeline;
import dev.shutter.ports.Settings;
import io.vavr.control.Option;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.core.env.Environment;

/**
 * The rule properties (rate limits, token lifetimes, timeline) that the application sets and that the {@link
 * Settings} Shutter is built with do not have. An application's own {@code Settings} bean wins over them. A
 * warning at startup names each one, because a property that is set and has no effect, with nothing said, is
 * the surprise a Spring Boot user does not expect: Boot binds what it is given or refuses it. A warning, not a
 * refusal: the bean winning is the documented rule, and an application may share its properties between setups.
 */
final class IgnoredSettingsProperties {

    private static final Log LOG = LogFactory.getLog(ShutterAutoConfiguration.class);

    /** A property, the value it asks for, and where the settings keep it. */
    private record Rule(String property, Function<ShutterProperties, Object> asked, Function<Settings, Object> kept) {}

    private static final List<Rule> RULES = List.of(
            new Rule(
                    "shutter.rate-limits.live.requests",
                    p -> p.rateLimits().live().requests(),
                    s -> s.rateLimits().liveAll()),
            new Rule(
                    "shutter.rate-limits.live.writes",
                    p -> p.rateLimits().live().writes(),
                    s -> s.rateLimits().liveWrites()),
            new Rule(
                    "shutter.rate-limits.sandbox.requests",
                    p -> p.rateLimits().sandbox().requests(),
                    s -> s.rateLimits().sandboxAll()),
            new Rule(
                    "shutter.rate-limits.sandbox.writes",
                    p -> p.rateLimits().sandbox().writes(),
                    s -> s.rateLimits().sandboxWrites()),
            new Rule(
                    "shutter.tokens.max-age",
                    p -> Option.of(p.tokens().maxAge()),
                    s -> s.tokens().maxAge()),
            new Rule(
                    "shutter.tokens.idle-time",
                    p -> Option.of(p.tokens().idleTime()),
                    s -> s.tokens().idleTimeout()),
            new Rule(
                    "shutter.historical-timeline",
                    p -> p.historicalTimeline() ? Timeline.historical() : Timeline.defaults(),
                    Settings::timeline));

    private IgnoredSettingsProperties() {}

    /** The properties set in {@code environment} whose value {@code settings} do not have. */
    private static List<String> of(Settings settings, ShutterProperties properties, Environment environment) {
        Binder binder = Binder.get(environment);
        return RULES.stream()
                .filter(rule -> binder.bind(rule.property(), String.class).isBound())
                .filter(rule -> !Objects.equals(
                        rule.asked().apply(properties), rule.kept().apply(settings)))
                .map(Rule::property)
                .toList();
    }

    /** Warns, naming them, when {@link #of} holds any. */
    static void warn(Settings settings, ShutterProperties properties, Environment environment) {
        List<String> ignored = of(settings, properties, environment);
        if (!ignored.isEmpty()) {
            LOG.warn(String.join(", ", ignored) + (ignored.size() == 1 ? " is" : " are")
                    + " set and ignored: the application's own Settings bean wins over shutter.rate-limits.*,"
                    + " shutter.tokens.* and shutter.historical-timeline; set these rules on that bean, or remove"
                    + " it to have the properties apply");
        }
    }
}
