package dev.shutter.adapters.jdbc;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;

/**
 * A {@code DataSource} that writes down each statement its connections execute (its text; a batch once), for
 * an embedded database, where a statement is the unit of work there is no round trip to count.
 */
final class StatementLog {

    private static final Set<String> EXECUTES =
            Set.of("execute", "executeQuery", "executeUpdate", "executeLargeUpdate", "executeBatch");

    private final List<String> executed = Collections.synchronizedList(new ArrayList<>());
    private volatile boolean recording;

    /** {@code target} with its statements written down while recording. */
    DataSource wrap(DataSource target) {
        return proxy(
                DataSource.class,
                target,
                (result, method, args) -> result instanceof Connection connection
                        ? proxy(Connection.class, connection, this::statementOf)
                        : result);
    }

    /** The statements executed while {@code work} ran. */
    synchronized List<String> during(Runnable work) {
        executed.clear();
        recording = true;
        try {
            work.run();
        } finally {
            recording = false;
        }
        return List.copyOf(executed);
    }

    private Object statementOf(Object result, Method method, Object[] args) {
        if (!(result instanceof Statement statement)) {
            return result;
        }
        String prepared = method.getName().startsWith("prepare") ? String.valueOf(args[0]) : null;
        Class<? extends Statement> type =
                result instanceof java.sql.PreparedStatement ? java.sql.PreparedStatement.class : Statement.class;
        return proxy(type, statement, (answer, call, callArgs) -> {
            if (recording && EXECUTES.contains(call.getName())) {
                executed.add(prepared != null ? prepared : String.valueOf(callArgs == null ? "batch" : callArgs[0]));
            }
            return answer;
        });
    }

    /** What a call answered, replaced by {@code after}. */
    @FunctionalInterface
    private interface After {
        Object apply(Object result, Method method, Object[] args);
    }

    private static <T> T proxy(Class<T> type, Object target, After after) {
        InvocationHandler handler = (self, method, args) -> {
            try {
                return after.apply(method.invoke(target, args), method, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return type.cast(Proxy.newProxyInstance(StatementLog.class.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
