package dev.shutter.adapters.http.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The JSON written without a tree is the JSON the mapper writes of the same tree, at every size. */
@DisplayName("Json")
class JsonTest {

    @Test
    @DisplayName("an answer written straight out has the bytes of its tree, whether it fits one flush or needs many")
    void bytesOfEverySize() {
        Random random = new Random(22);
        // from empty, through the generator's 8,000-byte buffer, to many flushes of it
        for (int strings : new int[] {0, 1, 10, 150, 151, 400, 5_000}) {
            // given an array of strings of 40 to 60 characters, some needing escapes
            ArrayNode tree = Json.array();
            for (int i = 0; i < strings; i++) {
                StringBuilder text = new StringBuilder();
                int length = 40 + random.nextInt(21);
                for (int j = 0; j < length; j++) {
                    text.append(random.nextInt(20) == 0 ? "\"é\n" : String.valueOf((char) ('a' + random.nextInt(26))));
                }
                tree.add(text.toString());
            }
            JsonOut straight = out -> {
                out.writeStartArray();
                for (int i = 0; i < tree.size(); i++) {
                    out.writeString(tree.get(i).textValue());
                }
                out.writeEndArray();
            };
            // when written straight out, then the bytes are the tree's, and the array holds nothing more
            assertThat(Json.bytes(straight)).as("%d strings", strings).isEqualTo(Json.bytes(tree));
        }
    }
}
