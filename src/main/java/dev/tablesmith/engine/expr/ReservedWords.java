package dev.tablesmith.engine.expr;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * DynamoDB's reserved words (573 of them, from "Reserved words in DynamoDB" in the developer guide). A reserved word
 * may not appear as a bare attribute name in any expression; DynamoDB refuses it with
 * {@code Attribute name is a reserved keyword; reserved keyword: status}, and an expression attribute name
 * ({@code #s}) must stand in for it. Matching ignores case.
 */
public final class ReservedWords {
    private static final Set<String> WORDS = load();

    private ReservedWords() {
    }

    /** Whether DynamoDB reserves this word (in any letter case). */
    public static boolean isReserved(String word) {
        return WORDS.contains(word.toUpperCase(Locale.ROOT));
    }

    /** All reserved words, upper case, in alphabetical order. */
    public static Set<String> all() {
        return WORDS;
    }

    private static Set<String> load() {
        Set<String> words = new TreeSet<>();
        try (InputStream in = ReservedWords.class.getResourceAsStream("reserved-words.txt")) {
            if (in == null) {
                throw new IllegalStateException("reserved-words.txt is missing from the classpath");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                String word = line.strip();
                if (!word.isEmpty() && !word.startsWith("#")) {
                    words.add(word.toUpperCase(Locale.ROOT));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Collections.unmodifiableSet(words);
    }
}
