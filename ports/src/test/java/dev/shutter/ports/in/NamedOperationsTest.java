package dev.shutter.ports.in;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Where a boolean would say which case, two named operations say it: no use case takes a bare {@code true}. */
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
        return Arrays.stream(method.getParameterTypes())
                .anyMatch(type -> List.of(boolean.class, Boolean.class).contains(type));
    }
}
