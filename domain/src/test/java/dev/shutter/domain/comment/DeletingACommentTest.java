package dev.shutter.domain.comment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.media.Media;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.user.UserId;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Deleting a comment")
class DeletingACommentTest {

    private static final UserId OWNER = new UserId("1001");
    private static final UserId AUTHOR = new UserId("1002");
    private static final UserId STRANGER = new UserId("1003");
    private static final Media MEDIA = new Media(new MediaId("657988443280050001_1001"), OWNER);
    private static final Comment COMMENT = new Comment(
            new CommentId("17858893269000001"),
            MEDIA.id(),
            AUTHOR,
            CommentText.trusted("Nice!"),
            Instant.parse("2014-05-13T16:53:20Z"));

    @Test
    @DisplayName("its author may delete it from someone else's media")
    void author() {
        assertThat(CommentPolicy.checkDelete(AUTHOR, COMMENT, MEDIA).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("the owner of the media may delete someone else's comment on it")
    void mediaOwner() {
        assertThat(CommentPolicy.checkDelete(OWNER, COMMENT, MEDIA).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("anybody else may not")
    void stranger() {
        // when
        Failure failure = CommentPolicy.checkDelete(STRANGER, COMMENT, MEDIA).get();

        // then
        assertThat(failure).isEqualTo(new Failure.NotAllowedToDelete());
        assertThat(failure.errorType()).isEqualTo("APINotAllowedError");
        assertThat(failure.message()).isEqualTo("you cannot delete this comment");
    }
}
