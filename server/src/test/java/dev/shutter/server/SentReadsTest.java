package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.SendingStorage;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.MediaComments;
import dev.shutter.ports.out.OwnedPage;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The reads a storage sends without waiting ({@code Storage.authenticated} on its event loops, as the PostgreSQL storage's
 * event loops do): sent from the IO thread that read the request and answered there, with no worker thread;
 * what else a request needs goes to a worker. The storage here is in memory behind one thread of its own,
 * which stands for the event loop ({@link SendingStorage}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SentReadsTest {

    /** The server's workers: as many as the storage's connections. */
    private static final int WORKERS = 2;

    private RecordingStorage storage;
    private RunningServer server;
    private Platform platform;
    private Api api;
    private Platform.User alice;
    private Platform.User bob;
    private String token;
    private List<String> reads;

    @BeforeAll
    void start() {
        storage = new RecordingStorage();
        server = RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withAdminToken(TestServers.ADMIN_TOKEN),
                TestServers.tuning(),
                Option.none(),
                storage);
        platform = new Platform(server);
        api = new Api(new Browser(server.baseUrl()));
        alice = platform.user("alice");
        bob = platform.user("bob");
        Platform.User carol = platform.user("carol", true);
        token = platform.token(alice, platform.liveApp(), "basic comments relationships");
        String media = platform.media(bob);
        assertThat(api.post("/v1/users/" + bob.id() + "/relationship", token, "action", "follow")
                        .status())
                .isEqualTo(200);
        assertThat(api.post("/v1/users/" + carol.id() + "/relationship", token, "action", "follow")
                        .status())
                .isEqualTo(200);
        for (String text : new String[] {"first", "second"}) {
            assertThat(api.post("/v1/media/" + media + "/comments", token, "text", text)
                            .status())
                    .isEqualTo(200);
        }
        reads = List.of(
                "/v1/users/" + bob.id() + "/relationship",
                "/v1/users/" + carol.id() + "/relationship",
                "/v1/media/" + media + "/comments",
                "/v1/users/self/follows",
                "/v1/users/self/follows?count=1",
                "/v1/users/" + bob.id() + "/followed-by",
                "/v1/users/self/requested-by");
    }

    @AfterAll
    void stop() {
        server.close();
    }

    @Test
    @DisplayName("with every worker held, the reads the storage sends still answer, each from one read on its loop")
    void noWorker() throws Exception {
        Platform.User dave = platform.user("dave");
        String stuck = platform.token(dave, platform.liveApp(), "relationships");
        ExecutorService clients = Executors.newFixedThreadPool(WORKERS);
        List<CompletableFuture<Api.Answer>> held = new ArrayList<>();
        storage.hold(new UserId(dave.id()));
        try {
            for (int i = 0; i < WORKERS; i++) {
                held.add(CompletableFuture.supplyAsync(
                        () -> new Api(new Browser(server.baseUrl()))
                                .post("/v1/users/" + bob.id() + "/relationship", stuck, "action", "follow"),
                        clients));
            }
            assertThat(storage.holding.await(20, TimeUnit.SECONDS))
                    .as("every worker waits in the storage")
                    .isTrue();

            for (String read : reads) {
                storage.calls.clear();
                Api.Answer answer = CompletableFuture.supplyAsync(() -> api.get(read, token))
                        .get(20, TimeUnit.SECONDS);

                assertThat(answer.status()).as(read + ": " + answer.json()).isEqualTo(200);
                assertThat(storage.calls)
                        .as(read + ": the storage's calls")
                        .containsExactly("authenticated on " + SendingStorage.LOOP);
            }
            storage.calls.clear();
            Api.Answer unknown = CompletableFuture.supplyAsync(() -> api.get(reads.get(0), "no-such-token"))
                    .get(20, TimeUnit.SECONDS);
            assertThat(unknown.errorType()).isEqualTo("OAuthAccessTokenException");
            assertThat(storage.calls).containsExactly("authenticated on " + SendingStorage.LOOP);
        } finally {
            storage.release.countDown();
            clients.shutdown();
        }
        for (CompletableFuture<Api.Answer> post : held) {
            assertThat(post.get(20, TimeUnit.SECONDS).status()).isEqualTo(200);
        }
    }

    @Test
    @DisplayName("a sent read answers what the same read answers on a worker")
    void sameAnswers() {
        for (String read : reads) {
            storage.sending = false;
            storage.calls.clear();
            Api.Answer onWorker = api.get(read, token);
            List<String> workerCalls = List.copyOf(storage.calls);
            storage.sending = true;
            Api.Answer sent = api.get(read, token);

            assertThat(workerCalls).as(read).allSatisfy(call -> assertThat(call).contains("task"));
            assertThat(sent.status()).as(read).isEqualTo(onWorker.status()).isEqualTo(200);
            assertThat(sent.json()).as(read).isEqualTo(onWorker.json());
            assertThat(Integer.parseInt(sent.response()
                            .headers()
                            .firstValue("X-Ratelimit-Remaining")
                            .orElseThrow()))
                    .as("the sent read was counted once more")
                    .isEqualTo(Integer.parseInt(onWorker.response()
                                    .headers()
                                    .firstValue("X-Ratelimit-Remaining")
                                    .orElseThrow())
                            - 1);
        }
    }

    @Test
    @DisplayName("a Sandbox app's page, which was read ahead among every user, is read again on a worker")
    void sandboxPage() {
        ObjectNode body =
                Platform.JSON.createObjectNode().put("name", "Sandbox").put("mode", "sandbox");
        body.putArray("redirect_uris").add(Platform.REDIRECT);
        Platform.App sandbox = platform.app(body);
        platform.sandboxUsers(sandbox, List.of(alice, bob));
        String sandboxToken = platform.token(alice, sandbox, "relationships");
        storage.calls.clear();

        Api.Answer page = api.get("/v1/users/self/follows", sandboxToken);

        assertThat(page.status()).isEqualTo(200);
        assertThat(page.data()).hasSize(1);
        assertThat(page.data().get(0).get("id").asText()).isEqualTo(bob.id());
        assertThat(storage.calls).hasSize(2);
        assertThat(storage.calls.get(0)).isEqualTo("authenticated on " + SendingStorage.LOOP);
        assertThat(storage.calls.get(1)).startsWith("ownedPage on ").contains("task");
    }

    /**
     * Records which thread makes each read; can hold every read of a pair by one user made on a worker (the first
     * read of a relationship change) until released (so that the workers are all busy), and can stop sending.
     */
    private static final class RecordingStorage extends SendingStorage {
        final List<String> calls = new CopyOnWriteArrayList<>();
        final CountDownLatch holding = new CountDownLatch(WORKERS);
        final CountDownLatch release = new CountDownLatch(1);
        volatile UserId held;
        volatile boolean sending = true;

        RecordingStorage() {
            super(new InMemoryStorage());
        }

        void hold(UserId user) {
            held = user;
        }

        private void record(String call) {
            calls.add(call + " on " + Thread.currentThread().getName());
        }

        /** The loop, while it sends; none (a storage that blocks) when it does not; a pool of {@link #WORKERS}. */
        @Override
        public StorageThreads threads() {
            return sending
                    ? StorageThreads.onEventLoops(super.threads().eventLoops().get(), WORKERS)
                    : StorageThreads.blocking(WORKERS);
        }

        @Override
        public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
            if (sending) {
                return super.authenticated(read);
            }
            return beneath(read);
        }

        @Override
        protected CompletionStage<Option<CountedBearer>> beneath(AuthenticatedRead read) {
            record("authenticated");
            return storage.authenticated(read);
        }

        @Override
        public Option<Counterpart> counterpart(UserId me, UserId them) {
            if (me.equals(held) && !onLoop()) {
                holding.countDown();
                try {
                    release.await(60, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            record("counterpart");
            return storage.counterpart(me, them);
        }

        @Override
        public Option<MediaComments> mediaComments(MediaId id, UserId viewer) {
            record("mediaComments");
            return storage.mediaComments(id, viewer);
        }

        @Override
        public Option<OwnedPage> ownedPage(PageQuery query, UserId viewer) {
            record("ownedPage");
            return storage.ownedPage(query, viewer);
        }
    }
}
