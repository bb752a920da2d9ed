package dev.shutter.bench.domain;

import dev.shutter.domain.Failure;
import dev.shutter.domain.comment.CommentText;
import io.vavr.control.Either;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The comment text rules (docs/spec/DECISIONS.md sections 2 and 6) on the texts POST comments receives. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CommentTextBenchmark {

    /** About as long as most comments: a few words, a hashtag, an emoji. */
    static final String TYPICAL = "Love the light in this one! #sunset \uD83C\uDF05";

    private String atTheLimit;
    private String tooLong;

    @Setup
    public void setUp() {
        // 300 code points, every rule run to its end: hashtags, a URL, mixed case, non-Latin letters.
        StringBuilder text = new StringBuilder("Great shot #travel #photo see https://example.com/a ");
        while (text.codePointCount(0, text.length()) < 300) {
            text.append("Wonderful colours \u00e9t\u00e9 \u6771\u4eac ");
        }
        atTheLimit = text.substring(0, text.offsetByCodePoints(0, 300));
        tooLong = atTheLimit + " and one more sentence.";
    }

    @Benchmark
    public Either<Failure, CommentText> typical() {
        return CommentText.parse(TYPICAL);
    }

    /** The longest accepted text (300 code points). */
    @Benchmark
    public Either<Failure, CommentText> longest() {
        return CommentText.parse(atTheLimit);
    }

    /** A text over the limit: refused by the length rule, after the blank and control checks. */
    @Benchmark
    public Either<Failure, CommentText> tooLong() {
        return CommentText.parse(tooLong);
    }
}
