package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The HCL2 native-syntax reader: Terraform's configuration language read into its JSON-syntax shape. */
class HclReaderTest {
    private static JsonNode read(String hcl) throws ImportException {
        return HclReader.read(hcl, "main.tf");
    }

    @Test
    void blocksNestUnderTheirLabelsAndRepeatedBlocksFormAnArray() throws ImportException {
        JsonNode tree = read("""
                resource "aws_dynamodb_table" "orders" {
                  name = "orders"
                  attribute {
                    name = "PK"
                    type = "S"
                  }
                  attribute {
                    name = "SK"
                    type = "S"
                  }
                  point_in_time_recovery { enabled = true }
                }
                resource aws_dynamodb_table audit {
                  name = "audit"
                }
                """);

        JsonNode orders = tree.at("/resource/aws_dynamodb_table/orders/0");
        assertThat(orders.path("name").asText()).isEqualTo("orders");
        assertThat(orders.at("/attribute/1/name").asText()).isEqualTo("SK");
        assertThat(orders.at("/point_in_time_recovery/0/enabled").asBoolean()).isTrue();
        assertThat(tree.at("/resource/aws_dynamodb_table/audit/0/name").asText()).isEqualTo("audit");
    }

    @Test
    void literalsAreValuesAndEverythingElseIsKeptAsAnExpression() throws ImportException {
        JsonNode tree = read("""
                a = 20
                b = 1.5
                c = false
                d = null
                e = ["x", "y",]
                f = { Name = "t", "Env" : "prod" }
                g = var.table_name
                h = "${var.env}-orders"
                i = "cost $${not_a_reference}"
                j = format("%s-%s", local.prefix, "cases")
                k = [for s in var.names : upper(s)]
                l = merge(
                  var.tags,
                  { "Name" = "x" },
                )
                m = var.on ? "PROVISIONED" : "PAY_PER_REQUEST"
                n = "tab\\there \\"quoted\\" \\u00e9"
                """);

        assertThat(tree.get("a").asLong()).isEqualTo(20);
        assertThat(tree.get("b").asDouble()).isEqualTo(1.5);
        assertThat(tree.get("c").isBoolean()).isTrue();
        assertThat(tree.get("d").isNull()).isTrue();
        assertThat(tree.get("e")).hasSize(2);
        assertThat(tree.at("/f/Env").asText()).isEqualTo("prod");
        assertThat(tree.get("g").asText()).isEqualTo("${var.table_name}");
        assertThat(tree.get("h").asText()).isEqualTo("${var.env}-orders");
        assertThat(tree.get("i").asText()).isEqualTo("cost ${not_a_reference}");
        assertThat(tree.get("j").asText()).isEqualTo("${format(\"%s-%s\", local.prefix, \"cases\")}");
        assertThat(tree.get("k").asText()).startsWith("${[for s in var.names");
        assertThat(tree.get("l").asText()).startsWith("${merge(").endsWith(")}");
        assertThat(tree.get("m").asText()).isEqualTo("${var.on ? \"PROVISIONED\" : \"PAY_PER_REQUEST\"}");
        assertThat(tree.get("n").asText()).isEqualTo("tab\there \"quoted\" \u00e9");
        assertThat(TerraformValues.planTime(tree.get("h"))).isTrue();
        assertThat(TerraformValues.planTime(tree.get("i"))).isTrue();
    }

    @Test
    void commentsOfEveryKindAreSkipped() throws ImportException {
        JsonNode tree = read("""
                # a hash comment
                // a slash comment
                /* a block
                   comment */
                name = "orders" # trailing
                mode = "PROVISIONED" // trailing
                /* before */ read = 5 /* after */
                """);

        assertThat(tree.get("name").asText()).isEqualTo("orders");
        assertThat(tree.get("mode").asText()).isEqualTo("PROVISIONED");
        assertThat(tree.get("read").asLong()).isEqualTo(5);
    }

    @Test
    void heredocsKeepTheirLinesAndIndentedOnesLoseTheCommonIndent() throws ImportException {
        JsonNode tree = read("""
                item = <<ITEM
                {"PK": {"S": "a"}}
                ITEM
                policy = <<-EOT
                    line one
                      line two
                    EOT
                after = "x"
                """);

        assertThat(tree.get("item").asText()).isEqualTo("{\"PK\": {\"S\": \"a\"}}\n");
        assertThat(tree.get("policy").asText()).isEqualTo("line one\n  line two\n");
        assertThat(tree.get("after").asText()).isEqualTo("x");
    }

    @Test
    void windowsLineEndingsTabsAndAByteOrderMarkReadAsUnixOnesDo() throws ImportException {
        String unix = """
                resource "aws_dynamodb_table" "orders" {
                	name = "orders" # comment
                	tags = merge(
                	  var.tags,
                	)
                	item = <<-EOT
                	  {"a": 1}
                	  EOT
                }
                """;

        JsonNode windows = read("\uFEFF" + unix.replace("\n", "\r\n"));

        assertThat(windows).isEqualTo(read(unix));
        assertThat(windows.at("/resource/aws_dynamodb_table/orders/0/item").asText()).isEqualTo("{\"a\": 1}\n");
    }

    @Test
    void nestedStringsInsideAnInterpolationDoNotEndTheTemplate() throws ImportException {
        JsonNode tree = read("name = \"${lookup(var.names, \"orders\", \"}\")}-v2\"\n");

        assertThat(tree.get("name").asText()).isEqualTo("${lookup(var.names, \"orders\", \"}\")}-v2");
    }

    @Test
    void anUnclosedStringIsReportedAtItsLineAndColumn() {
        assertThatThrownBy(() -> read("resource \"aws_dynamodb_table\" \"t\" {\n  name = \"orders\n}\n"))
                .isInstanceOf(ImportException.class)
                .hasMessage("main.tf:2:10: the string is not closed on its line");
    }

    @Test
    void anUnclosedBlockIsReportedAtTheEndOfTheFile() {
        assertThatThrownBy(() -> read("resource \"aws_dynamodb_table\" \"t\" {\n  name = \"orders\"\n"))
                .hasMessage("main.tf:3:1: the block is not closed: '}' expected");
    }

    @Test
    void anArgumentSetTwiceIsRefusedAsTerraformRefusesIt() {
        assertThatThrownBy(() -> read("name = \"a\"\nname = \"b\"\n"))
                .hasMessage("main.tf:2:1: 'name' is set twice in the same block");
    }

    @Test
    void twoArgumentsOnOneLineAreRefused() {
        assertThatThrownBy(() -> read("name = \"a\" mode = \"b\"\n"))
                .hasMessage("main.tf:1:12: a new line expected before the next argument");
    }

    @Test
    void anUnclosedHeredocAndAnUnclosedCommentAreLocated() {
        assertThatThrownBy(() -> read("a = 1\nitem = <<ITEM\n{}\n"))
                .hasMessage("main.tf:2:8: the heredoc <<ITEM is never closed by a line 'ITEM'");
        assertThatThrownBy(() -> read("a = 1 /* open\n"))
                .hasMessage("main.tf:1:7: the comment '/*' is never closed");
    }

    @Test
    void nestingPastTheLimitIsRefusedInsteadOfOverflowingTheStack() {
        String lists = "a = " + "[".repeat(10_000) + "]".repeat(10_000) + "\n";
        String blocks = "b {\n".repeat(10_000) + "}\n".repeat(10_000);
        String interpolations = "c = \"" + "${\"".repeat(10_000) + "\"}".repeat(10_000) + "\"\n";
        String expression = "d = f(" + "(".repeat(10_000) + ")".repeat(10_000) + ")\n";

        for (String hcl : new String[] {lists, blocks, interpolations, expression}) {
            assertThatThrownBy(() -> read(hcl)).isInstanceOf(ImportException.class)
                    .hasMessageContaining("more than " + HclReader.MAX_DEPTH + " levels deep");
        }
    }

    @Test
    void nestingUpToTheLimitIsRead() throws ImportException {
        int depth = HclReader.MAX_DEPTH - 1;
        JsonNode tree = read("a = " + "[".repeat(depth) + "]".repeat(depth) + "\n");

        assertThat(tree.get("a").isArray()).isTrue();
    }
}
