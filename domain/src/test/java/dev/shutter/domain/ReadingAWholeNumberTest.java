package dev.shutter.domain;

import static org.assertj.core.api.Assertions.assertThat;

import io.vavr.control.Option;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Reading a whole number sent from outside")
class ReadingAWholeNumberTest {

    @Test
    @DisplayName("ASCII digits are read, leading zeros too")
    void asciiDigits() {
        assertThat(WholeNumber.parse("0")).isEqualTo(Option.some(0L));
        assertThat(WholeNumber.parse("5")).isEqualTo(Option.some(5L));
        assertThat(WholeNumber.parse("0005")).isEqualTo(Option.some(5L));
        assertThat(WholeNumber.parse("1400000000")).isEqualTo(Option.some(1_400_000_000L));
        assertThat(WholeNumber.parse("999999999999999999")).isEqualTo(Option.some(999_999_999_999_999_999L));
        assertThat(WholeNumber.parse("0".repeat(40) + "7")).isEqualTo(Option.some(7L));
    }

    @Test
    @DisplayName("a sign, a space, a decimal point or the digits of another script are no number")
    void nothingElse() {
        for (String text : new String[] {
            "+5",
            "-5",
            " 5",
            "5 ",
            "5.0",
            "1e3",
            "0x10",
            "5_000",
            "",
            "\u0661\u0662", // Arabic-Indic 12
            "\u06f1", // extended Arabic-Indic 1
            "\uff15", // fullwidth 5
            "\u096b", // Devanagari 5
            "1\u0662", // an ASCII digit then an Arabic-Indic one
            "\ud835\udfd3" // mathematical bold 5
        }) {
            assertThat(WholeNumber.parse(text)).as("\"%s\"", text).isEmpty();
            assertThat(WholeNumber.parseInt(text)).as("\"%s\"", text).isEmpty();
        }
        assertThat(WholeNumber.parse(null)).isEmpty();
    }

    @Test
    @DisplayName("a value of more than 18 digits is no number; an int must fit in an int")
    void bounds() {
        assertThat(WholeNumber.parse("1" + "0".repeat(18))).isEmpty();
        assertThat(WholeNumber.parseInt("2147483647")).isEqualTo(Option.some(Integer.MAX_VALUE));
        assertThat(WholeNumber.parseInt("2147483648")).isEmpty();
    }

    @Test
    @DisplayName("on ASCII digits it reads what Long.parseLong reads, on 20,000 seeded texts")
    void agreesWithParseLongOnAsciiDigits() {
        Random random = new Random(20261128L);
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            for (int n = 1 + random.nextInt(18); n > 0; n--) {
                text.append((char) ('0' + random.nextInt(10)));
            }
            assertThat(WholeNumber.parse(text.toString()))
                    .as(text.toString())
                    .isEqualTo(Option.some(Long.parseLong(text.toString())));
        }
    }
}
