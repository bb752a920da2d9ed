package dev.shutter.ports.contract;

import dev.shutter.domain.user.UserId;
import dev.shutter.ports.out.AuthenticatedRead;
import dev.shutter.ports.out.CountedBearer;
import dev.shutter.ports.out.PageQuery;
import dev.shutter.ports.out.ReadAhead;
import dev.shutter.ports.out.Storage;
import dev.shutter.ports.out.StorageThreads;
import io.vavr.control.Option;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * A storage that sends its authenticated reads without waiting, as one on an event-loop client does: the
 * same reads as the storage underneath, run on one thread of this storage's own ({@value #LOOP}), where the
 * answer lands, with what the request will read read ahead (as one statement would). It says it waits on
 * I/O ({@link StorageThreads#onEventLoops}), so that a server serves everything else on its workers.
 */
public class SendingStorage extends ForwardingStorage {

    /** The name of the thread that stands for the event loop. */
    public static final String LOOP = "sending-storage-loop";

    private final ExecutorService loop = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, LOOP);
        thread.setDaemon(true);
        return thread;
    });

    public SendingStorage(Storage storage) {
        super(storage);
    }

    /** Whether the calling thread is the loop. */
    public static boolean onLoop() {
        return Thread.currentThread().getName().equals(LOOP);
    }

    /** The storage underneath's read, run on the loop, with what the request declared read with it. */
    @Override
    public CompletionStage<Option<CountedBearer>> authenticated(AuthenticatedRead read) {
        return CompletableFuture.supplyAsync(() -> readingAhead(Reads.joined(beneath(read)), read.read()), loop);
    }

    /** The read of the storage underneath, which the loop makes. */
    protected CompletionStage<Option<CountedBearer>> beneath(AuthenticatedRead read) {
        return storage.authenticated(read);
    }

    /** The loop, as a storage on event loops names its own, with the connections of the storage underneath. */
    @Override
    public StorageThreads threads() {
        return StorageThreads.onEventLoops(loop, storage.threads().connections());
    }

    /** {@code read} with what {@code ahead} asks read from the storage underneath, unless it was already. */
    private Option<CountedBearer> readingAhead(Option<CountedBearer> read, ReadAhead ahead) {
        return read.map(found -> {
            if (found.readAhead().isDefined()) {
                return found;
            }
            UserId me = found.bearer().user().id();
            if (ahead instanceof ReadAhead.CounterpartOf counterpart) {
                return found.withReadAhead(new ReadAhead.CounterpartRead(
                        me, counterpart.them(), storage.counterpart(me, counterpart.them())));
            }
            if (ahead instanceof ReadAhead.CommentsOf comments) {
                return found.withReadAhead(
                        new ReadAhead.CommentsRead(me, comments.media(), storage.mediaComments(comments.media(), me)));
            }
            if (ahead instanceof ReadAhead.PageOf page) {
                PageQuery query = page.queryFor(me);
                return found.withReadAhead(new ReadAhead.PageRead(me, query, storage.ownedPage(query, me)));
            }
            return found;
        });
    }

    /** Stops the loop, then closes the storage underneath. */
    @Override
    public void close() {
        loop.shutdownNow();
        super.close();
    }
}
