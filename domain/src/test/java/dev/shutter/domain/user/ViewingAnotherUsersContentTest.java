package dev.shutter.domain.user;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Private content is visible only to its owner; a user who blocks me hides their content from me. */
@DisplayName("Viewing another user's content")
class ViewingAnotherUsersContentTest {

    private static final User ALICE = User.of(new UserId("1001"), "alice");
    private static final UserId BOB = new UserId("1002");

    @Test
    @DisplayName("a public owner's content is visible to others")
    void publicOwner() {
        assertThat(PrivateContent.checkView(BOB, ALICE, false).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("a private owner's content is refused to others")
    void privateOwner() {
        // when
        Failure failure =
                PrivateContent.checkView(BOB, ALICE.withPrivate(true), false).get();

        // then
        assertThat(failure).isEqualTo(new Failure.NotAllowedToView());
        assertThat(failure.errorType()).isEqualTo("APINotAllowedError");
        assertThat(failure.message()).isEqualTo("you cannot view this resource");
    }

    @Test
    @DisplayName("a public owner who blocks the viewer hides their content from them")
    void blockingOwner() {
        assertThat(PrivateContent.checkView(BOB, ALICE, true).get()).isEqualTo(new Failure.NotAllowedToView());
    }

    @Test
    @DisplayName("owners always see their own content, private or not")
    void owner() {
        assertThat(PrivateContent.checkView(ALICE.id(), ALICE.withPrivate(true), false)
                        .isEmpty())
                .isTrue();
        assertThat(PrivateContent.checkView(ALICE.id(), ALICE, false).isEmpty()).isTrue();
    }
}
