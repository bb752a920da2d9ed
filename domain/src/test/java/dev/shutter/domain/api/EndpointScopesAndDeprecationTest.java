package dev.shutter.domain.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.limit.RateClass;
import dev.shutter.domain.oauth.Scope;
import io.vavr.control.Option;
import java.time.LocalDate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("Endpoints: the scope they need, their write budget and their deprecation")
class EndpointScopesAndDeprecationTest {

    @ParameterizedTest(name = "{0} needs {1}")
    @CsvSource({
        "USERS_SELF, BASIC",
        "COMMENTS_LIST, COMMENTS",
        "COMMENT_ADD, COMMENTS",
        "COMMENT_DELETE, COMMENTS",
        "FOLLOWS, RELATIONSHIPS",
        "FOLLOWED_BY, RELATIONSHIPS",
        "REQUESTED_BY, RELATIONSHIPS",
        "RELATIONSHIP_GET, RELATIONSHIPS",
        "RELATIONSHIP_POST, RELATIONSHIPS",
    })
    @DisplayName("comments endpoints need comments, relationship endpoints need relationships")
    void scopes(Endpoint endpoint, Scope scope) {
        assertThat(endpoint.scope()).isEqualTo(scope);
    }

    @Test
    @DisplayName("writes on comments and relationship spend from their own budget too")
    void writeClasses() {
        assertThat(Endpoint.COMMENT_ADD.writeClass()).isEqualTo(Option.some(RateClass.COMMENT_WRITES));
        assertThat(Endpoint.COMMENT_DELETE.writeClass()).isEqualTo(Option.some(RateClass.COMMENT_WRITES));
        assertThat(Endpoint.RELATIONSHIP_POST.writeClass()).isEqualTo(Option.some(RateClass.RELATIONSHIP_WRITES));
        for (Endpoint read : new Endpoint[] {
            Endpoint.USERS_SELF,
            Endpoint.COMMENTS_LIST,
            Endpoint.FOLLOWS,
            Endpoint.FOLLOWED_BY,
            Endpoint.REQUESTED_BY,
            Endpoint.RELATIONSHIP_GET
        }) {
            assertThat(read.writeClass().isEmpty()).as(read.name()).isTrue();
        }
    }

    @Test
    @DisplayName("the changelog dates are 2015-11-17 and 2018-04-04")
    void dates() {
        assertThat(Endpoint.NOVEMBER_2015).isEqualTo(LocalDate.of(2015, 11, 17));
        assertThat(Endpoint.APRIL_2018).isEqualTo(LocalDate.of(2018, 4, 4));
    }

    @ParameterizedTest(name = "{0}, own resource {1} -> {2}")
    @CsvSource({
        "USERS_SELF, true, ",
        "USERS_SELF, false, ",
        "COMMENTS_LIST, true, ",
        "COMMENTS_LIST, false, 2018-04-04",
        "COMMENT_ADD, true, 2018-04-04",
        "COMMENT_DELETE, true, 2018-04-04",
        "FOLLOWS, true, 2018-04-04",
        "FOLLOWS, false, 2015-11-17",
        "FOLLOWED_BY, true, 2018-04-04",
        "FOLLOWED_BY, false, 2015-11-17",
        "REQUESTED_BY, true, 2018-04-04",
        "RELATIONSHIP_GET, false, 2018-04-04",
        "RELATIONSHIP_POST, false, 2018-04-04",
    })
    @DisplayName("deprecation follows the changelog: comments on one's own media and /users/self stay current")
    void deprecation(Endpoint endpoint, boolean ownResource, LocalDate expected) {
        assertThat(endpoint.deprecatedSince(ownResource)).isEqualTo(Option.of(expected));
    }
}
