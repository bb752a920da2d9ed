package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.limit.RateLimits;
import dev.shutter.domain.limit.SignedRequest;
import dev.shutter.ports.SealingKey;
import dev.shutter.ports.Settings;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.out.Storage;
import io.vavr.control.Either;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A refused request takes nothing from its token's budget, not even for a moment (docs/concepts.md, Rate limits):
 * the probe's two shapes, refused writes beside reads and a flood of bad signatures beside the app's own signed
 * client, on one node and on two that share the counts ({@link #otherNode}). Every 429 tells the true numbers.
 */
public abstract class RefusedRequestsContract extends StorageContract {

    /** 40 requests an hour, 10 of them comment writes, whatever the app's mode. */
    private static final RateLimits BUDGET = new RateLimits(40, 40, 10, 10);

    private static final SealingKey SEALING = new SealingKey(new byte[] {
        7, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
        30, 31
    });

    /**
     * A second server node on the same counts as {@link #storage}: another storage open on the same database
     * (and the same rate store). The default is {@link #storage} itself: a store in memory is one node's.
     */
    protected Storage otherNode() {
        return storage;
    }

    @Test
    @DisplayName("300 comment POSTs over the write budget beside 100 reads of the same token: the budget of 40 is"
            + " spent whole, 10 writes and 30 reads, and every 429 says N of N")
    void refusedWritesBesideReads() throws Exception {
        // given
        Fixtures f = Fixtures.on(storage, Settings.defaults().withRateLimits(BUDGET));
        Shutter other = f.nodeOn(otherNode());
        String token =
                f.token(f.user("1001", "alice"), f.liveApp("demo"), "comments").accessToken();
        AuthenticateCommand write = commentPost(token);
        AuthenticateCommand read = selfRead(token);
        ConcurrentLinkedQueue<Failure> refusals = new ConcurrentLinkedQueue<>();

        // when: 6 threads, on two nodes, each 50 writes and, for half of them, 33 or 34 reads
        List<int[]> allowed = concurrently(6, index -> {
            Shutter node = index % 2 == 0 ? f.shutter : other;
            int[] made = new int[2];
            int reads = index < 3 ? (index == 0 ? 34 : 33) : 0;
            for (int i = 0; i < 50 || i < reads; i++) {
                if (i < 50) {
                    made[0] += tally(node.requests().authenticate(write), refusals);
                }
                if (i < reads) {
                    made[1] += tally(node.requests().authenticate(read), refusals);
                }
            }
            return made;
        });

        // then
        int writes = allowed.stream().mapToInt(made -> made[0]).sum();
        int reads = allowed.stream().mapToInt(made -> made[1]).sum();
        assertThat(writes).isEqualTo(10);
        assertThat(reads).isEqualTo(30);
        assertThat(refusals).hasSize(300 + 100 - 40).allSatisfy(RefusedRequestsContract::saysTheTrueNumbers);
    }

    @Test
    @DisplayName("a flood of bad signatures with a stolen token of a signing app beside the app's own client: the"
            + " client gets its whole budget, and the flood only 403s")
    void badSignaturesBesideTheSignedClient() throws Exception {
        // given
        Fixtures f =
                Fixtures.on(storage, Settings.defaults().withRateLimits(BUDGET).withSealingKey(SEALING));
        Shutter other = f.nodeOn(otherNode());
        AppCreated app = f.signingApp("signed");
        String token = f.token(f.user("1001", "alice"), app, "comments").accessToken();
        AtomicBoolean clientDone = new AtomicBoolean();
        AtomicInteger flood = new AtomicInteger();
        ConcurrentLinkedQueue<Failure> clientRefusals = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Failure> floodAnswers = new ConcurrentLinkedQueue<>();

        // when: one thread is the client, signing 41 requests; four flood bad signatures until it is done
        List<Integer> allowed = concurrently(5, index -> {
            Shutter node = index % 2 == 0 ? f.shutter : other;
            if (index == 0) {
                int made = 0;
                for (int i = 0; i < 41; i++) {
                    Map<String, String> params = new HashMap<>(Map.of("access_token", token, "count", "" + i));
                    params.put("sig", SignedRequest.sign(app.generatedSecret().get(), "/users/self", params));
                    made += tally(node.requests().authenticate(signed(params)), clientRefusals);
                }
                clientDone.set(true);
                return made;
            }
            while (!clientDone.get() || flood.get() < 200) {
                Map<String, String> params = new HashMap<>(Map.of("access_token", token, "sig", "00"));
                node.requests().authenticate(signed(params)).swap().forEach(floodAnswers::add);
                flood.incrementAndGet();
            }
            return 0;
        });

        // then
        assertThat(allowed.get(0)).isEqualTo(40);
        assertThat(clientRefusals).singleElement().satisfies(RefusedRequestsContract::saysTheTrueNumbers);
        assertThat(floodAnswers)
                .hasSize(flood.get())
                .allSatisfy(answer -> assertThat(answer).isEqualTo(new Failure.SignatureMismatch()));
    }

    private static AuthenticateCommand commentPost(String token) {
        return Commands.authenticate(token, null, Endpoint.COMMENT_ADD, "/media/1_1001/comments", Map.of("text", "hi"));
    }

    private static AuthenticateCommand selfRead(String token) {
        return Commands.authenticate(token, null, Endpoint.USERS_SELF, "/users/self", Map.of());
    }

    private static AuthenticateCommand signed(Map<String, String> params) {
        return AuthenticateCommand.asSent(null, Endpoint.USERS_SELF, "/users/self", params);
    }

    private static int tally(Either<Failure, Caller> answer, ConcurrentLinkedQueue<Failure> refusals) {
        answer.swap().forEach(refusals::add);
        return answer.isRight() ? 1 : 0;
    }

    /** A 429 of a budget that no request overspent: it made exactly what it allows. */
    private static void saysTheTrueNumbers(Failure refusal) {
        assertThat(refusal).isInstanceOf(Failure.RateLimited.class);
        Failure.RateLimited limited = (Failure.RateLimited) refusal;
        assertThat(limited.made()).as("%s", limited).isEqualTo(limited.allowed());
    }
}
