package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import org.junit.jupiter.api.Test;

class RenameEditorTest {
    private final DesignSession session = new DesignSession(TablesViewModelTest.commerceMain(), null,
            new InlineTaskRunner());
    private final RenameEditor editor = new RenameEditor(session);

    @Test
    void startsFromTheCurrentNames() {
        assertThat(editor.designName()).isEqualTo("commerce-main");
        assertThat(editor.tableName()).isEqualTo("commerce-main");
    }

    @Test
    void eachProblemIsAtItsField() {
        FormCheck check = editor.check("", "x");

        assertThat(check.problem(IndexField.DESIGN_NAME)).isEqualTo("a design needs a name");
        assertThat(check.problem(IndexField.TABLE_NAME)).contains("must be 3 to 255 characters long, not 1");
        assertThat(editor.apply("", "x")).contains("a design needs a name");
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void aNewTableNameSaysADeployedTableKeepsItsName() {
        assertThat(editor.check("commerce-main", "shop").effects()).singleElement().asString()
                .contains("DynamoDB cannot rename a table");
        assertThat(editor.check("Shop", "commerce-main").effects()).isEmpty();
    }

    @Test
    void applyRenamesAsOneUndoableEditAndNothingWhenUnchanged() {
        assertThat(editor.apply("commerce-main", " commerce-main ")).isEmpty();
        assertThat(session.commands().canUndo()).isFalse();

        assertThat(editor.apply("Shop", "shop")).isEmpty();

        assertThat(session.design().name()).isEqualTo("Shop");
        assertThat(session.table().name()).isEqualTo("shop");
        session.undo();
        assertThat(session.table().name()).isEqualTo("commerce-main");
    }
}
