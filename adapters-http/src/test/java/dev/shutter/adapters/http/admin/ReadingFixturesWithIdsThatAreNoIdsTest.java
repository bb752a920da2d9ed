package dev.shutter.adapters.http.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.shutter.domain.comment.CommentId;
import dev.shutter.domain.media.MediaId;
import dev.shutter.domain.relationship.Edge;
import dev.shutter.domain.user.UserId;
import dev.shutter.ports.in.CreateMediaCommand;
import dev.shutter.ports.in.Seed;
import io.vavr.control.Option;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The fixtures file's ids are read into the seed's types where the file is read, and a text that is no id
 * of its kind is refused with the sentence the seed use case gave it when the seed took strings.
 */
@DisplayName("Reading fixtures whose ids are no ids")
class ReadingFixturesWithIdsThatAreNoIdsTest {

    @Test
    @DisplayName("ids become typed values: a media's owner, an edge's users and status, a comment's ids")
    void typed() {
        // given
        String document = """
                {"media": [{"id": "1_1001", "owner": "1001"}],
                 "follows": [{"from": "1002", "to": "1001"}, {"from": "1001", "to": "1003", "status": "requested"}],
                 "blocks": [{"from": "1001", "to": "1004"}],
                 "comments": [{"id": "555", "media": "1_1001", "from": "1002", "text": "hi",
                               "created_time": "1400000000"}]}
                """;

        // when
        Seed seed = read(document).get();

        // then
        UserId alice = new UserId("1001");
        UserId bob = new UserId("1002");
        assertThat(seed.media()).containsExactly(CreateMediaCommand.withId(new MediaId("1_1001"), alice));
        assertThat(seed.follows())
                .containsExactly(
                        new Seed.Follow(bob, alice, Edge.FOLLOWS),
                        new Seed.Follow(alice, new UserId("1003"), Edge.REQUESTED));
        assertThat(seed.blocks()).containsExactly(new Seed.Block(alice, new UserId("1004")));
        assertThat(seed.comments())
                .containsExactly(Seed.SeedComment.of(new MediaId("1_1001"), bob, "hi")
                        .withId(new CommentId("555"))
                        .at(Instant.ofEpochSecond(1_400_000_000L)));
        assertThat(read("{\"media\": [{\"id\": \"1_1001\", \"owner\": \"1001\"}], \"comments\": [{\"id\": \"5\","
                                + " \"media\": \"1_1001\", \"from\": \"1001\", \"text\": \"hi\"}]}")
                        .get()
                        .comments()
                        .get(0)
                        .createdTime())
                .isEqualTo(Option.none());
    }

    @Test
    @DisplayName("a text that is no id of its kind is refused naming the entry, in the seed's words")
    void refused() {
        SoftAssertions softly = new SoftAssertions();
        String[][] cases = {
            {
                "{\"media\": [{\"id\": \"1_x\", \"owner\": \"1001\"}]}",
                "media[0].id: must be 1 to 64 digits or underscores"
            },
            {"{\"media\": [{\"id\": \"1_1\", \"owner\": \"bob\"}]}", "media[0].owner: must be a user id"},
            {"{\"follows\": [{\"from\": \"bob\", \"to\": \"1001\"}]}", "follows[0]: no user bob"},
            {
                "{\"follows\": [{\"from\": \"1002\", \"to\": \"x\", \"status\": \"friends\"}]}",
                "follows[0].status: must be follows or requested"
            },
            {"{\"blocks\": [{\"from\": \"1002\", \"to\": \"-1\"}]}", "blocks[0]: no user -1"},
            {
                "{\"comments\": [{\"id\": \"1\", \"media\": \"m!\", \"from\": \"1002\", \"text\": \"hi\"}]}",
                "comments[0].media: no media m!"
            },
            {
                "{\"comments\": [{\"id\": \"1\", \"media\": \"1_1\", \"from\": \"bob\", \"text\": \"hi\"}]}",
                "comments[0].from: no user bob"
            },
            {
                "{\"comments\": [{\"id\": \"c1\", \"media\": \"1_1\", \"from\": \"1002\", \"text\": \"hi\"}]}",
                "comments[0].id: a comment id is digits"
            },
        };
        for (String[] refusal : cases) {
            softly.assertThat(read(refusal[0]).getLeft()).as(refusal[0]).isEqualTo(refusal[1]);
        }
        softly.assertAll();
    }

    private static io.vavr.control.Either<String, Seed> read(String document) {
        return FixturesReader.read(document.getBytes(StandardCharsets.UTF_8));
    }
}
