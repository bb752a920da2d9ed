package dev.shutter.spring;

import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperationObserver;
import java.util.List;

/** Every {@link OperationObserver} bean of the application, called in their order. */
final class ObservingAll implements OperationObserver {

    private final List<OperationObserver> observers;

    private ObservingAll(List<OperationObserver> observers) {
        this.observers = List.copyOf(observers);
    }

    /** {@link OperationObserver#NONE} for none, the one for one, else all of them. */
    static OperationObserver of(List<OperationObserver> observers) {
        return switch (observers.size()) {
            case 0 -> OperationObserver.NONE;
            case 1 -> observers.get(0);
            default -> new ObservingAll(observers);
        };
    }

    @Override
    public void done(Operation operation, Object subject, Object result, long nanos) {
        observers.forEach(o -> o.done(operation, subject, result, nanos));
    }

    @Override
    public void refused(Operation operation, Object subject, Object failure, long nanos) {
        observers.forEach(o -> o.refused(operation, subject, failure, nanos));
    }

    @Override
    public void failed(Operation operation, Object subject, Throwable error, long nanos) {
        observers.forEach(o -> o.failed(operation, subject, error, nanos));
    }
}
