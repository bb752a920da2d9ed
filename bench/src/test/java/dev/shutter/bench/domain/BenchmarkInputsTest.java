package dev.shutter.bench.domain;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.Failure;
import dev.shutter.domain.oauth.TokenState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Each benchmark measures the path its name says: accepted where it claims success, refused where not. */
class BenchmarkInputsTest {

    @Test
    @DisplayName("the token check finds a valid token, under both policies")
    void tokenCheck() {
        TokenCheckBenchmark bench = new TokenCheckBenchmark();
        bench.setUp();

        assertThat(bench.sha256OfToken()).hasSize(64);
        assertThat(bench.tokenCheck()).isEqualTo(TokenState.VALID);
        assertThat(bench.tokenCheckWithExpiry()).isTrue();
    }

    @Test
    @DisplayName("the transitions succeed, except following across a block")
    void transitions() {
        RelationshipBenchmark bench = new RelationshipBenchmark();
        bench.setUp();

        assertThat(bench.followAStranger().isRight()).isTrue();
        assertThat(bench.unfollow().isRight()).isTrue();
        assertThat(bench.approve().isRight()).isTrue();
        assertThat(bench.parseAndFollow().isRight()).isTrue();
        assertThat(bench.followAcrossABlock().getLeft()).isInstanceOf(Failure.NotAllowedToFollow.class);
    }

    @Test
    @DisplayName("the redirect URIs match, except the other path")
    void redirectUris() {
        RedirectUriBenchmark bench = new RedirectUriBenchmark();
        bench.setUp();

        assertThat(bench.exact()).isTrue();
        assertThat(bench.registeredQueryThenMore()).isTrue();
        assertThat(bench.loopbackAnyPort()).isTrue();
        assertThat(bench.otherPath()).isFalse();
    }

    @Test
    @DisplayName("the typical and the longest comment pass every rule; one code point more is too long")
    void commentTexts() {
        CommentTextBenchmark bench = new CommentTextBenchmark();
        bench.setUp();

        assertThat(bench.typical().isRight()).isTrue();
        assertThat(bench.longest().isRight()).isTrue();
        assertThat(bench.longest()
                        .get()
                        .value()
                        .codePointCount(0, bench.longest().get().value().length()))
                .isEqualTo(300);
        assertThat(bench.tooLong().getLeft()).isInstanceOf(Failure.CommentTooLong.class);
    }
}
