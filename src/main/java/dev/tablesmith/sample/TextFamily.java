package dev.tablesmith.sample;

import java.util.List;
import java.util.Locale;

/**
 * A numbered family of non-empty strings; see {@link ValueShape} for what the numbering is for. Families that can
 * run out of words continue with a number after the word ({@code Music 2}), so that every index has a value of its
 * own and a large distinct-value estimate is still met.
 */
sealed interface TextFamily {
    /** Multiplier of the index permutation: a prime larger than any radix used here, so coprime to the modulus. */
    long SCRAMBLE = 1_000_003L;

    long capacity();

    long naturalSize();

    String text(long index);

    /**
     * A permutation of {@code [0, modulus)}, so that the first few indexes of a family do not all share their
     * last word or surname ({@code Asha Rao, Ben Rao, ...}).
     */
    static long scramble(long index, long modulus) {
        return Math.floorMod(index * SCRAMBLE + 7919L, modulus);
    }

    /** The word at {@code index} of a list, with a counter after it once the list is used up. */
    static String counted(List<String> values, long index, String separator) {
        int size = values.size();
        String word = values.get((int) (index % size));
        return index < size ? word : word + separator + (index / size + 1);
    }

    /**
     * Values of a word list in order (datafaker drew them), continued with counters.
     *
     * @param values    distinct non-empty values
     * @param separator between a value and its counter
     */
    record Listed(List<String> values, String separator) implements TextFamily {
        public Listed {
            values = List.copyOf(values);
        }

        @Override
        public long capacity() {
            return ValueShape.UNBOUNDED;
        }

        @Override
        public long naturalSize() {
            return values.size();
        }

        @Override
        public String text(long index) {
            return counted(values, index, separator);
        }
    }

    /** {@code First Last}: every combination of the two lists, then with a counter. */
    record PersonNames(List<String> first, List<String> last) implements TextFamily {
        public PersonNames {
            first = List.copyOf(first);
            last = List.copyOf(last);
        }

        @Override
        public long capacity() {
            return ValueShape.UNBOUNDED;
        }

        @Override
        public long naturalSize() {
            return (long) first.size() * last.size();
        }

        @Override
        public String text(long index) {
            long combinations = naturalSize();
            long j = scramble(index % combinations, combinations);
            String name = first.get((int) (j % first.size())) + " " + last.get((int) (j / first.size()));
            return index < combinations ? name : name + " " + (index / combinations + 1);
        }
    }

    /**
     * {@code first.last@domain}, lower case, letters and digits only in the name parts.
     *
     * @param first   first names
     * @param last    surnames
     * @param domains the domains of the attribute's examples, or {@code example.com}
     */
    record Emails(List<String> first, List<String> last, List<String> domains) implements TextFamily {
        public Emails {
            first = first.stream().map(Emails::localPart).toList();
            last = last.stream().map(Emails::localPart).toList();
            domains = List.copyOf(domains);
        }

        private static String localPart(String name) {
            String letters = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
            return letters.isEmpty() ? "x" : letters;
        }

        @Override
        public long capacity() {
            return ValueShape.UNBOUNDED;
        }

        @Override
        public long naturalSize() {
            return (long) first.size() * last.size();
        }

        @Override
        public String text(long index) {
            long combinations = naturalSize();
            long j = scramble(index % combinations, combinations);
            String local = first.get((int) (j % first.size())) + "." + last.get((int) (j / first.size()));
            if (index >= combinations) {
                local += index / combinations + 1;
            }
            return local + "@" + domains.get((int) Draws.pick(index, domains.size()));
        }
    }

    /**
     * Ids in the style of an example: {@code o9} gives {@code o1, o2, ..., o123}; {@code inv-0042} keeps its
     * zero-padded width.
     *
     * @param prefix the text before the digits
     * @param width  the minimum number of digits
     */
    record Ids(String prefix, int width) implements TextFamily {
        /** How many ids a pool holds when the attribute has no distinct-value estimate. */
        static final long DEFAULT_POOL = 10_000;

        @Override
        public long capacity() {
            return ValueShape.UNBOUNDED;
        }

        @Override
        public long naturalSize() {
            return DEFAULT_POOL;
        }

        @Override
        public String text(long index) {
            String digits = Long.toString(index + 1);
            return prefix + "0".repeat(Math.max(0, width - digits.length())) + digits;
        }
    }

    /**
     * Upper-case letter codes of a fixed length, in the style of {@code USD}.
     *
     * @param length letters per code, 1 to 12
     */
    record Codes(int length) implements TextFamily {
        public Codes {
            if (length < 1 || length > 12) {
                throw new IllegalArgumentException("code length out of range: " + length);
            }
        }

        @Override
        public long capacity() {
            long capacity = 1;
            for (int i = 0; i < length; i++) {
                capacity *= 26;
            }
            return capacity;
        }

        @Override
        public long naturalSize() {
            return capacity();
        }

        @Override
        public String text(long index) {
            long j = scramble(index, capacity());
            char[] letters = new char[length];
            for (int i = length - 1; i >= 0; i--) {
                letters[i] = (char) ('A' + j % 26);
                j /= 26;
            }
            return new String(letters);
        }
    }

    /**
     * Host names in the style of an example: {@code acme.example} gives {@code moen.example}.
     *
     * @param words  host words
     * @param suffix the example's text from its first dot on, e.g. {@code .example}
     */
    record Domains(List<String> words, String suffix) implements TextFamily {
        public Domains {
            words = List.copyOf(words);
        }

        @Override
        public long capacity() {
            return ValueShape.UNBOUNDED;
        }

        @Override
        public long naturalSize() {
            return words.size();
        }

        @Override
        public String text(long index) {
            return counted(words, index, "") + suffix;
        }
    }

    /**
     * Words joined into a slug ({@code data-guild}), a title ({@code Aurora Live Mumbai}) or a sentence. Up to
     * three words every combination comes once before any repeats; longer texts pick their words by hash.
     *
     * @param words     lower-case words
     * @param count     words per value, at least 1
     * @param separator between words
     * @param wordCase  how the words are capitalised
     */
    record Words(List<String> words, int count, String separator, WordCase wordCase) implements TextFamily {
        /** The most combinations a family of longer texts is counted as having. */
        private static final long LONG_TEXT_POOL = 1_000_000;

        public Words {
            words = List.copyOf(words);
            if (count < 1 || words.isEmpty()) {
                throw new IllegalArgumentException("words need a word list and a count of at least 1");
            }
        }

        /** Capitalisation of generated words; SENTENCE is FIRST_UPPER with a full stop. */
        enum WordCase {
            LOWER, UPPER, TITLE, FIRST_UPPER, SENTENCE
        }

        private boolean enumerable() {
            return count <= 3;
        }

        @Override
        public long capacity() {
            return ValueShape.UNBOUNDED;
        }

        @Override
        public long naturalSize() {
            if (!enumerable()) {
                return LONG_TEXT_POOL;
            }
            long combinations = 1;
            for (int i = 0; i < count; i++) {
                combinations *= words.size();
            }
            return combinations;
        }

        @Override
        public String text(long index) {
            int size = words.size();
            StringBuilder text = new StringBuilder();
            long combinations = naturalSize();
            long j = enumerable() ? scramble(index % combinations, combinations) : index;
            for (int p = 0; p < count; p++) {
                int w = enumerable() ? (int) (j % size) : (int) Draws.pick(Draws.mix(index, p), size);
                j /= size;
                if (p > 0) {
                    text.append(separator);
                }
                text.append(cased(words.get(w), p));
            }
            if (enumerable() && index >= combinations) {
                text.append(separator).append(index / combinations + 1);
            }
            if (wordCase == WordCase.SENTENCE) {
                text.append('.');
            }
            return text.toString();
        }

        private String cased(String word, int position) {
            return switch (wordCase) {
                case LOWER -> word.toLowerCase(Locale.ROOT);
                case UPPER -> word.toUpperCase(Locale.ROOT);
                case TITLE -> capitalised(word);
                case FIRST_UPPER, SENTENCE -> position == 0 ? capitalised(word) : word.toLowerCase(Locale.ROOT);
            };
        }

        private static String capitalised(String word) {
            return word.isEmpty() ? word
                    : word.substring(0, 1).toUpperCase(Locale.ROOT) + word.substring(1).toLowerCase(Locale.ROOT);
        }
    }
}
