package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class JsObjectReaderTest {

    @Test
    void readsTheLiteralJavaScriptAllowsButJsonDoesNot() throws ImportException {
        JsonNode tree = JsObjectReader.read("""
                // a comment
                export default {
                    /* block */ name: 'single', "quoted": "double", tpl: `back${'x'}`,
                    n: -1.5, hex: 0x10, yes: true, none: null, undef: undefined,
                    type: String, ref: Match.ulid, re: /^[a-z\\/]+$/i, now: new Date(),
                    list: [1, 'two', ],
                    nested: { a: { b: 2, }, },
                    shorthand,
                } as const
                """, "s.ts");

        assertThat(tree.get("name").asText()).isEqualTo("single");
        assertThat(tree.get("quoted").asText()).isEqualTo("double");
        assertThat(tree.get("n").decimalValue()).isEqualByComparingTo("-1.5");
        assertThat(tree.get("hex").asLong()).isEqualTo(16);
        assertThat(tree.get("yes").asBoolean()).isTrue();
        assertThat(tree.get("none").isNull()).isTrue();
        assertThat(tree.get("undef").isNull()).isTrue();
        assertThat(tree.get("type").asText()).isEqualTo("String");
        assertThat(tree.get("ref").asText()).isEqualTo("Match.ulid");
        assertThat(tree.get("re").asText()).isEqualTo("/^[a-z\\/]+$/i");
        assertThat(tree.get("now").asText()).isEqualTo("new Date()");
        assertThat(tree.get("list")).hasSize(2);
        assertThat(tree.at("/nested/a/b").asInt()).isEqualTo(2);
        assertThat(tree.get("shorthand").asText()).isEqualTo("shorthand");
    }

    @Test
    void followsAnExportedNameToItsDefinition() throws ImportException {
        JsonNode tree = JsObjectReader.read("""
                const Schema: OneTableSchema = { version: '1' }
                export default Schema
                """, "s.ts");

        assertThat(tree.get("version").asText()).isEqualTo("1");
    }

    @Test
    void unclosedObjectIsReportedAtTheEndWithLineAndColumn() {
        assertThatThrownBy(() -> JsObjectReader.read("export default {\n  a: 1,\n", "s.js"))
                .hasMessage("s.js:3:1: unexpected end of file: '}' is missing");
    }

    @Test
    void unclosedStringIsReportedWhereItStarts() {
        assertThatThrownBy(() -> JsObjectReader.read("export default {\n  a: 'oops,\n}", "s.js"))
                .hasMessage("s.js:2:6: string is not closed before the end of the line");
    }

    @Test
    void functionsAreRefusedWithTheirPosition() {
        assertThatThrownBy(() -> JsObjectReader.read("export default { f: x => 1 }", "s.js"))
                .hasMessageStartingWith("s.js:1:23: functions are not supported");
    }
}
