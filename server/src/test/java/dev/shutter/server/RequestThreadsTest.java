package dev.shutter.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.AuthorizationCodes;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.Counterpart;
import dev.shutter.ports.out.IssuedCode;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageThreads;
import dev.shutter.server.support.Api;
import dev.shutter.server.support.Browser;
import dev.shutter.server.support.Platform;
import dev.shutter.server.support.TestServers;
import io.vavr.control.Option;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Which threads serve a request: the API on the IO thread when the storage never waits on I/O, on a
 * worker thread when it may; the OAuth endpoints (password hashes) always on a worker. Undertow names its
 * IO threads {@code XNIO-n I/O-m} and its workers {@code XNIO-n task-m}.
 */
class RequestThreadsTest {

    @Test
    @DisplayName("a store in memory is called from the IO thread for the API, from a worker for OAuth")
    void inMemory() {
        List<String> threads = serveOneOfEach(StorageThreads.inMemory());
        assertThat(threads.get(0)).contains("I/O");
        assertThat(threads.get(1)).contains("I/O");
        assertThat(threads.get(2)).contains("task");
    }

    @Test
    @DisplayName("a store that waits on I/O is never called from the IO thread")
    void waitingOnIo() {
        List<String> threads = serveOneOfEach(StorageThreads.blocking());
        assertThat(threads).allSatisfy(name -> assertThat(name).contains("task"));
    }

    @Test
    @DisplayName("on a store that waits on I/O, a read's storage calls all run on the one worker it was handed to")
    void oneWorkerARequest() {
        ThreadRecordingStorage storage = new ThreadRecordingStorage(new InMemoryStorage(), StorageThreads.blocking());
        RunningServer server = serverOn(storage);
        try {
            Platform platform = new Platform(server);
            Platform.User user = platform.user("threads");
            Platform.User friend = platform.user("friend");
            Platform.App app = platform.liveApp();
            Browser browser = new Browser(server.baseUrl());
            String token = platform.exchange(app, platform.code(browser, user, app, "relationships"));
            Api api = new Api(browser);

            for (int i = 0; i < 20; i++) {
                storage.calledOn.clear();
                assertThat(api.get("/v1/users/" + friend.id() + "/relationship", token)
                                .status())
                        .isEqualTo(200);
                // the authentication and the read (here not read ahead): two calls, one thread, a worker
                assertThat(storage.calledOn).hasSize(2);
                assertThat(storage.calledOn.get(1))
                        .isEqualTo(storage.calledOn.get(0))
                        .contains("task");
            }
        } finally {
            server.close();
        }
    }

    /**
     * The threads that read a token for a GET and for a POST with a form body, and that exchanged a code,
     * in that order.
     */
    private static List<String> serveOneOfEach(StorageThreads threads) {
        ThreadRecordingStorage storage = new ThreadRecordingStorage(new InMemoryStorage(), threads);
        RunningServer server = serverOn(storage);
        try {
            Platform platform = new Platform(server);
            Platform.User user = platform.user("threads");
            Platform.User friend = platform.user("friend");
            Platform.App app = platform.liveApp();
            String code = platform.code(new Browser(server.baseUrl()), user, app, "relationships");
            Browser browser = new Browser(server.baseUrl());

            storage.calledOn.clear();
            String token = platform.exchange(app, code);
            String exchangedOn = storage.calledOn.get(0);

            storage.calledOn.clear();
            Api api = new Api(browser);
            assertThat(api.get("/v1/users/self", token).status()).isEqualTo(200);
            String getOn = storage.calledOn.get(0);
            storage.calledOn.clear();
            assertThat(api.post("/v1/users/" + friend.id() + "/relationship", token, "action", "follow")
                            .status())
                    .isEqualTo(200);
            String postOn = storage.calledOn.get(0);
            return List.of(getOn, postOn, exchangedOn);
        } finally {
            server.close();
        }
    }

    private static RunningServer serverOn(Storage storage) {
        return RunningServer.start(
                ServerOptions.forTests(TestServers.freshDataDir()).withAdminToken(TestServers.ADMIN_TOKEN),
                TestServers.tuning(),
                Option.none(),
                storage);
    }

    /** Records the thread of every call that starts a request's work: a token looked up, a code read. */
    private static final class ThreadRecordingStorage extends ForwardingStorage {
        private final StorageThreads threads;
        final List<String> calledOn = new CopyOnWriteArrayList<>();

        ThreadRecordingStorage(Storage storage, StorageThreads threads) {
            super(storage);
            this.threads = threads;
        }

        private void record() {
            calledOn.add(Thread.currentThread().getName());
        }

        @Override
        public StorageThreads threads() {
            return threads;
        }

        @Override
        public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
            record();
            return storage.authenticated(read);
        }

        @Override
        public Option<Counterpart> counterpart(UserId me, UserId them) {
            record();
            return storage.counterpart(me, them);
        }

        @Override
        public Option<IssuedCode> issuedCode(String codeHash) {
            record();
            return storage.issuedCode(codeHash);
        }

        @Override
        public AuthorizationCodes authorizationCodes() {
            record();
            return storage.authorizationCodes();
        }
    }
}
