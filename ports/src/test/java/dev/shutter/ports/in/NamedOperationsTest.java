package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.archfixture.Registration;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A host's call reads like a sentence: where a boolean would say which case, two named operations say it,
 * and a command of more than four fields is written through named factories and builders.
 */
class NamedOperationsTest {

    @Test
    @DisplayName("no public use-case method takes a boolean parameter")
    void noBooleanParameters() {
        // given
        var useCases = useCases();

        // then
        assertThat(useCases).contains(OperatorUseCase.class, RelationshipUseCase.class);
        assertThat(useCases.stream().flatMap(NamedOperationsTest::booleanTaking))
                .isEmpty();
        // and the check sees a use case that takes one
        assertThat(booleanTaking(TogglingUseCase.class)).containsExactly("TogglingUseCase.setPrivate");
    }

    @Test
    @DisplayName("no command has a public constructor of more than four arguments, or of a boolean")
    void commandsAreWrittenByName() {
        // given
        var commands = new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.shutter.ports.in")
                        .stream()
                        .map(JavaClass::reflect)
                        .filter(NamedOperationsTest::isCommand)
                        .toList();

        // then
        assertThat(commands)
                .contains(CreateAppCommand.class, CreateUserCommand.class, Seed.class, Seed.SeedComment.class);
        assertThat(commands.stream().flatMap(NamedOperationsTest::positional)).isEmpty();
        // and the check sees a command of five positional fields, and one whose constructor takes a boolean
        assertThat(positional(Unreadable.class)).containsExactly("Unreadable(5 arguments)");
        assertThat(positional(Toggle.class)).containsExactly("Toggle(boolean)");
    }

    @Test
    @DisplayName("every type a use case takes is written by name too, whatever its name and wherever it lives")
    void whatUseCasesTakeIsWrittenByName() {
        // given
        var taken = useCases().stream()
                .flatMap(NamedOperationsTest::takenTypes)
                .distinct()
                .toList();

        // then
        assertThat(taken)
                .contains(
                        CreateMediaCommand.class,
                        Seed.class,
                        UserId.class,
                        ClientId.class,
                        MediaId.class,
                        Caller.class);
        assertThat(taken.stream().filter(type -> !HANDED_BACK.contains(type)).flatMap(NamedOperationsTest::positional))
                .isEmpty();
        // and the check sees a use case taking a wide record of the domain's, named like no command, inside a
        // generic type as well as plainly
        assertThat(takenTypes(RegisteringUseCase.class).flatMap(NamedOperationsTest::positional))
                .containsExactly("Registration(5 arguments)", "Registration(5 arguments)");
    }

    /**
     * The one type a use case takes that a host does not write: the authenticated {@link Caller}, which
     * {@link AuthenticateRequestUseCase} hands back and a host passes on as it came.
     */
    private static final Set<Class<?>> HANDED_BACK = Set.of(Caller.class);

    /** What the check must catch: a wide record of the domain's, taken by a use case. */
    interface RegisteringUseCase {
        void register(Registration registration);

        void registerAll(List<Registration> registrations, UserId by);
    }

    /** What the check must catch: five positional fields, two of them bare booleans. */
    public record Unreadable(String a, String b, int c, int d, int e) {}

    /** What the check must catch: a constructor a bare {@code true} configures. */
    public record Toggle(String user, boolean isPrivate) {}

    private static boolean isCommand(Class<?> type) {
        String name = type.getSimpleName();
        return Modifier.isPublic(type.getModifiers())
                && (name.endsWith("Command")
                        || type == ClientCredentials.class
                        || type == Seed.class
                        || type.getEnclosingClass() == Seed.class);
    }

    private static List<Class<?>> useCases() {
        return new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.shutter.ports.in")
                        .stream()
                        .map(JavaClass::reflect)
                        .filter(type ->
                                type.isInterface() && type.getSimpleName().endsWith("UseCase"))
                        .collect(Collectors.toList());
    }

    /** The project's classes among the parameters of a use case's public methods, type arguments included. */
    private static Stream<Class<?>> takenTypes(Class<?> useCase) {
        return Arrays.stream(useCase.getMethods())
                .flatMap(method -> Arrays.stream(method.getGenericParameterTypes()))
                .flatMap(NamedOperationsTest::classesIn)
                .filter(type -> type.getName().startsWith("dev.shutter.") && !type.isEnum() && !type.isInterface());
    }

    private static Stream<Class<?>> classesIn(Type type) {
        if (type instanceof Class<?> plain) {
            return Stream.of(plain);
        }
        if (type instanceof ParameterizedType generic) {
            return Stream.concat(
                    classesIn(generic.getRawType()),
                    Arrays.stream(generic.getActualTypeArguments()).flatMap(NamedOperationsTest::classesIn));
        }
        return Stream.empty();
    }

    private static Stream<String> positional(Class<?> command) {
        return Arrays.stream(command.getConstructors()).flatMap(constructor -> {
            if (constructor.getParameterCount() > 4) {
                return Stream.of(command.getSimpleName() + "(" + constructor.getParameterCount() + " arguments)");
            }
            return Arrays.stream(constructor.getParameterTypes()).anyMatch(NamedOperationsTest::isBoolean)
                    ? Stream.of(command.getSimpleName() + "(boolean)")
                    : Stream.empty();
        });
    }

    private static boolean isBoolean(Class<?> type) {
        return type == boolean.class || type == Boolean.class;
    }

    /** What the check must catch: the operation a bare {@code true} or {@code false} picks. */
    interface TogglingUseCase {
        void setPrivate(String user, boolean isPrivate);

        void makePublic(String user);
    }

    private static Stream<String> booleanTaking(Class<?> useCase) {
        return Arrays.stream(useCase.getMethods())
                .filter(method -> takesBoolean(method))
                .map(method -> useCase.getSimpleName() + "." + method.getName());
    }

    private static boolean takesBoolean(Method method) {
        return Arrays.stream(method.getParameterTypes()).anyMatch(NamedOperationsTest::isBoolean);
    }
}
