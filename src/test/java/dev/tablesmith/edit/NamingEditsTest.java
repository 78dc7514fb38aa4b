package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

class NamingEditsTest {
    private static Design untitled() {
        Table table = new Table(NamingEdits.UNTITLED, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(), null, List.of(), List.of(), List.of());
        return Design.of(NamingEdits.UNTITLED, table);
    }

    @Test
    void renamingTheDesignAndTableIsOneUndoableEdit() {
        CommandStack stack = new CommandStack(IndexEditsTest.commerceMain());

        stack.push(NamingEdits.rename("commerce-main", "Shop", "commerce-main", "shop-orders"));

        assertThat(stack.design().name()).isEqualTo("Shop");
        assertThat(stack.design().table().name()).isEqualTo("shop-orders");
        assertThat(stack.design().table().entities()).isNotEmpty();
        assertThat(new DesignValidator().validate(stack.design())).isEmpty();
        assertThat(stack.undoDescription()).contains("Rename design to Shop and table commerce-main to shop-orders");
        stack.undo();
        assertThat(stack.design().name()).isEqualTo("commerce-main");
        assertThat(stack.design().table().name()).isEqualTo("commerce-main");
    }

    @Test
    void aTableRenameOnlySaysSo() {
        Command command = NamingEdits.rename("Shop", "Shop", "orders", "shop-orders");

        assertThat(command.description()).isEqualTo("Rename table orders to shop-orders");
    }

    @Test
    void tableNamesFollowDynamoDbsRules() {
        Design design = IndexEditsTest.commerceMain();
        String table = design.table().name();

        assertThat(NamingEdits.tableNameProblem(design, table, "ab")).get().asString()
                .contains("3 to 255 characters");
        assertThat(NamingEdits.tableNameProblem(design, table, "my table")).get().asString()
                .contains("only letters, digits, '_', '-' and '.'");
        assertThat(NamingEdits.tableNameProblem(design, table, "x".repeat(256))).isPresent();
        assertThat(NamingEdits.tableNameProblem(design, table, "Orders_2024.v-1")).isEmpty();
        assertThatThrownBy(() -> NamingEdits.rename(design.name(), design.name(), table, "a b").apply(design))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only letters");
    }

    @Test
    void aDesignNeedsANameOnOneLine() {
        assertThat(NamingEdits.designNameProblem("  ")).contains("a design needs a name");
        assertThat(NamingEdits.designNameProblem("two\nlines")).contains("a design name is one line of text");
        assertThat(NamingEdits.designNameProblem("My blog (v2)")).isEmpty();
    }

    @Test
    void anUnchangedNameIsNotAnEdit() {
        Design design = IndexEditsTest.commerceMain();

        assertThatThrownBy(() -> NamingEdits.rename(design.name(), design.name(), design.table().name(),
                design.table().name()).apply(design)).hasMessageContaining("unchanged");
    }

    @Test
    void theFirstSaveNamesAnUntitledDesignAndItsTableAfterTheFile() {
        Design named = NamingEdits.nameUntitledAfter(untitled(), "my blog").orElseThrow().apply(untitled());

        assertThat(named.name()).isEqualTo("my blog");
        assertThat(named.table().name()).isEqualTo("my-blog");
        assertThat(new DesignValidator().validate(named)).isEmpty();
    }

    @Test
    void aDesignWithANameOfItsOwnKeepsIt() {
        assertThat(NamingEdits.nameUntitledAfter(IndexEditsTest.commerceMain(), "copy")).isEmpty();
    }

    @Test
    void anUntitledDesignWhoseTableWasRenamedKeepsTheTableName() {
        Design design = untitled();
        Design tableRenamed = NamingEdits.rename("untitled", "untitled", "untitled", "posts").apply(design);

        Design saved = NamingEdits.nameUntitledAfter(tableRenamed, "blog").orElseThrow().apply(tableRenamed);

        assertThat(saved.name()).isEqualTo("blog");
        assertThat(saved.table().name()).isEqualTo("posts");
    }

    @Test
    void fileNamesBecomeValidTableNames() {
        assertThat(NamingEdits.tableNameFor("Blog: posts & comments")).isEqualTo("Blog-posts-comments");
        assertThat(NamingEdits.tableNameFor("ab")).isEqualTo("ab-table");
        assertThat(NamingEdits.tableNameFor("ü ö")).isEqualTo("table");
        assertThat(NamingEdits.tableNameFor("x".repeat(300))).hasSize(255);
    }
}
