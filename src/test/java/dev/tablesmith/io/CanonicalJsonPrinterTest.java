package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.CanonicalJsonPrinter.JsonNumber;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CanonicalJsonPrinterTest {
    private static Map<String, Object> object(Object... namesAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return map;
    }

    @Test
    void flatObjectsAndScalarArraysGoOnOneLine() {
        Object tree = object("key", object("name", "PK", "type", "S"), "list", List.of("a", "b"),
                "nested", object("inner", object("x", new JsonNumber("1"))));

        assertThat(CanonicalJsonPrinter.print(tree)).isEqualTo("""
                {
                  "key": { "name": "PK", "type": "S" },
                  "list": ["a", "b"],
                  "nested": {
                    "inner": { "x": 1 }
                  }
                }
                """);
    }

    @Test
    void arrayOfObjectsPutsEachElementOnItsOwnLine() {
        Object tree = object("equals", List.of(object("attribute", "status")));

        assertThat(CanonicalJsonPrinter.print(tree)).isEqualTo("""
                {
                  "equals": [
                    { "attribute": "status" }
                  ]
                }
                """);
    }

    @Test
    void flatValueLongerThanTheLineWidthIsWrittenOneElementPerLine() {
        String atLimit = "x".repeat(CanonicalJsonPrinter.LINE_WIDTH - "  \"k\": [\"\"]".length());
        String overLimit = atLimit + "y";

        assertThat(CanonicalJsonPrinter.print(object("k", List.of(atLimit))))
                .isEqualTo("{\n  \"k\": [\"" + atLimit + "\"]\n}\n");
        assertThat(CanonicalJsonPrinter.print(object("k", List.of(overLimit))))
                .isEqualTo("{\n  \"k\": [\n    \"" + overLimit + "\"\n  ]\n}\n");
    }

    @Test
    void emptyContainersAreWrittenCompactly() {
        assertThat(CanonicalJsonPrinter.print(object("a", List.of(), "o", object(), "n", null)))
                .isEqualTo("{\n  \"a\": [],\n  \"o\": {},\n  \"n\": null\n}\n");
    }

    @Test
    void numbersAreWrittenExactlyAsTheirText() {
        List<Object> numbers = new ArrayList<>(Arrays.asList(new JsonNumber("1E+2"), new JsonNumber("0.10"),
                new JsonNumber("-0")));

        assertThat(CanonicalJsonPrinter.print(numbers)).isEqualTo("[1E+2, 0.10, -0]\n");
    }

    @Test
    void stringsEscapeOnlyQuotesBackslashesControlCharactersAndLoneSurrogates() {
        assertThat(CanonicalJsonPrinter.quote("a\"b\\c\n\t\r\b\f\u0001é€😀\ud800x"))
                .isEqualTo("\"a\\\"b\\\\c\\n\\t\\r\\b\\f\\u0001é€😀\\ud800x\"");
    }
}
