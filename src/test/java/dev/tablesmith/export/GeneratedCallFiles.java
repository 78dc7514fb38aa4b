package dev.tablesmith.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.model.AttributeValue;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the generated-code differential tests share: the calls' arguments as the language drivers read them, items
 * compared with numbers by value (moto returns {@code 129.00} where the engine has {@code 129}), and files.
 */
final class GeneratedCallFiles {
    private static final ObjectMapper JSON = new ObjectMapper();

    private GeneratedCallFiles() {
    }

    /** A call's arguments as JSON: N values as numbers, every other value as its text. */
    static void putArgs(ObjectNode call, List<AttributeValue> args) {
        ArrayNode array = call.putArray("args");
        for (AttributeValue arg : args) {
            if (arg instanceof AttributeValue.N n) {
                array.add(new BigDecimal(n.value()));
            } else {
                array.add(RequestInputs.text(arg));
            }
        }
    }

    /** The arguments as the failure messages show them. */
    static String texts(List<AttributeValue> args) {
        return args.stream().map(RequestInputs::text).toList().toString();
    }

    /** {@code node} (DynamoDB JSON) with every {@code N} and {@code NS} number written in its plainest form. */
    static JsonNode canonical(JsonNode node) {
        if (node instanceof ObjectNode object) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                JsonNode child = object.get(name);
                if ("N".equals(name) && child.isTextual()) {
                    object.put(name, number(child.asText()));
                } else if ("NS".equals(name) && child.isArray()) {
                    ArrayNode numbers = JSON.createArrayNode();
                    child.forEach(n -> numbers.add(number(n.asText())));
                    object.set(name, numbers);
                } else {
                    canonical(child);
                }
            }
        } else if (node instanceof ArrayNode array) {
            array.forEach(GeneratedCallFiles::canonical);
        }
        return node;
    }

    private static String number(String text) {
        return new BigDecimal(text).stripTrailingZeros().toPlainString();
    }

    static Path write(Path folder, String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }

    /** Copies a driver script kept next to these tests into {@code into}. */
    static Path copyResource(String name, Path into) throws IOException {
        try (var in = GeneratedCallFiles.class.getResourceAsStream(name)) {
            return Files.write(into.resolve(name), in.readAllBytes());
        }
    }
}
