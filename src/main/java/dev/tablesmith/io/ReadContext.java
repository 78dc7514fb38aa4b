package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * What the tree readers share: the problems found so far (all are collected; reading never stops at the first),
 * and what the file's one reading pass kept beside the tree: exact number texts and streamed records.
 */
final class ReadContext {
    private final ParsedJson json;
    private final boolean request;
    private final List<ShapeProblem> problems = new ArrayList<>();
    private String operation;

    /** The context of a design or data file. */
    ReadContext(ParsedJson json) {
        this(json, false);
    }

    private ReadContext(ParsedJson json, boolean request) {
        this.json = json;
        this.request = request;
    }

    /** The context of a DynamoDB request file: problems also carry DynamoDB's own answer where it has one. */
    static ReadContext forRequest(ParsedJson json) {
        return new ReadContext(json, true);
    }

    /** Whether this reads a DynamoDB request (rather than a design), whose problems DynamoDB answers itself. */
    boolean readsRequest() {
        return request;
    }

    /** The DynamoDB operation whose request is read ({@code PutItem}, {@code Scan}); null before it is known. */
    String operation() {
        return operation;
    }

    /** Names the operation whose request is read, which decides the form of DynamoDB's answers. */
    void operation(String name) {
        this.operation = name;
    }

    /** Reports a problem with the value at {@code pointer}. */
    void problem(String pointer, String message) {
        problems.add(new ShapeProblem(pointer, false, message));
    }

    /**
     * Reports a problem with the value at {@code pointer} that DynamoDB answers with {@code answer} when it is in a
     * request; in a design file, only the message counts.
     */
    void problem(String pointer, String message, DynamoDbAnswer answer) {
        problems.add(new ShapeProblem(pointer, false, message, request ? answer : null));
    }

    /** Reports a problem with the field name at {@code pointer} (unknown or duplicate fields). */
    void fieldNameProblem(String pointer, String message) {
        problems.add(new ShapeProblem(pointer, true, message));
    }

    /** Reports a problem with the field name at {@code pointer} that DynamoDB answers with {@code answer}. */
    void fieldNameProblem(String pointer, String message, DynamoDbAnswer answer) {
        problems.add(new ShapeProblem(pointer, true, message, request ? answer : null));
    }

    List<ShapeProblem> problems() {
        return List.copyOf(problems);
    }

    /** Whether a problem was reported for exactly this pointer. */
    boolean hasProblemAt(String pointer) {
        return problems.stream().anyMatch(p -> p.pointer().equals(pointer));
    }

    boolean hasProblems() {
        return !problems.isEmpty();
    }

    /** The number exactly as written in the file ({@code 1E2}, {@code 59.90}), never via a double. */
    String numberText(String pointer, JsonNode number) {
        String exact = json.numberTexts().get(pointer);
        return exact != null ? exact : RecordingParser.plainText(number);
    }

    /**
     * The records read from the {@code records} array that {@code placeholder} stands for in the tree; null when
     * the tree holds that array's elements itself.
     */
    List<RecordStreamer.RawRecord> records(JsonNode placeholder) {
        return json.records(placeholder);
    }

    /** "a string", "a number", "true", "null", "an object", ...: what was found, for "expected X, found Y". */
    static String describe(JsonNode node) {
        return switch (node.getNodeType()) {
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> node.booleanValue() ? "true" : "false";
            case NULL -> "null";
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            default -> "a " + node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    /** Reports "expected WHAT, found ..." for {@code node} at {@code pointer}. */
    void wrongType(String pointer, String what, JsonNode node) {
        problem(pointer, "expected " + what + ", found " + describe(node));
    }

    /**
     * Parses {@code text} as a constant of {@code type}; reports "unknown NOUN 'X' (use A, B or C)" otherwise.
     * Values are case-sensitive, as DynamoDB's are.
     */
    <E extends Enum<E>> Optional<E> choice(String pointer, JsonNode node, Class<E> type, String noun) {
        if (!node.isTextual()) {
            wrongType(pointer, "a string", node);
            return Optional.empty();
        }
        for (E constant : type.getEnumConstants()) {
            if (constant.name().equals(node.textValue())) {
                return Optional.of(constant);
            }
        }
        List<String> allowed = Arrays.stream(type.getEnumConstants()).map(Enum::name).toList();
        problem(pointer, "unknown " + noun + " '" + node.textValue() + "' (use " + oneOf(allowed) + ")",
                request ? RequestRefusals.notInEnum(pointer, node.textValue(), type, operation) : null);
        return Optional.empty();
    }

    /** "A, B or C". */
    static String oneOf(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    /** Whether DynamoDB could read {@code text} as a number (decimal, optional sign, fraction and exponent). */
    static boolean isNumber(String text) {
        try {
            new BigDecimal(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The bytes of a standard base64 string (as DynamoDB JSON writes binary values), if it is one. */
    static Optional<byte[]> base64(String text) {
        try {
            return Optional.of(Base64.getDecoder().decode(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
