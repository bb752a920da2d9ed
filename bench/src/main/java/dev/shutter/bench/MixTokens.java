package dev.shutter.bench;

import dev.shutter.bench.mix.Mix;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * A token for each user of the mix who holds one, made as a person makes theirs: a session of their own, the
 * login (a bcrypt each, so two at a time), the consent, the code, the exchange. Written in the holders' order, one
 * line {@code user-id<TAB>token} each: line {@code i} is token {@code i} of the mix's request tables.
 */
final class MixTokens {

    private static final int AT_ONCE = 2;

    private MixTokens() {}

    /** Makes the tokens of the holders listed in {@code holders} into {@code out}; answers how many. */
    static int make(
            Supplier<LoopbackClient> sessions,
            String clientId,
            Map<String, String> exchangeForm,
            Path holders,
            Path out)
            throws IOException {
        List<String[]> listed = new ArrayList<>();
        for (String line : Files.readAllLines(holders)) {
            if (!line.isBlank()) {
                listed.add(line.split("\t", 3));
            }
        }
        ExecutorService pool = Executors.newFixedThreadPool(AT_ONCE);
        try {
            List<Future<String>> tokens = new ArrayList<>();
            for (String[] holder : listed) {
                tokens.add(pool.submit(() -> {
                    LoopbackClient session = sessions.get();
                    Map<String, String> consent = AuthorizationPages.consentForm(
                            session, clientId, holder[Mix.USERNAME], holder[Mix.PASSWORD]);
                    return AuthorizationPages.token(
                            session, exchangeForm, AuthorizationPages.approve(session, consent));
                }));
            }
            StringBuilder lines = new StringBuilder();
            for (int i = 0; i < listed.size(); i++) {
                lines.append(listed.get(i)[Mix.USER_ID])
                        .append('\t')
                        .append(tokens.get(i).get())
                        .append('\n');
            }
            Files.writeString(out, lines);
            return listed.size();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while making the mix's tokens", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(
                    "a token of the mix: " + e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
