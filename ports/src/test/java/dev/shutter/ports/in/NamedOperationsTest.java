package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
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
        var useCases = new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("dev.shutter.ports.in")
                        .stream()
                        .map(JavaClass::reflect)
                        .filter(type ->
                                type.isInterface() && type.getSimpleName().endsWith("UseCase"))
                        .toList();

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
