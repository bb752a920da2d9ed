package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.user.User;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Parsing identifiers")
class ParsingIdentifiersTest {

    @Test
    @DisplayName("user and comment ids are digits; media ids are digits and underscores")
    void shapes() {
        assertThat(UserId.parse("25025320").isDefined()).isTrue();
        assertThat(UserId.parse("abc").isEmpty()).isTrue();
        assertThat(UserId.parse("").isEmpty()).isTrue();
        assertThat(UserId.parse(null).isEmpty()).isTrue();
        assertThat(UserId.parse("1".repeat(20)).isEmpty()).isTrue();
        assertThat(MediaId.parse("657988443280050001_25025320").isDefined()).isTrue();
        assertThat(MediaId.parse("6579-1").isEmpty()).isTrue();
        assertThat(CommentId.parse("17858893269000001").isDefined()).isTrue();
        assertThat(CommentId.parse("1_2").isEmpty()).isTrue();
        assertThat(ClientId.parse("demo-app.v2_x").isDefined()).isTrue();
        assertThat(ClientId.parse("demo app").isEmpty()).isTrue();
        assertThatThrownBy(() -> new UserId("x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("user ids sort as the numbers they are")
    void numericOrder() {
        List<UserId> ids = new ArrayList<>(List.of(new UserId("100"), new UserId("9"), new UserId("10")));
        ids.sort(null);
        assertThat(ids).containsExactly(new UserId("9"), new UserId("10"), new UserId("100"));
    }

    @Test
    @DisplayName("a fresh comment id has 17 digits and never starts with zero, whatever the random long")
    void freshCommentIds() {
        for (long random : new long[] {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE, 89_999_999_999_999_999L}) {
            assertThat(CommentId.fromRandom(random).value()).as("%d", random).matches("[1-9][0-9]{16}");
        }
    }

    @Test
    @DisplayName("usernames are 1 to 30 letters, digits, dots and underscores; missing profile fields are empty")
    void usernames() {
        assertThat(Username.isValid("alice.liddell_1865")).isTrue();
        assertThat(Username.isValid("a".repeat(31))).isFalse();
        assertThat(Username.isValid("alice liddell")).isFalse();
        assertThat(Username.isValid(null)).isFalse();
        assertThat(Username.parse("alice.liddell_1865").map(Username::value)).contains("alice.liddell_1865");
        assertThat(Username.parse("alice liddell")).isEmpty();
        assertThatThrownBy(() -> User.of(new UserId("1"), "")).isInstanceOf(IllegalArgumentException.class);
        User alice = new User(new UserId("1001"), "alice", null, null, null, null, false);
        assertThat(List.of(alice.fullName(), alice.firstName(), alice.lastName(), alice.profilePicture()))
                .containsOnly("");
    }
}
