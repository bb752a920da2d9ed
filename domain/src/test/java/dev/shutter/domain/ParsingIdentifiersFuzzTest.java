package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.oauth.ClientId;
import dev.shutter.domain.relationship.RelationshipAction;
import dev.shutter.domain.user.UserId;
import dev.shutter.domain.user.Username;

/**
 * The identifiers and the relationship action of a request, over any text: each is read or refused, never
 * an exception, and what is read keeps the text it came from.
 */
class ParsingIdentifiersFuzzTest {

    @FuzzTest
    void parsingAnyIdentifier(String raw) {
        UserId.parse(raw).forEach(id -> assertThat(id.value()).isEqualTo(raw).matches("[0-9]+"));
        MediaId.parse(raw).forEach(id -> assertThat(id.value()).isEqualTo(raw));
        CommentId.parse(raw).forEach(id -> assertThat(id.value()).isEqualTo(raw).matches("[0-9]+"));
        ClientId.parse(raw).forEach(id -> assertThat(id.value()).isEqualTo(raw));
        if (Username.isValid(raw)) {
            assertThat(raw).matches("[A-Za-z0-9._]{1,30}");
        }
        RelationshipAction.parse(raw)
                .forEach(action -> assertThat(raw).isEqualTo(raw.equals("ignore") ? "ignore" : action.wireName()));
    }
}
