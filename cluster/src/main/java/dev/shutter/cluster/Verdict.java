package dev.shutter.cluster;

import dev.shutter.cluster.Outcomes.Kind;
import dev.shutter.cluster.Outcomes.Outcome;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks after the load, and the report: every acknowledged write in PostgreSQL and readable through
 * every node; every token working on every node; the small budget never overspent; every event delivered,
 * in order; no 500; and the failures around the kill and the stop, counted.
 */
final class Verdict {

    /** The most tokens of one client tried on every node (a long run issues many). */
    private static final int MOST_TOKENS = 200;
    /** How long after HAProxy put a node back its window still counts. */
    private static final long SETTLE_MILLIS = 2000;

    private final List<Node> nodes;
    private final List<LoadClient> clients;
    private final Budget budget;
    private final Outcomes outcomes;
    private final WebhookReceiver receiver;
    private final Web web;
    private final Timeline timeline;
    private final Options options;
    private final CodeFlow budgetFlow;
    private final List<String> problems = new ArrayList<>();
    private final List<String> lines = new ArrayList<>();

    Verdict(
            List<Node> nodes,
            List<LoadClient> clients,
            Budget budget,
            Outcomes outcomes,
            WebhookReceiver receiver,
            Web web,
            Timeline timeline,
            Options options,
            CodeFlow budgetFlow) {
        this.nodes = nodes;
        this.clients = clients;
        this.budget = budget;
        this.outcomes = outcomes;
        this.receiver = receiver;
        this.web = web;
        this.timeline = timeline;
        this.options = options;
        this.budgetFlow = budgetFlow;
    }

    /** Runs the checks, prints and writes the report; the number of problems found. */
    int report(Options run, List<Haproxy.Change> changes) throws Exception {
        line("Cluster run: " + nodes.size() + " nodes behind HAProxy (TLS passed through), " + clients.size()
                + " clients and the small budget, " + run.seconds() + " s of load, PostgreSQL schema "
                + run.schema() + ", Redis rate counts");
        requests();
        windows(changes);
        writes();
        tokens();
        budgets();
        webhooks();
        line(problems.isEmpty() ? "PASSED: every check held" : "FAILED: " + problems.size() + " problems");
        problems.stream().limit(50).forEach(p -> line("  problem: " + p));
        Files.write(run.work().resolve("report.txt"), lines);
        return problems.size();
    }

    private void requests() {
        List<Outcome> all = outcomes.all();
        Map<Kind, Integer> counts = Outcomes.count(all, 0, Long.MAX_VALUE);
        long seconds = (timeline.at("load-end") - timeline.at("load-start")) / 1000;
        line("requests: " + all.size() + " in " + seconds + " s of load through HAProxy " + counts);
        all.stream()
                .filter(o -> o.kind() == Kind.SERVER_ERROR)
                .limit(5)
                .forEach(o -> problems.add("a 500 to " + o.operation() + " at " + o.atMillis() + " ms"));
        if (counts.get(Kind.SERVER_ERROR) > 0) {
            problems.add(counts.get(Kind.SERVER_ERROR) + " answers were 500");
        }
    }

    private void windows(List<Haproxy.Change> changes) {
        List<Outcome> all = outcomes.all();
        long killEnd = window(
                "kill -9 " + timeline.killed(),
                timeline.killed(),
                "kill",
                "kill-restart",
                "kill-healthy",
                changes,
                all);
        long termEnd = window(
                "SIGTERM " + timeline.stopped(),
                timeline.stopped(),
                "term",
                "term-restart",
                "term-healthy",
                changes,
                all);
        line("  it exited with " + timeline.exitCode() + " after " + (timeline.at("term-exited") - timeline.at("term"))
                + " ms");
        if (timeline.exitCode() != 0) {
            problems.add(timeline.stopped() + " exited with " + timeline.exitCode() + " after SIGTERM, not 0");
        }
        Map<Kind, Integer> before = Outcomes.count(all, 0, timeline.at("kill"));
        Map<Kind, Integer> between = Outcomes.count(all, killEnd, timeline.at("term"));
        Map<Kind, Integer> after = Outcomes.count(all, termEnd, Long.MAX_VALUE);
        nodes.stream()
                .filter(node -> node.starts() > 2)
                .forEach(node -> line("  " + node.name() + " took " + node.starts() + " starts in all (one exited at"
                        + " start and was started again; see its log)"));
        line("outside those windows: before " + before + ", between " + between + ", after " + after);
    }

    /** Reports one window and answers where it ends. */
    private long window(
            String what,
            String node,
            String start,
            String restart,
            String healthy,
            List<Haproxy.Change> changes,
            List<Outcome> all) {
        long from = timeline.at(start);
        long out = firstChange(changes, node, "DOWN", from);
        long back = firstChange(changes, node, "UP", timeline.at(restart));
        long end = (back < 0 ? timeline.at(healthy) : back) + SETTLE_MILLIS;
        line(what + " at " + from + " ms: HAProxy took it out after "
                + (out < 0 ? "(never seen)" : (out - from) + " ms") + "; restarted " + (timeline.at(restart) - from)
                + " ms after, /health 200 after "
                + (timeline.at(healthy) - timeline.at(restart)) + " ms, HAProxy put it back "
                + (back < 0 ? "(never seen)" : (back - timeline.at(healthy)) + " ms") + " later");
        line("  answers from then until " + SETTLE_MILLIS + " ms after it was back: " + Outcomes.count(all, from, end));
        return end;
    }

    private static long firstChange(List<Haproxy.Change> changes, String node, String status, long after) {
        return changes.stream()
                .filter(c -> c.node().equals(node) && c.status().equals(status) && c.atMillis() >= after)
                .mapToLong(Haproxy.Change::atMillis)
                .findFirst()
                .orElse(-1);
    }

    private void writes() throws SQLException, IOException {
        int acknowledged = 0;
        int keys = 0;
        int unsure = 0;
        int before = problems.size();
        try (ReadBack db = new ReadBack(options.postgres(), options.schema())) {
            for (int i = 0; i < clients.size(); i++) {
                Ledger ledger = clients.get(i).ledger();
                String client = Seed.usernameOf(i);
                String media = Seed.mediaOf(i);
                acknowledged += ledger.writes();
                keys += ledger.keys();
                unsure += ledger.unsure();
                problems.addAll(Checks.follows("PostgreSQL", client, ledger, db.followsInDatabase(Seed.userOf(i))));
                problems.addAll(Checks.comments("PostgreSQL", client, ledger, db.commentsInDatabase(media)));
                String bearer = "Bearer " + ledger.tokens().get(ledger.tokens().size() - 1);
                for (Node node : nodes) {
                    problems.addAll(
                            Checks.follows(node.name(), client, ledger, ReadBack.followsThrough(web, node, bearer)));
                    problems.addAll(Checks.comments(
                            node.name(), client, ledger, ReadBack.commentsThrough(web, node, media, bearer)));
                }
            }
        }
        int lost = problems.size() - before;
        line("acknowledged writes: " + acknowledged + " (follows, unfollows, comments posted and deleted), leaving "
                + keys + " follows and comments in a known state; " + lost + " of those lost or wrong, in PostgreSQL"
                + " or through one of the " + nodes.size() + " nodes; writes without an answer (left out): " + unsure);
    }

    private void tokens() throws IOException {
        int tried = 0;
        Set<String> issuers = new HashSet<>();
        for (int i = 0; i < clients.size(); i++) {
            List<String> tokens = clients.get(i).ledger().tokens();
            issuers.addAll(clients.get(i).ledger().issuers());
            for (String token : tokens.subList(Math.max(0, tokens.size() - MOST_TOKENS), tokens.size())) {
                for (Node node : nodes) {
                    HttpResponse<String> answer =
                            web.get(node.base() + "/v1/users/self", "Authorization", "Bearer " + token);
                    tried++;
                    String user = answer.statusCode() == 200
                            ? CodeFlow.json(answer).path("data").path("id").asText()
                            : "";
                    if (!user.equals(Seed.userOf(i))) {
                        problems.add("a token of " + Seed.usernameOf(i) + " answered " + answer.statusCode() + " on "
                                + node.name());
                    }
                }
            }
        }
        issuers.remove("");
        line("tokens: " + tried + " reads, each token issued through HAProxy (by " + issuers.size()
                + " server processes) tried on each node's own address");
    }

    private void budgets() throws IOException {
        int[] during = budget.tally();
        problems.addAll(Checks.budget("the small budget during the load", during[0], options.limit()));
        int[] spent = Budget.spendAcross(web, nodes, budgetFlow.token(), 3 * options.limit());
        problems.addAll(Checks.budget("a fresh token across the nodes", spent[0], options.limit()));
        if (spent[2] == 0 && spent[0] != options.limit()) {
            problems.add("a fresh token was allowed " + spent[0] + " requests, not its limit " + options.limit());
        }
        line("rate budget (limit " + options.limit() + " an hour): during the load " + during[0] + " allowed, "
                + during[1] + " refused, " + during[2] + " without an answer; at the end "
                + 3 * options.limit() + " reads across the nodes: " + spent[0] + " allowed, " + spent[1]
                + " refused");
    }

    private void webhooks() throws Exception {
        List<String> outbox;
        try (ReadBack db = new ReadBack(options.postgres(), options.schema())) {
            outbox = db.outbox();
            long deadline = System.currentTimeMillis() + 120_000;
            while (!new HashSet<>(receiver.arrivals()).containsAll(outbox) && System.currentTimeMillis() < deadline) {
                Thread.sleep(500);
            }
        }
        List<String> arrivals = receiver.arrivals();
        Set<String> distinct = new HashSet<>(arrivals);
        problems.addAll(Checks.webhooks(outbox, arrivals, 1));
        if (receiver.badSignatures() > 0) {
            problems.add(receiver.badSignatures() + " webhook deliveries with a bad signature");
        }
        line("webhooks: " + outbox.size() + " events in the outbox, " + distinct.size() + " delivered, "
                + (arrivals.size() - distinct.size()) + " delivered again (at least once: at most one, the event in"
                + " hand when its node was killed)");
    }

    private void line(String text) {
        lines.add(text);
        System.out.println(text);
    }
}
