package dev.shutter.ports.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.api.Endpoint;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.event.EventPosition;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.oauth.CodeText;
import dev.shutter.domain.oauth.Pkce;
import dev.shutter.domain.oauth.Scope;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.retention.Retention;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import dev.shutter.ports.Shutter;
import dev.shutter.ports.TokenOperations;
import dev.shutter.ports.in.AddCommentCommand;
import dev.shutter.ports.in.AppCreated;
import dev.shutter.ports.in.AuthenticateCommand;
import dev.shutter.ports.in.AuthorizeCommand;
import dev.shutter.ports.in.Caller;
import dev.shutter.ports.in.ChangeRelationshipCommand;
import dev.shutter.ports.in.CreateAppCommand;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.CreateUserCommand;
import dev.shutter.ports.in.DeleteCommentCommand;
import dev.shutter.ports.in.ExchangeCodeCommand;
import dev.shutter.ports.in.IntrospectCommand;
import dev.shutter.ports.in.ListCommand;
import dev.shutter.ports.in.LoginCommand;
import dev.shutter.ports.in.Operation;
import dev.shutter.ports.in.OperationObserver;
import dev.shutter.ports.in.Outcome;
import dev.shutter.ports.in.Page;
import dev.shutter.ports.in.PreparedRead;
import dev.shutter.ports.in.RelationshipListsUseCase;
import dev.shutter.ports.in.RevokeCommand;
import dev.shutter.ports.in.Seed;
import dev.shutter.ports.in.TokenGrant;
import dev.shutter.ports.out.ReadAhead;
import io.vavr.control.Option;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every operation of every use case that {@link Shutter} hands out is observed exactly once, found by
 * reflection: a new use-case method is covered here without being written here (only a new type of
 * argument needs a sample), and one that its service forgets to observe, or observes twice, fails.
 */
public abstract class ObservedOperationsScenarios extends StorageContract {

    /** One call of the observer. */
    record Seen(Operation operation, String how, Object subject) {}

    /** Records every observation, in order. */
    static final class Recorder implements OperationObserver {
        final List<Seen> seen = new CopyOnWriteArrayList<>();

        @Override
        public void done(Operation operation, Object subject, Object result, long nanos) {
            seen.add(new Seen(operation, "done", subject));
        }

        @Override
        public void refused(Operation operation, Object subject, Object failure, long nanos) {
            seen.add(new Seen(operation, "refused", subject));
        }

        @Override
        public void failed(Operation operation, Object subject, Throwable error, long nanos) {
            seen.add(new Seen(operation, "failed", subject));
        }
    }

    @Test
    @DisplayName("each method of each use case is observed once, as an operation of its own use case")
    void everyUseCaseMethod() throws Exception {
        // given
        Recorder recorder = new Recorder();
        Fixtures f = Fixtures.observed(new SendingStorage(storage), recorder);
        Map<Type, Object> samples = samples(f);
        List<String> wrong = new ArrayList<>();
        Set<Operation> observed = EnumSet.noneOf(Operation.class);
        int methods = 0;

        // when: every method of every use case, with a sample of each argument
        for (Method getter : Shutter.class.getMethods()) {
            Class<?> useCase = getter.getReturnType();
            if (getter.getParameterCount() > 0 || !useCase.getSimpleName().endsWith("UseCase")) {
                continue;
            }
            Object service = getter.invoke(f.shutter);
            for (Method method : useCase.getMethods()) {
                if (Modifier.isStatic(method.getModifiers())) {
                    continue;
                }
                methods++;
                recorder.seen.clear();
                call(service, method, samples);
                String name = useCase.getSimpleName() + "." + method.getName();
                List<Seen> seen = List.copyOf(recorder.seen);
                if (seen.size() != 1) {
                    wrong.add(name + " was observed " + seen.size() + " times: " + seen);
                } else if (seen.get(0).operation().useCase() != useCase) {
                    wrong.add(name + " was observed as " + seen.get(0).operation() + " of another use case");
                } else {
                    observed.add(seen.get(0).operation());
                }
            }
        }

        // then
        assertThat(methods).isGreaterThan(40);
        assertThat(wrong).isEmpty();
        assertThat(EnumSet.complementOf(EnumSet.copyOf(observed)))
                .as("operations no use-case method reports")
                .isEmpty();
    }

    @Test
    @DisplayName("a token's follow is observed as its authentication, then as the change, with its command")
    void tokenOperation() {
        // given
        Recorder recorder = new Recorder();
        Fixtures f = Fixtures.observed(storage, recorder);
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        TokenOperations as = f.shutter.as(token(f, alice));
        recorder.seen.clear();

        // when
        Outcome<Edge> followed = as.relationships().follow(bob.id()).join();
        Outcome<Edge> refused =
                f.shutter.as("unknown").relationships().follow(bob.id()).join();

        // then
        assertThat(followed.isDone()).isTrue();
        assertThat(refused.isDone()).isFalse();
        assertThat(recorder.seen)
                .extracting(Seen::operation, Seen::how)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple(Operation.AUTHENTICATE, "done"),
                        org.assertj.core.groups.Tuple.tuple(Operation.RELATIONSHIP_CHANGE, "done"),
                        org.assertj.core.groups.Tuple.tuple(Operation.AUTHENTICATE, "refused"));
        assertThat(recorder.seen.get(1).subject()).isEqualTo(ChangeRelationshipCommand.follow(bob.id()));
        assertThat(((AuthenticateCommand) recorder.seen.get(0).subject()).endpoint())
                .isEqualTo(Endpoint.RELATIONSHIP_POST);
    }

    /** {@code method} of {@code service} called with samples, and waited for when it answers a stage. */
    private static void call(Object service, Method method, Map<Type, Object> samples) throws Exception {
        Type[] types = method.getGenericParameterTypes();
        Object[] arguments = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            assertThat(samples).as("a sample " + types[i] + " for " + method).containsKey(types[i]);
            arguments[i] = samples.get(types[i]);
        }
        Object answer;
        try {
            answer = method.invoke(service, arguments);
        } catch (InvocationTargetException e) {
            return; // a failure: observed as such
        }
        if (answer instanceof CompletionStage<?> stage) {
            stage.toCompletableFuture().handle((result, error) -> result).join();
        }
        if (answer instanceof PreparedRead<?> prepared) {
            // prepared, not run: the read is the operation, observed when it is applied
            try {
                prepared.apply((Caller) samples.get(Caller.class));
            } catch (RuntimeException e) {
                // a failure: observed as such
            }
        }
    }

    /** A value of each argument type a use case takes: valid, though the operation may refuse it. */
    private static Map<Type, Object> samples(Fixtures f) throws Exception {
        User alice = f.user("1001", "alice");
        User bob = f.user("1002", "bob");
        AppCreated app = f.liveApp("observed");
        String token = token(f, alice);
        MediaId media = new MediaId("111_1002");
        String verifier = "v".repeat(43);
        Map<Type, Object> samples = new HashMap<>();
        samples.put(
                AuthenticateCommand.class,
                Commands.authenticate(token, null, Endpoint.RELATIONSHIP_GET, "/users/1002/relationship", Map.of()));
        samples.put(Executor.class, (Executor) Runnable::run);
        samples.put(
                AuthorizeCommand.class,
                Commands.authorize(
                        "observed", Fixtures.REDIRECT, "code", "basic", "xyz", Pkce.challengeOf(verifier), "S256"));
        samples.put(UserId.class, bob.id());
        samples.put(Caller.class, f.callerFor(alice, app, Endpoint.RELATIONSHIP_POST));
        samples.put(MediaId.class, media);
        samples.put(AddCommentCommand.class, AddCommentCommand.on(media, "Nice"));
        samples.put(DeleteCommentCommand.class, DeleteCommentCommand.of(media, new CommentId("17858893269000001")));
        samples.put(ChangeRelationshipCommand.class, ChangeRelationshipCommand.follow(bob.id()));
        samples.put(ListCommand.class, Page.first().of(bob.id()));
        samples.put(Page.class, Page.first());
        samples.put(CodeText.class, new CodeText("no-such-code"));
        samples.put(ReadAhead.class, ReadAhead.NOTHING);
        samples.put(
                RelationshipListsUseCase.class.getMethod("follows", Option.class, Page.class)
                        .getGenericParameterTypes()[0],
                Option.some(bob.id()));
        samples.put(
                ExchangeCodeCommand.class,
                Commands.exchange(
                        Commands.credentials("observed", app.generatedSecret().get(), false),
                        "authorization_code",
                        "no-such-code",
                        Fixtures.REDIRECT,
                        verifier));
        samples.put(
                RevokeCommand.class,
                new RevokeCommand(
                        Commands.credentials("observed", app.generatedSecret().get(), false), "unknown"));
        samples.put(
                IntrospectCommand.class,
                new IntrospectCommand(
                        Commands.credentials("observed", app.generatedSecret().get(), false), token));
        samples.put(LoginCommand.class, new LoginCommand("no-session", "alice", "wrong password"));
        samples.put(
                CreateUserCommand.class,
                CreateUserCommand.withLogin(new Username("zoe"), Fixtures.PASSWORD)
                        .build());
        samples.put(CreateMediaCommand.class, CreateMediaCommand.of(alice.id()));
        samples.put(
                CreateAppCommand.class,
                CreateAppCommand.confidential("Another", Fixtures.REDIRECT).build());
        ClientId client = app.client().id();
        samples.put(ClientId.class, client);
        samples.put(declared("after"), Option.none());
        samples.put(declared("scopes"), Set.of(Scope.BASIC));
        samples.put(declared("users"), Set.of(alice.id()));
        samples.put(Seed.class, Seed.builder().build());
        samples.put(Retention.class, Retention.defaults());
        samples.put(EventPosition.class, EventPosition.START);
        samples.put(Duration.class, Duration.ofMinutes(1));
        samples.put(String.class, "observer");
        samples.put(int.class, 10);
        return samples;
    }

    private static String token(Fixtures f, User user) {
        AppCreated app = f.liveApp("app-of-" + user.username());
        TokenGrant grant = f.token(user, app, "basic comments relationships");
        return grant.accessToken();
    }

    /** The generic type of {@link Holder}'s field {@code name}. */
    private static Type declared(String name) throws Exception {
        return Holder.class.getDeclaredField(name).getGenericType();
    }

    /** Declares the generic argument types a use case takes, to look them up by. */
    @SuppressWarnings("unused")
    private static final class Holder {
        Set<Scope> scopes;
        Set<UserId> users;
        Option<ClientId> after;
    }
}
