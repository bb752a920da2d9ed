package dev.shutter.adapters.http.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.adapters.http.Surface;
import dev.shutter.adapters.http.web.RequestBodies;
import dev.shutter.adapters.http.web.SentRequest;
import dev.shutter.adapters.http.web.WebAnswer;
import dev.shutter.adapters.http.web.WebHandler;
import dev.shutter.adapters.inmemory.InMemoryStorage;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.contract.Fixtures;
import dev.shutter.ports.contract.ForwardingStorage;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageThreads;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Which thread answers a {@code /v1} request, with no handoff more than the storage needs: on a storage that waits
 * on I/O a read is answered on the thread that reads the connection ({@code WebRequest.reader()}, Undertow's IO
 * thread) whether the storage answered on an event loop or on the caller's thread, and on a worker where the
 * storage has no event loop; a write on a worker; on a store in memory everything on the calling thread.
 */
@DisplayName("The threads of an API request")
class ThreadsOfAnApiRequestTest {

    private static final ExecutorService LOOP = named("event-loop");
    private static final ExecutorService READER = named("reader");
    private static final ExecutorService WORKER = named("worker");

    /** The thread that last asked the storage for an authenticated read. */
    private static final AtomicReference<String> ASKED_ON = new AtomicReference<>();

    @AfterAll
    static void stop() {
        LOOP.shutdownNow();
        READER.shutdownNow();
        WORKER.shutdownNow();
    }

    @Test
    @DisplayName("a read answered by the storage on its event loop is answered on the reading thread")
    void readOnAnEventLoop() throws Exception {
        assertThat(answeredOn(Answers.ON_ITS_LOOP, "GET", "")).isEqualTo("reader");
    }

    @Test
    @DisplayName("a read answered by the storage on the caller's thread is answered on the reading thread")
    void readOnTheCallersThread() throws Exception {
        assertThat(answeredOn(Answers.ON_THE_CALLERS_THREAD, "GET", "")).isEqualTo("reader");
    }

    @Test
    @DisplayName("a read on a storage without event loops is answered on the worker that read it")
    void readWithoutEventLoops() throws Exception {
        assertThat(answeredOn(Answers.BLOCKING, "GET", "")).isEqualTo("worker");
    }

    @Test
    @DisplayName("a write on a storage that waits on I/O is answered on a worker")
    void write() throws Exception {
        assertThat(answeredOn(Answers.ON_ITS_LOOP, "POST", "action=follow")).isEqualTo("worker");
    }

    @Test
    @DisplayName("a write's authentication is sent from the thread that read it: no worker waits on the event loop")
    void writeAuthenticatedBeforeAWorker() throws Exception {
        answeredOn(Answers.ON_ITS_LOOP, "POST", "action=follow");

        assertThat(ASKED_ON.get()).isEqualTo(Thread.currentThread().getName());
    }

    @Test
    @DisplayName("on a store in memory a read is answered on the calling thread, with no handoff")
    void inMemory() throws Exception {
        assertThat(answeredOn(Answers.IN_MEMORY, "GET", ""))
                .isEqualTo(Thread.currentThread().getName());
    }

    /** Where the storage completes the authenticated read. */
    enum Answers {
        ON_ITS_LOOP,
        ON_THE_CALLERS_THREAD,
        BLOCKING,
        /** On the caller's thread, saying that no call ever waits on I/O. */
        IN_MEMORY
    }

    @Test
    @DisplayName("a read on a storage without event loops is handed to one worker, even one done before the handler"
            + " returns")
    void readWithoutEventLoopsOnOneWorker() throws Exception {
        AtomicInteger handedOn = new AtomicInteger();
        CountDownLatch go = new CountDownLatch(0);

        CompletionStage<WebAnswer> answer = sent(Answers.BLOCKING, "GET", "", go, task -> {
            handedOn.incrementAndGet();
            try {
                WORKER.submit(task).get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });

        assertThat(answer.toCompletableFuture().get(10, TimeUnit.SECONDS).status())
                .isEqualTo(200);
        assertThat(handedOn).as("tasks handed to a worker").hasValue(1);
    }

    /** The thread on which the answer to Alice's request about Bob is made (it is 200 whichever it is). */
    private static String answeredOn(Answers answers, String method, String form) throws Exception {
        // given: every thread but the caller's holds its work until the handler has returned
        CountDownLatch go = new CountDownLatch(1);
        CompletionStage<WebAnswer> answer = sent(answers, method, form, go, held(WORKER, go));
        CompletableFuture<String> thread = new CompletableFuture<>();
        answer.whenComplete((done, failure) -> thread.complete(
                failure == null && done.status() == 200 ? Thread.currentThread().getName() : "failed: " + done));
        go.countDown();

        // then
        return thread.get(10, TimeUnit.SECONDS);
    }

    /** Alice's request about Bob, sent with its work that may block on {@code worker}. */
    private static CompletionStage<WebAnswer> sent(
            Answers answers, String method, String form, CountDownLatch go, java.util.concurrent.Executor worker) {
        Threaded storage = new Threaded(new InMemoryStorage(), answers, go);
        Fixtures fixtures = Fixtures.on(storage);
        User alice = fixtures.user("1001", "alice");
        fixtures.user("1002", "bob");
        String token = fixtures.token(alice, fixtures.liveApp("threads"), "relationships")
                .accessToken();
        WebHandler api = Surface.builder(fixtures.shutter)
                .storageThreads(storage.threads())
                .build()
                .api()
                .find("/v1/users/1002/relationship")
                .get()
                .route()
                .handler();
        String path = "/v1/users/1002/relationship?access_token=" + token;
        SentRequest request = SentRequest.of(method, path)
                .header("Content-Type", RequestBodies.FORM)
                .body(form.getBytes(StandardCharsets.UTF_8))
                .workingOn(worker)
                .readingOn(held(READER, go));
        return api.answer(request);
    }

    private static java.util.concurrent.Executor held(ExecutorService pool, CountDownLatch go) {
        return task -> pool.execute(() -> {
            awaitQuietly(go);
            task.run();
        });
    }

    private static void awaitQuietly(CountDownLatch go) {
        try {
            go.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static ExecutorService named(String name) {
        return Executors.newSingleThreadExecutor(task -> new Thread(task, name));
    }

    /**
     * A store in memory that says it waits on I/O (but {@link Answers#IN_MEMORY}) and answers the authenticated read
     * where {@code answers} says: on an event loop or on the caller's thread with the relationship read ahead, as
     * the JDBC storage's event loops do, or by blocking, reading nothing ahead.
     */
    private static final class Threaded extends ForwardingStorage {

        private final Answers answers;
        private final CountDownLatch go;

        Threaded(Storage storage, Answers answers, CountDownLatch go) {
            super(storage);
            this.answers = answers;
            this.go = go;
        }

        @Override
        public StorageThreads threads() {
            if (answers == Answers.IN_MEMORY) {
                return StorageThreads.inMemory();
            }
            return answers == Answers.BLOCKING ? StorageThreads.blocking() : StorageThreads.onEventLoops(LOOP, 0);
        }

        @Override
        public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
            ASKED_ON.set(Thread.currentThread().getName());
            if (answers == Answers.BLOCKING || answers == Answers.IN_MEMORY) {
                return storage.authenticated(read);
            }
            if (answers == Answers.ON_THE_CALLERS_THREAD) {
                return CompletableFuture.completedFuture(readAhead(read));
            }
            return CompletableFuture.supplyAsync(
                    () -> {
                        awaitQuietly(go);
                        return readAhead(read);
                    },
                    LOOP);
        }

        /** The bearer, with the relationship it was asked to read ahead, as a store with event loops reads it. */
        private Option<CountedBearer> readAhead(AuthenticatedRead read) {
            Option<CountedBearer> found =
                    storage.authenticated(read).toCompletableFuture().join();
            if (!(read.read() instanceof ReadAhead.CounterpartOf of)) {
                return found;
            }
            return found.map(bearer -> {
                UserId me = bearer.bearer().user().id();
                return bearer.withReadAhead(new ReadAhead.CounterpartRead(me, of.them(), counterpart(me, of.them())));
            });
        }
    }
}
