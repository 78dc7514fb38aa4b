package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.util.Locale;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The limits every JSON and YAML file Tablesmith reads is held to, so that a hostile or broken file is refused in
 * one located line instead of exhausting the stack or memory. Every Jackson mapper and factory the io layer reads
 * with comes from here.
 *
 * <ul>
 *   <li>Nesting: at most {@value #MAX_NESTING_DEPTH} levels of objects and arrays. DynamoDB itself allows 32
 *       levels of nested attribute values (Developer Guide, "Service, account, and table quotas": "DynamoDB
 *       supports nested attributes up to 32 levels deep"), and no design, template or request file needs more
 *       than a few dozen; the JavaScript reader has the same limit.</li>
 *   <li>Strings: at most {@value #MAX_STRING_LENGTH} characters; numbers: at most {@value #MAX_NUMBER_LENGTH}
 *       digits (a DynamoDB number has at most 38 digits of precision); field names: at most
 *       {@value #MAX_NAME_LENGTH} characters.</li>
 *   <li>YAML: at most {@value #MAX_YAML_CODE_POINTS} characters in one document (a CloudFormation template body is
 *       at most 1 MB).</li>
 * </ul>
 */
public final class JsonLimits {
    /** The deepest nesting of objects and arrays read. */
    public static final int MAX_NESTING_DEPTH = 200;
    /** The longest string value read, in characters. */
    public static final int MAX_STRING_LENGTH = 20_000_000;
    /** The longest number read, in characters. */
    public static final int MAX_NUMBER_LENGTH = 1_000;
    /** The longest field name read, in characters. */
    public static final int MAX_NAME_LENGTH = 50_000;
    /** The longest YAML document read, in characters. */
    public static final int MAX_YAML_CODE_POINTS = 8 * 1024 * 1024;

    private static final StreamReadConstraints CONSTRAINTS = StreamReadConstraints.builder()
            .maxNestingDepth(MAX_NESTING_DEPTH)
            .maxStringLength(MAX_STRING_LENGTH)
            .maxNumberLength(MAX_NUMBER_LENGTH)
            .maxNameLength(MAX_NAME_LENGTH)
            .build();

    private JsonLimits() {
    }

    /** A JSON factory with the limits. */
    public static JsonFactory jsonFactory() {
        return JsonFactory.builder().streamReadConstraints(CONSTRAINTS).build();
    }

    /** A JSON mapper with the limits. */
    public static ObjectMapper jsonMapper() {
        return JsonMapper.builder(jsonFactory()).build();
    }

    /** A YAML mapper with the limits (the YAML parser's own nesting and size limits included). */
    public static YAMLMapper yamlMapper() {
        LoaderOptions options = new LoaderOptions();
        options.setNestingDepthLimit(MAX_NESTING_DEPTH);
        options.setCodePointLimit(MAX_YAML_CODE_POINTS);
        YAMLFactory factory = YAMLFactory.builder().loaderOptions(options).streamReadConstraints(CONSTRAINTS)
                .build();
        return new YAMLMapper(factory);
    }

    /**
     * A limit exceeded, in plain words: "nesting deeper than 200 levels", "a string longer than 20,000,000
     * characters"; null when {@code message} (Jackson's or SnakeYAML's) is not about a limit.
     */
    public static String describe(String message) {
        if (message == null) {
            return null;
        }
        String lower = message.toLowerCase(Locale.ROOT);
        if (lower.contains("nesting depth")) {
            return "nesting deeper than " + MAX_NESTING_DEPTH + " levels";
        }
        if (lower.contains("string value length")) {
            return String.format(Locale.ROOT, "a string longer than %,d characters", MAX_STRING_LENGTH);
        }
        if (lower.contains("number value length")) {
            return String.format(Locale.ROOT, "a number longer than %,d characters", MAX_NUMBER_LENGTH);
        }
        if (lower.contains("name length")) {
            return String.format(Locale.ROOT, "a field name longer than %,d characters", MAX_NAME_LENGTH);
        }
        if (lower.contains("code point limit") || lower.contains("exceeds the limit")) {
            return String.format(Locale.ROOT, "a YAML document longer than %,d characters", MAX_YAML_CODE_POINTS);
        }
        return null;
    }

    /** {@link #describe(String)} for what Jackson threw, when it is a limit. */
    public static String describe(StreamConstraintsException exception) {
        String plain = describe(exception.getOriginalMessage());
        return plain != null ? plain : exception.getOriginalMessage();
    }
}
