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

    /** Issue 20: 10,000 nested levels overflowed the stack; past MAX_DEPTH the reader refuses with a location. */
    @Test
    void nestingPastTheLimitIsRefusedInsteadOfOverflowingTheStack() {
        String deep = "export default { a: " + "[".repeat(10_000) + "]".repeat(10_000) + " }";
        assertThatThrownBy(() -> JsObjectReader.read(deep, "deep.js"))
                .isInstanceOf(ImportException.class)
                .hasMessage("deep.js:1:" + (21 + JsObjectReader.MAX_DEPTH - 1) + ": nesting deeper than "
                        + JsObjectReader.MAX_DEPTH + " levels is not supported");
        String calls = "import * as d from 'aws-cdk-lib/aws-dynamodb';\nnew d.Table(this, 'T', "
                + "f(".repeat(10_000) + ")".repeat(10_000) + ");";
        assertThatThrownBy(() -> DesignImport.read(calls, "deep.ts", "deep"))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("nesting deeper than " + JsObjectReader.MAX_DEPTH + " levels");
    }

    @Test
    void nestingUpToTheLimitIsRead() throws ImportException {
        int levels = JsObjectReader.MAX_DEPTH - 1;
        JsonNode tree = JsObjectReader.read("export default { a: " + "[".repeat(levels) + "]".repeat(levels)
                + " }", "ok.js");
        assertThat(tree.get("a").isArray()).isTrue();
    }

    @Test
    void scannerSkipsStringsCommentsAndRegexesAndFindsAssignedConstructs() throws ImportException {
        JsModuleScan scan = new JsModuleScan("""
                const s = "new Table({})"; // new Table({})
                const re = /new Table\\(/g; /* new Table({}) */
                const t = `new Table(${x})`;
                export const orders = new lib.Table<Item>(this, 'O', { a: f(1), g: (x) => { return '}' }, k });
                this.events = new Table(this, 'E', {});
                orders.addGlobalSecondaryIndex({ indexName: 'i' });
                """, "m.ts");
        var found = scan.find(java.util.Set.of("Table"), java.util.Set.of("addGlobalSecondaryIndex"));

        assertThat(found).extracting(JsModuleScan.Construct::callee, JsModuleScan.Construct::variable,
                JsModuleScan.Construct::at).containsExactly(
                org.assertj.core.groups.Tuple.tuple("lib.Table", "orders", "4:23"),
                org.assertj.core.groups.Tuple.tuple("Table", "this.events", "5:15"),
                org.assertj.core.groups.Tuple.tuple("orders.addGlobalSecondaryIndex", "orders", "6:1"));
        JsonNode props = found.get(0).args().get(2);
        assertThat(props.at("/a/$calls/0/name").asText()).isEqualTo("f");
        assertThat(props.at("/a/$calls/0/args/0").asInt()).isEqualTo(1);
        assertThat(props.at("/g/$function").asText()).isEqualTo("(x) => { return '}' }");
        assertThat(props.at("/k/$ref").asText()).isEqualTo("k");
        assertThat(scan.at(props, "g", null)).isEqualTo("4:65");
    }
}
