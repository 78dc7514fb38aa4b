package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The word lists do not depend on identity hash codes, which a JVM hands out in the order objects ask for them:
 * the currency codes a seed drew once came from a HashSet of {@code Currency} objects, so the same seed gave other
 * codes after any change to what ran before (found while streaming {@code generate}, issue 21). A second JVM whose
 * identity hash codes are all alike ({@code -XX:hashCode=2}) draws the same lists as this one.
 */
class VocabularyIdentityHashTest {

    /** Prints the currency and country lists of seed 42, one per line. */
    public static void main(String[] args) {
        Vocabularies vocabularies = new Vocabularies(42);
        System.out.println(String.join(",", vocabularies.words(Vocabularies.Kind.CURRENCY)));
        System.out.println(String.join(",", vocabularies.words(Vocabularies.Kind.COUNTRY)));
    }

    @Test
    void anotherJvmWithOtherIdentityHashCodesDrawsTheSameWords() throws IOException, InterruptedException {
        Vocabularies vocabularies = new Vocabularies(42);
        String expected = String.join(",", vocabularies.words(Vocabularies.Kind.CURRENCY)) + "\n"
                + String.join(",", vocabularies.words(Vocabularies.Kind.COUNTRY)) + "\n";
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(List.of(java, "-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=2",
                "-cp", System.getProperty("java.class.path"), VocabularyIdentityHashTest.class.getName()))
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String printed = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(child.waitFor()).isZero();
        assertThat(printed).isEqualTo(expected);
    }
}
